/// Everything the query engine reads about a store's recipes, by position: folded names and
/// ids, categories, and vocabularies (tags, ingredient keys, description and step words) with
/// their postings, times and servings. Both stores build it from the same `IndexEntry`
/// values, so a JSON file, its on-disk index and a Cooklang folder answer every query alike.
struct SearchCorpus {
    let names: FoldedTexts
    let ids: FoldedTexts
    /// Each recipe's category number, an index into `categories`.
    let categoryOfRecipe: [Int32]
    /// The categories' folded ids and names.
    let categories: [(id: String, name: String)]
    let tags: TermTable
    let ingredients: TermTable
    let summaryWords: TermTable
    let stepWords: TermTable
    /// Total minutes and servings by position; -1 when unknown.
    let totalMinutes: [Int32], servings: [Int32]
    /// The words it spells, for typo tolerance, made on the first query that needs them.
    let spelling = SpellingCache()

    var count: Int { categoryOfRecipe.count }

    /// The corpus of `entries`, in position order, in `categories`.
    init(entries: [IndexEntry], categories: [Category]) {
        let number = Dictionary(categories.enumerated().map { ($1.id, Int32($0)) }, uniquingKeysWith: { first, _ in first })
        self.init(names: FoldedTexts(entries.map(\.name)), ids: FoldedTexts(entries.map { String($0.id.searchedName) }),
                  categoryOfRecipe: entries.map { number[$0.category] ?? -1 },
                  categories: categories.map { (TextFolding.fold($0.id.rawValue), TextFolding.fold($0.name)) },
                  tags: TermTable(lists: entries.map { $0.searchTerms.map(TextFolding.fold) }),
                  ingredients: TermTable(lists: entries.map { $0.ingredientNames.map { IngredientKey($0).rawValue } }),
                  summaryWords: TermTable(wordLists: entries.map(\.facts.summaryWords)),
                  stepWords: TermTable(wordLists: entries.map(\.facts.stepWords)),
                  totalMinutes: entries.map { Int32($0.facts.totalMinutes ?? -1) }, servings: entries.map { Int32($0.facts.servings ?? -1) })
    }

    init(names: FoldedTexts, ids: FoldedTexts, categoryOfRecipe: [Int32], categories: [(id: String, name: String)],
         tags: TermTable, ingredients: TermTable, summaryWords: TermTable, stepWords: TermTable,
         totalMinutes: [Int32], servings: [Int32]) {
        self.names = names
        self.ids = ids
        self.categoryOfRecipe = categoryOfRecipe
        self.categories = categories
        self.tags = tags
        self.ingredients = ingredients
        self.summaryWords = summaryWords
        self.stepWords = stepWords
        self.totalMinutes = totalMinutes
        self.servings = servings
    }
}
