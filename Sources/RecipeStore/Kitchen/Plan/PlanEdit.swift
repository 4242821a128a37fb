/// One change to a `.menu` plan (issue #37: `cookbook plan add` and `remove`, the Plan tab's
/// `p`, `d`, `J` and `K`), made to its text line by line: an entry's line added under its meal
/// (the meal, and a dated day, made when missing), taken out (with its meal's header when no
/// entry is left), or moved to another day; every other byte — front matter, comments, blank
/// lines, order, spacing, line endings — is kept, but for the `\` that joins a line to the one
/// added after it (or that no longer has a line after it). A file whose lines cannot be told
/// apart as its parse reads them is not changed, and every change is read back with the parser:
/// the plan must be the one before with exactly this change, or nothing is written.
public enum PlanEdit: Hashable, Sendable {
    /// `line` (`@./Risotto{}`, written `- @./Risotto{}`) as a new entry of `meal` on `day`.
    case add(day: PlanDay, meal: String, line: String)
    /// The entry `entry` of `meal` on `day` taken out.
    case remove(day: PlanDay, meal: String, entry: PlanEntry)
    /// The entry `entry` of `meal` on `day` moved to the same meal on `to`.
    case move(day: PlanDay, meal: String, entry: PlanEntry, to: PlanDay)

    /// Why a change was not made; the file is left as it was.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// What kind of refusal.
        public enum Kind: Equatable, Sendable {
            /// No such day, meal or entry.
            case notFound
            /// The file cannot be changed safely as asked.
            case refused
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

    /// `text` with the change made.
    public func applied(to text: String) throws(Failure) -> String {
        switch self {
        case let .add(day, meal, line):
            let written = PlanLayout.entryPrefix + line
            guard case let .entry(entry)? = PlanReading.kind(ofLine: written), entry.items.count == 1, !line.contains("\n"), !line.contains("\r") else {
                throw Failure(.refused, "“\(line)” is not one recipe or ingredient as a plan writes it (@./Risotto{})")
            }
            return try Self.add([written], entry: entry, day: day, meal: meal, to: text)
        case let .remove(day, meal, entry):
            return try Self.remove(entry, meal: meal, day: day, from: text).text
        case let .move(day, meal, entry, to):
            guard to != day else { return text }
            let (removed, lines) = try Self.remove(entry, meal: meal, day: day, from: text)
            return try Self.add(lines, entry: entry, day: to, meal: meal, to: removed)
        }
    }

    /// The layout of `text` and its plan, when the layout reads the plan the parser does.
    private static func checked(_ text: String) throws(Failure) -> (layout: PlanLayout, plan: [PlanSection]) {
        let layout = PlanLayout(text), parsed = ShoppingMenu(parsing: text).sections
        guard let plan = layout.plan, plan == parsed else {
            throw Failure(.refused, "its lines cannot be told apart as the plan reads them (a comment, note or `-` inside a meal's lines?); change it in a text editor")
        }
        return (layout, plan)
    }

    /// `text` with `lines` (an entry's, without endings) added to `meal` on `day`.
    private static func add(_ lines: [String], entry: PlanEntry, day: PlanDay, meal: String, to text: String) throws(Failure) -> String {
        var (layout, plan) = try checked(text)
        try layout.insert(lines, entry: entry, meal: meal, day: day, plan: &plan)
        return try verified(layout.lines.text, expected: plan)
    }

    /// `text` without `entry` of `meal` on `day`, and the entry's lines as written (its final `\` dropped).
    private static func remove(_ entry: PlanEntry, meal: String, day: PlanDay, from text: String) throws(Failure) -> (text: String, lines: [String]) {
        var (layout, plan) = try checked(text)
        let lines = try layout.remove(entry, meal: meal, day: day, plan: &plan)
        return (try verified(layout.lines.text, expected: plan), lines)
    }

    /// `text`, when its parse is `expected`.
    private static func verified(_ text: String, expected: [PlanSection]) throws(Failure) -> String {
        guard ShoppingMenu(parsing: text).sections == expected else {
            throw Failure(.refused, "the change would read back as more than asked (the lines around it are written in a way Cookbook does not change); change it in a text editor")
        }
        return text
    }
}
