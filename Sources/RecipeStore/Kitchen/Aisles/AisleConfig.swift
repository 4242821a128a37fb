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
    /// Where each name of the file is: its identity → (section index, ingredient index), the first
    /// place naming it (as the official tools keep the first of a name written twice). Built once
    /// per file, so a lookup is one dictionary read, never a scan of the file (issue #32).
    private let places: [IngredientIdentity: Place]
    /// `places`, each name also under its other number form (`onion` for a file that lists
    /// `onions`), where the file does not name that form itself.
    private let eitherNumber: [IngredientIdentity: Place]

    /// A line of a section: the section's index and the line's index within it.
    private struct Place: Hashable, Sendable {
        let section: Int, ingredient: Int
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
        var places: [IngredientIdentity: Place] = [:]
        for (sectionIndex, section) in sections.enumerated() {
            for (ingredientIndex, synonyms) in section.ingredients.enumerated() {
                for name in synonyms where places[IngredientIdentity(name)] == nil {
                    places[IngredientIdentity(name)] = Place(section: sectionIndex, ingredient: ingredientIndex)
                }
            }
        }
        self.places = places
        var eitherNumber = places
        for (sectionIndex, section) in sections.enumerated() {
            for (ingredientIndex, synonyms) in section.ingredients.enumerated() {
                for name in synonyms {
                    for form in [CountNoun.form(name, shown: 1), CountNoun.form(name, shown: 2)] where form != name && eitherNumber[IngredientIdentity(form)] == nil {
                        eitherNumber[IngredientIdentity(form)] = Place(section: sectionIndex, ingredient: ingredientIndex)
                    }
                }
            }
        }
        self.eitherNumber = eitherNumber
    }

    /// The synonyms of the ingredient written `name` (`["black pepper", "pepper"]` for `Pepper`),
    /// the first being its common name; empty when no line of the file names it. A synonym is
    /// a whole name of the line, case and accents aside (as the official tools match): never a
    /// word or a part of one, so `crushed tomatoes` is not `tomatoes`.
    public func synonyms(of name: String) -> [String] {
        places[IngredientIdentity(name)].map { sections[$0.section].ingredients[$0.ingredient] } ?? []
    }

    /// The name a shopping list shows for an ingredient written `name`: the common name (the
    /// first of its line, as the official shopping list shows it) when the file lists it,
    /// else `name` as written.
    public func commonName(of name: String) -> String {
        synonyms(of: name).first ?? name
    }

    /// The section an ingredient written `name` belongs to: the one whose line names it (case
    /// and accents aside; with `eitherNumber`, or names its other number form, `onions` for
    /// `onion`: a shopping list's item joins both, `NumberSpellings`); nil for "Other".
    public func section(of name: String, eitherNumber: Bool = false) -> String? {
        (eitherNumber ? self.eitherNumber : places)[IngredientIdentity(name)].map { sections[$0.section].name }
    }
}
