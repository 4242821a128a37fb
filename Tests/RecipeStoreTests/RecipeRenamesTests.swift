import RecipeStore
import Testing
import TestSupport

/// Live reload (issue #19): the recipes a reader had open, after the collection was read
/// again — kept, renamed (the file moved: the same name and category under a new id) or gone.
@Suite("Recipes open across a reload: renamed or gone")
struct RecipeRenamesTests {
    let before: RecipeCollection

    init() throws { before = try CollectionLoader.load(path: AppFixtures.framesCollection) }

    /// `before` with `recipes` changed by `change`.
    private func after(_ change: ([Recipe]) -> [Recipe]) -> MemoryRecipeStore {
        MemoryRecipeStore(RecipeCollection(title: before.title, categories: before.categories, recipes: change(before.recipes)))
    }

    /// `recipe` under the id `id`, as a renamed file reads.
    private func moved(_ recipe: Recipe, to id: RecipeID) -> Recipe {
        Recipe(id: id, name: recipe.name, category: recipe.category, ingredients: recipe.ingredients, steps: recipe.steps)
    }

    @Test func aFileRenamedIsFollowedAndADeletedOneIsNamed() {
        let store = after { recipes in
            recipes.compactMap { recipe in
                switch recipe.id {
                case "mapo-tofu": moved(recipe, to: "sichuan-tofu")
                case "apfelkuchen": nil
                default: recipe
                }
            }
        }
        let fate = RecipeRenames(of: ["mapo-tofu", "apfelkuchen", "miso-soup", "no-such-recipe", "mapo-tofu"],
                                 before: MemoryRecipeStore(before), after: store)
        #expect(fate.renamed == ["mapo-tofu": "sichuan-tofu"])
        #expect(fate.gone == ["Äpfelkuchen"], "named once; one still there or never known is neither")
    }

    @Test func aNamesakeInAnotherCategoryIsNotTheRenamedRecipe() {
        let store = after { recipes in
            recipes.compactMap { recipe in
                guard recipe.id == "miso-soup" else { return recipe }
                return Recipe(id: "noodles/miso-soup", name: recipe.name, category: "noodles", ingredients: recipe.ingredients, steps: recipe.steps)
            }
        }
        let fate = RecipeRenames(of: ["miso-soup"], before: MemoryRecipeStore(before), after: store)
        #expect(fate.renamed.isEmpty && fate.gone == ["Miso Soup"])
    }

    @Test func aNamesakeThatWasThereBeforeIsNotTheRenamedRecipe() {
        // A copy of the soup was in the collection already; the original's file is then deleted.
        let copy = moved(before.recipes.first { $0.id == "miso-soup" }!, to: "miso-soup-copy")
        let withCopy = RecipeCollection(title: before.title, categories: before.categories, recipes: before.recipes + [copy])
        let store = MemoryRecipeStore(RecipeCollection(title: before.title, categories: before.categories,
                                                       recipes: withCopy.recipes.filter { $0.id != "miso-soup" }))
        let fate = RecipeRenames(of: ["miso-soup"], before: MemoryRecipeStore(withCopy), after: store)
        #expect(fate.renamed.isEmpty && fate.gone == ["Miso Soup"])
    }
}
