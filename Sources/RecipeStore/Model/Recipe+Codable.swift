/// JSON in the collection format's recipe shape; the fields only folder collections fill
/// (`totalMinutes`, `source`, `problems`, the `…UpToMinutes` ends of time ranges, `cookware`,
/// `methodNotes`, `facts`) are written
/// only when they hold something, so JSON collections print exactly as before.
extension Recipe: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, name, category, summary, servings, prepMinutes, cookMinutes, tags, ingredients, steps, related
        case totalMinutes, source, problems
        case prepUpToMinutes, cookUpToMinutes, totalUpToMinutes, cookware, methodNotes, facts, ingredientSections
    }

    /// Decodes a recipe; the optional fields may be absent.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(RecipeID.self, forKey: .id), name: try c.decode(String.self, forKey: .name),
                  category: try c.decode(CategoryID.self, forKey: .category), summary: try c.decodeIfPresent(String.self, forKey: .summary) ?? "",
                  servings: try c.decodeIfPresent(Int.self, forKey: .servings), prepMinutes: try c.decodeIfPresent(Int.self, forKey: .prepMinutes),
                  cookMinutes: try c.decodeIfPresent(Int.self, forKey: .cookMinutes), tags: try c.decodeIfPresent([String].self, forKey: .tags) ?? [],
                  ingredients: try c.decode([IngredientLine].self, forKey: .ingredients), steps: try c.decode([String].self, forKey: .steps),
                  related: try c.decodeIfPresent([RecipeID].self, forKey: .related) ?? [],
                  totalMinutes: try c.decodeIfPresent(Int.self, forKey: .totalMinutes), source: try c.decodeIfPresent(String.self, forKey: .source),
                  problems: try c.decodeIfPresent([String].self, forKey: .problems) ?? [],
                  prepUpToMinutes: try c.decodeIfPresent(Int.self, forKey: .prepUpToMinutes),
                  cookUpToMinutes: try c.decodeIfPresent(Int.self, forKey: .cookUpToMinutes),
                  totalUpToMinutes: try c.decodeIfPresent(Int.self, forKey: .totalUpToMinutes),
                  cookware: try c.decodeIfPresent([String].self, forKey: .cookware) ?? [],
                  methodNotes: try c.decodeIfPresent([MethodNote].self, forKey: .methodNotes) ?? [],
                  facts: try c.decodeIfPresent([RecipeFact].self, forKey: .facts) ?? [],
                  ingredientSections: try c.decodeIfPresent([ListHeading].self, forKey: .ingredientSections) ?? [])
    }

    /// Encodes every collection-format field, and the folder-only ones when set.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(category, forKey: .category)
        try c.encode(summary, forKey: .summary)
        try c.encodeIfPresent(servings, forKey: .servings)
        try c.encodeIfPresent(prepMinutes, forKey: .prepMinutes)
        try c.encodeIfPresent(cookMinutes, forKey: .cookMinutes)
        try c.encode(tags, forKey: .tags)
        try c.encode(ingredients, forKey: .ingredients)
        try c.encode(steps, forKey: .steps)
        try c.encode(related, forKey: .related)
        try c.encodeIfPresent(totalMinutes, forKey: .totalMinutes)
        try c.encodeIfPresent(source, forKey: .source)
        if !problems.isEmpty { try c.encode(problems, forKey: .problems) }
        try c.encodeIfPresent(prepUpToMinutes, forKey: .prepUpToMinutes)
        try c.encodeIfPresent(cookUpToMinutes, forKey: .cookUpToMinutes)
        try c.encodeIfPresent(totalUpToMinutes, forKey: .totalUpToMinutes)
        if !cookware.isEmpty { try c.encode(cookware, forKey: .cookware) }
        if !methodNotes.isEmpty { try c.encode(methodNotes, forKey: .methodNotes) }
        if !facts.isEmpty { try c.encode(facts, forKey: .facts) }
        if !ingredientSections.isEmpty { try c.encode(ingredientSections, forKey: .ingredientSections) }
    }
}
