/// A shopping list as a cook reads it (issue #17): the recipes and items of a `.shopping-list`
/// expanded (each recipe at its multiplier, fixed amounts staying), merged (`ShoppingItem`),
/// ticked from the `.shopping-checked` log, grouped by the aisles of `aisle.conf` in its order,
/// then "Other", then what `pantry.conf` already covers under "In your pantry".
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

        /// When the pantry covers part of it: the amounts still to buy (`680 g`).
        public var buy: [String]? { remaining?.amounts }

        /// `1680 g tipo zero flour`, then `(have 1 kg)` when the pantry covers it, or
        /// `(have 1 kg, buy 680 g)` when it covers part.
        public var text: String { text(in: .asWritten) }

        /// `text` with the amounts in `units`.
        public func text(in units: IngredientLine.Units) -> String {
            guard let have else { return item.text(in: units) }
            return item.text(in: units) + " (have \(have)" + (remaining.map { ", buy " + $0.amounts(in: units).joined(separator: " + ") } ?? "") + ")"
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
    /// file paths), ticked by `checks`, grouped by `aisles`, less what `pantry` has.
    public init(file: ShoppingListFile, checks: ShoppingCheckLog, aisles: AisleConfig?, pantry: PantryConfig? = nil,
                store: any RecipeStore, isFolder: Bool) {
        // The file's unreadable lines are its reader's to say (`ShoppingFiles.read`); these are the list's own.
        var lines: [(line: IngredientLine, source: String)] = [], problems: [String] = []
        var menuScale: Double?   // inside a top-level entry that is no recipe (a menu): its scale
        var unresolved: String?  // a top-level entry naming no recipe, until nested lines show it is a menu
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
                    if recipe == nil { unresolved = path }
                    if let recipe { lines += Self.lines(of: recipe, scale: scale ?? 1, store: store, isFolder: isFolder, within: [], problems: &problems) }
                } else if depth == 1, let outer = menuScale {
                    // A menu's recipes; deeper entries are sub-recipes a recipe already lists.
                    guard let recipe else { problems.append("\(path): no such recipe in the collection"); continue }
                    lines += Self.lines(of: recipe, scale: outer * (scale ?? 1), store: store, isFolder: isFolder, within: [], problems: &problems)
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
        for item in Self.merge(lines, aisles: aisles) {
            let aisle = aisles?.section(of: item.name), checked = ticked.contains(item.name.lowercased())
            switch Self.stock(of: item, in: pantry, aisles: aisles).map(item.covered(by:)) ?? PantryCover.none {
            case .none:
                byHeading[aisle.map(Heading.aisle) ?? .other, default: []].append(Entry(item: item, checked: checked, aisle: aisle, have: nil, remaining: nil))
            case let .part(remaining, have):
                byHeading[aisle.map(Heading.aisle) ?? .other, default: []]
                    .append(Entry(item: item, checked: checked, aisle: aisle, have: have, remaining: remaining))
            case let .all(have):
                byHeading[.pantry, default: []].append(Entry(item: item, checked: checked, aisle: aisle, have: have, remaining: nil))
            }
        }
        let order = (aisles?.sections.map { Heading.aisle($0.name) } ?? []) + [.other, .pantry]
        groups = order.compactMap { heading in byHeading[heading].map { Group(heading: heading, entries: $0) } }
        self.problems = problems
    }

    /// The deepest recipe references are followed (a recipe, the one it references, …).
    static let maximumReferenceDepth = 128

    /// The lines `recipe` needs at `scale`, each recipe it references (`@./Shared/Pizza
    /// Dough{6%balls}`) replaced by that recipe's lines, scaled as Cooklang's conventions say:
    /// a plain number multiplies it, `servings` divides by the servings it states, any other
    /// unit by its `yield` in a matching unit (`6%balls` of a dough yielding `6%balls`, `50%ml`
    /// of a vinaigrette yielding `200%ml`). References nest; one back to a recipe already being
    /// expanded (`within`) is a cycle, said and listed as the line it is; a unit the yield cannot
    /// match is said and the line kept. Each line's source is the recipe that lists it, and for a
    /// referenced one the recipe it is made for (`Pizza Dough for Neapolitan Pizza`).
    static func lines(of recipe: Recipe, scale: Double, store: any RecipeStore, isFolder: Bool, within: [Recipe],
                      problems: inout [String]) -> [(line: IngredientLine, source: String)] {
        var result: [(line: IngredientLine, source: String)] = []
        let source = within.first.map { "\(recipe.name) for \($0.name)" } ?? recipe.name
        for line in recipe.adjusted(by: scale).ingredients {
            guard let reference = line.reference, let sub = store.recipe(recipeID(forPath: reference, isFolder: isFolder)) else {
                result.append((line, source))
                continue
            }
            if sub.id == recipe.id || within.contains(where: { $0.id == sub.id }) {
                let names = (within + [recipe, sub]).map(\.name).joined(separator: " → ")
                if !problems.contains("a recipe references itself: \(names)") { problems.append("a recipe references itself: \(names)") }
                result.append((line, source))
                continue
            }
            guard within.count + 1 < Self.maximumReferenceDepth else {
                // A chain of thousands of recipes would overflow the stack: cut, said, the line kept.
                let problem = "recipe references are nested more than \(Self.maximumReferenceDepth) levels deep from \(within.first?.name ?? recipe.name); \(sub.name) is listed as written"
                if !problems.contains(problem) { problems.append(problem) }
                result.append((line, source))
                continue
            }
            guard let factor = referenceFactor(line, of: sub).map({ $0 * Double(line.uses) }) else {
                let problem = "\(recipe.name) asks for \(line.quantity) \(line.unit) of \(sub.name), whose yield is not in \(line.unit)"
                if !problems.contains(problem) { problems.append(problem) }
                result.append((line, source))
                continue
            }
            guard factor > 0, factor.isFinite else {
                result.append((line, source))                      // none of it: the line as written
                continue
            }
            result += lines(of: sub, scale: factor, store: store, isFolder: isFolder, within: within + [recipe], problems: &problems)
        }
        return result
    }

    /// `lines` merged into items, each ingredient under its common name when `aisles` lists it
    /// with synonyms (`pepper` and `black pepper` → one `black pepper`, as the official tools'
    /// common names do).
    static func merge(_ lines: [(line: IngredientLine, source: String)], aisles: AisleConfig?) -> [ShoppingItem] {
        guard let aisles else { return ShoppingItem.merge(lines) }
        return ShoppingItem.merge(lines.map { line, source in
            guard let common = aisles.synonyms(of: line.name).first, common.lowercased() != line.name.lowercased() else { return (line, source) }
            return (IngredientLine(quantity: line.quantity, unit: line.unit, name: common, note: line.note, isFixed: line.isFixed,
                                   reference: line.reference, uses: line.uses), source)
        })
    }

    /// What `pantry` has of `item`: the entry for its name, else for one of its synonyms.
    static func stock(of item: ShoppingItem, in pantry: PantryConfig?, aisles: AisleConfig?) -> PantryItem? {
        guard let pantry else { return nil }
        return ([item.name] + (aisles?.synonyms(of: item.name) ?? [])).lazy.compactMap(pantry.item(named:)).first
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

    /// The recipe a list's `./path` names: for a folder, the id its file has (`./Shared/Pizza
    /// Dough` → `shared/pizza-dough`); for a JSON collection, the id itself (`./apple-pie`).
    public static func recipeID(forPath path: String, isFolder: Bool) -> RecipeID {
        var parts: [String] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(String(part)) }
        }
        if let last = parts.last, last.lowercased().hasSuffix(".cook") { parts[parts.count - 1] = String(last.dropLast(5)) }
        return RecipeID(isFolder ? parts.map(Slug.make).joined(separator: "/") : parts.joined(separator: "/"))
    }
}
