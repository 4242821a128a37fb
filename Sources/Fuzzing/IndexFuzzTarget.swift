import FileSystem
import Foundation
import RecipeStore

extension FuzzTarget {
    /// The on-disk index reader (`IndexedRecipeStore`) on any bytes, as a later start reads
    /// `index-<hash>.cbx` from the cache: a store that answers every question, or a
    /// `CacheFileProblem` — never a trap or a read outside the bytes. The seed is a real index
    /// of a small collection written to a temporary folder, so mutations past the checked
    /// header reach the tables themselves.
    public static let index: FuzzTarget = {
        let fixture = IndexFuzzFixture.make()
        return FuzzTarget(name: "index", seeds: fixture.map { [$0.index] } ?? [],
                          tokens: ["CBX1", "\u{FF}\u{FF}\u{FF}\u{FF}", "\0\0\0\0", "\u{80}"]) { bytes in
            guard let fixture else { return }
            do throws(CacheFileProblem) {
                let store = try IndexedRecipeStore(indexBytes: bytes, sourcePath: fixture.source)
                _ = (store.issueSummary, store.warnings.count)
                for category in store.categories {
                    for row in store.recipes(in: category.id, range: 0..<50) { _ = (store.recipe(row.id), store.related(to: row.id)) }
                }
                for query in ["a", "egg", "soup", "zz"] { _ = store.search(query, limit: 20) }
                _ = store.recipes(using: IngredientKey("egg"), range: 0..<20)
            } catch {
                _ = error.description
            }
        }
    }()
}

/// A small collection and its index, built once per process in a temporary folder.
private struct IndexFuzzFixture: Sendable {
    let source: String
    let index: [UInt8]

    static func make() -> IndexFuzzFixture? {
        let folder = NSTemporaryDirectory() + "cookbook-fuzz-index-\(getpid())"
        let source = folder + "/collection.json"
        let json = #"{"version":1,"title":"Fuzz","categories":[{"id":"soups","name":"Soups"},{"id":"mains","name":"Mains"}],"recipes":["#
            + #"{"id":"leek-soup","name":"Leek Soup","category":"soups","ingredients":["2 leeks","1 egg"],"steps":["Sweat."],"related":["omelette"],"tags":["green"]},"#
            + #"{"id":"omelette","name":"Omelette","category":"mains","ingredients":["3 eggs","salt"],"steps":["Beat.","Fry."]},"#
            + #"{"id":"mapo-tofu","name":"麻婆豆腐","category":"mains","ingredients":["tofu"],"steps":["Fry."],"related":["gone"]}]}"#
        do {
            try FilePath.createDirectories(folder, permissions: 0o700)
            try AtomicFile.write(Array(json.utf8), to: source)
            _ = try CollectionOpener.open(path: source, cacheDirectory: folder, threshold: 0)
            guard let name = FilePath.names(in: folder)?.first(where: { $0.hasSuffix(".cbx") }) else { return nil }
            return IndexFuzzFixture(source: source, index: try FilePath.readAll(folder + "/" + name))
        } catch {
            return nil
        }
    }
}
