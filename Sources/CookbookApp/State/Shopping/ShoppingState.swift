import RecipeStore

/// The Shopping tab's data as the shell last read it from Cooklang's files (issue #17): the
/// list by aisle and the `.menu` files that can be added. The files are the truth; this is
/// replaced whole after every change.
public struct ShoppingState: Equatable, Sendable {
    /// Equal when every field is, `listed` by its entries and labels (tuples are not Equatable).
    public static func == (lhs: ShoppingState, rhs: ShoppingState) -> Bool {
        lhs.list == rhs.list && lhs.menus == rhs.menus && lhs.pantry == rhs.pantry && lhs.aisles == rhs.aisles && lhs.today == rhs.today && lhs.isFolder == rhs.isFolder
            && lhs.listed.map(\.entry) == rhs.listed.map(\.entry) && lhs.listed.map(\.label) == rhs.listed.map(\.label)
    }

    /// The list, grouped by aisle, what the pantry covers last.
    public var list: ShoppingList
    /// The collection's `.menu` files, by path from its root without the extension (`Weekly Plan`).
    public var menus: [String]
    /// What is on the list as it was put there (recipes, menus, free-hand items), each with
    /// the name to show (`Pizza Dough ×2`).
    public var listed: [(entry: ShoppingListFile.Entry, label: String)] = []
    /// The pantry (`pantry.conf`), nil when there is none: "What can I cook?" ranks by it.
    public var pantry: PantryConfig?
    /// The aisles (`aisle.conf`), whose synonyms name ingredients as the list does.
    public var aisles: AisleConfig?
    /// The day the files were read, which expiry dates count from.
    public var today: PantryDate
    /// Whether the collection is a Cooklang folder (recipe references are file paths).
    public var isFolder: Bool

    /// Whether recipe `id` is on the list itself (not only through a menu or another recipe).
    public func lists(_ id: RecipeID) -> Bool {
        listed.contains { if case let .recipe(path, _, 0) = $0.entry { ShoppingList.recipeID(forPath: path, isFolder: isFolder) == id } else { false } }
    }

    /// A state of `list` offering `menus`, with `pantry` as read on `today`.
    public init(list: ShoppingList, menus: [String], pantry: PantryConfig? = nil, today: PantryDate = PantryDate(day: 0), isFolder: Bool = false) {
        self.isFolder = isFolder
        self.list = list
        self.menus = menus
        self.pantry = pantry
        self.today = today
    }
}
