#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FileSystem
import RecipeStore

/// `cookbook shopping-list` (issue #17): Cooklang's `.shopping-list` and `.shopping-checked`,
/// in a folder collection's root (where other Cooklang tools read them) or, for a JSON
/// collection, in `$XDG_DATA_HOME/cookbook`; `aisle.conf` and `pantry.conf` each from the folder's
/// `config/`, else `$XDG_CONFIG_HOME/cookbook/`. `ShoppingFiles` reads and writes them.
extension CookbookCommand {
    static func shoppingList(_ action: Options.ShoppingAction, store: any RecipeStore, collection: String, options: Options,
                             paths: XDGPaths, today: PantryDate) -> Int32 {
        let isFolder = CollectionOpener.isFolder(collection)
        guard let files = shoppingFilesOrSay(collection: collection, paths: paths) else { return 1 }
        do {
            switch action {
            case .show:
                let (list, _, problems) = files.shoppingList(store: store, isFolder: isFolder, today: today)
                for problem in problems { printError(problem) }
                return write { try PlainOutput.shoppingList(list, json: options.json, markdown: options.markdown) }
            case let .add(id):
                let menu = id.hasSuffix(".menu") ? String(id.dropLast(".menu".count)) : id
                if isFolder, store.recipe(RecipeID(id)) == nil, FilePath.exists(collection + "/" + menu + ".menu") {
                    // A menu, by its path in the folder (`Weekly Plan` or `Plans/Weekly Plan.menu`).
                    switch ShoppingKeeper(files: files, collection: collection, today: { today }).apply(.addMenu(menu), store: store) {
                    case let .shoppingLoaded(_, _, problems):
                        for problem in problems { printError(problem) }
                        return 0
                    case let .shoppingNotSaved(reason):
                        printError(reason)
                        return 1
                    default:
                        return 1
                    }
                }
                guard let recipe = store.recipe(RecipeID(id)) else {
                    printError("there is no recipe or menu \"\(id)\"; `cookbook list` shows the recipe ids, a menu is named by its path (Plans/Weekly Plan)")
                    return 2
                }
                guard let path = listName(of: recipe.id, store: store, collection: collection) else {
                    printError("cannot tell which file \(id) is in \(collection)")
                    return 1
                }
                if let servings = options.servings, servings != 1, let made = recipe.yieldInsteadOfServings {
                    printError("\(id) makes \(made), not servings; add it without --servings")
                    return 2
                }
                let scale = options.servings.map(recipe.scale(toServings:)) ?? 1
                var had: Double?
                try files.changeList { had = $0.addRecipe(path, scale: scale); return true }
                // Added again: one entry, the servings summed, and said.
                if let had { print(ShoppingKeeper.alreadyListed(recipe, had: had, added: scale)) }
            case let .remove(id):
                // A recipe by its id, or anything on the list (a menu) by its path.
                // A menu as the official tools write it (`./Plans/Weekly Plan.menu`), or as Cookbook once did.
                let menu = "./" + (id.hasSuffix(".menu") ? String(id.dropLast(".menu".count)) : id)
                let paths = [listName(of: RecipeID(id), store: store, collection: collection), menu + ".menu", menu].compactMap { $0 }
                guard try files.changeList({ file in paths.contains { file.removeRecipe($0) } },
                                           compactingChecks: names(on: files, store: store, isFolder: isFolder)) else {
                    printError("\(id) is not on the shopping list")
                    return 2
                }
            case let .check(name), let .uncheck(name):
                let isCheck = if case .check = action { true } else { false }
                try files.check(name, checked: isCheck)
            case .clear:
                try files.changeList({ $0.clear(); return true }, compactingChecks: names(on: files, store: store, isFolder: isFolder))
            }
            return 0
        } catch {
            printError("cannot write \(error.path): \(error.reason)")
            return 1
        }
    }

    /// The names a changed list has, for compacting `.shopping-checked` against it (the
    /// conventions' compaction), so a cleared list starts unticked.
    private static func names(on files: ShoppingFiles, store: any RecipeStore, isFolder: Bool) -> (ShoppingListFile) -> Set<String> {
        let contents = files.read()
        return { file in
            var unsaid: [String] = []
            let list = ShoppingList(file: file, checks: contents.checks, aisles: contents.aisles, pantry: contents.pantry,
                                    menus: files.menus(on: file, isFolder: isFolder, problems: &unsaid), store: store, isFolder: isFolder)
            return Set(list.groups.flatMap(\.entries).map(\.item.name))
        }
    }

    /// `cookbook cookable`: recipes ranked by what `pantry.conf` covers, best first.
    static func cookable(store: any RecipeStore, collection: String, options: Options, paths: XDGPaths, today: PantryDate) -> Int32 {
        guard let files = shoppingFilesOrSay(collection: collection, paths: paths) else { return 1 }
        let contents = files.read()
        guard let pantry = contents.pantry else {
            printError("there is no pantry: write one at \(files.pantryPath ?? "config/pantry.conf") (see docs/cooklang.md)")
            return 1
        }
        for problem in contents.problems where problem.hasPrefix(files.pantryPath ?? "") { printError(problem) }
        let ranked = CookableRecipe.rank(store: store, pantry: pantry, aisles: contents.aisles, today: today, isFolder: CollectionOpener.isFolder(collection),
                                         minimum: options.minimum ?? 0)
        return write { try PlainOutput.cookable(ranked, json: options.json) }
    }

    /// The kitchen files of `collection`, or nil with the reason printed.
    private static func shoppingFilesOrSay(collection: String, paths: XDGPaths) -> ShoppingFiles? {
        do {
            return try shoppingFiles(collection: collection, paths: paths)
        } catch {
            printError("\(error)")
            return nil
        }
    }

    /// The kitchen files of `collection`: a folder keeps them in its root and `config/` (a
    /// config file it lacks read from the user's config folder, as the official CLI also looks
    /// there), a JSON collection in Cookbook's XDG data and config folders.
    static func shoppingFiles(collection: String, paths: XDGPaths) throws -> ShoppingFiles {
        guard !CollectionOpener.isFolder(collection) else {
            return ShoppingFiles(dataDirectory: collection, configDirectory: collection + "/config",
                                 fallbackConfigDirectories: [try? paths.configDirectory()].compactMap { $0 },
                                 trustedFolders: [try? paths.dataDirectory()].compactMap { $0 })
        }
        return ShoppingFiles(dataDirectory: try paths.dataDirectory(), configDirectory: try? paths.configDirectory())
    }

    /// How the list names recipe `id`: its file's path in `collection` when it is a folder
    /// (`./Shared/Pizza Dough`, as other Cooklang tools read it; from the index, else by walking
    /// the folder), the id in a JSON collection; nil when no file has that id.
    static func listName(of id: RecipeID, store: any RecipeStore, collection: String) -> String? {
        guard CollectionOpener.isFolder(collection) else { return "./" + id.rawValue }
        let path = (store as? FileNaming)?.filePath(of: id) ?? FolderCollectionLoader.relativePath(of: id, in: collection)
        return path.map { "./" + $0.dropLast(".cook".count) }
    }
}
