@testable import Cooklang
import Foundation
import Testing
import TestSupport

/// The fast front-matter path (issue #15) must read exactly what the general YAML reader reads,
/// or decline and leave the text to it.
struct SimpleFrontMatterTests {
    /// What the general reader makes of `text` as a mapping's entries (nil when it fails or
    /// reads something other than a mapping).
    private func general(_ text: String) -> [YAMLEntry]? {
        switch try? YAMLReader.parse(text) {
        case .mapping(let entries)?: entries
        case .plain("")?: []
        default: nil
        }
    }

    private func simple(_ text: String) -> [YAMLEntry]? {
        withLines(of: text) { SimpleFrontMatter.entries($0) }
    }

    @Test(arguments: [
        "title: Chicken Soup\nservings: 4",
        "title: \"Chicken Soup No. 22\"\ntags: [\"chicken\", soup]\nsource: https://example.org/a",
        "tags:\n  - soup\n  - \"quick one\"\n  - 'it''s'x\nservings: 2",
        "tags:\n- soup\n- stew\n\ntime: 1h",
        "empty:\nnext: value",
        "empty:",
        "title:    spaced out   \t\nkey\t:\tvalue",
        "list: []\ntrailing: [a, b,]",
        "dup: first\ndup: second",
        "title: Phở bò\ndescription: 麻婆豆腐 — hot, numbing",
        "nested:\n  key: value",
        "title: 'single quoted'   ",
        "title: \"escaped \\\" quote, \\\\ and \\t tab\"",
        "url: http://x.org/a:b\nratio: 1:2",
        "title: - not a list\nq: ? not a key",
        "a: b\n\n\nc: d\n   \n",
        "title: e\u{301}t\u{301}e",
        "description: \"- \u{23F2}\u{FE0F} Prep time: 15 min\"",
        "tags: [b-c, d.e, f_g, \"x\", 1/2]\nz\u{301}: a\u{301}",
        (0..<20).map { "k\($0): v\($0)" }.joined(separator: "\n") + "\nk3: again\nk19: again\nk20: new\nk20: not",
        "",
    ])
    func acceptedShapesReadAsTheGeneralReaderReadsThem(text: String) {
        let fast = simple(text)
        if text.contains("''") {
            #expect(fast == nil, "doubled quotes go to the general reader")
        } else {
            #expect(fast != nil, "the common shape is read directly")
            #expect(fast == general(text))
        }
    }

    @Test(arguments: [
        "title: a # comment",
        "title: \"\\u00e9\"",
        "title: \"Tea\\n\u{FE0F}\"",
        "title: \"unterminated",
        "title: first line\n  continued",
        "list:\n  - a\n  -  - b",
        "list:\n  - a\n    - b",
        "list:\n  - key: value",
        "text: a: b",
        "flow: [a, [b]]",
        "map: {a: 1}",
        "block: |\n  text",
        "anchor: &a x",
        "  indented: key",
        "\ttab: key",
        "# comment\ntitle: x",
        "'quoted key': x",
        "title: x\n- stray",
        "just text",
        "title: a \u{301}b",
        "\u{FEFF}title: x",
        "title: x #\u{FE0F}\u{20E3}",
        "title: \u{0600}: x",
        "...\ntitle: x",
        "flow: [&a x]",
        "flow: [*a]",
        "flow: [!t x]",
        "flow: [a, {b]",
        "@title: x",
        "`title: x",
        "title: x\n%key: y",
    ])
    func otherShapesAreLeftToTheGeneralReader(text: String) {
        #expect(simple(text) == nil)
    }

    /// Random front matter built from the pieces that matter to YAML: whatever the fast path
    /// accepts, the general reader must read the same.
    @Test func randomFrontMatterNeverReadsDifferently() {
        let pieces = ["title", "tags", ":", ": ", " ", "\t", "\"", "'", "[", "]", ",", "#", " #", "-", "- ", "  ",
                      "\n", "\n", "\n  - ", "\n- ", "value", "é", "\u{301}", "\u{200D}", "\u{FE0F}", "\u{0600}", "\u{1F3FB}", "麻", "http://a", "{", "\\", "?",
                      "|", "&", "%", "...", "---", "\u{A0}", "1/2"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var accepted = 0
        for _ in 0..<40_000 {
            var text = "key: v\n"
            for _ in 0..<(1 + next(10)) { text += pieces[next(pieces.count)] }
            guard let fast = simple(text) else { continue }
            accepted += 1
            #expect(fast == general(text), "\(text.debugDescription)")
        }
        #expect(accepted > 1_000, "the generator must reach the fast path often enough to test it")
    }

    /// Random mappings with many keys, some repeated (the first one wins): the fast path keeps
    /// the same entries in the same order as the general reader, below and above the number of
    /// keys where it starts hashing them.
    @Test func manyKeysWithDuplicatesReadTheSame() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<300 {
            let count = 1 + next(60), keys = 1 + next(40)
            let text = (0..<count).map { "k\(next(keys)): v\($0)" }.joined(separator: "\n")
            let fast = simple(text)
            #expect(fast != nil)
            #expect(fast == general(text), "\(text.debugDescription)")
        }
    }

    /// Every real front matter in the shared collections: the fast path reads nearly all of it,
    /// and reads it as the general reader does.
    @Test func sharedCollectionsReadTheSameThroughEitherPath() throws {
        var checked = 0, declined = 0
        for collection in ["jhaydter-recipes", "cookcli-seed"] {
            let root = try ProjectPaths.sharedData("cook-collections/" + collection)
            let walker = try #require(FileManager.default.enumerator(atPath: root))
            for case let relative as String in walker where relative.hasSuffix(".cook") {
                let file = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
                let (frontMatter, fast) = withLines(of: file) { lines -> (String?, [YAMLEntry]?) in
                    guard lines.first?[...].trimmedText == "---",
                          let end = lines.indices.dropFirst().first(where: { lines[$0][...].trimmedText == "---" }) else { return (nil, nil) }
                    return (CooklangParser.joined(lines[1..<end]), SimpleFrontMatter.entries(lines[1..<end]))
                }
                guard let frontMatter else { continue }
                checked += 1
                guard let fast else { declined += 1; continue }
                #expect(fast == general(frontMatter), "\(collection)/\(relative)")
            }
        }
        #expect(checked >= 10)
        #expect(declined * 10 < checked, "\(declined) of \(checked) went to the general reader")
    }

    @Test func aRecipeReadsTheSameThroughEitherPath() {
        let recipe = CooklangParser.parse("---\ntitle: Soup\ntags: [a, b]\nservings:\n  - 2\n---\nStir @salt{}.")
        #expect(recipe.metadata == [
            YAMLEntry(key: "title", value: .plain("Soup")),
            YAMLEntry(key: "tags", value: .sequence([.plain("a"), .plain("b")])),
            YAMLEntry(key: "servings", value: .sequence([.plain("2")])),
        ])
    }
}

/// Calls `body` with the lines of `text` as the parser cuts them, each a buffer of its own.
func withLines<Result>(of text: String, _ body: (ArraySlice<UnsafeBufferPointer<UInt8>>) -> Result) -> Result {
    var text = text
    return text.withUTF8 { bytes in
        let file = FileLines(bytes)
        return body(file.lines(file.ranges.indices)[...])
    }
}

/// The scalar decoding the parser does where it meets a non-ASCII byte gives what the standard
/// library does.
struct ScalarDecodingTests {
    @Test(arguments: ["", "plain ascii", "Phở bò", "麻婆豆腐", "🍕👨‍🍳 a\u{301}", "\u{FEFF}bom", "\u{10FFFF}\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}"])
    func scalarsMatchTheStandardLibrary(text: String) {
        var text = text
        let decoded = text.withUTF8 { bytes in
            var scalars: [Unicode.Scalar] = [], index = 0
            while index < bytes.count {
                let (scalar, length) = bytes.scalar(at: index, end: bytes.count)
                scalars.append(scalar)
                index += length
            }
            return scalars
        }
        #expect(decoded == Array(text.unicodeScalars))
    }
}
