/// The one way a new file is named so it takes no other's name: `Soup`, then `Soup (2)`,
/// `Soup (3)`… — for `cookbook export`, `cookbook import` and a new recipe (`o`) alike.
public enum FreeName {
    /// The `number`th name for `stem`: `Soup` (1), `Soup (2)`, `Soup (3)`.
    public static func numbered(_ stem: String, _ number: Int) -> String {
        number <= 1 ? stem : "\(stem) (\(number))"
    }

    /// The first of `stem`'s numbered names, from `first` through `last`, that `take` takes,
    /// and its number; nil when it took none. `take` makes the name its caller's (a file
    /// created exclusively, a name marked used) and says false when it was another's already
    /// (a file there, another recipe's id), so the next is tried.
    public static func first<Failure: Error>(_ stem: String, from first: Int = 1, through last: Int,
                                             take: (String) throws(Failure) -> Bool) throws(Failure) -> (name: String, number: Int)? {
        guard first <= last else { return nil }
        for number in first...last {
            let name = numbered(stem, number)
            if try take(name) { return (name, number) }
        }
        return nil
    }
}
