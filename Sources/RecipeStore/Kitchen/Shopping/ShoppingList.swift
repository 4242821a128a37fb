/// A shopping list as a cook reads it (issue #17): the recipes and items of a `.shopping-list`
/// expanded (each recipe at its multiplier, fixed amounts staying), merged (`ShoppingItem`),
/// ticked from the `.shopping-checked` log, grouped by the aisles of `aisle.conf` in its order,
/// then "Other", then what `pantry.conf` already covers under "In your pantry". References to
/// other recipes are expanded by `ReferenceExpansion`: a plain number multiplies the recipe, a
/// `servings` unit divides by the servings it states, any other unit by its `yield` in a
/// matching unit (`6%balls` of a dough yielding `6%balls`, `50%ml` of a vinaigrette yielding
/// `200%ml`); a unit the yield cannot match, and a cycle, are said and the line kept.
public struct ShoppingList: Equatable, Sendable {
    /// Where a group sits.
    public enum Heading: Hashable, Sendable {
        /// An aisle of `aisle.conf`.
        case aisle(String)
        /// Items no aisle names.
        case other
        /// Items the pantry covers: nothing to buy.
        case pantry

        /// `milk and dairy`, `Other`, `In your pantry`.
        public var title: String {
            switch self {
            case let .aisle(name): name
            case .other: "Other"
            case .pantry: "In your pantry"
            }
        }
    }

    /// One line of the list.
    public struct Entry: Hashable, Sendable {
        /// What the recipes need, all of it.
        public let item: ShoppingItem
        /// Ticked in `.shopping-checked`.
        public let checked: Bool
        /// Its aisle, whichever group it is in; nil when none names it.
        public let aisle: String?
        /// What the pantry has of it (`1 kg`), when it has any.
        public let have: String?
        /// When the pantry covers part of it: what is still to buy.
        public let remaining: ShoppingItem?
        /// Why the pantry's stock does not count or is not enough: `expired` (expired stock is
        /// no stock), `low: 1 left` (at or under its `low` mark in `pantry.conf`, so it is bought).
        public var note: String? = nil

        /// When the pantry covers part of it: the amounts still to buy (`680 g`).
        public var buy: [String]? { remaining?.amounts }

        /// `1680 g tipo zero flour`, then `(have 1 kg)` when the pantry covers it, or
        /// `(have 1 kg, buy 680 g)` when it covers part; the note in place of `have …`
        /// (`2 lemons (expired)`, `milk (low: 1 l left)`).
        public var text: String { text(in: .asWritten) }

        /// `text` with the amounts in `units`.
        public func text(in units: IngredientLine.Units) -> String {
            let stock = note ?? have.map { "have " + $0 }
            guard let stock else { return item.text(in: units) }
            return item.text(in: units) + " (\(stock)" + (remaining.map { ", buy " + ShoppingTotal.sideBySide($0.amounts(in: units)) } ?? "") + ")"
        }
    }

    /// One heading's entries.
    public struct Group: Hashable, Sendable {
        /// The aisle, "Other" or the pantry.
        public let heading: Heading
        /// Its entries, in order of first use.
        public let entries: [Entry]
    }

    /// The groups in aisle order, "Other" last.
    public let groups: [Group]
    /// Entries that name no recipe of the collection, and lines that could not be read.
    public let problems: [String]

    /// The list `file` makes over `store` (a Cooklang folder when `isFolder`: references are
    /// file paths), ticked by `checks`, grouped by `aisles`, less what `pantry` has on `today`
    /// (stock that expired before it is no stock; nil: expiry not looked at), with every pantry
    /// item at or under its `low` mark on it. A menu entry (`./Plans/Weekly Plan.menu`) brings
    /// its own ingredients from `menus` (the parsed file by the entry's path), at its multiplier.
    public init(file: ShoppingListFile, checks: ShoppingCheckLog, aisles: AisleConfig?, pantry: PantryConfig? = nil,
                today: PantryDate? = nil, menus: [String: ShoppingMenu] = [:], store: any RecipeStore, isFolder: Bool) {
        // The file's unreadable lines are its reader's to say (`ShoppingFiles.read`); these are the list's own.
        var lines: [(line: IngredientLine, source: String)] = [], problems: [String] = []
        var menuScale: Double?   // inside a top-level entry that is no recipe (a menu): its scale
        var unresolved: String?  // a top-level entry naming no recipe, until nested lines show it is a menu
        var expansion = ReferenceExpansion(store: store, isFolder: isFolder), said = 0
        func expand(_ recipe: Recipe, scale: Double) {
            guard lines.count < Self.maximumLines else { return }
            lines += expansion.lines(of: recipe, scale: scale)
            problems += expansion.problems[said...]
            said = expansion.problems.count
            if lines.count >= Self.maximumLines { problems.append("the list stops after \(Self.maximumLines) lines; the rest of it is not shown") }
        }
        for entry in file.entries {
            if let path = unresolved, entry != .other {
                if case let .recipe(_, _, depth) = entry, depth > 0 {} else { problems.append("\(path): no such recipe in the collection") }
                unresolved = nil
            }
            switch entry {
            case let .recipe(path, scale, depth):
                let recipe = store.recipe(Self.recipeID(forPath: path, isFolder: isFolder))
                if depth == 0 {
                    menuScale = recipe == nil ? (scale ?? 1) : nil
                    if recipe == nil, let menu = menus[path] {
                        // The menu's own ingredients, once, as its file lists them now.
                        lines += menu.items.map { ($0.adjusted(by: scale ?? 1), String(path.dropFirst(path.hasPrefix("./") ? 2 : 0).dropLast(5))) }
                    } else if recipe == nil {
                        unresolved = path
                    }
                    if let recipe { expand(recipe, scale: scale ?? 1) }
                } else if depth == 1, menuScale != nil {
                    // A menu's recipes, each at its own multiplier (the official tools multiply the
                    // menu's into it when they add it); deeper entries are sub-recipes a recipe lists.
                    guard let recipe else { problems.append("\(path): no such recipe in the collection"); continue }
                    expand(recipe, scale: scale ?? 1)
                }
            case let .item(name, quantity, unit):
                menuScale = nil
                lines.append((IngredientLine(quantity: quantity, unit: unit, name: name), "shopping list"))
            case .other, .invalid:
                continue
            }
        }
        if let path = unresolved { problems.append("\(path): no such recipe in the collection") }
        var byHeading: [Heading: [Entry]] = [:]
        let ticked = checks.checked                                 // the log replayed once
        var items = Self.merge(lines, aisles: aisles).map { ($0, Self.stock(of: $0, in: pantry, aisles: aisles, today: today)) }
        // What is low goes on the list even when no recipe needs it, named as the pantry names it,
        // once: not when a listed item already counts its stock (under any synonym), nor when a
        // synonym's stock is not low (stock under any name counts).
        var listed = Set(items.map { IngredientKey(aisles?.commonName(of: $0.0.name) ?? $0.0.name) })
        var counted = Set(items.compactMap { $0.1?.line })
        for low in pantry?.items ?? [] where low.isLow && !counted.contains(low.line) {
            let item = ShoppingItem.merge([(IngredientLine(name: low.name), "pantry.conf")])[0]
            guard let stock = Self.stock(of: item, in: pantry, aisles: aisles, today: today), stock.isLow,
                  listed.insert(IngredientKey(aisles?.commonName(of: low.name) ?? low.name)).inserted else { continue }
            counted.insert(stock.line)
            items.append((item, stock))
        }
        for (item, stock) in items {
            let aisle = item.spellings.lazy.compactMap { aisles?.section(of: $0, eitherNumber: true) }.first
            let checked = ticked.contains(item.name.lowercased())
            let expired = today.map { stock?.isExpired(on: $0) == true } ?? false
            let note = expired ? "expired" : stock.flatMap { $0.isLow ? "low: \($0.stockText) left" : nil }
            let toBuy = aisle.map(Heading.aisle) ?? .other
            switch expired ? PantryCover.none : stock.map(item.covered(by:)) ?? PantryCover.none {
            case .none:
                byHeading[toBuy, default: []].append(Entry(item: item, checked: checked, aisle: aisle, have: nil, remaining: nil, note: note))
            case let .part(remaining, have):
                byHeading[toBuy, default: []].append(Entry(item: item, checked: checked, aisle: aisle, have: have, remaining: remaining, note: note))
            case let .all(have):
                // Low stock covers what the recipes need, but more is bought: it stays with what to buy.
                byHeading[note == nil ? .pantry : toBuy, default: []]
                    .append(Entry(item: item, checked: checked, aisle: aisle, have: have, remaining: nil, note: note))
            }
        }
        let order = (aisles?.sections.map { Heading.aisle($0.name) } ?? []) + [.other, .pantry]
        groups = order.compactMap { heading in byHeading[heading].map { Group(heading: heading, entries: $0) } }
        self.problems = problems
    }

    /// The most lines one list gathers from its recipes (each listed recipe makes at most
    /// `ReferenceExpansion.maximumLines`); past it the rest is said, not shown.
    static let maximumLines = 1_000_000

    /// `lines` merged into items (`ShoppingItem.merge`), each ingredient under its common name
    /// when `aisles` lists its name as written (case and accents aside) with synonyms: `pepper`
    /// and `black pepper` are one `black pepper`, as the official shopping list shows them; a
    /// name no line lists exactly (`crushed tomatoes`) stays as written, never another product.
    static func merge(_ lines: [(line: IngredientLine, source: String)], aisles: AisleConfig?) -> [ShoppingItem] {
        guard let aisles else { return ShoppingItem.merge(lines) }
        return ShoppingItem.merge(lines.map { line, source in
            // By the author's name (`lime`, not the `limes` a scaled line shows); renamed, the line
            // keeps its exact amount, so rounded parts are never added.
            let written = line.authorName, common = aisles.commonName(of: written)
            guard common != written, IngredientIdentity(common) != IngredientIdentity(written) else { return (line, source) }
            return (line.named(common), source)
        })
    }

    /// What `pantry` has of `item` on `today`: of the entries for any of its spellings (either
    /// number: `eggs` for `egg`) and their synonyms in `aisles`, the first with stock that has
    /// not expired, else the first with stock, else the first. An empty or expired entry under
    /// one name never hides stock under another (`salt = "0"` beside 1 kg of `sea salt`).
    static func stock(of item: ShoppingItem, in pantry: PantryConfig?, aisles: AisleConfig?, today: PantryDate? = nil) -> PantryItem? {
        guard let pantry, !pantry.items.isEmpty else { return nil }
        var stocked: Int?, first: Int?
        // In order, the first good entry ends the look: most items are found under their own name or none.
        func look(_ name: String) -> PantryItem? {
            for index in pantry.indexes(named: name, eitherNumber: true) {
                let isStocked = pantry.items[index].isStocked
                if isStocked, today.map({ !pantry.items[index].isExpired(on: $0) }) ?? true { return pantry.items[index] }
                if isStocked, stocked == nil { stocked = index }
                if first == nil { first = index }
            }
            return nil
        }
        func lookWithSynonyms(_ name: String) -> PantryItem? {
            if let found = look(name) { return found }
            for synonym in aisles?.synonyms(of: name) ?? [] where synonym != name {
                if let found = look(synonym) { return found }
            }
            return nil
        }
        if let found = lookWithSynonyms(item.name) { return found }
        for name in item.otherSpellings { if let found = lookWithSynonyms(name) { return found } }
        return (stocked ?? first).map { pantry.items[$0] }
    }

    /// How many times `sub` a reference line asks for; nil when its unit matches neither
    /// servings nor the yield.
    static func referenceFactor(_ line: IngredientLine, of sub: Recipe) -> Double? {
        let amount = line.amount.map { $0.upTo ?? $0.value } ?? 1
        let unit = line.unit.lowercased()
        if unit.isEmpty { return amount }
        if unit == "serving" || unit == "servings" { return amount / Double(sub.writtenServings) }
        guard let (yield, yieldUnit) = sub.yieldAmount else { return nil }
        if let asked = MeasureUnit(unit), let made = MeasureUnit(yieldUnit), asked.dimension == made.dimension {
            return amount * asked.size / (yield * made.size)
        }
        return UnitName.same(unit, yieldUnit) ? amount / yield : nil
    }

    /// The recipe a list's `./path` names: for a folder, the id its file has (`CookFileIDs`:
    /// `./Shared/Pizza Dough` → `shared/pizza-dough`); for a JSON collection, the id itself
    /// (`./apple-pie`).
    public static func recipeID(forPath path: String, isFolder: Bool) -> RecipeID {
        isFolder ? CookFileIDs.recipeID(ofFile: path) : RecipeID(CookFileIDs.stem(of: path) ?? "")
    }
}
