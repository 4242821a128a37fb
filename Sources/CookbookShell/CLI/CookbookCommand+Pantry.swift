import FileSystem
import RecipeStore

/// `cookbook pantry` (issue #37): the official `cook pantry`'s list, add, remove, update, low
/// (its `depleted`) and expiring, on the `pantry.conf` that `shopping-list` and `cookable` read
/// (the collection's `config/`, else the user's config folder). Reading needs no recipes, so
/// the collection is never opened; a change is one `PantryEdit` made through `PantryFile`.
extension CookbookCommand {
    /// Runs `pantry ACTION` on the pantry of `collection`; returns the exit status (0, 1 for a
    /// file that cannot be read or written or no pantry to read, 2 for what is not there).
    static func pantry(_ action: Options.PantryAction, collection: String, options: Options, paths: XDGPaths, today: PantryDate) -> Int32 {
        let files: ShoppingFiles
        do { files = try shoppingFiles(collection: collection, paths: paths) } catch {
            printError("\(error)")
            return 1
        }
        guard let path = files.pantryPath else {
            printError("there is no config folder to keep a pantry.conf in")
            return 1
        }
        switch action {
        case .list, .low, .expiring:
            guard let pantry = read(path) else { return 1 }
            return show(action, pantry: pantry, path: path, options: options, today: today)
        case let .add(section, name):
            return change(.add(section: section, name: name, attributes(options)), file: file(path, collection: collection),
                          words: "Added NAME to section SECTION", options: options)
        case let .remove(section, name):
            return change(.remove(section: section, name: name), file: file(path, collection: collection),
                          words: "Removed NAME from section SECTION", options: options)
        case let .update(section, name):
            return change(.update(section: section, name: name, attributes(options)), file: file(path, collection: collection),
                          words: "Updated NAME in section SECTION", options: options)
        }
    }

    /// The pantry at `path` with its problems said on stderr, or nil (said) when there is none.
    private static func read(_ path: String) -> PantryConfig? {
        let text: String
        switch FileText.read(path) {
        case .missing:
            printError("there is no pantry at \(path); `cookbook pantry add SECTION NAME` makes one (see docs/cli.md)")
            return nil
        case let .unreadable(reason):
            printError("\(path): cannot be read: \(reason)")
            return nil
        case let .text(read):
            text = read
        case let .damaged(read, line):
            printError("\(path):\(line): not UTF-8 text; the bytes that are not are shown as �")
            text = read
        }
        let pantry = PantryConfig(parsing: text)
        for problem in pantry.problems { printError("\(path):\(problem.line): \(problem.message)") }
        return pantry
    }

    /// `list`, `low` or `expiring`, printed.
    private static func show(_ action: Options.PantryAction, pantry: PantryConfig, path: String, options: Options, today: PantryDate) -> Int32 {
        switch action {
        case .low:
            return write { try PantryOutput.low(pantry.items.filter { $0.isLow || !$0.isStocked }, json: options.json) }
        case .expiring:
            let within = options.days ?? 7
            // Soonest first (expired ones, negative, before them), file order within a day.
            let dated = pantry.items.enumerated().compactMap { index, item -> (days: Int, index: Int, item: PantryItem)? in
                guard let expire = item.expire, expire.day - today.day <= within else { return nil }
                return (expire.day - today.day, index, item)
            }.sorted { ($0.days, $0.index) < ($1.days, $1.index) }.map { (item: $0.item, days: Optional($0.days)) }
            let undated = options.includeUnknown ? pantry.items.filter { $0.expire == nil }.map { (item: $0, days: Int?.none) } : []
            return write { try PantryOutput.expiring(dated + undated, within: within, json: options.json) }
        default:
            var items = pantry.items
            if let wanted = options.section {
                items = items.filter { PantryOutput.section(of: $0).lowercased() == wanted.lowercased() }
                if items.isEmpty {
                    let names = PantryOutput.grouped(pantry.items).map(\.0)
                    printError("there is no section “\(wanted)” in \(path)" + (names.isEmpty ? "" : " (sections: \(names.joined(separator: ", ")))"))
                    return 2
                }
            }
            return write { try PantryOutput.list(items, json: options.json) }
        }
    }

    /// Makes `edit` to the pantry and says what it did (`words`, as `PantryOutput.changed`
    /// takes them), or why not: exit 2 for a section or item that is not there (or is already),
    /// 1 for a file that cannot be read or written.
    private static func change(_ edit: PantryEdit, file: PantryFile, words: String, options: Options) -> Int32 {
        do {
            let change = try file.change(edit)
            if change.before == nil { printError("made a new pantry at \(file.path)") }
            let after = PantryConfig(parsing: change.after)
            for problem in after.problems { printError("\(file.path):\(problem.line): \(problem.message)") }
            let shown = { (config: PantryConfig) in
                config.items.first { $0.name == edit.name && PantryOutput.section(of: $0) == edit.section }
            }
            let item = if case .remove = edit { shown(PantryConfig(parsing: change.before ?? "")) } else { shown(after) }
            return write {
                try PantryOutput.changed(words, name: edit.name, section: edit.section, item: item, file: file.path, json: options.json)
            }
        } catch {
            printError(error.description)
            if case let .edit(failure) = error, failure.kind != .unreadable { return 2 }
            return 1
        }
    }

    /// The attributes `--quantity`, `--bought`, `--expire` and `--low` give.
    private static func attributes(_ options: Options) -> PantryAttributes {
        PantryAttributes(quantity: options.quantity, bought: options.bought, expire: options.expire, low: options.lowMark)
    }

    /// The pantry file at `path`: a link there may lead only into the collection's folder (for
    /// its own `config/pantry.conf`) or the folder the file is in (the user's config folder).
    private static func file(_ path: String, collection: String) -> PantryFile {
        let inCollection = CollectionOpener.isFolder(collection) && path.hasPrefix(collection + "/")
        return PantryFile(path: path, allowedFolders: [inCollection ? collection : FilePath.directory(of: path)])
    }
}
