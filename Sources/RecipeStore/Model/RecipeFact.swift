/// One more thing the author wrote about a recipe — `Cuisine: Italian`, `Difficulty: easy` —
/// from the standard Cooklang metadata (`yield`, `course`, `cuisine`, `diet`, `difficulty`,
/// `locale`, `image`), shown as written (a yield's `200%ml` as `200 ml`). Course, cuisine and
/// diet are also searched; the yield scales references to the recipe (`Recipe.yieldAmount`).
public struct RecipeFact: Hashable, Codable, Sendable {
    /// The metadata key, lower case (`cuisine`).
    public var key: String
    /// The value as written (`Italian`); a list is joined with `, `.
    public var value: String

    /// A fact `key: value`.
    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }

    /// The keys shown, in the order they are shown.
    public static let keys = ["yield", "course", "cuisine", "diet", "difficulty", "locale", "image"]
    /// The keys whose values search finds, like tags.
    public static let searchedKeys: Set<String> = ["course", "cuisine", "diet"]

    /// `Cuisine: Italian`.
    public var text: String { key.prefix(1).uppercased() + key.dropFirst() + ": " + value }
}
