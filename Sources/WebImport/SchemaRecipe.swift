import RecipeStore

/// One schema.org `Recipe`, read into the fields a `.cook` file has a home for; every other
/// property the page states is kept in `extras` under its schema.org name.
public struct SchemaRecipe: Equatable, Sendable {
    /// `name` (or `headline`).
    public var title: String
    /// `description`, as plain text.
    public var description: String?
    /// `author`: names of people or organisations, however given.
    public var authors: [String]
    /// Where the recipe came from: the URL it was fetched from, the page's canonical link, or its `url`.
    public var source: String?
    /// Servings, from `recipeYield`.
    public var servings: Int?
    /// `prepTime`, `cookTime` and `totalTime` as Cooklang writes times (`1 hour 5 minutes`).
    public var prepTime: String?, cookTime: String?, totalTime: String?
    /// `keywords`, `recipeCategory` and `recipeCuisine`, each once.
    public var tags: [String]
    /// The first image URL.
    public var image: String?
    /// `recipeIngredient`, one plain-text line each.
    public var ingredients: [String]
    /// `recipeInstructions`, as sections of steps and notes.
    var instructions: SchemaInstructions
    /// Properties with no Cooklang home (nutrition, rating, video, …), by schema.org name, sorted.
    public var extras: [Extra]

    /// A property kept as stated.
    public struct Extra: Equatable, Sendable {
        /// The schema.org property name.
        public let key: String
        /// Its value.
        public let value: JSONValue
    }

    /// Properties read into fields; identity keys that say nothing about the recipe.
    private static let mapped: Set<String> = [
        "@context", "@type", "@id", "name", "description", "author", "recipeYield", "prepTime", "cookTime", "totalTime",
        "keywords", "recipeCategory", "recipeCuisine", "image", "recipeIngredient", "ingredients", "recipeInstructions",
    ]

    /// Reads `object`; `nodes` resolve `@id` references, `pageURL` is the source when known.
    public init(_ object: [String: JSONValue], nodes: [String: [String: JSONValue]] = [:], pageURL: String? = nil) {
        var used = Self.mapped
        let name = SchemaText.line(object["name"])
        if name == nil, object["headline"] != nil { used.insert("headline") }
        title = name ?? SchemaText.line(object["headline"]) ?? "Imported recipe"
        description = SchemaText.lines(object["description"]).joined(separator: " ").nonEmpty
        authors = SchemaText.lines(object["author"], nodes: nodes)
        let url = SchemaText.line(object["url"])
        source = pageURL ?? url
        if url == nil || url == source { used.insert("url") }
        let yield = RecipeYield(object["recipeYield"])
        servings = yield.servings
        if yield.text != nil || (yield.servings == nil && object["recipeYield"] != nil) { used.remove("recipeYield") }
        prepTime = Self.time(object["prepTime"])
        cookTime = Self.time(object["cookTime"])
        totalTime = Self.time(object["totalTime"])
        // A time meant as ISO 8601 that does not read as one (`PT`, `P99999999999999999999W`)
        // is kept under its schema.org name rather than given to Cooklang as a time.
        for key in ["prepTime", "cookTime", "totalTime"] where Self.time(object[key]) == nil && object[key] != nil { used.remove(key) }
        tags = SchemaText.list([object["keywords"], object["recipeCategory"], object["recipeCuisine"]])
        image = SchemaText.lines(object["image"], nodes: nodes).first { $0.contains("://") || $0.hasPrefix("/") }
        ingredients = SchemaText.lines(object["recipeIngredient"] ?? object["ingredients"])
        instructions = SchemaInstructions(object["recipeInstructions"], nodes: nodes)
        // A property named like a Cooklang key (a site's own `servings`) is kept too, apart.
        let readable = { (key: String) in Self.kept.contains(key) || CookFileComposer.cooklangKeys.contains(key.lowercased()) }
        extras = object.keys.filter { !used.contains($0) && readable($0) }.sorted().compactMap { key in
            Self.compact(object[key]!, depth: 0).map { Extra(key: key, value: $0) }
        }
    }

    /// The properties a cook reads that Cooklang has no key for, kept in front matter (issue
    /// #36); everything else a page states about itself — reviews, comments, breadcrumbs, the
    /// publisher and its logo, page links, search actions — is left out.
    static let kept: Set<String> = [
        "nutrition", "aggregateRating", "recipeYield", "prepTime", "cookTime", "totalTime", "suitableForDiet", "cookingMethod",
        "estimatedCost", "tool", "supply", "video", "inLanguage", "datePublished", "performTime",
    ]

    /// `value` without what only machines read: `@type`, `@id` and `@context` keys, a rating's
    /// bounds and a video's thumbnails and upload details; nil when nothing is left.
    private static func compact(_ value: JSONValue, depth: Int) -> JSONValue? {
        let dropped: Set<String> = ["@type", "@id", "@context", "bestRating", "worstRating", "thumbnailUrl", "uploadDate", "duration", "interactionStatistic"]
        switch value {
        case let .object(object):
            guard depth < 4 else { return nil }
            let kept = object.filter { !dropped.contains($0.key) }.compactMapValues { compact($0, depth: depth + 1) }
            return kept.isEmpty ? nil : .object(kept)
        case let .array(items):
            let kept = items.compactMap { compact($0, depth: depth + 1) }
            return kept.isEmpty ? nil : .array(kept)
        case .null:
            return nil
        default:
            return value
        }
    }

    /// An ISO 8601 duration in words; other text as written (`15 mins`); nil when absent, zero,
    /// or written as ISO 8601 (`P…`) but not readable as it.
    private static func time(_ value: JSONValue?) -> String? {
        guard let text = SchemaText.line(value) else { return nil }
        guard let minutes = ISODuration.minutes(text) else {
            let isoLike = text.first.map { $0 == "P" || $0 == "p" } == true && text.dropFirst().first.map { $0.isNumber || $0 == "T" || $0 == "t" } != false
            return isoLike ? nil : text
        }
        return minutes > 0 ? ISODuration.words(minutes: minutes) : nil
    }
}

extension String {
    /// Nil for an empty string.
    var nonEmpty: String? { isEmpty ? nil : self }
}
