import Cooklang
@testable import RecipeStore
import Testing

/// The metadata a converted recipe shows: keys in any case, the first of a repeated key, and
/// every key the app has no place for kept as a note, in file order.
@Suite("Known metadata")
struct KnownMetadataTests {
    private func convert(_ text: String) -> CookRecipeConverter {
        CookRecipeConverter(parsed: CooklangParser.parse(text))
    }

    @Test func keysAreReadInAnyCaseAndTheFirstOfARepeatWins() {
        let recipe = convert("---\nTitle: Soup\nSERVINGS: 4\nservings: 6\nPrep Time: 10 minutes\nCuisine: Thai\nTags: a, B\n---\nBoil @water{1%l}.")
        #expect(recipe.title == "Soup")
        #expect(recipe.servings == 4, "the first servings, not the repeat")
        #expect(recipe.prepMinutes == 10)
        #expect(recipe.tags == ["a", "b"])
        #expect(recipe.facts == [RecipeFact(key: "cuisine", value: "Thai")])
        #expect(recipe.methodNotes.isEmpty, "no key here is unknown")
    }

    @Test func unknownKeysBecomeNotesInFileOrderAndKnownOnesDoNot() {
        let recipe = convert(">> TIP: salt late\n>> source: grandma\n>> Wine: a dry white\n>> Égouttage: 5 min\n\nBoil @pasta{500%g}.")
        #expect(recipe.methodNotes.map(\.text) == ["TIP: salt late", "Wine: a dry white", "Égouttage: 5 min"])
        #expect(recipe.source == "grandma")
    }

    @Test func aKeyOutsideASCIIIsComparedLowercased() {
        let recipe = convert("---\nDESCRIPTION: hot\nÉTÉ: oui\n---\nStir.")
        #expect(recipe.summary == "hot")
        #expect(recipe.methodNotes.map(\.text) == ["ÉTÉ: oui"])
    }

    @Test func everyKeyHasOneSpellingAndEveryFactIsKnown() {
        #expect(Set(KnownMetadata.Key.allCases.compactMap { KnownMetadata.spellings[$0] }).count == KnownMetadata.Key.allCases.count)
        #expect(RecipeFact.keys.allSatisfy { KnownMetadata.key(spelled: $0) != nil })
        #expect(KnownMetadata.Key.allCases.allSatisfy { KnownMetadata.key(spelled: KnownMetadata.spellings[$0] ?? "") == $0 })
    }
}
