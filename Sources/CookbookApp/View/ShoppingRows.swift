import RecipeStore
import Terminal

/// The Shopping tab's list (issue #17): each aisle's items under its heading, `[x]` when
/// ticked, with the recipes that need them; then "In your pantry"; then the menus `A` adds.
enum ShoppingRows {
    /// The content of the Shopping screen in `state`.
    static func content(state: AppState, env: AppEnvironment) -> ScreenContent {
        guard let shopping = state.shopping.files else {
            return ScreenContent(title: "Shopping list", rows: [], emptyText: "Reading the shopping list…")
        }
        var rows: [Row] = []
        for group in shopping.list.groups {
            if !rows.isEmpty { rows.append(.blank) }
            rows.append(.heading(group.heading.title))
            for entry in group.entries {
                rows.append(Row((entry.checked ? "[x] " : "[ ] ") + entry.text(in: state.units), style: entry.checked ? Style(color: .muted) : .plain,
                                link: .shoppingItem(entry.item.name), trailing: entry.item.sources.joined(separator: ", ")))
            }
        }
        if !shopping.listed.isEmpty {
            if !rows.isEmpty { rows.append(.blank) }
            rows.append(.heading("On the list (\(env.keymap.label(for: .shoppingRemove)) takes one off)"))
            rows += shopping.listed.map { Row("  " + $0.label, link: .listed($0.entry)) }
        }
        if !shopping.menus.isEmpty {
            if !rows.isEmpty { rows.append(.blank) }
            rows.append(.heading("Menus (\(env.keymap.label(for: .shoppingAddMenu)) adds one)"))
            rows += shopping.menus.map { Row("  " + $0, link: .menu($0)) }
        }
        if !rows.isEmpty { rows.append(.blank) }
        rows += cookable(shopping, state: state, env: env)
        let entries = shopping.list.groups.flatMap(\.entries)
        let ticked = entries.filter(\.checked).count
        let title = "Shopping list (\(entries.count) item\(entries.count == 1 ? "" : "s")\(ticked > 0 ? ", \(ticked) ticked" : ""))"
        let empty = "Nothing on the list: \(env.keymap.label(for: .shoppingAdd)) on a recipe adds it, \(env.keymap.label(for: .shoppingItem)) adds an item."
        return ScreenContent(title: title, rows: rows, emptyText: empty)
    }

    /// "What can I cook?": every recipe by the share of it the pantry covers, best first, with
    /// what to use soon or how much is missing; each previews beside the list like a favourite.
    static func cookable(_ shopping: ShoppingState, state: AppState, env: AppEnvironment) -> [Row] {
        let heading = Row.heading("What can I cook?")
        guard shopping.pantry != nil else {
            return [heading, Row("There is no pantry.conf: write one in the collection's config folder (see docs/cooklang.md).",
                                 style: Style(color: .muted), selectable: false, wraps: true)]
        }
        guard state.shopping.showsCookable else {
            return [heading, Row("\(env.keymap.label(for: .cookable)) ranks the recipes by what the pantry has.", style: Style(color: .muted), selectable: false)]
        }
        // Ranked by the shell off the key path (`Effect.rankCookable`); never here.
        guard let ranked = state.shopping.currentCookable else {
            return [heading, Row(Self.workingOnCookable, style: Style(color: .muted), selectable: false)]
        }
        return [heading] + ranked.map { entry in
            let soon = entry.expiring.filter { $0.days >= 0 }.map(\.name)
            let trailing = !soon.isEmpty ? "use soon: " + soon.joined(separator: ", ")
                : entry.missing.isEmpty ? "all in the pantry" : missingText(entry.missingNames)
            return Row(String(repeating: " ", count: max(0, 3 - String(entry.percent).count)) + "\(entry.percent)%  " + entry.recipe.name,
                       link: .sidebar(.recipe(entry.recipe.id)), trailing: trailing)
        }
    }

    /// What the ranking's place says while the shell works it out.
    static let workingOnCookable = "Working out what you can cook…"

    /// `needs onion, saffron +2`: the first missing names that fit a short trailing text (a
    /// long first name cut with `…`), so the trailing text is seldom too long to show.
    static func missingText(_ names: [String]) -> String {
        var shown: [String] = []
        for name in names {
            guard (shown + [name]).joined(separator: ", ").count <= 16 else { break }
            shown.append(name)
        }
        if shown.isEmpty, let first = names.first { shown = [DisplayWidth.truncate(first, to: 12)] }
        let more = names.count - shown.count
        return "needs " + shown.joined(separator: ", ") + (more > 0 ? " +\(more)" : "")
    }

    /// The detail column beside the list: the item under the cursor — everything it needs,
    /// what the pantry has, its aisle and the recipes that need it — or what the keys do.
    static func detail(state: AppState, env: AppEnvironment) -> [Row] {
        let keys = "\(env.keymap.label(for: .shoppingCheck)) ticks an item; \(env.keymap.label(for: .shoppingAdd)) on a recipe adds it; "
            + "\(env.keymap.label(for: .shoppingItem)) adds an item; \(env.keymap.label(for: .shoppingAddMenu)) adds a menu."
        let help = Row(keys, style: Style(color: .muted), selectable: false, wraps: true)
        guard let content = state.content(at: 0, env: env),
              case let .shoppingItem(name)? = content.row(state.tabs[state: .shopping].position(at: 0).cursor)?.link,
              let entry = state.shopping.files?.list.groups.lazy.flatMap(\.entries).first(where: { $0.item.name == name }) else { return [help] }
        var rows = [Row.heading(entry.item.name), Row("Needed: " + (entry.item.amounts.isEmpty ? "some" : ShoppingTotal.sideBySide(entry.item.amounts(in: state.units))),
                                                      selectable: false, wraps: true)]
        if let note = entry.note {
            // Expired or low: the pantry's stock does not keep it off the list.
            rows.append(Row("In the pantry: \(note); on the list to buy", selectable: false, wraps: true))
        } else if let have = entry.have {
            rows.append(Row("In the pantry: \(have)" + (entry.remaining.map { "; buy " + ShoppingTotal.sideBySide($0.amounts(in: state.units)) } ?? ", enough"), selectable: false, wraps: true))
        }
        rows.append(Row("Aisle: " + (entry.aisle ?? "none in aisle.conf"), selectable: false, wraps: true))
        rows.append(Row(entry.checked ? "Ticked" : "Not ticked", style: Style(color: .muted), selectable: false))
        rows += [.blank, .heading("Needed by")]
        rows += entry.item.sources.map { Row("• " + $0, selectable: false, wraps: true, hangingIndent: 2) }
        return rows + [.blank, help]
    }
}
