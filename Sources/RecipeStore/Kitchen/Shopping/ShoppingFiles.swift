import FileSystem
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Where Cooklang's kitchen files live for one collection, and the one place they are read and
/// changed: `.shopping-list` and `.shopping-checked` in the data directory (a folder
/// collection's root, where the official tools read them), `aisle.conf` and `pantry.conf` in
/// the config directory (the folder's `config/`), each one the config directory lacks from the
/// first fallback folder that has it (the user's `$XDG_CONFIG_HOME/cookbook/`). Every change
/// reads the file as it is now and writes it whole, atomically, so another tool's edit in
/// between is kept.
public struct ShoppingFiles: Sendable {
    /// The folder holding `.shopping-list` and `.shopping-checked`.
    public let dataDirectory: String
    /// The folder holding `aisle.conf` and `pantry.conf`, nil when there is none.
    public let configDirectory: String?
    /// Folders to read `aisle.conf` or `pantry.conf` from, in order, when `configDirectory`
    /// does not have it (the lists never fall back).
    public let fallbackConfigDirectories: [String]
    /// Folders besides `dataDirectory` that a shopping file's symbolic link may lead into
    /// (the user's own data folder); a link leading anywhere else is never written through.
    public let trustedFolders: [String]

    /// The files of a collection whose lists live in `dataDirectory` and configs in
    /// `configDirectory`, else in the first of `fallbackConfigDirectories` that has them; links
    /// may lead into `dataDirectory` and `trustedFolders`.
    public init(dataDirectory: String, configDirectory: String?, fallbackConfigDirectories: [String] = [], trustedFolders: [String] = []) {
        self.dataDirectory = dataDirectory
        self.configDirectory = configDirectory
        self.fallbackConfigDirectories = fallbackConfigDirectories
        self.trustedFolders = trustedFolders
    }

    /// `.shopping-list`'s path.
    public var listPath: String { dataDirectory + "/.shopping-list" }
    /// `.shopping-checked`'s path.
    public var checkedPath: String { dataDirectory + "/.shopping-checked" }
    /// The `aisle.conf` read: the config folder's, else the first fallback's that exists, else
    /// the config folder's (where one would be written); nil without any config folder.
    public var aislePath: String? { configPath("aisle.conf") }
    /// The `pantry.conf` read, found as `aislePath` is.
    public var pantryPath: String? { configPath("pantry.conf") }

    /// `name` in the first config folder that has it, else in the first config folder.
    private func configPath(_ name: String) -> String? {
        let candidates = ([configDirectory].compactMap { $0 } + fallbackConfigDirectories).map { $0 + "/" + name }
        return candidates.first(where: FilePath.exists) ?? candidates.first
    }

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
    /// A file with bytes that are not UTF-8 is read with those bytes replaced (and said, with
    /// the line), so the rest of it still counts; it is never written back that way.
    public func read() -> Contents {
        var problems: [String] = []
        func text(_ path: String) -> String? {
            switch FileText.read(path) {
            case .missing: return nil
            case let .text(text): return text
            case let .damaged(text, line):
                problems.append("\(path):\(line): not UTF-8 text; the bytes that are not are shown as �")
                return text
            case let .unreadable(reason):
                problems.append("\(path): cannot be read: \(reason)")
                return nil
            }
        }
        let list = ShoppingListFile(parsing: text(listPath) ?? "")
        problems += list.problems.map { "\(listPath):\($0.line): \($0.message)" }
        let checks = ShoppingCheckLog(parsing: text(checkedPath) ?? "")
        problems += checks.problems.map { "\(checkedPath):\($0.line): \($0.message)" }
        let aisles = aislePath.flatMap(text).map(AisleConfig.init(parsing:))
        problems += aisles?.problems.map { "\(aislePath ?? ""):\($0.line): \($0.message)" } ?? []
        let pantry = pantryPath.flatMap(text).map(PantryConfig.init(parsing:))
        problems += pantry?.problems.map { "\(pantryPath ?? ""):\($0.line): \($0.message)" } ?? []
        return Contents(list: list, checks: checks, aisles: aisles, pantry: pantry, problems: problems)
    }

    /// The list as a cook reads it on `today` (expiry counts from it), over `store`, the files it
    /// was made from, and every problem found on the way.
    public func shoppingList(store: any RecipeStore, isFolder: Bool, today: PantryDate) -> (list: ShoppingList, contents: Contents, problems: [String]) {
        let contents = read()
        var problems = contents.problems
        let menus = menus(on: contents.list, isFolder: isFolder, problems: &problems)
        let list = ShoppingList(file: contents.list, checks: contents.checks, aisles: contents.aisles, pantry: contents.pantry,
                                today: today, menus: menus, store: store, isFolder: isFolder)
        return (list, contents, problems + list.problems.map { "\(listPath): \($0)" })
    }

    /// The `.menu` files the list's menu entries name (`./Plans/Weekly Plan.menu`, from a folder
    /// collection's root), read for their own ingredients; one that cannot be read is said.
    public func menus(on file: ShoppingListFile, isFolder: Bool, problems: inout [String]) -> [String: ShoppingMenu] {
        guard isFolder else { return [:] }
        var menus: [String: ShoppingMenu] = [:]
        for case let .recipe(path, _, 0) in file.entries where path.hasSuffix(".menu") && menus[path] == nil {
            let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
            guard !relative.split(separator: "/").contains("..") else { continue }
            switch FileText.read(dataDirectory + "/" + relative) {
            case let .text(text), let .damaged(text, _): menus[path] = ShoppingMenu(parsing: text)
            case .missing: continue                      // the list says a path that names nothing
            case let .unreadable(reason): problems.append("\(dataDirectory)/\(relative): cannot be read: \(reason)")
            }
        }
        return menus
    }

    /// Applies `change` to `.shopping-list` as it is now and saves it; false when the change
    /// found nothing to change (removing a recipe not on the list). With `keeping`, the check
    /// log is then compacted against the names the new list has (`ShoppingCheckLog.compacted`).
    /// The whole change runs under the folder's lock (`FolderLock`), reading the files again
    /// under it, so a change another Cookbook or the command line makes meanwhile is kept. A
    /// list that cannot be read whole (not UTF-8), or a link leading out of the folder, is
    /// refused, never written.
    @discardableResult
    public func changeList(_ change: (inout ShoppingListFile) -> Bool,
                           compactingChecks keeping: ((ShoppingListFile) -> Set<String>)? = nil) throws(AtomicFile.Failure) -> Bool {
        try locked { () throws(AtomicFile.Failure) -> Bool in
            var file = ShoppingListFile(parsing: try FileText.readForChange(listPath) ?? "")
            guard change(&file) else { return false }
            try save(file.text, to: listPath)
            if let keeping {
                let text = try FileText.readForChange(checkedPath) ?? "", checks = ShoppingCheckLog(parsing: text)
                let compacted = checks.compacted(keeping: keeping(file))
                if !checks.entries.isEmpty, compacted != text { try save(compacted, to: checkedPath) }
            }
            return true
        }
    }

    /// Appends `+ name` (or `- name`) to `.shopping-checked`, as the official tools do: an
    /// append (`O_APPEND`), so a line another tool appends meanwhile is kept, in the file's own
    /// line ending; a whole line or nothing (`FileText.append`), under the folder's lock.
    public func check(_ name: String, checked: Bool) throws(AtomicFile.Failure) {
        try locked { () throws(AtomicFile.Failure) in
            let existing = try FileText.readForChange(checkedPath) ?? ""
            let ending = existing.contains("\r\n") ? "\r\n" : "\n"
            let separator = existing.isEmpty || existing.utf8.last == UInt8(ascii: "\n") ? "" : ending
            var line = ShoppingCheckLog.line(name, checked: checked)
            if ending == "\r\n" { line = String(line.dropLast()) + "\r\n" }
            try LinkContainment.check(checkedPath, within: [dataDirectory] + trustedFolders)
            try FileText.append(separator + line, to: checkedPath)
        }
    }

    /// Runs `body` holding the data folder's lock (made first if missing).
    private func locked<T>(_ body: () throws(AtomicFile.Failure) -> T) throws(AtomicFile.Failure) -> T {
        try makeDataDirectory()
        let lock = try FolderLock.take(dataDirectory)
        defer { lock.release() }
        return try body()
    }

    private func makeDataDirectory() throws(AtomicFile.Failure) {
        do throws(FilePath.Failure) {
            try FilePath.createDirectories(dataDirectory, permissions: 0o777)
        } catch {
            throw AtomicFile.Failure(path: dataDirectory, reason: "cannot make the folder: \(error)")
        }
    }

    /// Writes `text` to `path` atomically (the data folder exists: the lock made it), never
    /// through a link leading out of the folder; an existing file
    /// keeps its permissions and group, and one we may not write is refused.
    private func save(_ text: String, to path: String) throws(AtomicFile.Failure) {
        try AtomicFile.replaceUserFile(path, with: text, within: [dataDirectory] + trustedFolders)
    }
}
