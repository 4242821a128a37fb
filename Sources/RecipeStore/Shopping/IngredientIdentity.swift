/// Which product an ingredient is, as the kitchen (shopping list, pantry, "What can I cook?",
/// a recipe's summed ingredient list) tells products apart (issue #32): the name as written,
/// folded for case and accents, its spaces collapsed. Nothing else is dropped: `tinned
/// tomatoes`, `crushed tomatoes` and `ripe tomatoes` are three products, `fresh yeast` is not
/// `yeast`, and `egg` is not `eggs` unless `aisle.conf` says they are synonyms.
///
/// (The ingredient index's looser `IngredientKey`, which drops preparation words and plurals,
/// stays what search and "recipes that use it" match by.)
public struct IngredientIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The folded name (`creme fraiche` for `Crème  Fraîche`).
    public let folded: String

    /// The identity of an ingredient written `name`.
    public init(_ name: String) {
        let folded = TextFolding.fold(name)
        // The common case, one space between words and none at the ends, costs no split.
        if !folded.hasPrefix(" "), !folded.hasSuffix(" "), !folded.contains("  "), !folded.contains(where: { $0.isWhitespace && $0 != " " }) {
            self.folded = folded
        } else {
            self.folded = folded.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
    }

    /// The folded name.
    public var description: String { folded }
}
