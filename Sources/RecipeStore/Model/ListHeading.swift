/// A heading inside a list, before the item at `before`: the ingredient list of a recipe
/// written in sections (`Dough`, `Filling`) is grouped by the section that first uses each.
public struct ListHeading: Hashable, Codable, Sendable {
    /// The index of the first item under the heading.
    public var before: Int
    /// The heading.
    public var text: String

    /// A heading `text` before item `before`.
    public init(before: Int, text: String) {
        self.before = before
        self.text = text
    }
}
