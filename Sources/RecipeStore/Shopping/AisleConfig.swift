/// The Cooklang aisle configuration (`aisle.conf`, issue #17): `[section]` headings in store
/// order, each followed by ingredient names, one per line, with `|` between synonyms
/// (`onion | onions`). Read by this one type; a line it cannot place is a problem with its
/// line number, never a silent drop.
public struct AisleConfig: Equatable, Sendable {
    /// A section and its ingredients, each a list of synonyms as written.
    public struct Section: Equatable, Sendable {
        /// The heading, as written between the brackets.
        public let name: String
        /// The ingredients, each a list of synonyms (`["onion", "onions"]`).
        public let ingredients: [[String]]

        /// A section named `name` listing `ingredients`.
        public init(name: String, ingredients: [[String]]) {
            self.name = name
            self.ingredients = ingredients
        }
    }

    /// The sections in file order.
    public let sections: [Section]
    /// Lines that could not be read.
    public let problems: [LineProblem]
    /// Each synonym (lowercased, and by its ingredient key) → the first ingredient listing it
    /// and that ingredient's section: a look-up costs one hash, however long the file.
    private let byName: [String: Listed], byKey: [IngredientKey: Listed]

    /// An ingredient's synonyms and the section listing it.
    private struct Listed: Equatable, Sendable {
        let synonyms: [String]
        let section: String
    }

    /// Reads the text of an `aisle.conf`.
    public init(parsing text: String) {
        var names: [String] = [], items: [[[String]]] = [], problems: [LineProblem] = []
        var headingLines: [String: Int] = [:], place: [String: Int] = [:], current: Int?
        for (index, raw) in LineScan.lines(of: text).enumerated() {
            // `//` starts a comment, as in the official tools' aisle files.
            let line = (LineScan.firstRange(of: "/", "/", in: raw).map { raw[..<$0.lowerBound] } ?? raw).trimmed()
            guard !line.isEmpty else { continue }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]"), line.count > 2 else {
                    problems.append(LineProblem(line: index + 1, message: "a section heading is written [name]"))
                    continue
                }
                let heading = String(line.dropFirst().dropLast()).trimmed()
                if let first = headingLines[heading] {
                    problems.append(LineProblem(line: index + 1, message: "[\(heading)] is already a section (line \(first)); its ingredients are added there"))
                } else {
                    headingLines[heading] = index + 1
                }
                // A section named twice is one section, at its first place (as the official tools read it).
                if let known = place[heading] {
                    current = known
                } else {
                    current = names.count
                    place[heading] = names.count
                    names.append(heading)
                    items.append([])
                }
                continue
            }
            let synonyms = LineScan.split(line, at: "|").map { $0.trimmed() }.filter { !$0.isEmpty }
            guard let current else {
                problems.append(LineProblem(line: index + 1, message: "“\(line)” comes before any [section]"))
                continue
            }
            if !synonyms.isEmpty { items[current].append(synonyms) }
        }
        sections = zip(names, items).map { Section(name: $0, ingredients: $1) }
        self.problems = problems
        var byName: [String: Listed] = [:], byKey: [IngredientKey: Listed] = [:]
        for section in sections {
            for synonyms in section.ingredients {
                for name in synonyms {
                    let listed = Listed(synonyms: synonyms, section: section.name)
                    let lowered = name.quickLowercased()
                    if byName[lowered] == nil { byName[lowered] = listed }
                    let key = IngredientKey(name)
                    if byKey[key] == nil { byKey[key] = listed }
                }
            }
        }
        self.byName = byName
        self.byKey = byKey
    }

    /// The synonyms of the ingredient written `name` (`["black pepper", "pepper"]` for
    /// `pepper`), the first being its common name; empty when no section lists it.
    public func synonyms(of name: String) -> [String] {
        (byName[name.quickLowercased().trimmed()] ?? byKey[IngredientKey(name)])?.synonyms ?? []
    }

    /// The section an ingredient written `name` belongs to: the one naming it exactly (case
    /// aside, as the official tools match), else the first whose synonyms have its ingredient
    /// key (`onions, sliced` → `onion`); nil for "Other".
    public func section(of name: String) -> String? {
        (byName[name.quickLowercased().trimmed()] ?? byKey[IngredientKey(name)])?.section
    }
}
