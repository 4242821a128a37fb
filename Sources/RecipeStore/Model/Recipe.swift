/// A whole recipe as the detail screen shows it.
public struct Recipe: Hashable, Sendable {
    /// The stable id (slug).
    public let id: RecipeID
    /// The display name, e.g. `Crème brûlée` or `麻婆豆腐`.
    public let name: String
    /// The category it is listed under.
    public let category: CategoryID
    /// A one-line description.
    public let summary: String
    /// How many people it serves, if known.
    public let servings: Int?
    /// Preparation time in minutes, if known.
    public let prepMinutes: Int?
    /// Cooking time in minutes, if known.
    public let cookMinutes: Int?
    /// Free-form lowercase tags, e.g. `vegetarian`.
    public let tags: [String]
    /// The ingredient list, in order.
    public let ingredients: [IngredientLine]
    /// The method, one entry per numbered step.
    public let steps: [String]
    /// Recipes to drill into from this one; every id exists in the collection.
    public private(set) var related: [RecipeID]
    /// Total time in minutes when the source gives only a total (Cooklang `time:`), else nil.
    public let totalMinutes: Int?
    /// Where the recipe comes from (a book, a URL, an author), if known.
    public let source: String?
    /// The upper ends of times given as ranges (`time: 4-6 hours` → total 240, up to 360), so
    /// a range is shown as one and never summed; nil for a single time.
    public let prepUpToMinutes: Int?, cookUpToMinutes: Int?, totalUpToMinutes: Int?
    /// The equipment the method uses (`saucepan`, `2 baking trays`), in order of first use.
    public let cookware: [String]
    /// Section headings and notes between the steps, in order (`steps` holds only steps).
    public let methodNotes: [MethodNote]
    /// Other standard metadata the author gave (cuisine, course, diet, difficulty, …).
    public let facts: [RecipeFact]
    /// Section headings in the ingredient list, for a recipe written in several sections.
    public let ingredientSections: [ListHeading]
    /// What each step uses, by step, as a Cooklang recipe marks it; empty for a JSON recipe
    /// (whose uses are found in the words: `use(ofStep:)`). Made from `stepParts`.
    public var stepUses: [StepUse] { stepParts.map(use) }
    /// What each step uses, kept small: ingredients as places in `ingredients`, then `stepLines`.
    private(set) var stepParts: [StepParts]
    /// Lines a step uses that the ingredient list lacks (only from `StepUse`s given to `init`
    /// that name such a line; a recipe read from a file has none).
    private(set) var stepLines: [IngredientLine]
    /// Why the recipe could not be read completely (`3:14: ingredient has no name`), so lists
    /// can mark it and the detail screen can say what to fix; empty for a clean recipe.
    public let problems: [String]

    /// A recipe with every field given.
    public init(id: RecipeID, name: String, category: CategoryID, summary: String = "",
                servings: Int? = nil, prepMinutes: Int? = nil, cookMinutes: Int? = nil,
                tags: [String] = [], ingredients: [IngredientLine], steps: [String], related: [RecipeID] = [],
                totalMinutes: Int? = nil, source: String? = nil, problems: [String] = [],
                prepUpToMinutes: Int? = nil, cookUpToMinutes: Int? = nil, totalUpToMinutes: Int? = nil,
                cookware: [String] = [], methodNotes: [MethodNote] = [], facts: [RecipeFact] = [],
                ingredientSections: [ListHeading] = [], stepUses: [StepUse] = []) {
        self.id = id
        self.name = name
        self.category = category
        self.summary = summary
        self.servings = servings
        self.prepMinutes = prepMinutes
        self.cookMinutes = cookMinutes
        self.tags = tags
        self.ingredients = ingredients
        self.steps = steps
        self.related = related
        self.totalMinutes = totalMinutes
        self.source = source
        self.problems = problems
        self.prepUpToMinutes = prepUpToMinutes
        self.cookUpToMinutes = cookUpToMinutes
        self.totalUpToMinutes = totalUpToMinutes
        self.cookware = cookware
        self.methodNotes = methodNotes
        self.facts = facts
        self.ingredientSections = ingredientSections
        (stepParts, stepLines) = Self.parts(of: stepUses, listed: ingredients)
    }

    /// `uses` as parts: each line found in `listed` (ignoring how often it is used; the first
    /// such line), else among the extra lines returned. Lines are found through a dictionary,
    /// so a step of thousands of lines stays linear. A count past `Int32.max` is kept as that.
    private static func parts(of uses: [StepUse], listed: [IngredientLine]) -> ([StepParts], [IngredientLine]) {
        guard uses.contains(where: { !$0.ingredients.isEmpty }) else {
            return (uses.map { StepParts(cookware: $0.cookware, timers: $0.timers) }, [])
        }
        func once(_ line: IngredientLine) -> IngredientLine {
            var written = line
            written.uses = 1
            return written
        }
        var positions = Dictionary(listed.enumerated().map { (once($1), $0) }, uniquingKeysWith: { first, _ in first })
        var extra: [IngredientLine] = []
        let parts = uses.map { use in
            StepParts(ingredients: use.ingredients.map { line in
                let written = once(line)
                let position = positions[written] ?? {
                    extra.append(written)
                    positions[written] = listed.count + extra.count - 1
                    return listed.count + extra.count - 1
                }()
                return StepParts.Ingredient(position: Int32(position), uses: Int32(clamping: line.uses))
            }, cookware: use.cookware, timers: use.timers)
        }
        return (parts, extra)
    }

    /// The `StepUse` of `parts`: each line as listed, counted as often as the step writes it.
    func use(_ parts: StepParts) -> StepUse {
        parts.use { position in position < ingredients.count ? ingredients[position] : stepLines[position - ingredients.count] }
    }

    /// Gives the recipe `parts` and `lines` as what its steps use (`stepParts`, `stepLines`):
    /// for a recipe made by this module, which has them already.
    mutating func setStepParts(_ parts: [StepParts], lines: [IngredientLine] = []) {
        stepParts = parts
        stepLines = lines
    }

    /// What search finds besides names and ingredients: tags, and the course, cuisine and diet.
    public var searchTerms: [String] {
        tags + facts.filter { RecipeFact.searchedKeys.contains($0.key) }.map { $0.value.lowercased() }
    }

    /// The row a list shows for this recipe.
    public var summaryRow: RecipeSummary { RecipeSummary(id: id, name: name, category: category, hasProblems: !problems.isEmpty) }

    /// The same recipe with `related` replaced (references are resolved after every file is read).
    public func withRelated(_ related: [RecipeID]) -> Recipe {
        var recipe = self
        recipe.related = related
        return recipe
    }
}
