/// A free-hand shopping-list item as a user types it (`i` in the browser): `coffee`,
/// `coffee{1%bag}`, `eggs{6}`, or as a cook says it: `2 lemons` (amount 2, name `lemons`),
/// `500 g flour` (a unit of measure after the number). Checked strictly, so what is written to
/// `.shopping-list` is what was typed, never a silently different line.
public struct ShoppingItemText: Equatable, Sendable {
    /// The item's name.
    public let name: String
    /// The amount in the braces, or empty.
    public let quantity: String
    /// The unit after `%`, or empty.
    public let unit: String

    /// Why typed text is not an item, in words the user can act on.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        /// What is wrong and how to write it.
        public let description: String
    }

    /// The line as `.shopping-list` holds it: `coffee{1%bag}`.
    public var written: String {
        name + (quantity.isEmpty ? "" : "{" + quantity + (unit.isEmpty ? "" : "%" + unit) + "}")
    }

    /// The item `text` states, or why it is not one.
    public static func parse(_ text: String) throws(Problem) -> ShoppingItemText {
        let typed = text.trimmed()
        func refuse(_ why: String) -> Problem { Problem(description: "“\(typed)” \(why); write a name, or name{amount%unit} such as coffee{1%bag}") }
        guard !typed.isEmpty else { throw refuse("is empty") }
        guard !typed.hasPrefix("./") else { throw Problem(description: "“\(typed)” names a recipe; open the recipe and press a to add it") }
        guard !typed.contains("--"), !typed.contains("[-"), !typed.contains("-]") else { throw refuse("holds a comment mark (--, [- or -])") }
        guard let open = typed.firstIndex(of: "{") else {
            guard !typed.contains("}"), !typed.contains("%") else { throw refuse("has } or % outside braces") }
            return spoken(typed) ?? ShoppingItemText(name: typed, quantity: "", unit: "")
        }
        guard typed.last == "}", typed.filter({ $0 == "{" }).count == 1, typed.filter({ $0 == "}" }).count == 1 else {
            throw refuse("needs one {…} at its end")
        }
        let name = typed[..<open].trimmed(), inside = typed[typed.index(after: open)..<typed.index(before: typed.endIndex)]
        guard !name.isEmpty else { throw refuse("has no name") }
        guard !name.contains("%") else { throw refuse("has % outside braces") }
        let parts = inside.split(separator: "%", maxSplits: 1, omittingEmptySubsequences: false).map { $0.trimmed() }
        let quantity = parts[0], unit = parts.count > 1 ? parts[1] : ""
        guard !quantity.isEmpty else { throw refuse("has no amount in its braces") }
        guard !quantity.hasPrefix("-") else { throw refuse("has an amount below zero") }
        guard !unit.contains("%"), parts.count == 1 || !unit.isEmpty else { throw refuse("has an empty or doubled unit") }
        return ShoppingItemText(name: name, quantity: quantity, unit: unit)
    }

    /// `2 lemons` → 2 + `lemons`, `500 g flour` → 500 g + `flour`: a number first (as `Amount`
    /// reads one word: `2`, `1.5`, `1/2`, `½`), then a unit of measure if one follows, then the
    /// name; nil when the text does not start so (`1 1/2 lemons`, whose amount is two words,
    /// stays a name: write `lemons{1.5}`).
    static func spoken(_ typed: String) -> ShoppingItemText? {
        let words = typed.split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count > 1, Amount(parsing: words[0]) != nil, Amount(parsing: words[1]) == nil, !words[0].hasPrefix("-") else { return nil }
        var rest = Array(words.dropFirst()), unit = ""
        if rest.count > 1, MeasureUnit(rest[0]) != nil { unit = rest.removeFirst() }
        return ShoppingItemText(name: rest.joined(separator: " "), quantity: words[0], unit: unit)
    }
}
