import TOML

/// Cooklang's pantry inventory (`pantry.conf`, issue #17): TOML sections of storage places,
/// each item a quantity string or `{ quantity, expire, bought, low }`; items before any
/// section belong to none. Read by this one type; what cannot be read is a problem with its
/// line, and the rest of the file still counts.
public struct PantryConfig: Hashable, Sendable {
    /// Every item in file order.
    public let items: [PantryItem]
    /// What could not be read: a TOML error stops the file at its line; a bad item is skipped.
    public let problems: [LineProblem]
    private let byKey: [IngredientKey: Int]

    /// The attributes an item may have, as the Cooklang conventions list them.
    static let attributes = ["bought", "expire", "quantity", "low"]

    /// Reads the text of a `pantry.conf`.
    public init(parsing text: String) {
        var items: [PantryItem] = [], problems: [LineProblem] = []
        do {
            let document = try TOMLReader.parse(text)
            for table in [document.root] + document.tables {
                let section = table.path.isEmpty ? nil : table.path.joined(separator: ".")
                for entry in table.entries {
                    switch Self.parseItem(entry, section: section) {
                    case let .success(item): items.append(item)
                    case let .failure(problem): problems.append(problem)
                    }
                }
            }
        } catch {
            problems.append(LineProblem(line: error.line, message: "column \(error.column): \(error.message)"))
        }
        var byKey: [IngredientKey: Int] = [:]
        for (index, item) in items.enumerated() where byKey[IngredientKey(item.name)] == nil {
            byKey[IngredientKey(item.name)] = index
        }
        self.items = items
        self.problems = problems
        self.byKey = byKey
    }

    /// The item for an ingredient, matched by ingredient key (case, plurals and notes aside;
    /// the first item when two sections name it).
    public func item(for key: IngredientKey) -> PantryItem? {
        byKey[key].map { items[$0] }
    }

    /// An entry as an item, or why it is not one.
    private static func parseItem(_ entry: TOMLEntry, section: String?) -> Result<PantryItem, LineProblem> {
        let name = entry.key.trimmed()
        guard !name.isEmpty else { return .failure(LineProblem(line: entry.line, message: "an item needs a name")) }
        if let quantity = entry.value.stringValue {
            return .success(PantryItem(name: name, section: section, stock: PantryItem.stock(parsing: quantity), line: entry.line))
        }
        guard let attributes = entry.value.tableValue else {
            return .failure(LineProblem(line: entry.line, message: "“\(name)” must be a quantity string (\"500%g\") or { quantity = …, expire = … }"))
        }
        var values: [String: String] = [:]
        for attribute in attributes {
            guard Self.attributes.contains(attribute.key) else {
                return .failure(LineProblem(line: entry.line, message: "“\(name)” has an unknown attribute “\(attribute.key)”; valid attributes are: bought, expire, quantity, low"))
            }
            guard let text = attribute.value.stringValue ?? attribute.value.integerValue.map(String.init) else {
                return .failure(LineProblem(line: entry.line, message: "“\(name)”: \(attribute.key) must be a string, e.g. \(attribute.key) = \"1%kg\""))
            }
            values[attribute.key] = text
        }
        var expire: PantryDate?
        if let text = values["expire"] {
            guard let date = PantryDate(parsing: text) else {
                return .failure(LineProblem(line: entry.line, message: "“\(name)”: expire “\(text)” is not a date; write YYYY-MM-DD or DD.MM.YYYY"))
            }
            expire = date
        }
        let stock = values["quantity"].map(PantryItem.stock(parsing:)) ?? .some(nil)
        return .success(PantryItem(name: name, section: section, stock: stock, expire: expire, bought: values["bought"],
                                   low: values["low"], line: entry.line))
    }
}
