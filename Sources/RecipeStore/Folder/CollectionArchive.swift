/// A whole `RecipeCollection` as compact bytes (every field, warnings included), so a folder
/// collection parsed once can be read back in a few milliseconds (`FolderCache`), and one
/// recipe can be read alone from its byte range (the bodies behind a folder's on-disk index).
///
/// Layout, written by `encode` and read by `decode` and `recipe(in:)` only:
///
/// | offset | size | field |
/// |---|---|---|
/// | 0 | 4 | magic `CBF1` |
/// | 4 | 4 | format version |
/// | 8 | 8 | the folder's stamp (`FolderCache`) |
/// | 16 | 8 | length of the body |
/// | 24 | 8 | checksum of the body (`FNV1a.checksum`, a word-at-a-time FNV-1a 64) |
/// | 32 | … | the body: title, categories and warnings (strings a u32 length and UTF-8, lists a u32 count), the recipe count, then per recipe the file it came from (path, size, modification time, inode, references as written, the file's own problems) followed by the recipe itself, every field, related links included, and the recipe's checksum (8 bytes) |
///
/// A reader whose stamp differs (a file was added, edited or removed) uses the file records so
/// only the changed files are parsed again (`FolderCollectionLoader`). `encode` also returns where each
/// recipe lies, for the index (`RecipeIndexFile`) whose bodies are read from here.
///
/// The checksum catches any damaged byte when the archive is read whole, and reading still
/// checks every length, so a damaged or cut-short file is refused (and the folder parsed
/// again), never trusted; a recipe read alone must pass its own checksum and carry the id asked for.
enum CollectionArchive {
    static let magic: UInt32 = 0x3146_4243  // "CBF1" little-endian
    /// Version 2 added the body length and checksum; 3 the upper ends of time ranges and each
    /// warning's line, column, severity and recipe; 4 cookware, method notes and facts; 5
    /// ingredient sections; 6 the file records; 7 one record per recipe (file, then recipe) with
    /// byte ranges for the index.
    static let version: UInt32 = 7
    /// Bytes before the body.
    static let headerSize = 32

    /// What an archive holds: the collection, whether the stamp matched, and each recipe's file
    /// record (in recipe order) for an incremental load or for writing the archive again.
    struct Contents {
        let collection: RecipeCollection
        let isFresh: Bool
        let files: [ParsedFile]
    }

    /// The bytes of `collection` and the `files` its recipes came from (in recipe order), after
    /// a `stamp` the reader compares with its own, and each recipe's byte range in them.
    static func encode(_ collection: RecipeCollection, files: [ParsedFile], stamp: UInt64) -> (bytes: [UInt8], ranges: [Range<Int>]) {
        precondition(files.count == collection.recipes.count, "one file record per recipe")
        var writer = ByteWriter()
        writer.string(collection.title)
        writer.u32(UInt32(collection.categories.count))
        for category in collection.categories { writer.string(category.id.rawValue); writer.string(category.name) }
        writer.u32(UInt32(collection.warnings.count))
        for issue in collection.warnings { encode(issue, into: &writer) }
        writer.u32(UInt32(collection.recipes.count))
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(files.count)
        for (file, recipe) in zip(files, collection.recipes) {
            writer.string(file.entry.relativePath)
            writer.u64(file.entry.size)
            writer.u64(UInt64(bitPattern: file.entry.modifiedSeconds))
            writer.u64(UInt64(bitPattern: file.entry.modifiedNanoseconds))
            writer.u64(file.entry.inode)
            writer.optional(file.entry.nameProblem)
            writer.strings(file.references)
            writer.u32(UInt32(file.issues.count))
            for issue in file.issues { encode(issue, into: &writer) }
            let start = writer.count
            encode(recipe, into: &writer)
            writer.u64(FNV1a.checksum(writer.storage, start..<writer.count))
            ranges.append((headerSize + start)..<(headerSize + writer.count))
        }
        let body = writer.storage
        var file = ByteWriter()
        file.u32(magic)
        file.u32(version)
        file.u64(stamp)
        file.u64(UInt64(body.count))
        file.u64(FNV1a.checksum(body, 0..<body.count))
        assert(file.count == headerSize)
        file.bytes(body)
        return (file.storage, ranges)
    }

    /// The folder stamp in `header` (the archive's first `headerSize` bytes) when it is an
    /// archive of this version, read without the rest; nil otherwise.
    static func stamp(inHeader header: [UInt8]) -> UInt64? {
        var reader = ByteReader(header)
        guard header.count >= headerSize, let magic = try? reader.u32(), let version = try? reader.u32(),
              magic == Self.magic, version == Self.version else { return nil }
        return try? reader.u64()
    }

    /// One recipe from its bytes (a range `encode` returned); nil when they fail their checksum
    /// or do not hold a whole recipe.
    static func recipe(in bytes: [UInt8]) -> Recipe? {
        guard bytes.count > 8 else { return nil }
        var reader = ByteReader(bytes, offset: bytes.count - 8)
        guard let checksum = try? reader.u64(), FNV1a.checksum(bytes, 0..<(bytes.count - 8)) == checksum else { return nil }
        reader = ByteReader(Array(bytes[..<(bytes.count - 8)]))
        guard let recipe = try? recipe(from: &reader), reader.isAtEnd else { return nil }
        return recipe
    }

    /// The contents of `bytes` and whether they were written for `stamp`; throws `.otherFormat` for another version, `.damaged` when the file is cut short
    /// or fails its checksum.
    static func decode(_ bytes: [UInt8], stamp: UInt64) throws(CacheFileProblem) -> Contents {
        var reader = ByteReader(bytes)
        do {
            // Another version is rebuilt quietly; a file that is not ours at all is damage, said.
            guard try reader.u32() == magic else { throw CacheFileProblem.damaged(reason: "it is not a Cookbook archive") }
            guard try reader.u32() == version else { throw CacheFileProblem.otherFormat }
            let isFresh = try reader.u64() == stamp
            let length = try reader.u64(), checksum = try reader.u64()
            guard length == UInt64(bytes.count - headerSize) else { throw CacheFileProblem.damaged(reason: "it is cut short or has bytes added") }
            guard FNV1a.checksum(bytes, headerSize..<bytes.count) == checksum else { throw CacheFileProblem.damaged(reason: "it fails its checksum") }
            let title = try reader.string()
            let categories = try reader.list { (r: inout ByteReader) throws(ByteReader.Truncated) in
                Category(id: CategoryID(try r.string()), name: try r.string())
            }
            let warnings = try reader.list { (r: inout ByteReader) throws(ByteReader.Truncated) in try issue(from: &r) }
            var recipes: [Recipe] = [], files: [ParsedFile] = []
            let count = Int(try reader.u32())
            recipes.reserveCapacity(min(count, bytes.count / 8))
            files.reserveCapacity(recipes.capacity)
            for _ in 0..<count {
                let relative = try reader.string(), size = try reader.u64()
                let seconds = Int64(bitPattern: try reader.u64()), nanoseconds = Int64(bitPattern: try reader.u64())
                let inode = try reader.u64(), nameProblem = try reader.optionalString()
                let references = try reader.strings()
                let issues = try reader.list { (r: inout ByteReader) throws(ByteReader.Truncated) in try issue(from: &r) }
                let recipe = try recipe(from: &reader)
                _ = try reader.u64()  // the recipe's own checksum, for reading it alone; the body's covered it
                recipes.append(recipe)
                let entry = DirectoryWalker.Entry(relativePath: relative, size: size, modifiedSeconds: seconds,
                                                  modifiedNanoseconds: nanoseconds, inode: inode, nameProblem: nameProblem)
                files.append(ParsedFile(entry: entry, recipe: recipe.withRelated([]), references: references, issues: issues))
            }
            guard reader.isAtEnd else { throw CacheFileProblem.damaged(reason: "it has bytes after the collection") }
            let collection = RecipeCollection(title: title, categories: categories, recipes: recipes, warnings: warnings)
            return Contents(collection: collection, isFresh: isFresh, files: files)
        } catch let problem as CacheFileProblem {
            throw problem
        } catch {
            throw .damaged(reason: "it is cut short")
        }
    }

    private static func encode(_ issue: CollectionIssue, into writer: inout ByteWriter) {
        writer.string(issue.file)
        writer.string(issue.location)
        writer.optional(issue.field)
        writer.string(issue.message)
        writer.optional(issue.line)
        writer.optional(issue.column)
        writer.string(issue.severity.rawValue)
        writer.optional(issue.recipe)
    }

    private static func issue(from reader: inout ByteReader) throws(ByteReader.Truncated) -> CollectionIssue {
        let file = try reader.string(), location = try reader.string(), field = try reader.optionalString(), message = try reader.string()
        let line = try reader.optionalInt(), column = try reader.optionalInt(), severity = try reader.string(), recipe = try reader.optionalString()
        return CollectionIssue(file: file, location: location, field: field, message: message, line: line, column: column,
                               severity: CollectionIssue.Severity(rawValue: severity) ?? .warning, recipe: recipe)
    }

    private static func encode(_ recipe: Recipe, into writer: inout ByteWriter) {
        writer.string(recipe.id.rawValue)
        writer.string(recipe.name)
        writer.string(recipe.category.rawValue)
        writer.string(recipe.summary)
        writer.optional(recipe.servings)
        writer.optional(recipe.prepMinutes)
        writer.optional(recipe.cookMinutes)
        writer.optional(recipe.totalMinutes)
        writer.strings(recipe.tags)
        writer.u32(UInt32(recipe.ingredients.count))
        for line in recipe.ingredients {
            writer.string(line.quantity)
            writer.string(line.unit)
            writer.string(line.name)
            writer.optional(line.note)
        }
        writer.strings(recipe.steps)
        writer.strings(recipe.related.map(\.rawValue))
        writer.optional(recipe.source)
        writer.strings(recipe.problems)
        writer.optional(recipe.prepUpToMinutes)
        writer.optional(recipe.cookUpToMinutes)
        writer.optional(recipe.totalUpToMinutes)
        writer.strings(recipe.cookware)
        writer.u32(UInt32(recipe.methodNotes.count))
        for note in recipe.methodNotes {
            writer.string(note.kind.rawValue)
            writer.u32(UInt32(clamping: note.beforeStep))
            writer.string(note.text)
        }
        writer.strings(recipe.facts.flatMap { [$0.key, $0.value] })
        writer.u32(UInt32(recipe.ingredientSections.count))
        for heading in recipe.ingredientSections {
            writer.u32(UInt32(clamping: heading.before))
            writer.string(heading.text)
        }
    }

    private static func recipe(from reader: inout ByteReader) throws(ByteReader.Truncated) -> Recipe {
        let id = RecipeID(try reader.string()), name = try reader.string(), category = CategoryID(try reader.string())
        let summary = try reader.string()
        let servings = try reader.optionalInt(), prep = try reader.optionalInt(), cook = try reader.optionalInt()
        let total = try reader.optionalInt()
        let tags = try reader.strings()
        let ingredients = try reader.list { (r: inout ByteReader) throws(ByteReader.Truncated) in
            IngredientLine(quantity: try r.string(), unit: try r.string(), name: try r.string(), note: try r.optionalString())
        }
        let steps = try reader.strings(), related = try reader.strings().map(RecipeID.init)
        let source = try reader.optionalString(), problems = try reader.strings()
        let prepUpTo = try reader.optionalInt(), cookUpTo = try reader.optionalInt(), totalUpTo = try reader.optionalInt()
        let cookware = try reader.strings()
        let notes = try reader.list { (r: inout ByteReader) throws(ByteReader.Truncated) in
            let kind = try r.string(), before = Int(try r.u32()), text = try r.string()
            return MethodNote(MethodNote.Kind(rawValue: kind) ?? .note, beforeStep: before, text: text)
        }
        let flat = try reader.strings()
        let facts = stride(from: 0, to: flat.count - 1, by: 2).map { RecipeFact(key: flat[$0], value: flat[$0 + 1]) }
        let headings = try reader.list { (r: inout ByteReader) throws(ByteReader.Truncated) in
            ListHeading(before: Int(try r.u32()), text: try r.string())
        }
        return Recipe(id: id, name: name, category: category, summary: summary, servings: servings, prepMinutes: prep,
                      cookMinutes: cook, tags: tags, ingredients: ingredients, steps: steps, related: related,
                      totalMinutes: total, source: source, problems: problems,
                      prepUpToMinutes: prepUpTo, cookUpToMinutes: cookUpTo, totalUpToMinutes: totalUpTo,
                      cookware: cookware, methodNotes: notes, facts: facts, ingredientSections: headings)
    }
}
