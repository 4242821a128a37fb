/// One problem found in a recipe collection, naming the file, the recipe (id and index) or
/// category, and the field, so the author can go straight to it.
public struct CollectionIssue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// How bad a problem is: an error means the file (or part of it) could not be read as
    /// written; a warning means it was read, with something repaired or left out.
    public enum Severity: String, Hashable, Sendable, Codable, CaseIterable {
        /// A parse error, or a file that cannot be read or used.
        case error
        /// Everything else: the collection loaded, with a repair.
        case warning
    }

    /// The collection file.
    public let file: String
    /// Where in the file: `recipe "apple-pie" (#12)`, `recipe #12`, `category #2`, or
    /// `line 3, column 15`; empty for the whole file.
    public let location: String
    /// The field concerned, if any.
    public let field: String?
    /// What is wrong, in plain words.
    public let message: String
    /// The 1-based line in `file`, when the producer knows it.
    public let line: Int?
    /// The 1-based column (in characters) in that line, when the producer knows it.
    public let column: Int?
    /// Error or warning.
    public let severity: Severity
    /// The id of the recipe concerned, when there is one.
    public let recipe: String?

    /// An issue at `location`/`field` of `file`; `line`, `column` and `recipe` when known.
    public init(file: String, location: String, field: String? = nil, message: String, line: Int? = nil, column: Int? = nil,
                severity: Severity = .warning, recipe: String? = nil) {
        self.file = file
        self.location = location
        self.field = field
        self.message = message
        self.line = line
        self.column = column
        self.severity = severity
        self.recipe = recipe
    }

    /// Decodes an issue; ones written before `severity` existed (an older index) are warnings.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = try container.decode(String.self, forKey: .file)
        location = try container.decode(String.self, forKey: .location)
        field = try container.decodeIfPresent(String.self, forKey: .field)
        message = try container.decode(String.self, forKey: .message)
        line = try container.decodeIfPresent(Int.self, forKey: .line)
        column = try container.decodeIfPresent(Int.self, forKey: .column)
        severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? .warning
        recipe = try container.decodeIfPresent(String.self, forKey: .recipe)
    }

    /// `recipes.json: recipe "apple-pie" (#12), field "category": unknown category "dessert"`.
    public var description: String {
        var text = file
        if !location.isEmpty { text += ": \(location)" }
        if let field { text += location.isEmpty ? ": field \"\(field)\"" : ", field \"\(field)\"" }
        return text + ": " + message
    }
}
