/// Which product an ingredient is, as the kitchen (shopping list, pantry, "What can I cook?",
/// a recipe's summed ingredient list) tells products apart (issue #32): the name as written,
/// folded for case and accents, its spaces collapsed. Nothing else is dropped: `tinned
/// tomatoes`, `crushed tomatoes` and `ripe tomatoes` are three products, `fresh yeast` is not
/// `yeast`, and `egg` is a spelling apart from `eggs` (the kitchen's lists join the singular
/// and plural of one plain noun when their amounts add up, `NumberSpellings`; never two names
/// this tells apart otherwise).
///
/// (The ingredient index's looser `IngredientKey`, which drops preparation words and plurals,
/// stays what search and "recipes that use it" match by.)
public struct IngredientIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The folded name (`creme fraiche` for `Crème  Fraîche`).
    public let folded: String

    /// The identity of an ingredient written `name`.
    public init(_ name: String) {
        // One pass over the bytes: most names (`tipo zero flour`) are lower-case ASCII with single
        // spaces and are their own identity; only the others are folded and their spaces collapsed.
        var ascii = true, upper = false, spaces = false, afterSpace = true
        for byte in name.utf8 {
            if byte >= 0x80 { ascii = false } else if byte >= 0x41, byte <= 0x5A { upper = true }
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                if afterSpace || byte != 0x20 { spaces = true }
                afterSpace = true
            } else {
                afterSpace = false
            }
        }
        if afterSpace, !name.isEmpty { spaces = true }      // a space at the end
        guard !ascii || upper || spaces else {
            folded = name
            return
        }
        let text = ascii && !upper ? name : TextFolding.fold(name)
        // Text beyond ASCII may hold other spaces (a no-break space): split on every kind.
        folded = spaces || !ascii ? text.split(whereSeparator: \.isWhitespace).joined(separator: " ") : text
    }

    /// The folded name.
    public var description: String { folded }
}
