/// What the on-disk index needs of one recipe: enough for lists, search and the ingredient
/// postings, without its steps. A folder's archive keeps these per file, so after an edit the
/// index is rebuilt from them and the changed files alone (`FolderCache`).
struct IndexEntry: Equatable {
    let id: RecipeID
    let name: String
    let category: CategoryID
    /// The ingredient names as written; their keys are the ingredient postings.
    let ingredientNames: [String]
    /// Tags and searched facts (`Recipe.searchTerms`).
    let searchTerms: [String]
    /// Whether the recipe could not be read completely (lists mark it).
    let hasProblems: Bool
    /// Description and step words, time and servings, for search.
    let facts: SearchFacts

    init(id: RecipeID, name: String, category: CategoryID, ingredientNames: [String], searchTerms: [String], hasProblems: Bool,
         facts: SearchFacts) {
        self.id = id
        self.name = name
        self.category = category
        self.ingredientNames = ingredientNames
        self.searchTerms = searchTerms
        self.hasProblems = hasProblems
        self.facts = facts
    }

    /// The entry of `recipe`.
    init(_ recipe: Recipe) { self.init(recipe, searchFacts: true) }

    /// The entry of `recipe`; without `searchFacts`, its facts leave out the description and
    /// step words (for a row never searched or archived).
    init(_ recipe: Recipe, searchFacts: Bool) {
        self.init(id: recipe.id, name: recipe.name, category: recipe.category, ingredientNames: recipe.ingredients.map(\.name),
                  searchTerms: recipe.searchTerms, hasProblems: !recipe.problems.isEmpty, facts: SearchFacts(recipe, words: searchFacts))
    }
}
