import CookbookApp
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FileSystem
import RecipeStore

/// Does the browser's shopping changes (`Effect.shopping`) on Cooklang's files and reads them
/// back (issue #17): the same files and rules as `cookbook shopping-list`, answered as the
/// event the app applies. The collection's `.menu` files are looked for when the list is
/// first read (and again on each `load`), not on every tick.
public final class ShoppingKeeper {
    /// Where the files are.
    public let files: ShoppingFiles
    /// The collection's path (a folder's menus are found in it).
    public let collection: String
    /// Whether the collection is a Cooklang folder (list entries are file paths).
    public let isFolder: Bool
    /// The day expiry dates count from (`AppClock.today`; a test sets its own).
    let today: () -> PantryDate
    private var menuCache: [String]?

    /// A keeper of `files` for the collection at `collection`, counting expiry from `today`.
    public init(files: ShoppingFiles, collection: String, today: @escaping () -> PantryDate) {
        self.files = files
        self.collection = collection
        self.today = today
        isFolder = CollectionOpener.isFolder(collection)
    }

    /// Applies `change` over `store`, then reads the files: the list as they now make it, or
    /// why the change could not be written.
    public func apply(_ change: ShoppingChange, store: any RecipeStore) -> Event {
        var said: [String] = []
        let note: String?
        do {
            note = try write(change, store: store, problems: &said)
        } catch {
            return .shoppingNotSaved(reason: "\(error)")
        }
        if change == .load { menuCache = nil }
        let day = today()
        let (list, contents, problems) = files.shoppingList(store: store, isFolder: isFolder, today: day)
        var state = ShoppingState(list: list, menus: menus(), pantry: contents.pantry, today: day, isFolder: isFolder)
        state.aisles = contents.aisles
        state.listed = contents.list.topLevel.map { ($0, label(of: $0, store: store)) }
        return .shoppingLoaded(state, note: note, problems: said + problems)
    }

    /// A failure said to the user as it is.
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    /// Writes `change`; what it did, for the status line; what went wrong on the way in `problems`.
    private func write(_ change: ShoppingChange, store: any RecipeStore, problems: inout [String]) throws -> String? {
        switch change {
        case .load:
            return nil
        case let .addRecipe(id, scale):
            guard let recipe = store.recipe(id) else { throw Refusal(description: "there is no recipe \"\(id)\" any more") }
            guard let path = CookbookCommand.listName(of: id, store: store, collection: collection) else {
                throw Refusal(description: "cannot tell which file \(recipe.name) is in \(collection)")
            }
            var had: Double?
            try files.changeList { had = $0.addRecipe(path, scale: scale); return true }
            if let had { return Self.alreadyListed(recipe, had: had, added: scale) }
            let times = scale == 1 ? "" : " (×\(QuantityText.format(scale, fractions: false)))"
            return "Added \(recipe.name)\(times) to the shopping list."
        case let .addMenu(path):
            let file = collection + "/" + path + ".menu"
            guard case let .text(text) = FileText.read(file) else { throw Refusal(description: "cannot read \(file)") }
            let menu = ShoppingMenu(parsing: text)
            let (recipes, menuProblems) = menu.recipes(store: store, isFolder: isFolder)
            problems += menuProblems.map { "\(file): \($0)" }
            try files.changeList { $0.addMenu("./" + path + ".menu", recipes: recipes); return true }
            return "Added the menu \(path) (\(recipes.count) recipe\(recipes.count == 1 ? "" : "s"), \(menu.items.count) more item\(menu.items.count == 1 ? "" : "s")) to the shopping list."
        case let .check(name, checked):
            try files.check(name, checked: checked)
            return nil
        case let .addItem(text):
            let item = try ShoppingItemText.parse(text)
            try files.changeList { $0.addItem(item.name, quantity: item.quantity, unit: item.unit); return true }
            return "Added \(item.written) to the shopping list."
        case let .remove(entry):
            let removed = try files.changeList { file in
                switch entry {
                case let .recipe(path, _, _): file.removeRecipe(path)
                case let .item(name, _, _): file.removeItem(name)
                case .other, .invalid: false
                }
            }
            guard removed else { throw Refusal(description: "it is no longer on the list") }
            return "Took \(label(of: entry, store: store)) off the shopping list."
        }
    }

    /// What adding `recipe` again did, its entry `had` times on the list and `added` more:
    /// `Already on the list (4 servings) — added 4 more.` (`(×2) — added ×1 more` for a recipe
    /// that states no servings).
    static func alreadyListed(_ recipe: Recipe, had: Double, added: Double) -> String {
        let amount = { (times: Double) in QuantityText.format(times * Double(recipe.writtenServings), fractions: false) }
        guard recipe.servings != nil else { return "Already on the list (×\(amount(had))) — added ×\(amount(added)) more." }
        return "Already on the list (\(amount(had)) serving\(had * Double(recipe.writtenServings) == 1 ? "" : "s")) — added \(amount(added)) more."
    }

    /// `Pizza Dough ×2`, `Weekly Plan (menu)`, `coffee (1 bag)`: an entry as the user knows it.
    func label(of entry: ShoppingListFile.Entry, store: any RecipeStore) -> String {
        switch entry {
        case let .recipe(path, scale, _):
            let times = scale.map { $0 == 1 ? "" : " ×" + QuantityText.format($0, fractions: false) } ?? ""
            if let recipe = store.recipe(ShoppingList.recipeID(forPath: path, isFolder: isFolder)) { return recipe.name + times }
            let name = path.hasSuffix(".menu") ? path.dropLast(".menu".count) : Substring(path)
            return String(name.drop { $0 == "." || $0 == "/" }) + times + " (menu)"
        case let .item(name, quantity, unit):
            let amount = [quantity, unit].filter { !$0.isEmpty }.joined(separator: " ")
            return amount.isEmpty ? name : "\(name) (\(amount))"
        case .other, .invalid:
            return ""
        }
    }

    /// The folder's `.menu` files (`MealPlan.menuPaths`), looked for once per `load`; none for
    /// a JSON collection.
    func menus() -> [String] {
        if let menuCache { return menuCache }
        guard isFolder else { return [] }
        menuCache = MealPlan.menuPaths(in: collection)
        return menuCache ?? []
    }
}
