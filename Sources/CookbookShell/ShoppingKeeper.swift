import CookbookApp
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipeStore

/// Does the browser's shopping changes (`Effect.shopping`) on Cooklang's files and reads them
/// back (issue #17): the same files and rules as `cookbook shopping-list`, answered as the
/// event the app applies.
public struct ShoppingKeeper: Sendable {
    /// Where the files are.
    public let files: ShoppingFiles
    /// The collection's path (a folder's menus are found in it).
    public let collection: String
    /// Whether the collection is a Cooklang folder (list entries are file paths).
    public let isFolder: Bool

    /// A keeper of `files` for the collection at `collection`.
    public init(files: ShoppingFiles, collection: String) {
        self.files = files
        self.collection = collection
        isFolder = CollectionOpener.isFolder(collection)
    }

    /// Applies `change` over `store`, then reads the files: the list as they now make it, or
    /// why the change could not be written.
    public func apply(_ change: ShoppingChange, store: any RecipeStore) -> Event {
        let note: String?
        do {
            note = try write(change, store: store)
        } catch {
            return .shoppingNotSaved(reason: "\(error)")
        }
        let (list, pantry, problems) = files.shoppingList(store: store, isFolder: isFolder)
        let state = ShoppingState(list: list, menus: menus(), pantry: pantry, today: PantryDate(unixTime: Date().timeIntervalSince1970),
                                  isFolder: isFolder)
        return .shoppingLoaded(state, note: note, problems: problems)
    }

    /// A failure said to the user as it is.
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    /// Writes `change`; what it did, for the status line.
    private func write(_ change: ShoppingChange, store: any RecipeStore) throws -> String? {
        switch change {
        case .load:
            return nil
        case let .addRecipe(id, scale):
            guard let recipe = store.recipe(id) else { throw Refusal(description: "there is no recipe \"\(id)\" any more") }
            guard let path = CookbookCommand.listName(of: id, store: store, collection: collection) else {
                throw Refusal(description: "cannot tell which file \(recipe.name) is in \(collection)")
            }
            try files.changeList { $0.addRecipe(path, scale: scale); return true }
            let times = scale == 1 ? "" : " (×\(QuantityText.format(scale, fractions: false)))"
            return "Added \(recipe.name)\(times) to the shopping list."
        case let .addMenu(path):
            let file = collection + "/" + path + ".menu"
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { throw Refusal(description: "cannot read \(file)") }
            let menu = ShoppingMenu(parsing: text)
            let recipes = menu.recipes(store: store, isFolder: isFolder)
            try files.changeList { $0.addMenu("./" + path, recipes: recipes, items: menu.items); return true }
            return "Added the menu \(path) (\(recipes.count) recipe\(recipes.count == 1 ? "" : "s"), \(menu.items.count) more item\(menu.items.count == 1 ? "" : "s")) to the shopping list."
        case let .check(name, checked):
            try files.check(name, checked: checked)
            return nil
        case let .addItem(text):
            guard case let .item(name, quantity, unit)? = ShoppingListFile(parsing: text).entries.first else {
                throw Refusal(description: "“\(text)” is not an item; write a name with an optional amount, e.g. coffee{1%bag}")
            }
            try files.changeList { $0.addItem(name, quantity: quantity, unit: unit); return true }
            return "Added \(text) to the shopping list."
        }
    }

    /// The folder's `.menu` files, by path from its root without the extension, in name order
    /// (hidden folders skipped, recipe files never looked into, so a big folder costs one
    /// directory listing per folder); none for a JSON collection.
    func menus() -> [String] {
        guard isFolder else { return [] }
        var found: [String] = [], folders = [""]
        while let folder = folders.popLast() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: collection + "/" + folder)) ?? []
            for name in names where !name.hasPrefix(".") {
                let path = folder.isEmpty ? name : folder + "/" + name
                var isDirectory = false
                if name.hasSuffix(".menu") {
                    found.append(String(path.dropLast(".menu".count)))
                } else if !name.hasSuffix(".cook"), FileManager.default.fileExists(atPath: collection + "/" + path, isDirectory: &isDirectory), isDirectory {
                    folders.append(path)
                }
            }
        }
        return found.sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }
    }
}
