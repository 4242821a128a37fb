/// An amount a recipe writes in words that still counts (docs/amounts.md, Sums): `pinch`,
/// `a pinch`, `2 pinches`, and the glued `1pinch` are each so many of the word's unit, so a sum
/// adds them (`14 pinches` and `a pinch` are `15 pinches`) instead of listing each side by side.
/// Only words that name the least a cook adds, or a handful, sprig, knob or bunch, count.
public enum WordAmount {
    /// The words that count as a unit of one.
    static let countedWords: Set<String> = ReadableAmount.leastUnits.union(["handful", "knob", "sprig", "bunch"])

    /// `quantity` (with `unit`, as a recipe wrote them) as a number of a counted word's unit,
    /// singular (`pinch`); nil for any other text (`some`, `to taste`).
    public static func read(_ quantity: String, unit: String) -> (amount: Amount, unit: String)? {
        let words = (quantity + " " + unit).lowercased().split(separator: " ").map(String.init)
        guard let last = words.last, words.count <= 2 else { return nil }
        var count = 1.0, word = last
        if words.count == 2 {
            if ["a", "an", "one"].contains(words[0]) {
                count = 1
            } else if let number = Amount.number(words[0]), number > 0 {
                count = number
            } else {
                return nil
            }
        } else if let glued = last.firstIndex(where: { $0.isLetter }), glued != last.startIndex {
            // `1pinch`: an author's number run into its word.
            guard let number = Amount.number(String(last[..<glued])), number > 0 else { return nil }
            (count, word) = (number, String(last[glued...]))
        }
        return counted(word, count: count)
    }

    /// `count` of `word` when it is a counted word (singular or plural).
    private static func counted(_ word: String, count: Double) -> (amount: Amount, unit: String)? {
        let singular = UnitName.singular(word)
        guard countedWords.contains(singular) else { return nil }
        return (Amount(value: count), singular)
    }
}
