@testable import RecipeStore
import Testing
import TestSupport

/// Trimming whitespace: the quick answer for text with printable ASCII at both ends is the
/// answer of walking its characters, whatever the text; quick lowercasing is lowercasing.
@Suite("Trimming and lowercasing")
struct TrimmingTests {
    @Test func theQuickAnswerIsTheCharacterWalksOnAnyText() {
        let pieces = ["a", "Z", "1", "~", " ", "\t", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{2028}", "\u{3000}", "\u{1F}",
                      "\u{301}", "\u{600}", "\u{200D}", "é", "日", "🧅", "\u{7F}", "x\u{301}", "\u{600}1"]
        var random = SplitMix64(seed: 42)
        for _ in 0..<20_000 {
            let text = (0..<Int(random.next() % 6)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            #expect(text.trimmed() == text.trimmed(while: { $0.isWhitespace }), "\(Array(text.unicodeScalars))")
            #expect(text[...].trimmed() == text.trimmed(while: { $0.isWhitespace }))
        }
        #expect("  Simmer gently.\n".trimmed() == "Simmer gently." && "Simmer".trimmed() == "Simmer" && " ".trimmed() == "")
    }

    @Test func quickLowercasingIsLowercasing() {
        let pieces = ["a", "Z", "@", "[", "`", "{", "1", " ", ".", "É", "é", "ß", "İ", "Σ", "ς", "日", "\u{301}", "A\u{301}", "\u{7F}", "\u{212A}",
                      "\u{2126}", "ǅ", "Ⅻ", "ⓐ", "Ⓐ", "ﬀ", "ŉ", "Ａ", "ａ", "𐐀", "🧅", "\u{80}", "ÿ", "Ÿ"]
        var random = SplitMix64(seed: 7)
        for _ in 0..<20_000 {
            let text = (0..<Int(random.next() % 5)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            #expect(text.quickLowercased() == text.lowercased(), "\(Array(text.unicodeScalars))")
        }
    }
}
