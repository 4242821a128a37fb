@testable import RecipeStore
import Testing
import TestSupport

/// A scan made only for a collection in memory leaves out the rows' description and step
/// words, and nothing else: the collection, its warnings and links are the same as a full scan's.
@Suite("Scans for memory only")
struct MemoryScanTests {
    @Test func aMemoryScanGivesTheSameCollectionAsAFullOne() throws {
        let folder = try CookFolder([
            "Pizza Dough.cook": "Knead @flour{500%g}.", "pizza dough.cook": "Rest it.",
            "Shared/Pizza Dough.cook": "Mix @water{300%ml}.", "Mains/Pizza.cook": "Top @./Shared/Pizza Dough{} with @./Gone{}.",
            "Mains/Crème Brûlée!.cook": "---\ntitle: Burnt cream\n---\nBake @cream{1%l} for ~{40%minutes}.", "Broken.cook": "Add @{2} eggs.",
        ])
        let walker = try DirectoryWalker(root: folder.path)
        let full = try FolderCollectionLoader.scan(folder: folder.path, walker: walker, reusing: [:])
        let memory = try FolderCollectionLoader.scan(folder: folder.path, walker: walker, reusing: [:], searchFacts: false)
        #expect(full.hasSearchFacts && !memory.hasSearchFacts)
        let inMemory = try #require(memory.collection), whole = try #require(full.collection)
        #expect(inMemory.recipes == whole.recipes && inMemory.categories == whole.categories && inMemory.warnings == whole.warnings)
        #expect(whole.recipes.contains { !$0.related.isEmpty } && !whole.warnings.isEmpty, "links and warnings are compared")
        #expect(memory.files.allSatisfy { $0.row.facts.stepWords.isEmpty && $0.row.facts.summaryWords.isEmpty })
        #expect(full.files.contains { !$0.row.facts.stepWords.isEmpty })
        #expect(memory.files.map(\.row.facts.totalMinutes) == full.files.map(\.row.facts.totalMinutes))
    }

    @Test func placesInParallelAreThePlacesOfEachPathInOrder() {
        let paths = (0..<1_000).map { "Folder \($0 % 7)/Sub/Recipe Nº \($0).cook" } + ["Top.cook", "Crème/Brûlée!.cook"]
        let entries = paths.map { DirectoryWalker.Entry(relativePath: $0) }
        let places = FolderCollectionLoader.places(of: entries)
        #expect(places.count == paths.count)
        for (place, path) in zip(places, paths) {
            let (folder, name) = FolderCollectionLoader.place(of: path)
            #expect(place.folder == folder && place.name == name && place.slug == Slug.make(name)
                    && place.lowercasedStem == path.dropLast(5).lowercased())
        }
    }
}
