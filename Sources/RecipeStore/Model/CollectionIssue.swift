/// One problem found in a recipe collection, naming the file, the recipe (id and index) or
/// category, and the field, so the author can go straight to it.
public struct CollectionIssue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The collection file.
    public let file: String
    /// Where in the file: `recipe "apple-pie" (#12)`, `recipe #12`, `category #2`, or
    /// `line 3, column 15`; empty for the whole file.
    public let location: String
    /// The field concerned, if any.
    public let field: String?
    /// What is wrong, in plain words.
    public let message: String

    /// An issue at `location`/`field` of `file`.
    public init(file: String, location: String, field: String? = nil, message: String) {
        self.file = file
        self.location = location
        self.field = field
        self.message = message
    }

    /// `recipes.json: recipe "apple-pie" (#12), field "category": unknown category "dessert"`.
    public var description: String {
        var text = file
        if !location.isEmpty { text += ": \(location)" }
        if let field { text += location.isEmpty ? ": field \"\(field)\"" : ", field \"\(field)\"" }
        return text + ": " + message
    }
}
