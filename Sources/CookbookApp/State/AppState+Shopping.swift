import RecipeStore

/// The shopping list across recipes (issue #17): `a` adds the open recipe at its servings, `A`
/// a menu, `Space` ticks, `i` types a free-hand item. The state only asks (`Effect.shopping`);
/// the shell changes Cooklang's files and answers with what they now hold.
extension AppState {
    /// `a`: the open recipe (or the one under the cursor), at the servings it is shown for.
    mutating func addToShopping(env: AppEnvironment) -> [Effect] {
        guard let id = recipeBelowTop(env: env) ?? targetRecipe(env: env), let recipe = env.store.recipe(id) else {
            status = StatusMessage("Open a recipe (or put the cursor on one) to add it to the shopping list with \(env.keymap.label(for: .shoppingAdd)).")
            return []
        }
        return [.shopping(.addRecipe(id, scale: scale(of: recipe)))]
    }

    /// `A`: the menu under the cursor on the Shopping tab.
    mutating func addMenuToShopping(env: AppEnvironment) -> [Effect] {
        guard case let .menu(path)? = shoppingLink(env: env) else {
            let menus = shopping?.menus.isEmpty == false ? "put the cursor on one under “Menus” and press \(env.keymap.label(for: .shoppingAddMenu))" : "this collection has no .menu files"
            status = StatusMessage("To add a menu, open the Shopping tab (\(env.keymap.label(for: .tabShopping))) and \(menus).")
            return []
        }
        return [.shopping(.addMenu(path))]
    }

    /// `Space`: ticks the item under the cursor, or unticks it.
    mutating func toggleShoppingCheck(env: AppEnvironment) -> [Effect] {
        guard case let .shoppingItem(name)? = shoppingLink(env: env) else {
            status = StatusMessage("Put the cursor on a shopping-list item (\(env.keymap.label(for: .tabShopping))) to tick it.")
            return []
        }
        let checked = shopping?.list.groups.lazy.flatMap(\.entries).first { $0.item.name == name }?.checked ?? false
        return [.shopping(.check(name, checked: !checked))]
    }

    /// Enter on a shopping row: an item is ticked, a menu added.
    mutating func openShoppingRow(env: AppEnvironment) -> [Effect]? {
        switch shoppingLink(env: env) {
        case .shoppingItem?: return toggleShoppingCheck(env: env)
        case .menu?: return addMenuToShopping(env: env)
        default: return nil
        }
    }

    /// `w`: "What can I cook?" under the shopping list, the cursor on its first recipe (which,
    /// as in Favourites, previews beside it).
    mutating func openCookable(env: AppEnvironment) {
        if tab != .shopping { tabs.show(Tab.shopping) }
        showsCookable = true
        // Not read yet: the cursor goes to the ranking when the files come (`shoppingLoaded`).
        guard shopping != nil else { return }
        tabs.active.split.select(sidebar: nil)                      // back to the list, narrow or wide
        tabs.active.split.focus = .sidebar
        guard let content = content(at: 0, env: env),
              let first = (0..<content.count).first(where: { if case .sidebar(.recipe)? = content.row($0)?.link { true } else { false } }) else { return }
        var position = tabs.active.position(at: 0)
        position.cursor = first
        setPosition(position, at: 0)
        if !layout.isCollapsed { selectUnderCursor(depth: 0, env: env) }
    }

    /// `i`: asks for a free-hand item in the status line.
    mutating func startShoppingItem() {
        prompt = Prompt(.shoppingItem)
    }

    /// Enter in a prompt: does what it asks with the answer (nothing for an empty one).
    mutating func finishPrompt() -> [Effect] {
        guard let prompt else { return [] }
        self.prompt = nil
        let answer = String(prompt.text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        guard !answer.isEmpty else { return [] }
        switch prompt.purpose {
        case .shoppingItem: return [.shopping(.addItem(answer))]
        }
    }

    /// The shell read the files: the list is replaced and what happened said.
    mutating func shoppingLoaded(_ state: ShoppingState, note: String?, problems: [String], env: AppEnvironment) {
        let first = shopping == nil
        shopping = state
        if first, showsCookable, tab == .shopping { openCookable(env: env) }
        for problem in problems { status = StatusMessage(problem, isWarning: true) }
        if let note { status = StatusMessage(note) }
    }

    /// The link under the cursor of the active list, when it is a shopping row.
    private func shoppingLink(env: AppEnvironment) -> Link? {
        guard let depth = activeDepth(env: env) else { return nil }
        switch content(at: depth, env: env)?.row(tabs.active.position(at: depth).cursor)?.link {
        case let link? where link.isShopping: return link
        default: return nil
        }
    }
}

extension Link {
    /// Whether the link is a shopping item or a menu (acted on, never navigated to).
    var isShopping: Bool {
        switch self {
        case .shoppingItem, .menu: true
        default: false
        }
    }
}
