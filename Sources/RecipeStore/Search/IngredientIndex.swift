/// The recipes that use each ingredient, and the ingredient and tag terms search looks at.
/// Built on first use, not at load: normalising every ingredient line is the costliest part of
/// indexing, and the first screen needs none of it.
struct IngredientIndex {
    /// Recipe positions by ingredient key, in name order.
    let byIngredient: [IngredientKey: [Int32]]
    /// Folded ingredient keys and tags, each with the recipes that carry it.
    let terms: [(bytes: [UInt8], postings: [Int32])]

    /// Indexes the ingredients and tags of `recipes`, listing them in `nameOrder`.
    init(_ recipes: [Recipe], nameOrder: [Int32]) {
        self.init(ingredientNames: recipes.map { $0.ingredients.map(\.name) }, searchTerms: recipes.map(\.searchTerms), nameOrder: nameOrder)
    }

    /// Indexes recipes by their `ingredientNames` and `searchTerms` (one list per recipe, in
    /// position order), listing them in `nameOrder`.
    init(ingredientNames: [[String]], searchTerms: [[String]], nameOrder: [Int32]) {
        // Normalise each distinct ingredient text once: collections repeat them a lot.
        var keyCache: [String: IngredientKey] = [:]
        let keys = ingredientNames.map { names in
            names.map { name in
                if let key = keyCache[name] { return key }
                let key = IngredientKey(name)
                keyCache[name] = key
                return key
            }
        }
        var lists: [IngredientKey: [Int32]] = [:]
        for position in nameOrder {
            for key in Set(keys[Int(position)]) { lists[key, default: []].append(position) }
        }
        byIngredient = lists
        var postings: [String: Set<Int32>] = [:]
        for (position, terms) in searchTerms.enumerated() {
            for term in keys[position].map(\.rawValue) + terms.map(TextFolding.fold) {
                postings[term, default: []].insert(Int32(position))
            }
        }
        terms = postings.map { (Array($0.key.utf8), $0.value.sorted()) }
    }
}
