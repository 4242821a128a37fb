import TOML

/// Cooklang's pantry inventory (`pantry.conf`, issue #17): TOML sections of storage places,
/// each item a quantity string or `{ quantity, expire, bought, low }`; items before any
/// section belong to none. Read by this one type; what cannot be read is a problem with its
/// line, and the rest of the file still counts: a line TOML cannot read is skipped, an
/// attribute that makes no sense is left out of its item.
public struct PantryConfig: Hashable, Sendable {
    /// Every item in file order.
    public let items: [PantryItem]
    /// What could not be read, by line.
    public let problems: [LineProblem]
    /// Each item's identity → its indexes in `items`.
    private let byName: [IngredientIdentity: [Int]]
    /// The same, each item also under its name's other number form (`egg` for `eggs`).
    private let byEitherNumber: [IngredientIdentity: [Int]]

    /// The attributes an item may have, as the Cooklang conventions list them.
    static let attributes = ["bought", "expire", "quantity", "low"]

    /// Reads the text of a `pantry.conf`.
    public init(parsing text: String) {
        let pieces = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" })
        var lines = pieces.map(String.init)
        // The lines joined again, as bytes: a blanked line's bytes are cut out of them in place
        // rather than a hundred thousand lines joined again for each re-read.
        var bytes = Array(text.utf8), cut: [(start: Int, length: Int)] = []
        let starts = pieces.map { text.utf8.distance(from: text.startIndex, to: $0.startIndex) }
        var problems: [LineProblem] = [], document: TOMLDocument?
        // A line TOML cannot read is said and blanked, and the file read again: one bad item
        // never empties the pantry. The re-reads are bounded (`maximumRereadBytes` in all), so a
        // file of thousands of bad lines costs a bounded read: past it, the rest is read a line
        // at a time.
        var rereads = 0
        while document == nil {
            do {
                document = try TOMLReader.parse(bytes: bytes)
            } catch {
                problems.append(LineProblem(line: error.line, message: "column \(error.column): \(error.message)"))
                guard error.line >= 1, error.line <= lines.count, !lines[error.line - 1].isEmpty, problems.count < 1_000 else { break }
                let start = starts[error.line - 1], length = lines[error.line - 1].utf8.count
                let shift = cut.reduce(0) { $1.start < start ? $0 + $1.length : $0 }
                bytes.removeSubrange(start - shift..<start - shift + length)
                cut.append((start, length))
                lines[error.line - 1] = ""
                rereads += 1
                if (rereads + 1) * text.utf8.count > Self.maximumRereadBytes { break }
            }
        }
        var items: [PantryItem] = []
        if let document {
            for table in [document.root] + document.tables {
                let section = table.path.isEmpty ? nil : table.path.joined(separator: ".")
                for entry in table.entries {
                    if let item = Self.item(entry, section: section, problems: &problems) { items.append(item) }
                }
            }
        } else {
            problems.append(LineProblem(line: problems.last?.line ?? 1, message: "too many lines could not be read; the rest is read a line at a time"))
            items = Self.itemsLineByLine(lines, problems: &problems)
        }
        var byName: [IngredientIdentity: [Int]] = [:], byEitherNumber: [IngredientIdentity: [Int]] = [:]
        for (index, item) in items.enumerated() {
            let identity = IngredientIdentity(item.name)
            byName[identity, default: []].append(index)
            byEitherNumber[identity, default: []].append(index)
            for form in [CountNoun.form(item.name, shown: 1), CountNoun.form(item.name, shown: 2)] where form != item.name {
                if IngredientIdentity(form) != identity { byEitherNumber[IngredientIdentity(form), default: []].append(index) }
            }
        }
        self.items = items
        self.problems = problems.sorted { $0.line < $1.line }
        self.byName = byName
        self.byEitherNumber = byEitherNumber
    }

    /// The item for an ingredient written `name`: one named so, case and accents aside (its
    /// `IngredientIdentity`: `fresh oregano` in the garden is no `dried oregano`; synonyms are
    /// the aisle file's to give); among several, the first with stock.
    public func item(named name: String) -> PantryItem? {
        guard let candidates = byName[IngredientIdentity(name)], !candidates.isEmpty else { return nil }
        return items[candidates.first { items[$0].isStocked } ?? candidates[0]]
    }

    /// Every item for an ingredient written `name`, case and accents aside, in file order;
    /// with `eitherNumber`, also those named by its other number form (`eggs` for `egg`: what
    /// a shopping list joins, `NumberSpellings`).
    public func items(named name: String, eitherNumber: Bool = false) -> [PantryItem] {
        indexes(named: name, eitherNumber: eitherNumber).map { items[$0] }
    }

    /// The indexes in `items` of `items(named:eitherNumber:)`: looked up, not copied.
    func indexes(named name: String, eitherNumber: Bool) -> [Int] {
        (eitherNumber ? byEitherNumber : byName)[IngredientIdentity(name)] ?? []
    }

    /// How much re-reading (whole file, once per bad line) a pantry may cost before the rest is
    /// read a line at a time.
    static let maximumRereadBytes = 32 << 20

    /// The items of `lines` read one at a time (each `[section]` and `name = value` alone), for a
    /// file too damaged to read whole: values over several lines and repeated names are not
    /// caught here, every line that does not read alone is said.
    static func itemsLineByLine(_ lines: [String], problems: inout [LineProblem]) -> [PantryItem] {
        var items: [PantryItem] = [], section: String?
        for (index, line) in lines.enumerated() where !line.trimmed().isEmpty {
            do {
                let document = try TOMLReader.parse(line)
                if let table = document.tables.last {
                    section = table.path.joined(separator: ".")
                    continue
                }
                for entry in document.root.entries {
                    if let item = Self.item(TOMLEntry(key: entry.key, value: entry.value, line: index + 1), section: section, problems: &problems) {
                        items.append(item)
                    }
                }
            } catch {
                if problems.count < 1_000 { problems.append(LineProblem(line: index + 1, message: "column \(error.column): \(error.message)")) }
            }
        }
        return items
    }

    /// An entry as an item (nil when it cannot be one), its problems said.
    private static func item(_ entry: TOMLEntry, section: String?, problems: inout [LineProblem]) -> PantryItem? {
        let name = entry.key.trimmed()
        func say(_ message: String) { problems.append(LineProblem(line: entry.line, message: message)) }
        guard !name.isEmpty else { say("an item needs a name"); return nil }
        func stock(_ text: String) -> PantryItem.Stock {
            let stock = PantryItem.stock(parsing: text)
            if case .some(let written?) = stock, written.hasPrefix("-") {
                say("“\(name)”: quantity “\(text)” is below zero; counted as none")
                return .amount(0, unit: "")
            }
            return stock
        }
        if let quantity = entry.value.stringValue {
            return PantryItem(name: name, section: section, stock: stock(quantity), line: entry.line, quantityText: quantity)
        }
        guard let attributes = entry.value.tableValue else {
            say("“\(name)” must be a quantity string (\"500%g\") or { quantity = …, expire = … }")
            return nil
        }
        var values: [String: String] = [:]
        for attribute in attributes {
            guard Self.attributes.contains(attribute.key) else {
                say("“\(name)” has an unknown attribute “\(attribute.key)”; valid attributes are: bought, expire, quantity, low")
                continue
            }
            guard let text = attribute.value.stringValue ?? attribute.value.integerValue.map(String.init) else {
                say("“\(name)”: \(attribute.key) must be a string, e.g. \(attribute.key) = \"1%kg\"")
                continue
            }
            values[attribute.key] = text
        }
        var expire: PantryDate?
        if let text = values["expire"] {
            expire = PantryDate(parsing: text)
            if expire == nil { say("“\(name)”: expire “\(text)” is not a date; write YYYY-MM-DD or DD.MM.YYYY") }
        }
        return PantryItem(name: name, section: section, stock: values["quantity"].map(stock) ?? .some(nil), expire: expire,
                          bought: values["bought"], low: values["low"], line: entry.line, quantityText: values["quantity"],
                          expireText: values["expire"])
    }
}
