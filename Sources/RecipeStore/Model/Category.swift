/// A group of recipes shown in the sidebar, e.g. Desserts.
public struct Category: Hashable, Sendable, Codable {
    /// The stable id recipes refer to.
    public let id: CategoryID
    /// The display name.
    public let name: String

    /// A category with `id` and display `name`.
    public init(id: CategoryID, name: String) {
        self.id = id
        self.name = name
    }
}
