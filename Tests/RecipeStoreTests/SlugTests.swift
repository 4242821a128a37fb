@testable import RecipeStore
import Testing
import TestSupport

/// Slugs, the ids of a folder's recipes: whatever shortcut makes them (byte by byte for ASCII,
/// scalar by scalar where each scalar is a character), they are what walking the lowercased
/// name's characters makes, so saved places keep their ids.
@Suite("Slugs")
struct SlugTests {
    /// The slug by characters, as ids were always made.
    private func byCharacters(_ text: String) -> String { Slug.makeByCharacters(text.lowercased()) }

    @Test func everyShortcutMakesTheCharacterWalksSlug() {
        let pieces = ["a", "Z", "7", " ", "-", "!", "é", "É", "ß", "ø", "×", "½", "²", "ª", "\u{AD}", "\r", "\n", "\r\n", "\u{301}", "e\u{301}",
                      "日", "本", "🧅", "Σ", "ǅ", "\u{85}", "Ⅻ", "\u{200D}", "한", "\u{1100}", "\u{1161}", "İ", "\u{2FF}", "\u{300}", "\u{9FFF}",
                      "\u{A000}", "\u{4E00}", "👍🏽", "🇫🇷"]
        var random = SplitMix64(seed: 11)
        for _ in 0..<20_000 {
            let text = (0..<Int(random.next() % 7)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            #expect(Slug.make(text) == byCharacters(text), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func namesSlugAsTheyAlwaysHave() {
        #expect(Slug.make("Pizza Dough") == "pizza-dough")
        #expect(Slug.make("Crème Brûlée!") == "crème-brûlée")
        #expect(Slug.make("麻婆豆腐") == "麻婆豆腐")
        #expect(Slug.make("--Fish & Chips (UK)!") == "fish-chips-uk")
        #expect(Slug.make("½ Cup Cake²") == "½-cup-cake²", "numbers beyond ASCII are kept")
        #expect(Slug.make("!!!") == "recipe" && Slug.make("") == "recipe")
    }
}
