import Foundation
@testable import RecipeStore
import Testing

/// Our folding (`TextFolding`: a table generated from the Unicode Character Database by
/// `scripts/gen-folding.py`) against Foundation's `folding(options: [.caseInsensitive,
/// .diacriticInsensitive])` — Foundation in this test only, never in the app — over every
/// letter and mark of the Basic Multilingual Plane that either one changes. Marks are compared
/// on a base letter (`a` + mark), as they occur in text. Every difference must be one of the
/// intentional kinds of `Difference`.
@Suite("Folding compared with Foundation")
struct FoldingComparisonTests {
    /// Why our folding differs from Foundation's for a character, on purpose.
    enum Difference: String, CaseIterable {
        /// Latin letters the database does not decompose but names as a letter "with" a
        /// stroke, bar, hook or tail (ł, ø, đ, ħ), and the ligatures æ, œ, ĳ: a cook types the
        /// plain letters, so they fold to them (`Łódź` → `lodz`).
        case latinLetterWithStroke
        /// Full-width and half-width forms become the ordinary characters (Ａ → a, ｱ → ア).
        case widthFolded
        /// The same letter in another case form: Unicode case folding (ß → ss, ς → σ, ﬁ → fi,
        /// Cherokee to its capitals) where Foundation lowercases or keeps the character.
        case caseFolding
        /// A mark of Indic, Thai, Hebrew, Arabic and other scripts is kept (as its canonical
        /// decomposition where it has one): there it is part of the letter, not an accent, and
        /// dropping it would match different words.
        case scriptMarkKept
    }

    static func ours(_ text: String) -> String { TextFolding.fold(text) }

    static func foundation(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// Why `ours` and `theirs` differ for `scalar` (seen as `text`), or nil when no
    /// intentional difference explains it.
    static func difference(_ scalar: Unicode.Scalar, ours: String, theirs: String) -> Difference? {
        // A capital is judged by the small letter it lowercases to (Ɖ → ɖ, "D WITH TAIL").
        let name = (scalar.properties.name ?? "") + " " + (theirs.unicodeScalars.first?.properties.name ?? "")
        let isMark = [.nonspacingMark, .spacingMark, .enclosingMark].contains(scalar.properties.generalCategory)
        if isMark {
            let decomposed = "a" + String(scalar).decomposedStringWithCanonicalMapping
            return ours.unicodeScalars.contains(scalar) || ours.unicodeScalars.elementsEqual(decomposed.unicodeScalars) ? .scriptMarkKept : nil
        }
        if name.contains("FULLWIDTH") || name.contains("HALFWIDTH") { return .widthFolded }
        if name.hasPrefix("LATIN"), name.contains(" WITH ") || name.hasSuffix("LETTER AE") || name.contains("LIGATURE OE")
            || name.contains("LIGATURE IJ"), ours.unicodeScalars.allSatisfy(\.isASCII) {
            return .latinLetterWithStroke
        }
        if ours.uppercased() == theirs.uppercased() || ours.lowercased() == theirs.lowercased() { return .caseFolding }
        return nil
    }

    @Test func everyDifferenceFromFoundationIsIntentional() {
        var compared = 0
        var byKind: [Difference: [String]] = [:]
        var unexplained: [String] = []
        for value in UInt32(0x80)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .nonspacingMark, .spacingMark, .enclosingMark: break
            default: continue
            }
            let isMark = [.nonspacingMark, .spacingMark, .enclosingMark].contains(scalar.properties.generalCategory)
            let text = isMark ? "a" + String(scalar) : String(scalar)
            let ours = Self.ours(text), theirs = Self.foundation(text)
            guard ours != text || theirs != text else { continue }
            compared += 1
            guard ours != theirs else { continue }
            let line = String(format: "U+%04X", value) + " \(scalar.properties.name ?? "?"): ours \(ours.debugDescription), Foundation \(theirs.debugDescription)"
            if let kind = Self.difference(scalar, ours: ours, theirs: theirs) { byKind[kind, default: []].append(line) } else { unexplained.append(line) }
        }
        #expect(compared > 2_000, "the comparison covers the letters either folding changes")
        #expect(unexplained.isEmpty, "differences with no stated reason:\n\(unexplained.joined(separator: "\n"))")
        for kind in Difference.allCases {
            #expect(byKind[kind] != nil, "\(kind) is listed as a difference but none occurs")
        }
    }

    /// Where both agree, on the scripts the collections use (issue #16's examples).
    @Test(arguments: [("Phở bò", "pho bo"), ("Ẩm thực", "am thuc"), ("Łódź", "lodz"), ("Smørrebrød", "smorrebrod"),
                      ("Æbleskiver", "aebleskiver"), ("Weißwurst", "weisswurst"), ("κρέμα", "κρεμα"), ("ΚΡΈΜΑ", "κρεμα"),
                      ("ＣＲＥＭＥ", "creme"), ("Crème Brûlée", "creme brulee"), ("麻婆豆腐", "麻婆豆腐"), ("Ñoquis", "noquis")])
    func theCollectionsScriptsFold(text: String, folded: String) {
        #expect(TextFolding.fold(text) == folded)
    }

    @Test func everyCharacterInTheTableFoldsAsItSays() {
        // The table's entries read independently, as scalars: `XXXX=folded` between U+0001s (as
        // characters, `=` and a spacing mark after it are one, and 39 entries went unread).
        var count = 0
        for entry in FoldingTable.entries.unicodeScalars.split(separator: "\u{1}") {
            let text = entry.drop { $0 == "\n" }
            guard let equals = text.firstIndex(of: "="), let code = UInt32(String(String.UnicodeScalarView(text[..<equals])), radix: 16),
                  let scalar = Unicode.Scalar(code) else {
                Issue.record("unreadable entry \(String(String.UnicodeScalarView(text)))")
                continue
            }
            let folded = String(String.UnicodeScalarView(text[text.index(after: equals)...]))
            #expect(TextFolding.fold("x" + String(scalar)) == "x" + folded, "U+\(String(code, radix: 16))")
            count += 1
        }
        #expect(count == 2_889, "the generated table's every entry (its header says how many)")
        #expect(TextFolding.fold("\u{9CB}") == "\u{9C7}\u{9BE}", "a Bengali vowel sign, one of the entries reading by characters skipped")
    }

    @Test func theTableNamesItsUnicodeVersion() {
        #expect(FoldingTable.unicodeVersion.split(separator: ".").count == 3)
    }
}
