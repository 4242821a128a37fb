import RecipeStore

/// The Shopping tab's data as the shell last read it from Cooklang's files (issue #17): the
/// list by aisle and the `.menu` files that can be added. The files are the truth; this is
/// replaced whole after every change.
public struct ShoppingState: Equatable, Sendable {
    /// The list, grouped by aisle, what the pantry covers last.
    public var list: ShoppingList
    /// The collection's `.menu` files, by path from its root without the extension (`Weekly Plan`).
    public var menus: [String]

    /// A state of `list` offering `menus`.
    public init(list: ShoppingList, menus: [String]) {
        self.list = list
        self.menus = menus
    }
}
