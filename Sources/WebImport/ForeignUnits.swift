/// Units as German, French, Italian, Spanish and Dutch recipe sites write them, and the
/// articles that follow a unit (`d'aubergine`, `de aceite`, `of flour`), so an imported line
/// keeps its unit apart from its name (issue #36): `6 EL Olivenöl` is 6 `EL` of `Olivenöl`,
/// never 6 `EL Olivenöl`. Units are matched case-insensitively, longest first, as whole words.
enum ForeignUnits {
    /// Each unit as words (folded to lower case); the longest are tried first.
    private static let units: [[String]] = [
        // German
        "el", "tl", "msp", "msp.", "prise", "prisen", "bund", "stück", "stk", "stk.", "zehe", "zehen", "dose", "dosen",
        "becher", "pck", "pck.", "päckchen", "scheibe", "scheiben", "blatt", "blätter", "tasse", "tassen", "liter", "stange", "stangen",
        // French
        "c.à.s.", "c.à.s", "c.a.s", "c.à.c.", "c.à.c", "c.a.c", "cs", "cc", "càs", "càc", "cuillère à soupe", "cuillères à soupe",
        "cuillère à café", "cuillères à café", "cuillère", "cuillères", "pincée", "pincées", "gousse", "gousses", "tranche", "tranches",
        "c. à soupe", "c. à café", "c. à s.", "c. à c.", "brin", "brins", "botte", "sachet", "sachets",
        // Italian
        "cucchiaio", "cucchiai", "cucchiaino", "cucchiaini", "spicchio", "spicchi", "pizzico", "bicchiere", "bicchieri", "mazzetto",
        // Spanish
        "cucharada", "cucharadas", "cucharadita", "cucharaditas", "pizca", "diente", "dientes", "taza", "tazas", "rebanada", "rebanadas",
        // Dutch
        "eetlepel", "eetlepels", "theelepel", "theelepels", "snuf", "snufje", "teentje", "teentjes", "blik", "zakje",
        // English abbreviations the common parser does not know
        "tb", "tbs", "tbl", "t", "pkg", "pkt", "qt", "pt", "fl oz", "fl. oz.",
    ].map { $0.split(separator: " ").map(String.init) }.sorted { $0.count > $1.count }

    /// Words that join a unit to its ingredient and are no part of the ingredient's name.
    private static let articles: Set<String> = ["de", "di", "del", "della", "dello", "des", "du", "of", "van", "d'", "d’"]

    /// Units that mean a pinch, written without a number (`snuf peper en zout`, `Prise Salz`): one.
    static let pinches: Set<String> = ["snuf", "snufje", "prise", "pincée", "pizzico", "pizca", "msp", "msp."]

    /// Whether `word` is an article or a joining word that never starts an ingredient's name
    /// after its amount (`a`, `the`, `of`, `de`, …).
    static func isArticle(_ word: String) -> Bool {
        let lowered = word.lowercased()
        return articles.contains(lowered) || ["a", "an", "the"].contains(lowered)
    }

    /// The unit `name` starts with, as written, and the rest of the name; nil when it starts with none.
    static func leading(_ name: String) -> (unit: String, rest: String)? {
        // A name ending in a space may be the unit alone (`2 Stück (Zwiebeln)`: the name is in the note).
        let words = name.split(separator: " ").map(String.init), alone = name.hasSuffix(" ") ? 0 : 1
        for unit in units where words.count >= unit.count + alone {
            // `2 Stück, mittelgroß Zwiebel/n`: a comma may follow the unit.
            let written = words.prefix(unit.count).enumerated().map { $0.offset == unit.count - 1 && $0.element.hasSuffix(",") ? String($0.element.dropLast()) : $0.element }
            guard zip(written, unit).allSatisfy({ $0.lowercased() == $1 }) else { continue }
            if written.last != words[unit.count - 1] { return (written.joined(separator: " "), words.dropFirst(unit.count).joined(separator: " ")) }
            return (words.prefix(unit.count).joined(separator: " "), words.dropFirst(unit.count).joined(separator: " "))
        }
        return nil
    }

    /// `name` without a leading article (`de aceite` → `aceite`, `d'aubergine` → `aubergine`);
    /// a name that is the article alone stays.
    static func withoutArticle(_ name: String) -> String {
        let lowered = name.lowercased()
        for elided in ["d'", "d’", "l'", "l’"] where lowered.hasPrefix(elided) && name.count > elided.count {
            return String(name.dropFirst(elided.count))
        }
        let words = name.split(separator: " ", maxSplits: 1).map(String.init)
        guard words.count == 2, articles.contains(words[0].lowercased()) else { return name }
        return words[1]
    }
}
