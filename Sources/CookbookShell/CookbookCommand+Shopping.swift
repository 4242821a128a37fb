#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipeStore

/// `cookbook shopping-list` (issue #17): Cooklang's `.shopping-list` and `.shopping-checked`,
/// in a folder collection's root (where other Cooklang tools read them) or, for a JSON
/// collection, in `$XDG_DATA_HOME/cookbook`; aisles from the folder's `config/aisle.conf`
/// (else `$XDG_CONFIG_HOME/cookbook/aisle.conf`). Each change reads the file as it is now and
/// writes it whole, atomically: another tool's edit in between is kept.
extension CookbookCommand {
    static func shoppingList(_ action: Options.ShoppingAction, store: any RecipeStore, collection: String, options: Options,
                             paths: XDGPaths) -> Int32 {
        let isFolder = CollectionOpener.isFolder(collection)
        let directory: String
        do {
            directory = isFolder ? collection : try paths.dataDirectory()
        } catch {
            printError("\(error)")
            return 1
        }
        let listPath = directory + "/.shopping-list", checkedPath = directory + "/.shopping-checked"
        let file = ShoppingListFile(parsing: (try? String(contentsOfFile: listPath, encoding: .utf8)) ?? "")
        let checks = (try? String(contentsOfFile: checkedPath, encoding: .utf8)) ?? ""
        switch action {
        case .show:
            let aislePath = isFolder ? collection + "/config/aisle.conf" : (try? paths.configDirectory()).map { $0 + "/aisle.conf" }
            let aisles = aislePath.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }.map(AisleConfig.init(parsing:))
            for problem in aisles?.problems ?? [] { printError("\(aislePath ?? ""):\(problem.line): \(problem.message)") }
            let log = ShoppingCheckLog(parsing: checks)
            for problem in log.problems { printError("\(checkedPath):\(problem.line): \(problem.message)") }
            let list = ShoppingList(file: file, checks: log, aisles: aisles, store: store, isFolder: isFolder)
            for problem in list.problems { printError("\(listPath): \(problem)") }
            return write { try PlainOutput.shoppingList(list, json: options.json, markdown: options.markdown) }
        case let .add(id):
            guard let recipe = store.recipe(RecipeID(id)) else {
                printError("there is no recipe \"\(id)\"; `cookbook list` shows the ids")
                return 2
            }
            guard let path = listName(of: recipe.id, store: store, isFolder: isFolder) else {
                printError("cannot tell which file \(id) is: the folder cache is off, so the list could not name it as other Cooklang tools do")
                return 1
            }
            var changed = file
            changed.addRecipe(path, scale: options.servings.map(recipe.scale(toServings:)) ?? 1)
            return save(changed.text, to: listPath, in: directory)
        case let .remove(id):
            var changed = file
            guard let path = listName(of: RecipeID(id), store: store, isFolder: isFolder), changed.removeRecipe(path) else {
                printError("\(id) is not on the shopping list")
                return 2
            }
            return save(changed.text, to: listPath, in: directory)
        case let .check(name), let .uncheck(name):
            let isCheck = if case .check = action { true } else { false }
            return save(checks + (checks.isEmpty || checks.hasSuffix("\n") ? "" : "\n") + ShoppingCheckLog.line(name, checked: isCheck),
                        to: checkedPath, in: directory)
        case .clear:
            var changed = file
            changed.clear()
            return save(changed.text, to: listPath, in: directory)
        }
    }

    /// How the list names recipe `id`: its file's path in a folder (`./Shared/Pizza Dough`, as
    /// other Cooklang tools read it), the id in a JSON collection; nil when the folder's cache
    /// is off and the file cannot be told.
    private static func listName(of id: RecipeID, store: any RecipeStore, isFolder: Bool) -> String? {
        guard isFolder else { return "./" + id.rawValue }
        return (store as? IndexedRecipeStore)?.filePath(of: id).map { "./" + $0.dropLast(".cook".count) }
    }

    /// Writes `text` to `path` atomically (making `directory` if needed); says why not.
    private static func save(_ text: String, to path: String, in directory: String) -> Int32 {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try AtomicFile.write(Data(text.utf8), to: path, permissions: 0o644)
            return 0
        } catch {
            printError("cannot write \(path): \(error)")
            return 1
        }
    }
}
