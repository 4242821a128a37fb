/// The recipes that use each ingredient. Built on first use, not at load: normalising every
/// ingredient line is the costliest part of indexing, and the first screen needs none of it.
struct IngredientIndex {
    /// Recipe positions by ingredient key, in name order.
    let byIngredient: [IngredientKey: [Int32]]

    /// Indexes the ingredients of `recipes`, listing them in `nameOrder`.
    init(_ recipes: [Recipe], nameOrder: [Int32]) {
        self.init(ingredientNames: recipes.map { $0.ingredients.map(\.name) }, nameOrder: nameOrder)
    }

    /// Indexes recipes by their `ingredientNames` (one list per recipe, in position order),
    /// listing them in `nameOrder`. Keys are numbered as they are met, so each occurrence
    /// costs an array append, not a set insertion.
    init(ingredientNames: [[String]], nameOrder: [Int32]) {
        // Normalise each distinct ingredient text once: collections repeat them a lot.
        var numberOfName: [String: Int32] = [:], numberOfKey: [IngredientKey: Int32] = [:]
        var keys: [IngredientKey] = []
        let recipeKeys = ingredientNames.map { names in
            names.map { name -> Int32 in
                if let number = numberOfName[name] { return number }
                let key = IngredientKey(name)
                let number = numberOfKey[key] ?? {
                    keys.append(key)
                    numberOfKey[key] = Int32(keys.count - 1)
                    return Int32(keys.count - 1)
                }()
                numberOfName[name] = number
                return number
            }
        }
        // Positions are visited in order, so "not already last" keeps each list free of repeats.
        var lists = Array(repeating: [Int32](), count: keys.count)
        for position in nameOrder {
            for key in recipeKeys[Int(position)] where lists[Int(key)].last != position { lists[Int(key)].append(position) }
        }
        byIngredient = Dictionary(uniqueKeysWithValues: zip(keys, lists))
    }
}
