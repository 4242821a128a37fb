#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FileSystem
import RecipeStore
import Terminal

/// `cookbook check`: every problem in a collection, like a linter. The collection is read
/// afresh (no index, no folder cache), so what is printed is what the files say now.
///
/// Text: one `FILE:LINE:COL: error|warning: message` line per problem (`FILE: …` when the
/// place has no line), sorted by file then position, then a summary line. JSON: an array of
/// `{file, line, column, severity, message, recipe}`. A collection that cannot be opened at all
/// (invalid JSON, a duplicate id, an unreadable file) is reported as errors, not thrown.
public struct CheckReport: Sendable {
    /// One problem, as printed.
    public struct Entry: Hashable, Sendable, Encodable {
        /// The file concerned.
        public let file: String
        /// The 1-based line, when known.
        public let line: Int?
        /// The 1-based column, when known.
        public let column: Int?
        /// `error` or `warning`.
        public let severity: CollectionIssue.Severity
        /// What is wrong, after the place in the file (`recipe "x" (#3), field "related": …`) when
        /// there is no line to point at.
        public let message: String
        /// The id of the recipe concerned, when there is one.
        public let recipe: String?

        /// The entry for `issue`; `severity` overrides the issue's own (a refused collection's
        /// problems are all errors).
        public init(_ issue: CollectionIssue, severity: CollectionIssue.Severity? = nil) {
            var place = issue.line == nil ? issue.location : ""
            if let field = issue.field { place += place.isEmpty ? "field \"\(field)\"" : ", field \"\(field)\"" }
            self.init(file: issue.file, line: issue.line, column: issue.column, severity: severity ?? issue.severity,
                      message: place.isEmpty ? issue.message : place + ": " + issue.message, recipe: issue.recipe)
        }

        /// An entry with every field given.
        public init(file: String, line: Int?, column: Int?, severity: CollectionIssue.Severity, message: String, recipe: String?) {
            self.file = file
            self.line = line
            self.column = column
            self.severity = severity
            self.message = message
            self.recipe = recipe
        }

        /// `FILE:LINE:COL: severity: message`, control characters escaped.
        public var text: String {
            var place = file
            if let line { place += ":\(line)" + (column.map { ":\($0)" } ?? "") }
            return Sanitizer.escaped("\(place): \(severity.rawValue): \(message)")
        }

        private enum CodingKeys: String, CodingKey { case file, line, column, severity, message, recipe }

        /// Every key is written, absent values as `null`, so the shape never changes.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(severity, forKey: .severity)
            try container.encode(message, forKey: .message)
            try container.encode(recipe, forKey: .recipe)
        }
    }

    /// The problems, sorted by file, then line and column (whole-file ones first), then as found.
    public let entries: [Entry]
    /// How many recipes were read; nil when the collection could not be opened.
    public let recipeCount: Int?
    /// Whether warnings make the check fail (`--strict`).
    public let strict: Bool

    /// Checks the collection (a `.json` file or a folder of `.cook` files) at `path`, with
    /// `kitchen`'s problems (its `pantry.conf`'s, `pantryEntries`) beside its own;
    /// `progress` counts the files parsed.
    public init(path: String, strict: Bool = false, progress: LoadProgress? = nil, kitchen: [Entry] = []) {
        do {
            let store = try CollectionOpener.open(path: path, cacheDirectory: nil, loadProgress: progress)
            self.init(issues: store.warnings.map { Entry($0) } + kitchen, recipeCount: store.recipeCount, strict: strict)
        } catch {
            self.init(issues: Self.entries(for: error, path: path) + kitchen, recipeCount: nil, strict: strict)
        }
    }

    /// The problems of the `pantry.conf` at `path` (none when there is no file), each at its
    /// line: a line TOML cannot read (it is skipped, and `cookbook pantry add` refuses to write
    /// until it is fixed) or bytes that are not UTF-8 are errors, at their column; an attribute
    /// or value that makes no sense (left out of its item) is a warning.
    public static func pantryEntries(path: String) -> [Entry] {
        let text: String
        var entries: [Entry] = []
        switch FileText.read(path) {
        case .missing: return []
        case let .unreadable(reason): return [Entry(file: path, line: nil, column: nil, severity: .error, message: "cannot be read: \(reason)", recipe: nil)]
        case let .text(read): text = read
        case let .damaged(read, line):
            text = read
            entries.append(Entry(file: path, line: line, column: nil, severity: .error, message: "not UTF-8 text", recipe: nil))
        }
        for problem in PantryConfig(parsing: text).problems {
            // `column 5: expected …`: a line the TOML reader could not read.
            let parts = problem.message.wholeMatch(of: /column (\d+): (.*)/)
            entries.append(Entry(file: path, line: problem.line, column: parts.flatMap { Int($0.output.1) }, severity: parts == nil ? .warning : .error,
                                 message: parts.map { String($0.output.2) } ?? problem.message, recipe: nil))
        }
        return entries
    }

    /// A report of `issues` (sorted here) about `recipeCount` recipes.
    public init(issues: [Entry], recipeCount: Int?, strict: Bool) {
        entries = issues.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.file != y.file { return x.file < y.file }
            if x.line != y.line { return (x.line ?? 0) < (y.line ?? 0) }
            if x.column != y.column { return (x.column ?? 0) < (y.column ?? 0) }
            return a.offset < b.offset
        }.map(\.element)
        self.recipeCount = recipeCount
        self.strict = strict
    }

    /// The entries for a collection that could not be opened: all errors.
    static func entries(for error: CollectionError, path: String) -> [Entry] {
        switch error {
        case let .invalidJSON(file, line, column, reason):
            return [Entry(file: file, line: line, column: column, severity: .error, message: "invalid JSON: \(reason)", recipe: nil)]
        case let .invalid(issues):
            return issues.map { Entry($0, severity: .error) }
        case .notFound, .unreadable, .unsupportedVersion:
            var message = error.description
            if message.hasPrefix(path + ": ") { message.removeFirst(path.count + 2) }
            if message.hasSuffix(".") { message.removeLast() }
            return [Entry(file: path, line: nil, column: nil, severity: .error, message: message, recipe: nil)]
        }
    }

    /// How many errors were found.
    public var errorCount: Int { entries.count(where: { $0.severity == .error }) }
    /// How many warnings were found.
    public var warningCount: Int { entries.count(where: { $0.severity == .warning }) }

    /// One line per problem, sanitised for the terminal.
    public var lines: [String] { entries.map(\.text) }

    /// `2 errors, 5 warnings in 764 recipes`, `ok: 764 recipes, no problems`, or, for a collection
    /// that could not be opened, `1 error; the collection could not be opened`.
    public var summary: String {
        let counts = Self.count(errorCount, "error") + ", " + Self.count(warningCount, "warning")
        guard let recipeCount else { return Self.count(errorCount, "error") + "; the collection could not be opened" }
        return entries.isEmpty ? "ok: \(Self.count(recipeCount, "recipe")), no problems" : "\(counts) in \(Self.count(recipeCount, "recipe"))"
    }

    /// The whole text output: the problem lines, then the summary.
    public var text: String { (lines + [Sanitizer.escaped(summary)]).joined(separator: "\n") + "\n" }

    /// The entries as a JSON array, every control character escaped as `PlainOutput` does.
    public func json() throws -> String { try PlainOutput.encode(entries) }

    /// 0 with no errors (and, when strict, no warnings), else 1.
    public var status: Int32 { errorCount > 0 || (strict && warningCount > 0) ? 1 : 0 }

    /// `1 error, 2 warnings`, `3 warnings`: `issues` counted by severity as `check` counts them
    /// (none of a kind: not said), for `list` and the status line.
    public static func tally(_ issues: [CollectionIssue]) -> String { tally(IssueSummary(issues)) }

    /// `1 error, 2 warnings`: the problems `summary` counts (`RecipeStore.issueSummary`, which an
    /// index answers without reading the problems themselves).
    public static func tally(_ summary: IssueSummary) -> String {
        [summary.errors > 0 ? count(summary.errors, "error") : nil, summary.warnings > 0 ? count(summary.warnings, "warning") : nil]
            .compactMap { $0 }.joined(separator: ", ")
    }

    /// `1 error`, `3,691 warnings`: thousands grouped, as a reader counts a large folder's problems.
    static func count(_ number: Int, _ noun: String) -> String {
        let digits = String(number.magnitude)
        let grouped = digits.enumerated().map { index, digit in
            (index > 0 && (digits.count - index) % 3 == 0 ? "," : "") + String(digit)
        }.joined()
        return (number < 0 ? "-" : "") + grouped + " " + noun + (number == 1 ? "" : "s")
    }
}
