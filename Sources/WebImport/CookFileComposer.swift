import RecipeStore

/// A schema.org Recipe as the text of a `.cook` file: front matter for the fields Cooklang
/// has (title, description, author, source, servings, times, tags, image) and every other
/// stated property under its schema.org name; then the method, with `= Section` headings,
/// `> tips`, ingredients as components where the steps name them, and those they do not in a
/// first mise-en-place paragraph (`MiseEnPlaceStep`), which reads back as no step.
public struct CookFileComposer: Sendable {
    /// The recipe's `.cook` text.
    public let text: String
    /// How many ingredients, steps (the mise-en-place paragraph is none) and section headings it has.
    public let ingredientCount: Int, stepCount: Int, sectionCount: Int

    /// Front-matter keys Cooklang tools read with a meaning (the conventions' canonical keys
    /// and their aliases).
    static let cooklangKeys: Set<String> = [
        "title", "description", "introduction", "author", "source", "servings", "serves", "yield", "prep time", "prep_time",
        "cook time", "cook_time", "time", "duration", "time required", "total time", "tags", "image", "images", "picture",
        "course", "category", "cuisine", "diet", "difficulty", "locale", "emoji", "time.prep", "time.cook", "source.name", "source.url",
    ]

    /// Composes the file for `recipe`.
    public init(_ recipe: SchemaRecipe) {
        var front = ["---", FrontMatterWriter.line("title", recipe.title)]
        if let description = recipe.description { front.append(FrontMatterWriter.line("description", description)) }
        if !recipe.authors.isEmpty { front.append(FrontMatterWriter.line("author", recipe.authors.joined(separator: ", "))) }
        if let source = recipe.source { front.append(FrontMatterWriter.line("source", source)) }
        if let servings = recipe.servings { front.append("servings: \(servings)") }
        if let prep = recipe.prepTime { front.append(FrontMatterWriter.line("prep time", prep)) }
        if let cook = recipe.cookTime { front.append(FrontMatterWriter.line("cook time", cook)) }
        if let total = recipe.totalTime { front.append(FrontMatterWriter.line("time", total)) }
        if !recipe.tags.isEmpty { front.append("tags: [" + recipe.tags.map(FrontMatterWriter.quoted).joined(separator: ", ") + "]") }
        if let image = recipe.image { front.append(FrontMatterWriter.line("image", image)) }
        // A property named like a key Cooklang gives a meaning to (a site's own `title` or
        // `servings`) would repeat or override that key: it is kept as `schema:<name>`.
        for extra in recipe.extras {
            let key = Self.cooklangKeys.contains(extra.key.lowercased()) ? "schema:" + extra.key : extra.key
            front += FrontMatterWriter.lines(key, extra.value)
        }
        front.append("---")

        let ingredients = recipe.ingredients.map(ImportedIngredient.init(line:))
        var texts: [String] = []
        for section in recipe.instructions.sections {
            for case let .step(text) in section.items { texts.append(text) }
        }
        var composer = StepComposer(steps: texts)
        let unplaced = composer.place(ingredients)
        composer.markTimers()
        var steps = composer.render()[...]
        var paragraphs: [String] = []
        if let mise = MiseEnPlaceStep.text(unplaced.map { ingredients[$0].component }) { paragraphs.append(mise) }
        var sections = 0
        for section in recipe.instructions.sections {
            let heading = section.name.map { StepComposer.defused(CookFileWriter.plain($0).replacing("=", with: "-")).trimmingSpaces() } ?? ""
            if !heading.isEmpty {
                paragraphs.append("= " + heading + " =")
                sections += 1
            }
            for item in section.items {
                switch item {
                case .step: paragraphs.append(steps.popFirst() ?? "")
                case let .note(text): paragraphs.append("> " + StepComposer.prose(text))
                }
            }
        }
        text = front.joined(separator: "\n") + "\n\n" + paragraphs.joined(separator: "\n\n") + "\n"
        ingredientCount = ingredients.count
        stepCount = texts.count
        sectionCount = sections
    }
}
