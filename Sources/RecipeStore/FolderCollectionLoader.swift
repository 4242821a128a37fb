import Cooklang
import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Reads a folder of Cooklang `.cook` files as a collection. Sub-folders are categories (files
/// at the top go to "Uncategorised"), the file name is the recipe name, and the id comes from
/// the relative path (`Shared/Pizza Dough.cook` → `shared/pizza-dough`), so saved state
/// survives restarts and a rename loses only that recipe. References (`@./Shared/Pizza Dough{}`)
/// become related recipes.
///
/// A file that cannot be read, is not UTF-8 or has Cooklang errors is still listed, marked
/// with its problems (file, line and column); only an unreadable root folder fails the load.
public enum FolderCollectionLoader {
    /// The category of recipes at the top of the folder.
    public static let defaultCategory = Category(id: "uncategorised", name: "Uncategorised")

    /// Loads every `.cook` file under `folder`; a folder without any is an error, since
    /// pointing at the wrong folder is the likely mistake.
    public static func load(folder: String) throws(CollectionError) -> RecipeCollection {
        try load(folder: folder, walker: try DirectoryWalker(root: folder))
    }

    /// Loads the files `walker` found under `folder`.
    static func load(folder: String, walker: DirectoryWalker) throws(CollectionError) -> RecipeCollection {
        guard !walker.entries.isEmpty else { throw .notFound(path: folder, tried: "the folder holds no .cook files") }
        var warnings = walker.problems.map { CollectionIssue(file: folder + "/" + $0.file, location: "", message: $0.message) }
        var categories: [CategoryID: Category] = [:]
        var usedIDs: [RecipeID: String] = [:], idByPath: [String: RecipeID] = [:]
        var files: [(relative: String, id: RecipeID, name: String, category: CategoryID)] = []
        for entry in walker.entries {
            let relative = entry.relativePath
            let stem = String(relative.dropLast(".cook".count))
            var components = stem.split(separator: "/").map(String.init)
            let name = components.removeLast()
            let category = components.isEmpty ? defaultCategory
                : Category(id: CategoryID(components.map(Slug.make).joined(separator: "/")), name: components.joined(separator: " / "))
            categories[category.id] = category
            var id = RecipeID((components + [name]).map(Slug.make).joined(separator: "/"))
            if let other = usedIDs[id] {
                var suffix = 2
                while usedIDs[RecipeID("\(id.rawValue)-\(suffix)")] != nil { suffix += 1 }
                id = RecipeID("\(id.rawValue)-\(suffix)")
                warnings.append(CollectionIssue(file: folder + "/" + relative, location: "", message: "its id clashes with \(other); it was given the id \"\(id)\""))
            }
            usedIDs[id] = relative
            idByPath[stem.lowercased()] = id
            files.append((relative, id, name, category.id))
        }
        // Reading and parsing are independent per file: spread them over the cores.
        let results = UnsafeMutableBufferPointer<(Recipe, [String], [CollectionIssue])?>.allocate(capacity: files.count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        nonisolated(unsafe) let shared = results
        let work = files
        DispatchQueue.concurrentPerform(iterations: work.count) { index in
            let file = work[index]
            shared[index] = read(folder: folder, relative: file.relative, id: file.id, name: file.name, category: file.category)
        }
        var recipes: [Recipe] = [], references: [[String]] = []
        for result in results {
            guard let (recipe, refs, problems) = result else { continue }
            warnings += problems
            recipes.append(recipe)
            references.append(refs)
        }
        for index in recipes.indices where !references[index].isEmpty {
            var related: [RecipeID] = []
            for reference in references[index] {
                guard let target = idByPath[normalise(reference).lowercased()] else {
                    warnings.append(CollectionIssue(file: folder + "/" + (usedIDs[recipes[index].id] ?? ""), location: "",
                                                    message: "refers to \"\(reference)\", which is not in the collection"))
                    continue
                }
                if target != recipes[index].id, !related.contains(target) { related.append(target) }
            }
            recipes[index] = recipes[index].withRelated(related)
        }
        let ordered = categories.values.filter { $0.id != defaultCategory.id }.sorted { $0.name.lowercased() < $1.name.lowercased() }
            + (categories[defaultCategory.id].map { [$0] } ?? [])
        return RecipeCollection(title: lastComponent(folder), categories: ordered, recipes: recipes, warnings: warnings)
    }

    /// Reads and parses one file; an unreadable or non-UTF-8 file becomes a marked recipe.
    private static func read(folder: String, relative: String, id: RecipeID, name: String, category: CategoryID)
        -> (Recipe, [String], [CollectionIssue]) {
        let path = folder + "/" + relative
        let text: String
        var located: [(line: Int, column: Int, message: String)] = []
        switch readFile(path) {
        case let .failure(reason):
            let issue = CollectionIssue(file: path, location: "", message: "cannot read: \(reason)")
            return (Recipe(id: id, name: name, category: category, ingredients: [], steps: [], problems: ["cannot read the file: \(reason)"]), [], [issue])
        case let .success(bytes):
            if let valid = String(validating: bytes, as: UTF8.self) {
                text = valid
            } else {
                let (line, column) = firstInvalidUTF8(bytes) ?? (1, 1)
                located.append((line, column, "not valid UTF-8; unreadable bytes are shown as �"))
                text = String(decoding: bytes, as: UTF8.self)
            }
        }
        let parsed = CooklangParser.parse(text)
        located += parsed.errors.map { ($0.line, $0.column, $0.message) }
        let converter = CookRecipeConverter(parsed: parsed)
        let recipe = Recipe(id: id, name: name, category: category, summary: converter.summary, servings: converter.servings,
                            prepMinutes: converter.prepMinutes, cookMinutes: converter.cookMinutes, tags: converter.tags,
                            ingredients: converter.ingredients, steps: converter.steps, totalMinutes: converter.totalMinutes,
                            source: converter.source, problems: located.map { "\($0.line):\($0.column): \($0.message)" })
        let issues = located.map { CollectionIssue(file: path, location: "line \($0.line), column \($0.column)", message: $0.message) }
        return (recipe, converter.references, issues)
    }

    /// `./Shared/Pizza Dough` or `Shared/Pizza Dough.cook` → `Shared/Pizza Dough`.
    private static func normalise(_ reference: String) -> String {
        var parts: [Substring] = []
        for part in reference.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        var path = parts.joined(separator: "/")
        if path.lowercased().hasSuffix(".cook") { path.removeLast(5) }
        return path
    }

    private static func lastComponent(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }

    private static func readFile(_ path: String) -> Result<[UInt8], ReadFailure> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(ReadFailure(errno)) }
        defer { close(fd) }
        var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 16 << 10)
        while true {
            let got = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if got < 0 { return .failure(ReadFailure(errno)) }
            if got == 0 { return .success(bytes) }
            bytes += chunk[..<got]
        }
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

/// Why a file could not be read, from `errno`.
private struct ReadFailure: Error, CustomStringConvertible {
    let description: String
    init(_ code: Int32) { description = String(cString: strerror(code)).lowercased() }
}
