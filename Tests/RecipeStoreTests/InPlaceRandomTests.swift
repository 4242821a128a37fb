@testable import FileSystem
import Foundation
import Fuzzing
@testable import RecipeStore
import Testing
import TestSupport

/// Random edits of a small folder, round after round, each load through the cache compared
/// with a fresh full load; most rounds must be applied in place.
@Suite("In-place update against a full load, at random")
struct InPlaceRandomTests {
    static let tags = ["Hearty", "hearty", "HEARTY", "Épicé", "epice", "quick", "Vegetarian", "fête", "fete", "  ", "a/b", "z"]
    static let ingredients = ["onion", "Onion", "onions", "olive oil", "Olive Oil", "garlic", "saffron", "rice", "crème fraîche", "creme fraiche",
                              "beef", "tofu", "zucchini", "aubergine", "salt"]
    static let words = ["simmer", "braise", "gently", "Fry", "fry", "stir", "stirring", "golden", "crisp", "oven", "bake", "baked", "ω", "日本",
                        "supper", "feast", "cold", "nights", "warm", "serve", "tofu", "onion", "mapo", "pie", "apple", "word"]

    /// The files and what each keeps from edit to edit (its title, a reference, a problem).
    static let fixed: [(path: String, head: String)] = [
        ("Mains/Stew.cook", "title: Winter Stew\n"),
        ("Mains/Pie.cook", ""),
        ("Mains/pie.cook", ""),  // the same id: pie-2
        ("Sides/Rice.cook", ""),
        ("Soup.cook", ""),
        ("Curry.cook", ""),
        ("Zed.cook", ""),
        ("Broken.cook", ""),  // invalid UTF-8 on line 1: a problem every version keeps
    ]

    static func pick<T>(_ pool: [T], _ count: ClosedRange<Int>, _ random: inout FuzzRandom) -> [T] {
        (0..<Int.random(in: count, using: &random)).map { _ in pool.randomElement(using: &random)! }
    }

    /// A random recipe for file `number`.
    static func text(_ number: Int, _ random: inout FuzzRandom) -> String {
        if number == 6, Bool.random(using: &random) { return "" }  // empty file
        var front = fixed[number].head
        let tags = pick(Self.tags, 0...3, &random)
        if !tags.isEmpty { front += "tags: [\(tags.joined(separator: ", "))]\n" }
        if Bool.random(using: &random) { front += "description: \(pick(words, 0...5, &random).joined(separator: " "))\n" }
        if Bool.random(using: &random) { front += "servings: \(Int.random(in: 1...8, using: &random))\n" }
        if Bool.random(using: &random) { front += "time: \(Int.random(in: 5...200, using: &random)) minutes\n" }
        var body = front.isEmpty ? "" : "---\n\(front)---\n"
        if number == 7 { body = "\u{FFFD}\n" + body }
        if number == 5 { body += "Serve with @./Sides/Rice{}.\n" }
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let step = pick(words, 0...4, &random) + pick(ingredients, 0...3, &random).map { "@\($0){}" }
            body += step.joined(separator: " ") + ".\n\n"
        }
        return body
    }

    /// Writes file `number` (the broken one with a byte that is not UTF-8 first).
    static func write(_ number: Int, in folder: CookFolder, _ random: inout FuzzRandom) throws {
        var bytes = Array(text(number, &random).utf8)
        if number == 7 { bytes.replaceSubrange(0..<3, with: [0xFF]) }
        try folder.write(fixed[number].path, bytes)
    }

    @Test(arguments: Array(UInt64(1)...4))
    func randomEditsAnswerAsAFullLoad(seed: UInt64) throws {
        var random = FuzzRandom(seed: seed)
        let cache = try TemporaryFolder.make("in-place-random") + "/cache"
        var files: [String: String] = [:]
        // Many more recipes on even seeds: LEB128 steps of two bytes, long name-ordered lists.
        for filler in 0..<(seed % 2 == 0 ? 150 : 0) {
            // Titles in another order than the paths, among the edited recipes' names: name-order ranks matter.
            files["Filler/F\(filler).cook"] = "---\ntitle: \(["Apple", "Rice", "Pie", "Soup", "Zest"][filler % 5]) \(149 - filler)\ntags: [\(Self.tags[filler % Self.tags.count])]\n---\n"
                + "\(Self.words[filler % Self.words.count]) @\(Self.ingredients[filler % Self.ingredients.count]){}.\n"
        }
        let folder = try CookFolder(files)
        for number in Self.fixed.indices { try Self.write(number, in: folder, &random) }
        try folder.addSymlink("Ghost.cook", to: "nowhere.cook")  // inode 0: parsed every time
        // A file name that is not UTF-8.
        let bad = Array((folder.path + "/Caf").utf8) + [0xE9] + Array(".cook".utf8)
        let descriptor = open(bad.map { CChar(bitPattern: $0) } + [0], O_CREAT | O_WRONLY, 0o644)
        #expect(descriptor >= 0)
        close(descriptor)
        var inPlace = 0
        let rounds = 60
        for round in 0...rounds {
            if round > 0 {
                for _ in 0..<(Int.random(in: 0...3, using: &random) == 0 ? 2 : 1) {
                    let number = Int.random(in: 0..<Self.fixed.count, using: &random)
                    try Self.write(number, in: folder, &random)
                }
                let paths = try #require(FolderCache(directory: cache).cachePaths(for: folder.path))
                let walker = try DirectoryWalker(root: folder.path)
                let file = try SourceFile(path: paths.archive)
                if let map = ArchiveMap.read(file, limit: FolderCache.maximumArchiveSize, comparedWith: walker.entries),
                   InPlaceUpdate(folder: folder.path, walker: walker, archive: map, file: file,
                                 index: try WholeIndex(try FilePath.readAll(paths.index), file: nil),
                                 stamp: walker.stamp ^ FolderCache.formatVersion)?.patchedIndex() != nil { inPlace += 1 }
            }
            var notes: [String] = []
            let loaded = try FolderCache(directory: cache).load(folder: folder.path) { notes.append($0) }
            #expect(notes.isEmpty, "round \(round): \(notes)")
            #expect(loaded.store is IndexedRecipeStore)
            let full = MemoryRecipeStore(try FolderCollectionLoader.load(folder: folder.path))
            #expect(loaded.store.contents == full.contents, "round \(round)")
            let queries = Self.words + Self.tags.map { "#" + $0 } + Self.ingredients.map { "ing:" + $0.replacingOccurrences(of: " ", with: "-") }
                + ["time<60m", "time>=100m", "serves>=4", "serves<3", "\"olive oil\"", "ferment", "日"]
            expectSameAnswers(loaded.store, full, queries: queries)
            // A cold start from what was written answers the same.
            let reopened = try FolderCache(directory: cache).load(folder: folder.path)
            #expect(reopened.fromCache, "round \(round)")
            #expect(reopened.store.contents == full.contents, "round \(round), reopened")
        }
        #expect(inPlace > rounds / 2, "in place \(inPlace) of \(rounds)")
    }
}
