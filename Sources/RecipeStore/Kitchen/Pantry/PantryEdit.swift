import TOML

/// One change to a `pantry.conf` (`cookbook pantry add`, `remove`, `update`), made to its text
/// line by line: only the item's own line changes (or is added, or goes, with its section's
/// header when that leaves the section empty); every other byte — comments, blank lines, order,
/// spacing, quotes, line endings — is kept. Items are written as the official Cooklang CLI
/// writes them: `name = "1%kg"`, or `name = { quantity = "1%kg", expire = "2026-03-09" }`.
/// Section `general` is the items above the first `[section]` (unless the file has a
/// `[general]` table), which can only be written `name = "quantity"`: the official parser reads a
/// `{ … }` there as a section of its own.
public enum PantryEdit: Hashable, Sendable {
    /// A new item in `section` (made, at the end of the file, if missing).
    case add(section: String, name: String, PantryAttributes)
    /// The item `name` of `section` taken out.
    case remove(section: String, name: String)
    /// The attributes given set on the item `name` of `section`; the others stay as written.
    case update(section: String, name: String, PantryAttributes)

    /// The section that names the items above the first `[section]`, as the official CLI calls it.
    public static let general = "general"

    /// Why a change was not made; the file is left as it was.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// What kind of refusal: the command line asked for something not there (or already
        /// there), or the file cannot be changed safely.
        public enum Kind: Equatable, Sendable {
            /// No such section or item.
            case notFound
            /// The item is there already (`add`).
            case alreadyThere
            /// The change cannot be written as asked (a name, an attribute above the first section).
            case refused
            /// The file, or the item's line, cannot be read well enough to change it.
            case unreadable
        }

        /// What kind.
        public let kind: Kind
        /// What is wrong, for the user.
        public let message: String

        /// A failure of `kind` saying `message`.
        public init(_ kind: Kind, _ message: String) {
            self.kind = kind
            self.message = message
        }

        /// The message.
        public var description: String { message }
    }

    /// The section the change is in.
    public var section: String {
        switch self { case let .add(section, _, _), let .remove(section, _), let .update(section, _, _): section }
    }

    /// The item the change is to.
    public var name: String {
        switch self { case let .add(_, name, _), let .remove(_, name), let .update(_, name, _): name }
    }

    /// `text` (a whole `pantry.conf`; empty for a new one) with the change made.
    public func applied(to text: String) throws(Failure) -> String {
        try Self.checkName(section, what: "section")
        try Self.checkName(name, what: "item")
        let document: TOMLDocument
        do {
            document = try TOMLReader.parse(text)
        } catch {
            throw Failure(.unreadable, "line \(error.line), column \(error.column): \(error.message); fix it first (`cookbook check` lists every problem)")
        }
        var file = PantryLayout(lines: KitchenLines(text), document: document)
        switch self {
        case let .add(section, name, attributes): try file.add(name, to: section, attributes)
        case let .remove(section, name): try file.remove(name, from: section)
        case let .update(section, name, attributes): try file.update(name, in: section, attributes)
        }
        let result = file.lines.text
        do {
            _ = try TOMLReader.parse(result)
        } catch {
            throw Failure(.refused, "the change would make line \(error.line) unreadable (\(error.message)); nothing was written")
        }
        return result
    }

    /// Refuses a name that would not read back as given: empty, with a control character, or
    /// starting or ending with a space (the reader trims names).
    static func checkName(_ name: String, what: String) throws(Failure) {
        guard !name.isEmpty else { throw Failure(.refused, "the \(what) needs a name") }
        guard !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw Failure(.refused, "the \(what) name \(TOMLQuoting.string(name)) has a control character")
        }
        guard name.trimmed() == name else { throw Failure(.refused, "the \(what) name “\(name)” starts or ends with a space") }
    }
}
