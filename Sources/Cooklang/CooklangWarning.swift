/// Something in a `.cook` file that was not written as the format asks but could still be
/// read, with where it is and how it was read. Unlike a `CooklangError` it loses nothing: the
/// recipe is complete, and the message says how to write the line so the warning goes away.
public struct CooklangWarning: Hashable, Sendable, CustomStringConvertible {
    /// What was repaired.
    public enum Kind: Hashable, Sendable {
        /// A front matter line that is not valid YAML (`title: Pasta: the quick way`, `note: "a" b`,
        /// `image: *hero*`) read as `key: everything after the first ": "`.
        case repairedFrontMatterLine(written: String, key: String, value: String)
        /// A front matter line that continues the value above it without being indented,
        /// joined to that value with a space.
        case joinedFrontMatterLine(written: String, key: String, value: String)
    }

    /// What was repaired.
    public let kind: Kind
    /// 1-based line in the file.
    public let line: Int
    /// 1-based column (in characters) in that line.
    public let column: Int

    /// A warning of `kind` at `line`:`column`.
    public init(_ kind: Kind, line: Int, column: Int) {
        self.kind = kind
        self.line = line
        self.column = column
    }

    /// The message without the position, e.g.
    /// `front matter line repaired: "title: Pasta: the quick way" read as title = "Pasta: the quick way"; …`.
    public var message: String {
        switch kind {
        case let .repairedFrontMatterLine(written, key, value):
            return "front matter line repaired: \(Self.quoted(written)) read as \(key) = \(Self.quoted(value)); put the value in quotes to make it valid YAML"
        case let .joinedFrontMatterLine(written, key, value):
            return "front matter line repaired: \(Self.quoted(written)) joined to the line above, read as \(key) = \(Self.quoted(value)); indent continued lines to make them valid YAML"
        }
    }

    /// `3:1: front matter line repaired: …`.
    public var description: String { "\(line):\(column): \(message)" }

    /// `text` in double quotes, `"` and `\` escaped, cut to 80 characters so a long
    /// description does not flood the message.
    static func quoted(_ text: String) -> String {
        let shown = text.count > 80 ? String(text.prefix(79)) + "…" : text
        var result = "\""
        for char in shown {
            if char == "\"" || char == "\\" { result.append("\\") }
            result.append(char)
        }
        return result + "\""
    }
}
