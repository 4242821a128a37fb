import RecipeStore

/// The row a recipe screen's cursor is on, by what it holds rather than by its number: taken
/// before the collection is read again, so after a change on disk the cursor finds the same
/// ingredient, step or link however many rows were added or taken away above it.
public struct RowAnchor: Equatable, Sendable {
    /// The tab and the stack depth of the recipe screen.
    let tab: Tab, depth: Int
    /// The recipe shown there.
    let recipe: RecipeID
    /// Where the row leads (an ingredient, a related recipe), if anywhere.
    let link: Link?
    /// The row's text (a step, a heading).
    let text: String
    /// How many rows before it in the screen are the same item (a step written twice).
    let occurrence: Int
    /// The row number it had, for when the item is gone.
    let row: Int

    /// Whether `row` is this anchor's item: the same link, or for a row without one the same text.
    func matches(_ row: Row) -> Bool { link.map { row.link == $0 } ?? (row.link == nil && row.text == text) }
}

extension AppState {
    /// The rows the cursors of the recipe screens in every tab are on.
    public func rowAnchors(env: AppEnvironment) -> [RowAnchor] {
        var anchors: [RowAnchor] = []
        for tab in Tab.allCases {
            for depth in 0..<stackCount(of: tab) {
                guard case let .recipe(id)? = screen(at: depth, of: tab, env: env), let state = tabs[tab] else { continue }
                let content = listContent(.recipe(id), tab: tab, depth: depth, env: env)
                let cursor = state.position(at: depth).cursor
                guard let row = content.row(cursor) else { continue }
                let probe = RowAnchor(tab: tab, depth: depth, recipe: id, link: row.link, text: row.text, occurrence: 0, row: cursor)
                let before = content.rows(0..<cursor).filter(probe.matches).count
                anchors.append(RowAnchor(tab: tab, depth: depth, recipe: id, link: row.link, text: row.text, occurrence: before, row: cursor))
            }
        }
        return anchors
    }

    /// Puts each recipe screen's cursor back on its anchor's item (the same link, else the same
    /// text); an item that is gone leaves the cursor on the row it can stop on nearest its old one.
    mutating func follow(_ anchors: [RowAnchor], renamed: [RecipeID: RecipeID], env: AppEnvironment) {
        for anchor in anchors {
            let id = renamed[anchor.recipe] ?? anchor.recipe
            guard screen(at: anchor.depth, of: anchor.tab, env: env) == .recipe(id) else { continue }
            let content = listContent(.recipe(id), tab: anchor.tab, depth: anchor.depth, env: env)
            let rows = content.rows(0..<content.count)
            guard !rows.isEmpty else { continue }
            let same = rows.indices.filter { anchor.matches(rows[$0]) }
            let old = min(anchor.row, rows.count - 1)
            let nearest = rows.indices.filter { rows[$0].selectable }.min { abs($0 - old) < abs($1 - old) }
            guard let cursor = same.count > anchor.occurrence ? same[anchor.occurrence] : same.last ?? nearest else { continue }
            var state = tabs[state: anchor.tab]
            while state.positions.count <= anchor.depth { state.positions.append(ListPosition()) }
            state.positions[anchor.depth].cursor = cursor
            tabs[state: anchor.tab] = state
        }
        revealCursors(env: env)
    }
}
