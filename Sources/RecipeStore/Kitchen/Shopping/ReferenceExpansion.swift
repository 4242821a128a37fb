/// A shopping list's recipe references expanded (issue #30): every recipe a line reaches
/// (`@./Shared/Pizza Dough{6%balls}`) is read and taken apart once, and each recipe under a
/// listed one is expanded once however many paths lead to it — its amounts scaled by the sum
/// of what every path asks (`ReferenceGraph`), its fixed amounts counted once a path. So a
/// chain or a diamond of references costs what its recipes and lines cost, not the number of
/// paths through them. References nest at most `maximumDepth` deep and one listed recipe makes
/// at most `maximumLines` lines; past either the rest is listed as written, and said.
struct ReferenceExpansion {
    /// How deep references may nest below a listed recipe.
    static let maximumDepth = 32
    /// How many lines (and recipes reached) one listed recipe may make.
    static let maximumLines = 20_000

    /// One line of a recipe, taken apart at scale 1.
    enum Part {
        /// A line bought as it is (an ingredient, or a reference that cannot be expanded).
        case line(IngredientLine)
        /// A reference to `recipe`, needing `factor` times it at scale 1 (its uses included).
        case reference(IngredientLine, recipe: Recipe, factor: Double)
    }

    private let store: any RecipeStore
    private let isFolder: Bool
    private var parts: [RecipeID: [Part]] = [:]
    private var listed: [Listed: [(line: IngredientLine, source: String)]] = [:]
    /// What could not be expanded, each said once, in the order found.
    private(set) var problems: [String] = []
    /// `problems` as a set: a recipe of a hundred thousand bad references says each once at a look-up.
    private var said: Set<String> = []
    /// How many recipes were taken apart (each at most once): the work done, for tests.
    private(set) var recipesRead = 0
    /// How many listed recipes had their references walked (each recipe and scale once).
    private(set) var walks = 0

    /// An expansion reading recipes from `store` (a Cooklang folder when `isFolder`).
    init(store: any RecipeStore, isFolder: Bool) {
        self.store = store
        self.isFolder = isFolder
    }

    /// The lines `root` at `scale` needs, each referenced recipe replaced by its lines, each
    /// line's source the recipe listing it (`Pizza Dough for Neapolitan Pizza`).
    /// A listed recipe at a scale is worked out once: a list naming it again (a menu of a
    /// hundred thousand lines) costs a copy.
    mutating func lines(of root: Recipe, scale: Double) -> [(line: IngredientLine, source: String)] {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let key = Listed(id: root.id, scale: scale.bitPattern)
        if let known = listed[key] { return known }
        walks += 1
        // A recipe naming no other (most of them) is its own lines: there is nothing to walk.
        guard root.ingredients.contains(where: { $0.reference != nil }) else {
            let made = root.ingredients.map { line in (line: line.isFixed ? line : line.adjusted(by: scale), source: root.name) }
            listed[key] = made
            return made
        }
        var graph = ReferenceGraph(root: root)
        graph.walk(&self)
        let made = graph.lines(scale: scale, &self)
        listed[key] = made
        return made
    }

    /// A listed recipe and its scale, as `listed` keys them.
    private struct Listed: Hashable {
        let id: RecipeID
        let scale: UInt64
    }

    /// `recipe`'s lines taken apart (once per recipe): references resolved and their factor
    /// found, or kept as lines with the reason said.
    mutating func parts(of recipe: Recipe) -> [Part] {
        if let known = parts[recipe.id] { return known }
        recipesRead += 1
        let made = recipe.ingredients.map { line -> Part in
            guard let reference = line.reference, let sub = store.recipe(ShoppingList.recipeID(forPath: reference, isFolder: isFolder)) else {
                return .line(line)
            }
            guard let factor = ShoppingList.referenceFactor(line, of: sub).map({ $0 * Double(line.uses) }) else {
                say("\(recipe.name) asks for \(line.quantity) \(line.unit) of \(sub.name), whose yield is not in \(line.unit)")
                return .line(line)
            }
            return factor > 0 && factor.isFinite ? .reference(line, recipe: sub, factor: factor) : .line(line)
        }
        parts[recipe.id] = made
        return made
    }

    /// Notes `problem`, once.
    mutating func say(_ problem: String) {
        if said.insert(problem).inserted { problems.append(problem) }
    }
}
