/// A folder as it was last read: for every `.cook` file, the file as found (path, size,
/// modification time, inode), what the index needs of its recipe (`IndexEntry`), the
/// references it makes, its related recipes and its own problems; plus the collection's title,
/// categories and warnings. `FolderCache` writes it with the folder's index, whose recipe
/// records point at these file records: a recipe's body is parsed from its `.cook` file when a
/// screen asks for it, so the archive and index stay much smaller than the recipes' text.
///
/// Layout, written by `encode` and read by `decode`, `record(in:)` and `ArchiveMap` only:
///
/// | offset | size | field |
/// |---|---|---|
/// | 0 | 4 | magic `CBF1` |
/// | 4 | 4 | format version (the archive's in the high 16 bits, the parser's in the low) |
/// | 8 | 8 | the folder's stamp (`FolderCache`) |
/// | 16 | 8 | length of the body |
/// | 24 | 8 | checksum of the body (`Checksum`, XXH64) |
/// | 32 | … | the body: title, categories and warnings (strings a u32 length and UTF-8, lists a u32 count), the vocabulary of description and step words, the file count, then per file: the record's length (u32: the bytes after it, its checksum included, so a reader can step over it unread), path, size, modification time, inode, name problem, references as written, its problems, id, name, category, ingredient names, search terms, whether it has problems, description and step words (a count, then LEB128 numbers into the vocabulary), total minutes and servings (i32, -1 unknown), related ids, and the record's own checksum (8 bytes) |
///
/// A reader whose stamp differs (a file was added, edited or removed) uses the records so only
/// the changed files are parsed again (`FolderCollectionLoader.scan`). The body checksum
/// catches any damaged byte when the archive is read whole, and every length is checked, so a
/// damaged or cut-short file is refused (and the folder parsed again), never trusted; a record
/// read alone must pass its own checksum and carry the id asked for.
enum CollectionArchive {
    static let magic: UInt32 = 0x3146_4243  // "CBF1" little-endian
    /// Version 2 added the body length and checksum; 3 the upper ends of time ranges and each
    /// warning's line, column, severity and recipe; 4 cookware, method notes and facts; 5
    /// ingredient sections; 6 the file records; 7 one record per recipe with byte ranges for
    /// the index; 8 index rows instead of whole recipes (bodies are parsed from the files);
    /// 11 search facts (word numbers into a vocabulary, times, servings); 12 each record's length
    /// before it (an update in place finds the records without reading through them); 13
    /// checksums by XXH64 (`Checksum`).
    /// The parser's version (`FolderCache.formatVersion`) is part of it, so rows written by an
    /// older parser are never reused, not even for files that did not change.
    static let version: UInt32 = 13 << 16 | UInt32(truncatingIfNeeded: FolderCache.formatVersion)
    /// Bytes before the body.
    static let headerSize = 32

    /// What an archive holds, and whether the stamp matched.
    struct Contents {
        let isFresh: Bool
        let title: String
        let categories: [Category]
        let warnings: [CollectionIssue]
        /// One per file, in collection order (`recipe` is nil: only rows are kept).
        let files: [ParsedFile]
        /// Each file's related recipes.
        let related: [[RecipeID]]
        /// The words the files' description and step word numbers stand for.
        let vocabulary: [[UInt8]]
    }

    /// The bytes of `scan` after a `stamp` the reader compares with its own, and each file
    /// record's byte range in them (what the folder's index points at).
    /// `vocabulary` is the one of the archive the scan's reused rows came from: their word
    /// numbers are translated through it (each old number once), not looked up word by word.
    /// Also returns every file's description and step words as numbers into the archive's
    /// vocabulary, from which the index's word tables are made without splitting any text.
    static func encode(_ scan: FolderScan, stamp: UInt64, vocabulary base: [[UInt8]] = [])
        -> (bytes: [UInt8], ranges: [Range<Int>], words: NumberedWords) {
        precondition(scan.purpose == .index, "an archive keeps every row's search facts")
        var writer = fileWriter()
        writer.string(scan.title)
        writer.u32(UInt32(scan.categories.count))
        for category in scan.categories { writer.string(category.id.rawValue); writer.string(category.name) }
        writer.u32(UInt32(scan.warnings.count))
        for issue in scan.warnings { encode(issue, into: &writer) }
        // The words of descriptions and steps, each once, in order of first use (so words no
        // file uses any more are left out); records list them by number. A row read from the
        // archive `base` came from has its numbers translated, each old number looked up once.
        var vocabulary = WordNumbers(capacity: 4_096)
        var renumbered = [Int32](repeating: -1, count: base.count)
        func numbers(_ list: String) -> [UInt32] {
            var numbers: [UInt32] = []
            SearchFacts.forEachWord(in: list) { numbers.append(UInt32(vocabulary.number($0).number)) }
            return numbers
        }
        func translated(_ old: [UInt32]) -> [UInt32]? {
            var numbers: [UInt32] = []
            numbers.reserveCapacity(old.count)
            for number in old {
                guard Int(number) < base.count else { return nil }
                if renumbered[Int(number)] < 0 { renumbered[Int(number)] = Int32(vocabulary.number(base[Int(number)]).number) }
                numbers.append(UInt32(renumbered[Int(number)]))
            }
            return numbers
        }
        let wordNumbers = scan.files.map { file -> ([UInt32], [UInt32]) in
            if let archived = file.archivedWords, let summary = translated(archived.summary), let steps = translated(archived.steps) {
                return (summary, steps)
            }
            return (numbers(file.row.facts.summaryWords), numbers(file.row.facts.stepWords))
        }
        let words = vocabulary.words
        writer.u32(UInt32(words.count))
        for word in words {
            writer.u32(UInt32(word.count))
            writer.bytes(word)
        }
        writer.u32(UInt32(scan.files.count))
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(scan.files.count)
        for ((file, related), (summaryNumbers, stepNumbers)) in zip(zip(scan.files, scan.related), wordNumbers) {
            let start = writer.count
            writeRecord(file, related: related, words: (summaryNumbers, stepNumbers), into: &writer)
            ranges.append(start..<writer.count)
        }
        return (sealed(&writer, stamp: stamp), ranges, NumberedWords(vocabulary: words, summary: wordNumbers.map(\.0), steps: wordNumbers.map(\.1)))
    }

    /// One file record (the layout above) with its own checksum, the description and step
    /// words given as vocabulary numbers.
    static func writeRecord(_ file: ParsedFile, related: [RecipeID], words: (summary: [UInt32], steps: [UInt32]), into writer: inout ByteWriter) {
        let start = writer.count
        writer.u32(0)  // the record's length, filled in once known
        writer.string(file.entry.relativePath)
        writer.u64(file.entry.size)
        writer.u64(UInt64(bitPattern: file.entry.modifiedSeconds))
        writer.u64(UInt64(bitPattern: file.entry.modifiedNanoseconds))
        writer.u64(file.entry.inode)
        writer.optional(file.entry.nameProblem)
        writer.strings(file.references)
        writer.u32(UInt32(file.issues.count))
        for issue in file.issues { encode(issue, into: &writer) }
        writer.string(file.row.id.rawValue)
        writer.string(file.row.name)
        writer.string(file.row.category.rawValue)
        writer.strings(file.row.ingredientNames)
        writer.strings(file.row.searchTerms)
        writer.u32(file.row.hasProblems ? 1 : 0)
        for list in [words.summary, words.steps] {
            writer.u32(UInt32(list.count))
            for number in list { writer.varint(number) }
        }
        writer.u32(UInt32(bitPattern: Int32(file.row.facts.totalMinutes ?? -1)))
        writer.u32(UInt32(bitPattern: Int32(file.row.facts.servings ?? -1)))
        writer.strings(related.map(\.rawValue))
        writer.overwrite(at: start, with: withUnsafeBytes(of: UInt32(writer.count + 8 - start - 4).littleEndian, Array.init))
        writer.u64(Checksum.of(writer.storage, start..<writer.count))
    }

    /// A writer for an archive file: room for the header, then the body is written after it.
    static func fileWriter() -> ByteWriter {
        var writer = ByteWriter()
        writer.bytes([UInt8](repeating: 0, count: headerSize))
        return writer
    }

    /// The file `file` (from `fileWriter`) holds, its header (`header(body:stamp:)`) filled in.
    static func sealed(_ file: inout ByteWriter, stamp: UInt64) -> [UInt8] {
        let filled = header(body: [file.storage[headerSize...]], stamp: stamp)  // (the slice gone before the write: no copy)
        file.overwrite(at: 0, with: filled)
        return file.storage
    }

    /// The header of an archive whose body is `body` (pieces one after the other): magic,
    /// version, `stamp`, the body's length and checksum.
    static func header(body: [ArraySlice<UInt8>], stamp: UInt64) -> [UInt8] {
        header(length: body.reduce(0) { $0 + $1.count }, checksum: Checksum.of(body), stamp: stamp)
    }

    /// The header of an archive whose body is `length` bytes with `checksum`, after `stamp`.
    static func header(length: Int, checksum: UInt64, stamp: UInt64) -> [UInt8] {
        var header = ByteWriter()
        header.u32(magic)
        header.u32(version)
        header.u64(stamp)
        header.u64(UInt64(length))
        header.u64(checksum)
        return header.storage
    }

    /// The folder stamp in `header` (the archive's first `headerSize` bytes), read without
    /// the rest; throws `.otherFormat` for another version, `.damaged` for bytes that are not
    /// an archive's header.
    static func stamp(inHeader header: [UInt8]) throws(CacheFileProblem) -> UInt64 {
        var reader = ByteReader(header)
        return try readHeader(&reader).stamp
    }

    /// The header `reader` starts at: magic and version checked, then the folder stamp, the
    /// body's length and its checksum.
    private static func readHeader(_ reader: inout ByteReader) throws(CacheFileProblem) -> (stamp: UInt64, length: UInt64, checksum: UInt64) {
        do {
            // Another version is rebuilt quietly; a file that is not ours at all is damage, said.
            guard try reader.u32() == magic else { throw CacheFileProblem.damaged(reason: "it is not a Cookbook archive") }
            guard try reader.u32() == version else { throw CacheFileProblem.otherFormat }
            return (try reader.u64(), try reader.u64(), try reader.u64())
        } catch let problem as CacheFileProblem {
            throw problem
        } catch {
            throw .damaged(reason: "it is cut short")
        }
    }

    /// One file record from its bytes (a range `encode` returned) and its related recipes;
    /// throws `.damaged` when they fail their checksum or do not hold one whole record.
    static func record(in bytes: [UInt8]) throws(CacheFileProblem) -> (file: ParsedFile, related: [RecipeID]) {
        guard bytes.count > 12 else { throw .damaged(reason: "a record is cut short") }
        let body = 0..<(bytes.count - 8)
        do {
            guard try ByteReader(bytes).u64(at: body.upperBound) == Checksum.of(bytes, body) else {
                throw CacheFileProblem.damaged(reason: "a record fails its checksum")
            }
            var reader = ByteReader(bytes, end: body.upperBound)
            guard try reader.u32() == UInt32(bytes.count - 4) else { throw CacheFileProblem.damaged(reason: "a record is not as long as it says") }
            let record = try record(from: &reader, vocabulary: nil)
            guard reader.isAtEnd else { throw CacheFileProblem.damaged(reason: "a record has bytes after its last field") }
            return record
        } catch let problem as CacheFileProblem {
            throw problem
        } catch {
            throw .damaged(reason: "a record is cut short")
        }
    }

    /// The contents of `bytes` and whether they were written for `stamp`; throws `.otherFormat`
    /// for another version, `.damaged` when the file is not an archive, is cut short or fails
    /// its checksum.
    static func decode(_ bytes: [UInt8], stamp: UInt64) throws(CacheFileProblem) -> Contents {
        var reader = ByteReader(bytes)
        let header = try readHeader(&reader)
        let isFresh = header.stamp == stamp
        guard header.length == UInt64(bytes.count - headerSize) else { throw .damaged(reason: "it is cut short or has bytes added") }
        guard Checksum.of(bytes, headerSize..<bytes.count) == header.checksum else { throw .damaged(reason: "it fails its checksum") }
        do {
            let title = try reader.string()
            let categories = try reader.list { (r: inout ByteReader) throws(ByteReader.Truncated) in
                Category(id: CategoryID(try r.string()), name: try r.string())
            }
            let warnings = try reader.list { (r: inout ByteReader) throws(ByteReader.Truncated) in try issue(from: &r) }
            let vocabulary = try reader.strings().map { Array($0.utf8) }
            let count = Int(try reader.u32())
            // Each record takes twelve bytes at least: its length and its checksum.
            guard count <= reader.remaining / 12 else { throw CacheFileProblem.damaged(reason: "it names \(count) records, more than it can hold") }
            var files: [ParsedFile] = [], related: [[RecipeID]] = []
            files.reserveCapacity(min(count, bytes.count / 64))
            related.reserveCapacity(files.capacity)
            for _ in 0..<count {
                // Word numbers are kept as numbers (the next archive and the index take them so).
                let length = Int(try reader.u32()), start = reader.offset
                let record = try record(from: &reader, vocabulary: nil)
                _ = try reader.u64()  // the record's own checksum, for reading it alone; the body's covered it
                guard reader.offset - start == length else { throw CacheFileProblem.damaged(reason: "a record is not as long as it says") }
                guard let words = record.file.archivedWords, (words.summary + words.steps).allSatisfy({ Int($0) < vocabulary.count }) else {
                    throw CacheFileProblem.damaged(reason: "a record names a word the vocabulary does not have")
                }
                files.append(record.file)
                related.append(record.related)
            }
            guard reader.isAtEnd else { throw CacheFileProblem.damaged(reason: "it has bytes after the last record") }
            return Contents(isFresh: isFresh, title: title, categories: categories, warnings: warnings, files: files, related: related,
                            vocabulary: vocabulary)
        } catch let problem as CacheFileProblem {
            throw problem
        } catch {
            throw .damaged(reason: "it is cut short")
        }
    }

    /// A file record after its length, up to its checksum; its description and step words are
    /// looked up in `vocabulary`, or left out without one (a record read alone, for its file and id).
    static func record(from reader: inout ByteReader, vocabulary: [[UInt8]]?) throws(ByteReader.Truncated) -> (file: ParsedFile, related: [RecipeID]) {
        let relative = try reader.string(), size = try reader.u64()
        let seconds = Int64(bitPattern: try reader.u64()), nanoseconds = Int64(bitPattern: try reader.u64())
        let inode = try reader.u64(), nameProblem = try reader.optionalString()
        let references = try reader.strings()
        let issues = try reader.list { (r: inout ByteReader) throws(ByteReader.Truncated) in try issue(from: &r) }
        let id = RecipeID(try reader.string()), name = try reader.string(), category = CategoryID(try reader.string())
        let ingredientNames = try reader.strings(), searchTerms = try reader.strings(), hasProblems = try reader.u32() != 0
        func words() throws(ByteReader.Truncated) -> (text: String, numbers: [UInt32]) {
            let count = Int(try reader.u32())
            guard count <= reader.remaining else { throw ByteReader.Truncated() }  // each number takes a byte at least
            var text: [UInt8] = [], numbers: [UInt32] = []
            numbers.reserveCapacity(count)
            for index in 0..<count {
                let number = try reader.varint()
                numbers.append(number)
                if let vocabulary {
                    guard Int(number) < vocabulary.count else { throw ByteReader.Truncated() }
                    if index > 0 { text.append(0x20) }
                    text.append(contentsOf: vocabulary[Int(number)])
                }
            }
            return (String(decoding: text, as: UTF8.self), numbers)
        }
        let (summaryWords, summaryNumbers) = try words(), (stepWords, stepNumbers) = try words()
        let total = Int32(bitPattern: try reader.u32()), servings = Int32(bitPattern: try reader.u32())
        let facts = SearchFacts(summaryWords: summaryWords, stepWords: stepWords, totalMinutes: total < 0 ? nil : Int(total),
                                servings: servings < 0 ? nil : Int(servings))
        let row = IndexEntry(id: id, name: name, category: category, ingredientNames: ingredientNames, searchTerms: searchTerms,
                             hasProblems: hasProblems, facts: facts)
        let related = try reader.strings().map(RecipeID.init)
        let entry = DirectoryWalker.Entry(relativePath: relative, size: size, modifiedSeconds: seconds,
                                          modifiedNanoseconds: nanoseconds, inode: inode, nameProblem: nameProblem)
        let archivedWords = (summary: summaryNumbers, steps: stepNumbers)
        return (ParsedFile(entry: entry, row: row, references: references, issues: issues, archivedWords: archivedWords), related)
    }

    /// One warning or problem (an *issue* in cache-format.md), as the archive and the index's
    /// `warnings` section hold it.
    static func encode(_ issue: CollectionIssue, into writer: inout ByteWriter) {
        writer.string(issue.file)
        writer.string(issue.location)
        writer.optional(issue.field)
        writer.string(issue.message)
        writer.optional(issue.line)
        writer.optional(issue.column)
        writer.string(issue.severity.rawValue)
        writer.optional(issue.recipe)
    }

    /// One warning or problem, as `encode(_:into:)` wrote it.
    static func issue(from reader: inout ByteReader) throws(ByteReader.Truncated) -> CollectionIssue {
        let file = try reader.string(), location = try reader.string(), field = try reader.optionalString(), message = try reader.string()
        let line = try reader.optionalInt(), column = try reader.optionalInt(), severity = try reader.string(), recipe = try reader.optionalString()
        return CollectionIssue(file: file, location: location, field: field, message: message, line: line, column: column,
                               severity: CollectionIssue.Severity(rawValue: severity) ?? .warning, recipe: recipe)
    }
}
