import Foundation
import RecipeStore
import Testing
import TestSupport

/// A damaged, foreign or shrinking index is never trusted: it is rebuilt with a note, and a
/// store already open keeps answering when the file is cut short underneath it.
@Suite("A damaged index is rebuilt, never a crash")
struct DamagedIndexTests {
    let directory: String
    let source: String

    init() throws {
        directory = try TemporaryFolder.make("damaged-index")
        source = directory + "/frames.json"
        try FileManager.default.copyItem(atPath: AppFixtures.framesCollection, toPath: source)
    }

    private var indexPath: String {
        get throws { directory + "/" + (try #require(try FileManager.default.contentsOfDirectory(atPath: directory).first { $0.hasSuffix(".cbx") })) }
    }

    /// Opens the collection, collecting what the opener says.
    private func open() throws -> (store: any RecipeStore, notes: [String]) {
        var notes: [String] = []
        let store = try CollectionOpener.open(path: source, cacheDirectory: directory, threshold: 0) { notes.append($0) }
        return (store, notes)
    }

    /// Every screen's questions; a damaged store must answer them without trapping.
    private func exercise(_ store: any RecipeStore) {
        _ = store.warnings
        for category in store.categories {
            for row in store.recipes(in: category.id, range: 0..<100) {
                _ = store.recipe(row.id)
                _ = store.related(to: row.id)
            }
        }
        for query in ["a", "tofu", "egg", "zz"] { _ = store.search(query, limit: 50) }
        _ = store.recipes(using: IngredientKey("egg"), range: 0..<50)
        _ = store.recipe("mapo-tofu")
    }

    /// The (offset, length) of section `number` as the index's section table gives it: a
    /// 64-byte header, then one pair of little-endian u64 per section.
    private func section(_ number: Int, in bytes: [UInt8]) -> (offset: Int, length: Int) {
        func u64(_ at: Int) -> Int { (0..<8).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        return (u64(64 + number * 16), u64(64 + number * 16 + 8))
    }

    private func expectWorkingAfterDamage(_ notes: [String], _ store: any RecipeStore) {
        #expect(notes.contains { $0.contains("damaged") }, "the user hears why the index is rebuilt: \(notes)")
        #expect(store.recipe("mapo-tofu")?.name == "麻婆豆腐")
        #expect(store.recipeCount == 12)
    }

    @Test func aFlippedHighBitInASectionOffsetIsRebuilt() throws {
        _ = try open()
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: try indexPath)))
        bytes[64 + 7] ^= 0x80   // the top bit of the first section's offset: Int(UInt64) used to trap
        try Data(bytes).write(to: URL(fileURLWithPath: try indexPath))
        let (store, notes) = try open()
        expectWorkingAfterDamage(notes, store)
        exercise(store)
        #expect(try open().notes.isEmpty, "the rebuilt index is reused")
    }

    @Test func anOutOfRangeStringReferenceIsCaughtByItsPageAndRebuilt() throws {
        _ = try open()
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: try indexPath)))
        let recipes = section(1, in: bytes)
        for byte in 0..<4 { bytes[recipes.offset + byte] = 0xF0 }   // the first recipe's id points far outside the file
        try Data(bytes).write(to: URL(fileURLWithPath: try indexPath))
        let (store, notes) = try open()   // its page fails its checksum when first read: at open, for so small an index
        expectWorkingAfterDamage(notes, store)
        exercise(store)
        #expect(try open().notes.isEmpty, "the rebuilt index is reused")
    }

    @Test func everyHeaderByteFlippedIsRebuiltOrHarmless() throws {
        _ = try open()
        let original = Array(try Data(contentsOf: URL(fileURLWithPath: try indexPath)))
        for position in 0..<min(320, original.count) {
            var bytes = original
            bytes[position] ^= 0x80
            try Data(bytes).write(to: URL(fileURLWithPath: try indexPath))
            let (store, _) = try open()
            exercise(store)
            #expect(store.recipe("mapo-tofu")?.name == "麻婆豆腐", "byte \(position)")
        }
    }

    @Test func anIndexCutShortUnderARunningStoreKeepsAnswering() throws {
        // The bundled collection's index spans many pages: with a mapped index, touching a
        // page past the new end used to kill the app with SIGBUS.
        let path = directory + "/bundled.json"
        try FileManager.default.copyItem(atPath: ProjectPaths.bundledCollection, toPath: path)
        let first = try CollectionOpener.open(path: path, cacheDirectory: directory, threshold: 0)
        #expect(first is IndexedRecipeStore)
        let index = try #require(try FileManager.default.contentsOfDirectory(atPath: directory).first { $0.hasSuffix(".cbx") })
        #expect(truncate(directory + "/" + index, 70) == 0)
        exercise(first)
        let memory = MemoryRecipeStore(try CollectionLoader.load(path: path))
        #expect(first.search("tofu", limit: 5) == memory.search("tofu", limit: 5))
        #expect(first.recipes(using: IngredientKey("garlic"), range: 0..<100) == memory.recipes(using: IngredientKey("garlic"), range: 0..<100))
        var notes: [String] = []
        let reopened = try CollectionOpener.open(path: path, cacheDirectory: directory, threshold: 0) { notes.append($0) }
        #expect(notes.contains { $0.hasPrefix("Indexing") }, "the index cut short is rebuilt: \(notes)")
        #expect(reopened.search("tofu", limit: 5) == memory.search("tofu", limit: 5))
    }

    @Test func thousandsOfRandomMutationsNeverCrash() throws {
        _ = try open()
        let original = Array(try Data(contentsOf: URL(fileURLWithPath: try indexPath)))
        let path = try indexPath
        var random = SplitMix64(seed: 11)
        for _ in 0..<2_000 {
            var bytes = IndexMutation.mutate(original, using: &random)
            if bytes.isEmpty { bytes = [0] }
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            guard let store = try? IndexedRecipeStore(indexPath: path, sourcePath: source) else { continue }
            exercise(store)
        }
    }
}

/// Seeded damage to a file's bytes: flipped bits, overwritten words, cut or grown tails.
enum IndexMutation {
    static func mutate(_ original: [UInt8], using random: inout SplitMix64) -> [UInt8] {
        var bytes = original
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            guard !bytes.isEmpty else { break }
            let at = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0: bytes[at] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
            case 1: for k in at..<min(bytes.count, at + 4) { bytes[k] = 0xFF }
            case 2: for k in at..<min(bytes.count, at + 8) { bytes[k] = UInt8.random(in: 0...255, using: &random) }
            case 3: bytes.removeSubrange(at...)
            default: bytes += (0..<Int.random(in: 1...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            }
        }
        return bytes
    }
}
