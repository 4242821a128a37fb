import RecipeStore
import Terminal

/// The Shopping tab's list (issue #17): each aisle's items under its heading, `[x]` when
/// ticked, with the recipes that need them; then "In your pantry"; then the menus `A` adds.
enum ShoppingRows {
    /// The content of the Shopping screen in `state`.
    static func content(state: AppState, env: AppEnvironment) -> ScreenContent {
        guard let shopping = state.shopping else {
            return ScreenContent(title: "Shopping list", rows: [], emptyText: "Reading the shopping list…")
        }
        var rows: [Row] = []
        for group in shopping.list.groups {
            if !rows.isEmpty { rows.append(.blank) }
            rows.append(.heading(group.heading.title))
            for entry in group.entries {
                rows.append(Row((entry.checked ? "[x] " : "[ ] ") + entry.text, style: entry.checked ? Style(color: .muted) : .plain,
                                link: .shoppingItem(entry.item.name), trailing: entry.item.sources.joined(separator: ", ")))
            }
        }
        if !shopping.menus.isEmpty {
            if !rows.isEmpty { rows.append(.blank) }
            rows.append(.heading("Menus (\(env.keymap.label(for: .shoppingAddMenu)) adds one)"))
            rows += shopping.menus.map { Row("  " + $0, link: .menu($0)) }
        }
        let entries = shopping.list.groups.flatMap(\.entries)
        let ticked = entries.filter(\.checked).count
        let title = "Shopping list (\(entries.count) item\(entries.count == 1 ? "" : "s")\(ticked > 0 ? ", \(ticked) ticked" : ""))"
        let empty = "Nothing on the list: \(env.keymap.label(for: .shoppingAdd)) on a recipe adds it, \(env.keymap.label(for: .shoppingItem)) adds an item."
        return ScreenContent(title: title, rows: rows, emptyText: empty)
    }
}
