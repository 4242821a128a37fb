@testable import Cooklang
import Foundation
import RecipeImport
import Testing
import TestSupport

/// Issue #35: a real export's front matter — a nested `nutrition:` mapping in every file, block
/// lists, descriptions with an unquoted `": "` or running on unindented — is read by the fast
/// path, and salvaged without the general reader, with exactly the entries, errors and warnings
/// the general reader and salvage give on their own.
struct RealFrontMatterTests {
    /// What the parser makes of front matter `text` (the lines between the fences): entries,
    /// errors and warnings, with or without the fast path.
    private func reading(_ text: String, fastPath: Bool) -> ([YAMLEntry], [CooklangError], [CooklangWarning]) {
        withLines(of: text) { lines in
            var errors: [CooklangError] = [], warnings: [CooklangWarning] = []
            let entries = CooklangParser.frontMatter(lines, fastPath: fastPath, errors: &errors, warnings: &warnings)
            return (entries, errors, warnings)
        }
    }

    private func fast(_ text: String) -> SimpleFrontMatter.Reading {
        withLines(of: text) { SimpleFrontMatter.read($0) }
    }

    /// The general reader's mapping entries for `text`, nil when it throws.
    private func general(_ text: String) -> [YAMLEntry]? {
        switch try? YAMLReader.parse(text) {
        case .mapping(let entries)?: entries
        default: nil
        }
    }

    /// 2,000 front matters as `cookbook-gen --shape real` writes them: the fast path decides
    /// every one, never asks the general reader, and gives what the general reader and salvage
    /// give alone, warnings' lines and columns included.
    @Test func generatedRealExportsReadTheSameThroughEitherPath() throws {
        let base = try PublicDomainImport.load(path: try ProjectPaths.sharedData("recipes/public-domain-recipes.json"))
        let recipes = CollectionGenerator.generate(count: 2_000, from: base).recipes
        var salvaged = 0, generalReads = 0, nested = 0
        for (index, recipe) in recipes.enumerated() {
            let text = RealExportShape.frontMatter(of: recipe, index: index)
            let (fastReading, work) = ParseWork.countingAll { reading(text, fastPath: true) }
            generalReads += work.generalReads
            let slowReading = reading(text, fastPath: false)
            #expect(fastReading.0 == slowReading.0, "entries of front matter \(index)")
            #expect(fastReading.1 == slowReading.1, "errors of front matter \(index)")
            #expect(fastReading.2 == slowReading.2, "warnings of front matter \(index)")
            #expect(fastReading.1.isEmpty)
            if !fastReading.2.isEmpty { salvaged += 1 }
            if case .mapping? = fastReading.0.first(where: { $0.key == "nutrition" })?.value { nested += 1 }
        }
        #expect(generalReads == 0, "the general reader ran \(generalReads) times")
        #expect(nested == 2_000)
        #expect(salvaged > 300, "\(salvaged) salvaged: the generator must reach salvage often")
    }

    @Test(arguments: [
        "title: Soup\nnutrition:\n  energy: 2619 kJ\n  fat: 24,3 g\n  salt: \"2,1 g\"\n  sugar: '9 g'\nservings: 2",
        "a:\n  b:\n    c: d\n    e: [f, \"g\"]\n  h: i\nj: k",
        "n:\n  list:\n  - x\n  - y\n  after: z",
        "n:\n  list:\n    - x\n    - y\n  after: z\nm:\n- 1",
        "n:\n\n  k: v\n\n\n  l: w\n  \t\nm: x",
        "n:\n   odd: three spaces\n   more: yes",
        "n:\n  dup: 1\n  dup: 2\n  dup: 3",
        "n:\n  empty:\n  next: v\n  last:",
        "n:\n  - a\n  - 'b'\n",
        "nutrition:\n  Fett: 12 g\n  Kohlenhydrate: 50 g\n  日本: 語\n  é: \"ü\"",
        "n:\n  url: http://a.org/x:y\n  ratio: 1:2",
        "n:\n  a:\n    b:\n      c:\n        d: deep",
        "n:\n  k: v\n",
        (0..<30).map { "n\($0 % 4):\n  k\($0): v\($0)\n  k\($0 % 3): w" }.joined(separator: "\n"),
    ])
    func nestedShapesReadAsTheGeneralReaderReadsThem(text: String) {
        let reading = fast(text)
        #expect(reading != .unknown, "the nested shape is read directly")
        #expect(reading == general(text).map(SimpleFrontMatter.Reading.entries))
    }

    @Test(arguments: [
        "n:\n  k: v\n    continued",
        "n:\n  k: v\n\n    continued after a blank line",
        "n:\n  k: v\n  # comment",
        "n:\n  k: v\n   x: inconsistent",
        "n:\n  - k: v",
        "n:\n\tk: v",
        "n:\n  \tk: v",
        "n:\n  k: |\n    block",
        "n:\n  just text",
        "n:\n  k: v\n m: dedented to column 2",
        "n:\n  'q': v",
        "n:\n  k: {a: 1}",
        "n:\n  k: a: b",
        "n:\n  - a\n  b",
        "n:\n  - a\n    continued",
        "n:\n  -\n  - b",
        "n:\n  - - x",
        "n:\n  ? x",
        "n:\n  k: a #comment",
        "n:\n  k\u{301}: v\u{301}: w",
        (0..<20).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n") + " v",
    ])
    func otherNestedShapesAreLeftToTheGeneralReader(text: String) {
        #expect(fast(text) == .unknown)
    }

    /// Lines the general reader must reject, known as such without it; salvage reads them as
    /// before.
    @Test(arguments: [
        "title: Pasta: the quick way",
        "title: Soup\ndescription: A warm soup\nfor cold days",
        "title: x\nnutrition:\n  fat: 3 g\ndescription: a: b",
        "description: ends with a colon:",
        "tags:\n  - a\nmore text here",
        "tags:\n- a\nmore text here",
        "title: x\nsource http://a.org/b:c",
        "n:\n  k: v\n\nplain words",
        "empty:\nwords",
    ])
    func sloppyLinesAreKnownToFailTheGeneralReader(text: String) {
        #expect(fast(text) == .invalid)
        #expect((try? YAMLReader.parse(text)) == nil)
        let (entries, errors, warnings) = reading(text, fastPath: true)
        #expect(entries == reading(text, fastPath: false).0)
        #expect(errors == reading(text, fastPath: false).1)
        #expect(warnings == reading(text, fastPath: false).2)
    }

    @Test(arguments: [
        "just text\ntitle: x",
        "title: a # b: c",
        "title: x\n- item",
        "title: x\n\"quoted\" text",
        "title: x\n# comment",
        "title: x\n%directive",
        "title: x\n...",
        "title: x\n--- # marker",
        "title: \"a\": b",
        "title: [a]: b",
        "title: x\nwords: ",
        "title: x\nwords\u{301}: \u{301}",
        "n:\n  k: a: b",
    ])
    func linesTheGeneralReaderMightReadAreNotCalledInvalid(text: String) {
        #expect(fast(text) != .invalid)
    }

    /// Random front matter from the pieces that matter to nested YAML: whatever the fast path
    /// reads, the general reader reads the same, and whatever it calls invalid, the general
    /// reader rejects.
    @Test func randomNestedFrontMatterNeverReadsDifferently() {
        let pieces = ["title", "k", ":", ": ", " ", "\t", "\"", "'", "[", "]", ",", "#", " #", "-", "- ", "  ", "    ",
                      "\n", "\n", "\n", "\n  ", "\n  ", "\n    ", "\n   ", "\n  - ", "\n- ", "\n    - ", "value", "a: b", "é", "\u{301}",
                      "\u{FE0F}", "麻", "http://a", "{", "\\", "?", "|", "&", "%", "...", "---", "\u{A0}", "1,5 g", "words"]
        var random = SplitMix64(seed: 35)
        var read = 0, invalid = 0
        for _ in 0..<40_000 {
            var text = ["key: v\n", "n:\n  ", "n:\n  k: v\n  ", "t:\n- a\n"][Int(random.next() % 4)]
            for _ in 0..<(1 + Int(random.next() % 12)) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
            switch fast(text) {
            case let .entries(entries):
                read += 1
                #expect(entries == general(text), "\(text.debugDescription)")
            case .invalid:
                invalid += 1
                #expect((try? YAMLReader.parse(text)) == nil, "\(text.debugDescription)")
            case .unknown: break
            }
        }
        #expect(read > 2_000 && invalid > 1_000, "\(read) read, \(invalid) invalid: the generator must reach both")
    }

    /// A real export's sloppy file: salvaged as it always was (the values and warnings below),
    /// without the general reader.
    @Test func salvageOfARealShapeNeedsNoGeneralReader() {
        let file = """
        ---
        title: Schnitzel: the family favourite
        description: Crisp and golden. Tipp: serve with lemon
        and a green salad.
        tags:
          - Familie
          - "Schnell"
        nutrition:
          energy: 2619 kJ
          fat: "24,3 g"
        servings: 2
        ---
        Fry the @Schnitzel{2%Stück} in @Öl{2%EL}.
        """
        let (recipe, work) = ParseWork.countingAll { CooklangParser.parse(file) }
        #expect(work.generalReads == 0)
        #expect(recipe.errors.isEmpty)
        #expect(recipe.metadata("title") == .plain("Schnitzel: the family favourite"))
        #expect(recipe.metadata("description") == .plain("Crisp and golden. Tipp: serve with lemon and a green salad."))
        #expect(recipe.metadata("tags") == .sequence([.plain("Familie"), .quoted("Schnell")]))
        #expect(recipe.metadata("nutrition") == .mapping([YAMLEntry(key: "energy", value: .plain("2619 kJ")),
                                                           YAMLEntry(key: "fat", value: .quoted("24,3 g"))]))
        #expect(recipe.metadata("servings") == .plain("2"))
        #expect(recipe.warnings.map(\.description) == [
            #"2:1: front matter line repaired: "title: Schnitzel: the family favourite" read as title = "Schnitzel: the family favourite"; put the value in quotes to make it valid YAML"#,
            #"3:1: front matter line repaired: "description: Crisp and golden. Tipp: serve with lemon" read as description = "Crisp and golden. Tipp: serve with lemon and a green salad."; put the value in quotes to make it valid YAML"#,
        ])
    }

    /// Nesting makes the fast path look at a line again as each level it closes checks it, at
    /// most `maxDepth` + 2 times; blank lines after a value are looked at twice. Counted on
    /// about 200 KB of each hostile shape.
    @Test(arguments: [
        "a:\n" + (1...16).map { String(repeating: " ", count: $0) + "b\($0):" }.joined(separator: "\n") + " v\n",
        "n:\n  k: v\n" + String(repeating: "\n", count: 500),
        "n:\n" + String(repeating: "  k: v\n", count: 50),
        "t:\n" + String(repeating: "- item\n\n", count: 50),
        "n:\n  - a\n  - b\nm:\n  k:\n    - c\n",
    ])
    func nestedReadingStaysLinear(unit: String) {
        let text = String(repeating: unit, count: max(1, 200_000 / unit.utf8.count))
        let (reading, work) = withLines(of: text) { SimpleFrontMatter.readCounting($0) }
        let bytes = text.utf8.count
        #expect(reading != .unknown)
        #expect(work <= 18 * bytes, "\(work) for \(bytes) bytes")
        if !unit.hasPrefix("a:") { #expect(work <= 3 * bytes, "\(work) for \(bytes) bytes") }
    }
}
