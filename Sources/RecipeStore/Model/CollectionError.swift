/// Why a recipe collection could not be opened. Each message names the file and says what
/// to fix; nothing is opened half-way.
public enum CollectionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No file or folder at the path.
    case notFound(path: String, tried: String)
    /// The file exists but could not be read.
    case unreadable(path: String, reason: String)
    /// The file is not valid JSON.
    case invalidJSON(path: String, line: Int, column: Int, reason: String)
    /// The file's format version is one this program does not understand.
    case unsupportedVersion(path: String, found: Int)
    /// The JSON is valid but the collection breaks rules that make it unusable.
    case invalid([CollectionIssue])

    /// The message for the user; one line per problem.
    public var description: String {
        switch self {
        case let .notFound(path, tried):
            return "\(path): no recipe collection there (\(tried))."
        case let .unreadable(path, reason):
            return "\(path): cannot read the recipe collection: \(reason)."
        case let .invalidJSON(path, line, column, reason):
            return "\(path):\(line):\(column): invalid JSON: \(reason)."
        case let .unsupportedVersion(path, found):
            return "\(path): collection format version \(found) is not supported; this Cookbook reads version \(RecipeCollection.formatVersion). Upgrade Cookbook or convert the file."
        case let .invalid(issues):
            let head = issues.count == 1 ? "" : "\(issues.count) problems:\n"
            return head + issues.map(\.description).joined(separator: "\n")
        }
    }
}
