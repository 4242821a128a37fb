/// The stable id of a recipe: its slug, e.g. `apple-pie`.
public struct RecipeID: SlugIdentifier {
    /// The slug.
    public let rawValue: String

    /// An id from its slug.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

extension RecipeID {
    /// What search matches of the id: its last part, the file's name for a Cooklang recipe
    /// (`mains/mapo-tofu` → `mapo-tofu`); the folder is the category, searched as `in:`.
    var searchedName: Substring {
        guard let slash = rawValue.lastIndex(of: "/") else { return rawValue[...] }
        return rawValue[rawValue.index(after: slash)...]
    }
}
