@testable import RecipeStore
import Testing

/// Issue #30: the shopping files are read over their bytes, and must read exactly as the
/// character scans they replace: every text made of a few pieces that trouble a byte scan
/// (an accent on a mark, a sign prepended to one, `\r\n`, line separators, non-ASCII spaces)
/// is split, searched and trimmed both ways and compared.
@Suite("Shopping: byte scans answer as character scans")
struct ShoppingScanTests {
    /// Pieces that make a byte and a character scan differ when the byte scan is careless.
    static let pieces = ["a", " ", "-", "]", "[", "/", "|", "\u{301}", "\u{600}", "\r", "\n", "\r\n", "\u{2028}", "\u{85}", "\u{0B}",
                         "\u{A0}", "\t", "é", "\u{200D}", "😀", "--", "[-", "-]", "//"]

    /// Every text of up to three pieces, then many longer ones from a fixed seed.
    static var texts: [String] {
        var texts = [""]
        for first in pieces {
            texts.append(first)
            for second in pieces {
                texts.append(first + second)
                for third in pieces { texts.append(first + second + third) }
            }
        }
        var state: UInt64 = 30
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<8 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            texts.append(text)
        }
        return texts
    }

    @Test func linesSplitAsCharactersDo() {
        for text in Self.texts {
            let expected = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            #expect(LineScan.lines(of: text).map(Array.init) == expected.map(Array.init), "\(text.debugDescription)")
        }
    }

    @Test func marksAreFoundWhereCharactersFindThem() {
        for text in Self.texts {
            // From the start and from a character in (a line read from the front).
            for line in [Substring(text), Substring(text).dropFirst()] {
                for mark in ["-]", "[-", "--", "//"] {
                    let characters = Array(mark)
                    #expect(LineScan.firstRange(of: characters[0], characters[1], in: line) == line.firstRange(of: mark),
                            "\(mark) in \(line.debugDescription)")
                }
            }
        }
    }

    @Test func trimmingStepsOverBytesAsOverCharacters() {
        for text in Self.texts {
            #expect(Array(text.trimmed().utf8) == Array(text.trimmed { $0.isWhitespace }.utf8), "\(text.debugDescription)")
        }
    }

    @Test func pipesSplitAsCharactersDo() {
        for text in Self.texts where !text.contains(where: \.isNewline) {
            #expect(LineScan.split(text, at: "|").map(Array.init) == text.split(separator: "|").map(Array.init), "\(text.debugDescription)")
        }
    }

    @Test func asciiIngredientKeysAreTheCharacterOnes() {
        let words = ["Onions", " ", "(", ")", ",", ";", "chopped", "leaves", "\r\n", "\t", "!", ".", "Tomatoes", "s", "ies", "\"", "*",
                     "[", "]", "FRESH", "x", "\u{0B}", "of", "The"]
        var state: UInt64 = 17
        for _ in 0..<5_000 {
            var name = ""
            for _ in 0..<6 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                name += words[Int(state >> 33) % words.count]
            }
            #expect(IngredientKey.asciiWords(name) == IngredientKey.characterWords(name), "\(name.debugDescription)")
        }
    }

    @Test func aLinesIndentIsItsSpacesAsCharacters() {
        for text in Self.texts {
            #expect(ShoppingListFile.indent(of: text) == text.prefix { $0 == " " }.count, "\(text.debugDescription)")
        }
    }

    @Test func thousandsOfUnitsAndSourcesMergeAsAFewDo() {
        // Units found by their singular among a thousand others, sources and texts each once, in
        // order of first use, however many lines repeat them.
        var lines: [(line: IngredientLine, source: String)] = []
        for index in 0..<1_000 {
            lines.append((IngredientLine(quantity: "1", unit: "unit\(index)", name: "flour"), "Recipe \(index % 7)"))
        }
        lines += [(IngredientLine(quantity: "2", unit: "Balls", name: "dough"), "A"), (IngredientLine(quantity: "1", unit: "ball", name: "dough"), "B"),
                  (IngredientLine(quantity: "100", unit: "g", name: "Flour"), "A"), (IngredientLine(quantity: "1", unit: "unit5", name: "flour"), "B"),
                  (IngredientLine(quantity: "1", unit: "kg", name: "flour"), "C"), (IngredientLine(quantity: "some", unit: "", name: "dough"), "A"),
                  (IngredientLine(quantity: "some", unit: "", name: "dough"), "A")]
        let items = ShoppingItem.merge(lines)
        #expect(items.map(\.name) == ["flour", "dough"])
        #expect(items[0].amounts.count == 1_001 && items[0].amounts[5] == "2 unit5" && items[0].amounts.last == "1.1 kg")
        #expect(items[0].sources == (0..<7).map { "Recipe \($0)" } + ["A", "B", "C"])
        #expect(items[1].amounts == ["3 Balls", "some"] && items[1].sources == ["A", "B"])
    }

    @Test func aisleLookUpsFindWholeNamesByDictionaryInAThousandsOfSections() {
        // Looked up by dictionary: a whole name of a line (case aside) in any section; a name
        // no line writes whole (`Onion` beside `onion, sliced` and `Onions`) is in none (issue #32).
        var text = "[veg]\nonion, sliced | shallot\n[more veg]\nOnions\nred onion\n"
        for index in 0..<2_000 { text += "[aisle \(index)]\nthing \(index)\n" }
        let aisles = AisleConfig(parsing: text)
        #expect(aisles.sections.count == 2_002)
        #expect(aisles.synonyms(of: "onions") == ["Onions"] && aisles.section(of: "onions") == "more veg")
        #expect(aisles.synonyms(of: "Shallot") == ["onion, sliced", "shallot"] && aisles.section(of: "shallot") == "veg")
        #expect(aisles.synonyms(of: "Onion").isEmpty && aisles.section(of: "Onion") == nil)
        #expect(aisles.section(of: "thing 1999") == "aisle 1999" && aisles.synonyms(of: "nothing").isEmpty)
    }

    @Test func addedLinesReadAsTheWholeListReadAgain() {
        // Only the added lines are read when the list does not end inside a block comment.
        for text in Self.texts.prefix(4_000) {
            var file = ShoppingListFile(parsing: text + "\n./A{2}\nsalt\n" + text)
            file.addItem("milk", quantity: "1", unit: "l")
            file.addRecipe("./B", scale: 2)
            let again = ShoppingListFile(parsing: file.text)
            #expect(file.entries == again.entries && file == again, "\(text.debugDescription)")
        }
    }

    @Test func aLineRepeatedAHundredThousandTimesIsReadOnce() {
        // The work is counted, not timed: a line is read once for each comment state it starts in.
        var reads = 0
        let lines = Array(repeating: "./x{abc}", count: 100_000) + ["[- open", "./x{abc}", "-]", "./x{abc}"]
        let (entries, endsInBlock) = ShoppingListFile.read(lines, reads: &reads)
        #expect(reads == 4, "\(reads) lines read")
        #expect(entries.count == 100_004 && !endsInBlock)
        #expect(entries[99_999] == .invalid("“abc” is not a number to multiply the recipe by") && entries[100_001] == .other
                && entries[100_003] == entries[0], "the line inside the comment reads as a comment, the one after it as before")
    }
}
