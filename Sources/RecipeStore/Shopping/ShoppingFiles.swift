#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where Cooklang's kitchen files live for one collection, and the one place they are read and
/// changed: `.shopping-list` and `.shopping-checked` in the data directory (a folder
/// collection's root, where the official tools read them), `aisle.conf` and `pantry.conf` in
/// the config directory (the folder's `config/`). Every change reads the file as it is now and
/// writes it whole, atomically, so another tool's edit in between is kept.
public struct ShoppingFiles: Sendable {
    /// The folder holding `.shopping-list` and `.shopping-checked`.
    public let dataDirectory: String
    /// The folder holding `aisle.conf` and `pantry.conf`, nil when there is none.
    public let configDirectory: String?

    /// The files of a collection whose lists live in `dataDirectory` and configs in `configDirectory`.
    public init(dataDirectory: String, configDirectory: String?) {
        self.dataDirectory = dataDirectory
        self.configDirectory = configDirectory
    }

    /// `.shopping-list`'s path.
    public var listPath: String { dataDirectory + "/.shopping-list" }
    /// `.shopping-checked`'s path.
    public var checkedPath: String { dataDirectory + "/.shopping-checked" }
    /// `aisle.conf`'s path, if there is a config folder.
    public var aislePath: String? { configDirectory.map { $0 + "/aisle.conf" } }
    /// `pantry.conf`'s path, if there is a config folder.
    public var pantryPath: String? { configDirectory.map { $0 + "/pantry.conf" } }

    /// Everything read at once, with each file's problems named `path:line: message`.
    public struct Contents: Sendable {
        /// The list file as it is (empty when missing).
        public let list: ShoppingListFile
        /// The check log as it is.
        public let checks: ShoppingCheckLog
        /// The aisles, nil without `aisle.conf`.
        public let aisles: AisleConfig?
        /// The pantry, nil without `pantry.conf`.
        public let pantry: PantryConfig?
        /// What could not be read, each naming its file and line.
        public let problems: [String]
    }

    /// Reads the four files; a missing one is empty (or nil), an unreadable one a problem.
    public func read() -> Contents {
        var problems: [String] = []
        let list = ShoppingListFile(parsing: Self.text(at: listPath, problems: &problems) ?? "")
        problems += list.problems.map { "\(listPath):\($0.line): \($0.message)" }
        let checks = ShoppingCheckLog(parsing: Self.text(at: checkedPath, problems: &problems) ?? "")
        problems += checks.problems.map { "\(checkedPath):\($0.line): \($0.message)" }
        let aisles = aislePath.flatMap { Self.text(at: $0, problems: &problems) }.map(AisleConfig.init(parsing:))
        problems += aisles?.problems.map { "\(aislePath ?? ""):\($0.line): \($0.message)" } ?? []
        let pantry = pantryPath.flatMap { Self.text(at: $0, problems: &problems) }.map(PantryConfig.init(parsing:))
        problems += pantry?.problems.map { "\(pantryPath ?? ""):\($0.line): \($0.message)" } ?? []
        return Contents(list: list, checks: checks, aisles: aisles, pantry: pantry, problems: problems)
    }

    /// The list as a cook reads it, over `store`, the pantry it was read with, and every
    /// problem found on the way.
    public func shoppingList(store: any RecipeStore, isFolder: Bool) -> (list: ShoppingList, pantry: PantryConfig?, problems: [String]) {
        let contents = read()
        let list = ShoppingList(file: contents.list, checks: contents.checks, aisles: contents.aisles, pantry: contents.pantry,
                                store: store, isFolder: isFolder)
        return (list, contents.pantry, contents.problems + list.problems.map { "\(listPath): \($0)" })
    }

    /// Applies `change` to `.shopping-list` as it is now and saves it; false when the change
    /// found nothing to change (removing a recipe not on the list).
    @discardableResult
    public func changeList(_ change: (inout ShoppingListFile) -> Bool) throws(AtomicFile.Failure) -> Bool {
        var problems: [String] = []
        var file = ShoppingListFile(parsing: Self.text(at: listPath, problems: &problems) ?? "")
        if let problem = problems.first { throw AtomicFile.Failure(path: listPath, reason: problem) }
        guard change(&file) else { return false }
        try save(file.text, to: listPath)
        return true
    }

    /// Appends `+ name` (or `- name`) to `.shopping-checked`, as the official tools do.
    public func check(_ name: String, checked: Bool) throws(AtomicFile.Failure) {
        var problems: [String] = []
        let text = Self.text(at: checkedPath, problems: &problems) ?? ""
        if let problem = problems.first { throw AtomicFile.Failure(path: checkedPath, reason: problem) }
        let separator = text.isEmpty || text.hasSuffix("\n") ? "" : "\n"
        try save(text + separator + ShoppingCheckLog.line(name, checked: checked), to: checkedPath)
    }

    /// Writes `text` to `path` atomically, making the data folder if needed.
    private func save(_ text: String, to path: String) throws(AtomicFile.Failure) {
        do {
            try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        } catch {
            throw AtomicFile.Failure(path: dataDirectory, reason: "cannot make the folder: \(error)")
        }
        try AtomicFile.write(Data(text.utf8), to: path, permissions: 0o644)
    }

    /// The file's text, nil when it does not exist; a file that exists but cannot be read
    /// (permissions, invalid UTF-8) is a problem, not an empty file.
    private static func text(at path: String, problems: inout [String]) -> String? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            problems.append("\(path): cannot be read")
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            problems.append("\(path): is not UTF-8 text")
            return nil
        }
        return text
    }
}
