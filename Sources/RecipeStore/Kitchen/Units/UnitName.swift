/// Units the alias table does not know (`tins`, `balls`, `cloves`) compared as a cook reads
/// them: case aside, singular or plural (`1 tin` and `2 tins` add up; a dough yielding `6%balls`
/// answers a reference asking for `1%ball`).
public enum UnitName {
    /// Whether `a` and `b` name the same unknown unit.
    public static func same(_ a: String, _ b: String) -> Bool {
        singular(a) == singular(b)
    }

    /// `tins` → `tin`, `boxes` → `box`, `Balls` → `ball`; words that are not English plurals
    /// stay as they are (lower-cased).
    static func singular(_ unit: String) -> String {
        let word = unit.lowercased().trimmed()
        for suffix in ["ches", "shes", "xes", "sses"] where word.hasSuffix(suffix) { return String(word.dropLast(2)) }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), word.count > 1 { return String(word.dropLast()) }
        return word
    }
}
