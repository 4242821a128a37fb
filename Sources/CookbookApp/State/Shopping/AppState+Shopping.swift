import RecipeStore

/// The shopping list across recipes (issue #17): `a` adds the open recipe at its servings, `A`
/// a menu, `Space` ticks, `i` types a free-hand item. The state only asks (`Effect.shopping`);
/// the shell changes Cooklang's files and answers with what they now hold.
extension AppState {
    /// `a`: the open recipe (or the one under the cursor), at the servings it is shown for.
    mutating func addToShopping(env: AppEnvironment) -> [Effect] {
        guard let id = recipeBelowTop(env: env) ?? targetRecipe(env: env), let recipe = env.store.recipe(id) else {
            overlays.status = StatusMessage("Open a recipe (or put the cursor on one) to add it to the shopping list with \(env.keymap.label(for: .shoppingAdd)).")
            return []
        }
        return [.shopping(.addRecipe(id, scale: scale(of: recipe)))]
    }

    /// `A`: the menu under the cursor on the Shopping tab.
    mutating func addMenuToShopping(env: AppEnvironment) -> [Effect] {
        guard case let .menu(path)? = shoppingLink(env: env) else {
            let menus = shopping.files?.menus.isEmpty == false ? "put the cursor on one under “Menus” and press \(env.keymap.label(for: .shoppingAddMenu))" : "this collection has no .menu files"
            overlays.status = StatusMessage(tab == .shopping ? "To add a menu, \(menus)." : "To add a menu, open the Shopping tab (\(env.keymap.label(for: .tabShopping))) and \(menus).")
            return []
        }
        return [.shopping(.addMenu(path))]
    }

    /// `Space`: ticks the item under the cursor, or unticks it.
    mutating func toggleShoppingCheck(env: AppEnvironment) -> [Effect] {
        guard case let .shoppingItem(name)? = shoppingLink(env: env) else {
            overlays.status = StatusMessage(tab == .shopping ? "Put the cursor on an item to tick it." : "Put the cursor on an item of the Shopping tab (\(env.keymap.label(for: .tabShopping))) to tick it.")
            return []
        }
        let checked = shopping.files?.list.groups.lazy.flatMap(\.entries).first { $0.item.name == name }?.checked ?? false
        return [.shopping(.check(name, checked: !checked))]
    }

    /// `d`: takes what is under the cursor under “On the list” off the list.
    mutating func removeFromShopping(env: AppEnvironment) -> [Effect] {
        guard case let .listed(entry)? = shoppingLink(env: env) else {
            overlays.status = StatusMessage("Put the cursor on a recipe, menu or item under “On the list” to take it off with \(env.keymap.label(for: .shoppingRemove)).")
            return []
        }
        return [.shopping(.remove(entry))]
    }

    /// Enter (`l`, →) on a shopping row changes nothing: it says what the row is and which key
    /// acts on it, so moving through the list never changes it by accident.
    mutating func openShoppingRow(env: AppEnvironment) -> Bool {
        switch shoppingLink(env: env) {
        case let .shoppingItem(name)?:
            let entry = shopping.files?.list.groups.lazy.flatMap(\.entries).first { $0.item.name == name }
            let needs = entry.map { " for " + $0.item.sources.joined(separator: ", ") } ?? ""
            overlays.status = StatusMessage("\(entry?.text ?? name)\(needs). \(env.keymap.label(for: .shoppingCheck)) ticks it.")
        case let .menu(path)?:
            overlays.status = StatusMessage("The menu \(path): \(env.keymap.label(for: .shoppingAddMenu)) adds its recipes to the list.")
        case .listed?:
            overlays.status = StatusMessage("\(env.keymap.label(for: .shoppingRemove)) takes it off the list.")
        default:
            return false
        }
        return true
    }

    /// `i`: asks for a free-hand item in the status line.
    mutating func startShoppingItem() {
        merge(overlays.update(.ask(Prompt(.shoppingItem))))
    }

    /// The shell read the files: the list is replaced, the cursor kept on the row it was on
    /// (or the nearest one that can be chosen), and what happened said; a problem already said
    /// about the same files is not said again.
    mutating func shoppingLoaded(_ files: ShoppingState, note: String?, problems: [String], env: AppEnvironment) -> [Effect] {
        let before = tab == .shopping ? content(at: 0, env: env).flatMap { $0.row(tabs.active.position(at: 0).cursor)?.link } : nil
        let loaded = shopping.update(.loaded(files, note: note, problems: problems))
        var effects: [Effect] = []
        if shopping.cookableJumpPending, tab == .shopping {
            effects = openCookable(env: env)
        } else if tab == .shopping {
            keepShoppingCursor(on: before, env: env)
        }
        return effects + merge(loaded)                              // said after the jump's own words
    }

    /// After the list changed, the cursor goes back to the row with `link`, else stays where it
    /// was, moved to the nearest row that can be chosen.
    private mutating func keepShoppingCursor(on link: Link?, env: AppEnvironment) {
        guard let content = content(at: 0, env: env), content.count > 0 else { return }
        var position = tabs[state: .shopping].position(at: 0)
        if let link, let index = (0..<content.count).first(where: { content.row($0)?.link == link }) {
            position.cursor = index
        } else {
            let start = min(position.cursor, content.count - 1)
            let nearest = (0..<content.count).filter { content.row($0)?.selectable == true }.min { abs($0 - start) < abs($1 - start) }
            position.cursor = nearest ?? start
        }
        tabs[state: .shopping].positions[0] = position
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
        case .shoppingItem, .menu, .listed: true
        default: false
        }
    }
}
