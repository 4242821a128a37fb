import Cooklang
import Dispatch
import FileSystem
#if canImport(Glibc)
import Glibc
#endif

/// Reads a folder of Cooklang `.cook` files as a collection. Sub-folders are categories (files
/// at the top go to "Uncategorised"), the file name is the recipe name, and the id comes from
/// the relative path (`Shared/Pizza Dough.cook` → `shared/pizza-dough`), so saved state
/// survives restarts and a rename loses only that recipe. References (`@./Shared/Pizza Dough{}`)
/// become related recipes.
///
/// A file that cannot be read, is too large, is UTF-16 or not UTF-8, has a name that is not
/// UTF-8, or has Cooklang errors is still listed, marked with its problems (file, line and
/// column); only an unreadable root folder fails the load. Files are read through one
/// non-blocking descriptor each (`FilePath.readAll`), so a FIFO swapped in cannot hang the load.
public enum FolderCollectionLoader {
    /// The category of recipes at the top of the folder.
    public static let defaultCategory = Category(id: "uncategorised", name: "Uncategorised")

    /// The largest `.cook` file read (16 MiB, far beyond any recipe); a larger one is listed as
    /// a broken recipe saying so, rather than read into memory.
    public static let maximumFileSize = 16 << 20

    /// Loads every `.cook` file under `folder`; a folder without any is an error, since
    /// pointing at the wrong folder is the likely mistake. Files over `fileLimit` bytes are
    /// listed as broken recipes.
    public static func load(folder: String, fileLimit: Int = maximumFileSize) throws(CollectionError) -> RecipeCollection {
        try load(folder: folder, walker: try DirectoryWalker(root: folder), fileLimit: fileLimit)
    }

    /// Loads the files `walker` found under `folder`.
    static func load(folder: String, walker: DirectoryWalker, fileLimit: Int = maximumFileSize) throws(CollectionError) -> RecipeCollection {
        guard let collection = try scan(folder: folder, walker: walker, fileLimit: fileLimit, reusing: [:], for: .memory).collection else {
            preconditionFailure("a scan reusing nothing parses every file")
        }
        return collection
    }

    /// Each recipe file's id, name and category, and the categories, from the files' paths
    /// (sorted, as the walker gives them): the folder is the category, the file name the name;
    /// an id two files would share gets `-2`, `-3`… on the later file, with a warning. What
    /// depends on a path alone is worked out on every core (`places`); the ids are checked for
    /// clashes while the path table is filled beside it, on another core.
    static func identify(_ entries: [DirectoryWalker.Entry], folder: String) -> Identity {
        let places = Self.places(of: entries)
        let ((renamed, categories, warnings), positionByPath) = SideBySide.run({ () -> ([Int: RecipeID], [CategoryID: Category], [CollectionIssue]) in
            var warnings: [CollectionIssue] = [], categories: [CategoryID: Category] = [:], renamed: [Int: RecipeID] = [:]
            var usedIDs: [RecipeID: Int32] = [:]
            usedIDs.reserveCapacity(places.count)
            // Files come sorted, so a folder's files are together: its category is made once.
            var folderOfLast: Substring?
            for index in places.indices {
                let place = places[index]
                // Bytes, not canonical equivalence: two folders spelt in different normal forms stay two.
                if !(folderOfLast.map { place.folder.hasSameBytes(as: $0) } ?? false) {
                    let category = place.folder.isEmpty ? defaultCategory
                        : Category(id: CategoryID(place.categoryID), name: place.folder.split(separator: "/").joined(separator: " / "))
                    categories[category.id] = category
                    folderOfLast = place.folder
                }
                // One lookup for the usual new id; a clash puts the first file back.
                let id = RecipeID(place.id)
                guard let other = usedIDs.updateValue(Int32(index), forKey: id) else { continue }
                usedIDs[id] = other
                let given = CookFileIDs.unclashed(id) { usedIDs[$0] != nil }
                let first = entries[Int(other)].relativePath
                warnings.append(CollectionIssue(file: folder + "/" + entries[index].relativePath, location: "",
                                                message: "its id clashes with \(first); it was given the id \"\(given)\"", recipe: given.rawValue))
                usedIDs[given] = Int32(index)
                renamed[index] = given
            }
            return (renamed, categories, warnings)
        }, { () -> [String: Int32] in
            var positions: [String: Int32] = [:]
            positions.reserveCapacity(places.count)
            for index in places.indices { positions[places[index].lowercasedStem] = Int32(index) }
            return positions
        })
        return Identity(places: places, renamed: renamed, categories: categories, warnings: warnings, positionByPath: positionByPath)
    }

    /// The files of a folder as `identify` names them, by position in the walk's order.
    struct Identity {
        /// Each file's place (folder, name, category id, the id it would have, lowercased stem).
        let places: [Place]
        /// The files whose id clashed with an earlier file's, and the id each was given instead.
        let renamed: [Int: RecipeID]
        /// The categories, by id.
        let categories: [CategoryID: Category]
        /// A warning for each id that clashed.
        let warnings: [CollectionIssue]
        /// Each file's position by its path without `.cook`, lowercased (a later file of the
        /// same path in another case wins).
        let positionByPath: [String: Int32]

        /// The id of the file at `index`.
        func id(of index: Int) -> RecipeID { renamed.isEmpty ? RecipeID(places[index].id) : renamed[index] ?? RecipeID(places[index].id) }

        /// The category of the file at `index`.
        func category(of index: Int) -> CategoryID {
            places[index].folder.isEmpty ? defaultCategory.id : CategoryID(places[index].categoryID)
        }

        /// The id of the file at `path` (without `.cook`, lowercased), nil when there is none.
        func id(atPath path: String) -> RecipeID? { positionByPath[path].map { id(of: Int($0)) } }
    }

    /// What `identify` needs of one file that depends on its path alone: its folder and name
    /// (`place`), its folder's category id and the id it would have (`CookFileIDs`, the category
    /// id worked out once per folder) and the path without `.cook`, lowercased.
    struct Place {
        let folder: Substring, name: String, categoryID: String, id: String, lowercasedStem: String

        /// The place of the file at `relative`; `previous`, the place of a file before it, lends
        /// its category id when the folder is the same (a folder's files come together).
        init(_ relative: String, after previous: Place?) {
            (folder, name) = FolderCollectionLoader.place(of: relative)
            if let previous, previous.folder.hasSameBytes(as: folder) {
                categoryID = previous.categoryID
            } else {
                categoryID = CookFileIDs.categorySlug(ofFolder: folder)
            }
            id = CookFileIDs.recipeSlug(named: name, inCategory: categoryID)
            lowercasedStem = FolderCollectionLoader.stem(of: relative).quickLowercased()
        }
    }

    /// Each entry's `Place`, in order, worked out on every core (in runs of files, each run
    /// written to its own part of the result).
    static func places(of entries: [DirectoryWalker.Entry]) -> [Place] {
        let run = 256, runs = (entries.count + run - 1) / run
        return Array(unsafeUninitializedCapacity: entries.count) { buffer, count in
            // `nonisolated(unsafe)`: iteration `part` initializes only its own run of indices, and
            // `count` is set (the array made) after concurrentPerform has returned.
            nonisolated(unsafe) let shared = buffer
            DispatchQueue.concurrentPerform(iterations: runs) { part in
                var previous: Place?
                for index in (part * run)..<min(entries.count, (part + 1) * run) {
                    let place = Place(entries[index].relativePath, after: previous)
                    (shared.baseAddress! + index).initialize(to: place)
                    previous = place
                }
            }
            count = entries.count
        }
    }

    /// The file of recipe `id` in `folder`, relative to it (`Shared/Pizza Dough.cook`), found by
    /// walking the folder as a load does; for when no index remembers it (the cache is off).
    public static func relativePath(of id: RecipeID, in folder: String) -> String? {
        guard let walker = try? DirectoryWalker(root: folder) else { return nil }
        let identity = identify(walker.entries, folder: folder)
        return walker.entries.indices.first { identity.id(of: $0) == id }.map { walker.entries[$0].relativePath }
    }

    /// Reads the files `walker` found under `folder`, parsing only those that `previous` (by
    /// relative path) does not still describe; returns every file's result for next time, the
    /// links and warnings over the whole folder, and how many files were parsed. What is kept
    /// of each file depends on `purpose` (`FolderScan.Purpose`).
    static func scan(folder: String, walker: DirectoryWalker, fileLimit: Int = maximumFileSize,
                     reusing previous: [String: ParsedFile], progress: LoadProgress? = nil, for purpose: FolderScan.Purpose = .index)
        throws(CollectionError) -> FolderScan {
        guard !walker.entries.isEmpty else { throw .notFound(path: folder, tried: "the folder holds no .cook files") }
        let entries = walker.entries, identity = identify(entries, folder: folder)
        var warnings = walker.problems.map { CollectionIssue(file: folder + "/" + $0.file, location: "", message: $0.message) } + identity.warnings
        // Reading and parsing are independent per file: spread them over the cores, and only
        // for the files that changed since `previous` was made.
        let results = UnsafeMutableBufferPointer<ParsedFile?>.allocate(capacity: entries.count)
        results.initialize(repeating: nil)
        // A read that keeps whole recipes keeps each file's problems alone (no index row: a
        // tenth of the memory such a read takes, and nothing reads it).
        let problems = UnsafeMutableBufferPointer<[CollectionIssue]>.allocate(capacity: entries.count)
        problems.initialize(repeating: [])
        // A parsed file's links are resolved beside its parse (every id is known by now).
        let links = UnsafeMutableBufferPointer<Links?>.allocate(capacity: entries.count)
        links.initialize(repeating: nil)
        defer {
            results.deinitialize()
            results.deallocate()
            problems.deinitialize()
            problems.deallocate()
            links.deinitialize()
            links.deallocate()
        }
        var changed: [Int] = []
        changed.reserveCapacity(entries.count)
        for index in entries.indices {
            if !previous.isEmpty, let kept = previous[entries[index].relativePath], kept.stillDescribes(entries[index], id: identity.id(of: index)) {
                results[index] = kept
            } else {
                changed.append(index)
            }
        }
        progress?.begin(changed.count)
        // `nonisolated(unsafe)`: iteration `position` writes only index `todo[position]` of each
        // buffer (`todo` holds distinct indices), and they are read and freed after concurrentPerform returns.
        nonisolated(unsafe) let shared = results, sharedLinks = links, sharedProblems = problems
        let todo = changed, looked = walker.looksAtFiles
        let folders = FolderHandles(root: folder, paths: todo.map { entries[$0].relativePath })
        /// Parses the files to do on every core; each whole recipe, for a read into memory, is
        /// made in its place in `recipes` (a collection's array, filled where it is made).
        func parseAll(into recipes: UnsafeMutablePointer<Recipe>?) {
            // `nonisolated(unsafe)`: as the buffers above, iteration `position` initializes only
            // `recipes + todo[position]`, and the array is made whole after concurrentPerform returns.
            nonisolated(unsafe) let recipes = recipes
            DispatchQueue.concurrentPerform(iterations: todo.count) { position in
                let index = todo[position], entry = entries[index], id = identity.id(of: index)
                var info = stat()
                var links: Links?
                let (recipe, references, issues) = parse(folder: folder, entry: entry, id: id, name: identity.places[index].name,
                                                         category: identity.category(of: index), fileLimit: fileLimit, whole: purpose == .memory,
                                                         lookedAt: &info, in: folders.folder(of: position)) { references in
                    links = Links(references, of: id, in: folder + "/" + entry.relativePath, identity: identity)
                    return links?.related ?? []
                }
                let resolved = links ?? Links(references, of: id, in: folder + "/" + entry.relativePath, identity: identity)
                if let recipes {
                    (recipes + todo[position]).initialize(to: recipe)
                    sharedProblems[todo[position]] = issues
                } else {
                    // A walk that did not look at the files: each is as its read found it.
                    let entry = looked || info.st_ino == 0 ? entry : entry.lookedAt(info)
                    shared[todo[position]] = ParsedFile(entry: entry, row: IndexEntry(recipe, searchFacts: purpose == .index), references: references,
                                                        issues: issues)
                }
                sharedLinks[todo[position]] = resolved
                progress?.advance()
            }
        }
        var recipes: [Recipe]?
        if purpose == .memory, todo.count == entries.count {
            recipes = Array(unsafeUninitializedCapacity: entries.count) { buffer, count in
                parseAll(into: buffer.baseAddress)
                count = todo.count
            }
        } else {
            parseAll(into: nil)
        }
        var parsed: [ParsedFile] = [], related: [[RecipeID]] = []
        parsed.reserveCapacity(entries.count)
        related.reserveCapacity(entries.count)
        if recipes != nil {
            for (issues, resolved) in zip(problems, links) {
                warnings += issues
                warnings += resolved?.dangling ?? []
            }
        }
        for (file, resolved) in zip(results, links) {
            guard let file else { continue }
            let links = resolved ?? Links(file.references, of: file.row.id, in: folder + "/" + file.entry.relativePath, identity: identity)
            parsed.append(file)
            warnings += file.issues
            warnings += links.dangling
            related.append(links.related)
        }
        let ordered = identity.categories.values.filter { $0.id != defaultCategory.id }.sorted { $0.name.lowercased() < $1.name.lowercased() }
            + (identity.categories[defaultCategory.id].map { [$0] } ?? [])
        // The places and the path table are let go of on another thread (20,000 paths freed
        // here held the load up by 5 ms).
        Discard.inBackground(consume identity)
        return FolderScan(title: lastComponent(folder), categories: ordered, files: parsed, related: related, warnings: warnings,
                          parsedFiles: changed.count, purpose: purpose, recipes: recipes)
    }

    /// The folder path above the file at `relative` and the recipe's name (the file name
    /// without `.cook`): `Mains/Pies/Shepherd's Pie.cook` → ("Mains/Pies", "Shepherd's Pie").
    static func place(of relative: String) -> (folder: Substring, name: String) {
        let stem = stem(of: relative)
        guard let slash = stem.lastSlash() else { return ("", String(stem)) }
        return (stem[..<slash], String(stem[stem.utf8.index(after: slash)...]))
    }

    /// The path without its `.cook` (in any case): five ASCII bytes cut off, with no grapheme
    /// breaking (a character that joins the next one, as U+0600 does, stays in the name).
    static func stem(of relative: String) -> Substring {
        Substring(relative.utf8.dropLast(".cook".utf8.count))
    }

    private static func lastComponent(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}
