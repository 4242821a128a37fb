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
    /// Each synonym, lowercased, and each synonym's ingredient key → its section (the first
    /// section naming it).
    private let sectionByName: [String: String], sectionByKey: [IngredientKey: String]

    /// Reads the text of an `aisle.conf`.
    public init(parsing text: String) {
        var sections: [Section] = [], problems: [LineProblem] = [], headingLines: [String: Int] = [:]
        var name: String?, items: [[String]] = []
        func close() {
            // A section named twice is one section, at its first place (as the official tools read it).
            if let name, let index = sections.firstIndex(where: { $0.name == name }) {
                sections[index] = Section(name: name, ingredients: sections[index].ingredients + items)
            } else if let name {
                sections.append(Section(name: name, ingredients: items))
            }
            items = []
        }
        for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            // `//` starts a comment, as in the official tools' aisle files.
            let line = (raw.firstRange(of: "//").map { raw[..<$0.lowerBound] } ?? raw).trimmed()
            guard !line.isEmpty else { continue }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]"), line.count > 2 else {
                    problems.append(LineProblem(line: index + 1, message: "a section heading is written [name]"))
                    continue
                }
                close()
                let heading = String(line.dropFirst().dropLast()).trimmed()
                if let first = headingLines[heading] {
                    problems.append(LineProblem(line: index + 1, message: "[\(heading)] is already a section (line \(first)); its ingredients are added there"))
                } else {
                    headingLines[heading] = index + 1
                }
                name = heading
                continue
            }
            let synonyms = line.split(separator: "|").map { $0.trimmed() }.filter { !$0.isEmpty }
            guard name != nil else {
                problems.append(LineProblem(line: index + 1, message: "“\(line)” comes before any [section]"))
                continue
            }
            if !synonyms.isEmpty { items.append(synonyms) }
        }
        close()
        self.sections = sections
        self.problems = problems
        var byName: [String: String] = [:], byKey: [IngredientKey: String] = [:]
        for section in sections {
            for synonyms in section.ingredients {
                for name in synonyms {
                    if byName[name.lowercased()] == nil { byName[name.lowercased()] = section.name }
                    if byKey[IngredientKey(name)] == nil { byKey[IngredientKey(name)] = section.name }
                }
            }
        }
        sectionByName = byName
        sectionByKey = byKey
    }

    /// The synonyms of the ingredient written `name` (`["black pepper", "pepper"]` for
    /// `pepper`), the first being its common name; empty when no section lists it.
    public func synonyms(of name: String) -> [String] {
        let lowered = name.lowercased().trimmed(), key = IngredientKey(name)
        for exact in [true, false] {
            for section in sections {
                for synonyms in section.ingredients
                where exact ? synonyms.contains(where: { $0.lowercased() == lowered }) : synonyms.contains(where: { IngredientKey($0) == key }) {
                    return synonyms
                }
            }
        }
        return []
    }

    /// The section an ingredient written `name` belongs to: the one naming it exactly (case
    /// aside, as the official tools match), else the first whose synonyms have its ingredient
    /// key (`onions, sliced` → `onion`); nil for "Other".
    public func section(of name: String) -> String? {
        sectionByName[name.lowercased().trimmed()] ?? sectionByKey[IngredientKey(name)]
    }
}
