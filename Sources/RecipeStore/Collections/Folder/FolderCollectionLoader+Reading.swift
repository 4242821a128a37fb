import Cooklang
import FileSystem
#if canImport(Glibc)
import Glibc
#endif

/// Reading one file: what a load parses on every core, and what an indexed folder reads again
/// when a screen asks for a recipe.
extension FolderCollectionLoader {
    /// The recipe in the file `entry` under `folder` (without related links), the references
    /// it makes and its problems: what a load parses, and what an indexed folder re-reads when
    /// a screen asks for a recipe. Not `whole`, the recipe has what its index row needs only
    /// (no steps' uses, ingredient sections, method notes, cookware, source or time ranges).
    static func parse(folder: String, entry: DirectoryWalker.Entry, id: RecipeID, name: String, category: CategoryID,
                      fileLimit: Int = maximumFileSize, whole: Bool = true) -> (Recipe, [String], [CollectionIssue]) {
        var info = stat()
        return parse(folder: folder, entry: entry, id: id, name: name, category: category, fileLimit: fileLimit, whole: whole, lookedAt: &info)
    }

    /// `parse`, also giving the file's size, time and inode as it was read (`stat` of the path
    /// when it could not be read; zero when not even that, or for a name that is not UTF-8),
    /// the recipe made with the related recipes `related` gives for its references.
    static func parse(folder: String, entry: DirectoryWalker.Entry, id: RecipeID, name: String, category: CategoryID,
                      fileLimit: Int = maximumFileSize, whole: Bool = true, lookedAt info: inout stat, in directory: Int32? = nil,
                      related: ([String]) -> [RecipeID] = { _ in [] }) -> (Recipe, [String], [CollectionIssue]) {
        let path = folder + "/" + entry.relativePath
        let location = directory.map { (directory: $0, name: String(entry.relativePath.lastSlash().map {
            entry.relativePath[entry.relativePath.utf8.index(after: $0)...] } ?? Substring(entry.relativePath))) }
        return entry.nameProblem.map { broken(path: path, id: id, name: name, category: category, problem: $0) }
            ?? read(path: path, limit: fileLimit, id: id, name: name, category: category, whole: whole, lookedAt: &info, location: location,
                    related: related)
    }

    /// Reads and parses one file; an unreadable, UTF-16 or non-UTF-8 file becomes a marked
    /// recipe. A leading byte-order mark is skipped.
    private static func read(path: String, limit: Int, id: RecipeID, name: String, category: CategoryID, whole: Bool, lookedAt info: inout stat,
                             location: (directory: Int32, name: String)?, related: ([String]) -> [RecipeID]) -> (Recipe, [String], [CollectionIssue]) {
        var bytes: [UInt8]
        do {
            bytes = try FilePath.readAll(path, limit: limit, lookedAt: &info, location: location)
        } catch {
            if info.st_ino == 0, stat(path, &info) != 0 { info = stat() }
            let reason = error.reason.prefix(1).lowercased() + error.reason.dropFirst()
            let issue = CollectionIssue(file: path, location: "", message: "cannot read: \(reason)", severity: .error, recipe: id.rawValue)
            return (Recipe(id: id, name: name, category: category, ingredients: [], steps: [], problems: ["cannot read the file: \(reason)"]), [], [issue])
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.withUnsafeBufferPointer({ buffer in buffer.baseAddress.map { memchr($0, 0, buffer.count) != nil } ?? false }) {
            return broken(path: path, id: id, name: name, category: category, problem: "the file is UTF-16; save it as UTF-8")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        let text: String
        var located: [(line: Int, column: Int, message: String)] = []
        if let valid = String(validating: bytes, as: UTF8.self) {
            text = valid
        } else {
            let (line, column) = firstInvalidUTF8(bytes) ?? (1, 1)
            located.append((line, column, "not valid UTF-8; unreadable bytes are shown as �"))
            text = String(decoding: bytes, as: UTF8.self)
        }
        let parsed = CooklangParser.parse(text)
        located += parsed.errors.map { ($0.line, $0.column, $0.message) }
        let converter = CookRecipeConverter(parsed: parsed)
        // Numbers too large to keep (a 20-digit time) are dropped and said, never trapped on.
        let dropped = converter.problems
        // The author's `title:` names the recipe; the file name stays its id (and the fallback).
        let title = converter.title
        let steps = converter.convertedSteps(whole: whole)
        let references = converter.referencesMade(by: steps)
        var recipe = Recipe(id: id, name: title.isEmpty ? name : title, category: category, summary: converter.summary, servings: converter.servings,
                            prepMinutes: converter.prepMinutes, cookMinutes: converter.cookMinutes, tags: converter.tags,
                            ingredients: steps.ingredients.lines, steps: steps.texts, related: related(references), totalMinutes: converter.totalMinutes,
                            source: whole ? converter.source : nil, problems: located.map { "\($0.line):\($0.column): \($0.message)" } + dropped,
                            prepUpToMinutes: whole ? converter.prepUpToMinutes : nil, cookUpToMinutes: whole ? converter.cookUpToMinutes : nil,
                            totalUpToMinutes: whole ? converter.totalUpToMinutes : nil, cookware: steps.cookware.elements,
                            methodNotes: whole ? converter.methodNotes : [], facts: converter.facts,
                            ingredientSections: whole ? converter.ingredientSections : [])
        recipe.setStepParts(steps.parts)
        let issues = located.map { CollectionIssue(file: path, location: "line \($0.line), column \($0.column)", message: $0.message,
                                                   line: $0.line, column: $0.column, severity: .error, recipe: id.rawValue) }
            + dropped.map { CollectionIssue(file: path, location: "metadata", message: $0, recipe: id.rawValue) }
            // Repairs that lose nothing (sloppy front matter read anyway) warn without marking the recipe.
            + parsed.warnings.map { CollectionIssue(file: path, location: "line \($0.line), column \($0.column)", message: $0.message,
                                                    line: $0.line, column: $0.column, recipe: id.rawValue) }
        return (recipe, references, issues)
    }

    /// A recipe that could not be read at all, marked with `problem` (also a warning).
    private static func broken(path: String, id: RecipeID, name: String, category: CategoryID, problem: String)
        -> (Recipe, [String], [CollectionIssue]) {
        (Recipe(id: id, name: name, category: category, ingredients: [], steps: [], problems: [problem]), [],
         [CollectionIssue(file: path, location: "", message: problem, severity: .error, recipe: id.rawValue)])
    }

    /// The line and column (1-based, counting characters) of the first byte that is not valid UTF-8.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> (Int, Int)? {
        var decoder = UTF8(), iterator = bytes.makeIterator()
        var line = 1, column = 1
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput: return nil
            case .error: return (line, column)
            }
        }
    }
}
