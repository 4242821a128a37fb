@testable import RecipeStore
import Testing
import TestSupport

/// What a read of a folder keeps depends on what it is for: a collection in memory keeps whole
/// recipes and no rows; an index keeps every row with its search facts and no recipes. The
/// rows the recipes give, the links and the warnings are the same.
@Suite("Scans for memory and for an index")
struct MemoryScanTests {
    @Test func aMemoryScanAndAnIndexScanAgreeOnEverythingBothKeep() throws {
        let folder = try CookFolder([
            "Pizza Dough.cook": "Knead @flour{500%g}.", "pizza dough.cook": "Rest it.",
            "Shared/Pizza Dough.cook": "Mix @water{300%ml}.", "Mains/Pizza.cook": "Top @./Shared/Pizza Dough{} with @./Gone{}.",
            "Mains/Crème Brûlée!.cook": "---\ntitle: Burnt cream\nsource: Grandma\n---\n== Custard ==\nBake @cream{1%l} in a #dish for ~{40%minutes}.",
            "Broken.cook": "Add @{2} eggs.",
        ])
        let walker = try DirectoryWalker(root: folder.path)
        let index = try FolderCollectionLoader.scan(folder: folder.path, walker: walker, reusing: [:])
        let memory = try FolderCollectionLoader.scan(folder: folder.path, walker: walker, reusing: [:], for: .memory)
        #expect(index.purpose == .index && memory.purpose == .memory)
        #expect(index.collection == nil, "an index scan keeps no recipes")
        let inMemory = try #require(memory.collection)
        #expect(index.related == inMemory.recipes.map(\.related) && index.warnings == memory.warnings && !memory.warnings.isEmpty)
        #expect(inMemory.recipes.contains { !$0.related.isEmpty }, "links are compared")
        #expect(memory.files.isEmpty && memory.related.isEmpty, "a read into memory keeps no rows")
        func withoutWords(_ row: IndexEntry) -> IndexEntry {
            IndexEntry(id: row.id, name: row.name, category: row.category, ingredientNames: row.ingredientNames, searchTerms: row.searchTerms,
                       hasProblems: row.hasProblems, facts: SearchFacts(summaryWords: "", stepWords: "", totalMinutes: row.facts.totalMinutes,
                                                                        servings: row.facts.servings))
        }
        #expect(index.files.map { withoutWords($0.row) } == inMemory.recipes.map { IndexEntry($0, searchFacts: false) })
        #expect(index.files.contains { !$0.row.facts.stepWords.isEmpty })
        // The memory scan's recipes are whole: as a screen gets them from the file.
        let brulee = try #require(inMemory.recipes.first { $0.name == "Burnt cream" })
        #expect(brulee.source == "Grandma" && brulee.cookware == ["dish"] && brulee.stepUses.first?.timers.isEmpty == false)
        #expect(!brulee.methodNotes.isEmpty)
    }

    @Test func placesInParallelAreThePlacesOfEachPathInOrder() {
        let paths = (0..<1_000).map { "Folder \($0 % 7)/Sub/Recipe Nº \($0).cook" } + ["Top.cook", "Crème/Brûlée!.cook"]
            + (0..<300).map { "Same Dir/Sub \($0 / 100)/R\($0).cook" }
        let entries = paths.map { DirectoryWalker.Entry(relativePath: $0) }
        let places = FolderCollectionLoader.places(of: entries)
        #expect(places.count == paths.count)
        for (place, path) in zip(places, paths) {
            let (folder, name) = FolderCollectionLoader.place(of: path)
            let categoryID = folder.split(separator: "/").map { Slug.make(String($0)) }.joined(separator: "/")
            #expect(place.folder == folder && place.name == name && place.categoryID == categoryID
                    && place.id == (folder.isEmpty ? Slug.make(name) : categoryID + "/" + Slug.make(name))
                    && place.lowercasedStem == path.dropLast(5).lowercased())
        }
    }

    @Test(arguments: [("Mains/Pies/Shepherd's Pie.cook", "Mains/Pies", "Shepherd's Pie"), ("Top.COOK", "", "Top"),
                      ("Crème/Brûlée!.cook", "Crème", "Brûlée!"), ("a/\u{600}.cook", "a", "\u{600}"), ("a/\u{301}b.cook", "a", "\u{301}b")])
    func aPlaceIsTheFolderAndTheFileNameWithoutCook(path: String, folder: String, name: String) {
        let place = FolderCollectionLoader.place(of: path)
        #expect(String(place.folder) == folder && place.name == name)
    }
}
