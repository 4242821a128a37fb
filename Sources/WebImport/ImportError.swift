/// Why an import failed, in words that name the source and say what to do.
public enum ImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A URL could not be fetched (network, HTTP status, size).
    case fetch(url: String, reason: String)
    /// A file (or standard input) could not be read.
    case unreadable(source: String, reason: String)
    /// The source holds no schema.org Recipe.
    case noRecipe(source: String)
    /// A JSON-LD block is not JSON, even after the unambiguous repairs.
    case invalidJSON(source: String, block: Int, detail: String)
    /// A system library import needs (libxml2, libcurl) cannot be loaded.
    case library(String)
    /// An imported recipe could not be written.
    case write(path: String, reason: String)

    /// The message for the user.
    public var description: String {
        switch self {
        case let .fetch(url, reason): "cannot fetch \(url): \(reason)"
        case let .unreadable(source, reason): "cannot read \(source): \(reason)"
        case let .noRecipe(source): "no schema.org Recipe found in \(source)"
        case let .invalidJSON(source, block, detail): "the JSON-LD in \(source) (block \(block)) is not valid JSON: \(detail)"
        case let .write(path, reason): "cannot write \(path): \(reason)"
        case let .library(reason): reason
        }
    }
}
