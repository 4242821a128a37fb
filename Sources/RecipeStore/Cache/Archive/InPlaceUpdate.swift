import FileSystem

/// A few edited files applied to a folder's archive and index without reading the rest: when
/// the folder holds the same files as the archive (none added, removed or renamed) and each
/// edit keeps its recipe's name, references and problems, the edited files are parsed, their
/// records replaced and every other record copied byte for byte (new description and step
/// words are appended to the vocabulary, so the old records' word numbers stay valid), and the
/// index is patched (`RecipeIndexPatch`). Anything else — and any doubt — is left to the full
/// update (`FolderCollectionLoader.scan`), which gives the same answers, more slowly.
struct InPlaceUpdate {
    /// More changed files than this are updated by the full path.
    static let maximumChanges = 64

    /// The new archive's body, in pieces to be written one after the other (`archive(stamp:)`):
    /// the unchanged runs of the old file are copied from it by the kernel.
    let body: [FilePiece]
    /// Each file record's byte range in the new archive.
    let ranges: [Range<Int>]
    /// How many files were parsed.
    let parsedFiles: Int
    /// The old index, checked whole, and what each edit changes in it.
    private let index: WholeIndex
    private let changes: [RecipeIndexPatch.Change]

    /// A file edited since the archive was written: its record then and now, at its position.
    private typealias Edit = (position: Int, was: ParsedFile, now: ParsedFile, related: [RecipeID])

    /// The update of the archive `map`, read from `file` and compared with the folder `walker`
    /// found (`ArchiveMap.read`), stamped `stamp`, with the index `old` (which must be built over
    /// that archive file); nil when it cannot be done in place. The files parsed are counted on
    /// `progress`.
    init?(folder: String, walker: DirectoryWalker, archive map: ArchiveMap, file: SourceFile, index old: WholeIndex,
          stamp: UInt64, progress: LoadProgress? = nil) {
        guard let changed = Self.changedFiles(map, walker: walker, folder: folder),
              old.header.stamp == file.stamp, old.header.recipeCount == map.records.count,
              let edited = Self.parse(changed, of: map, in: file, walker: walker, folder: folder, progress: progress) else { return nil }
        let numbering = WordNumbering(edited.flatMap { [$0.now.row.facts.summaryWords, $0.now.row.facts.stepWords] }, in: map)
        guard let changes = Self.indexChanges(edited, map: map) else { return nil }
        (body, ranges) = Self.archive(map, edited: edited, numbering: numbering, file: file)
        self.changes = changes
        index = old
        parsedFiles = edited.count
    }

    /// The new archive file's header: `stamp` and the body's length and checksum (the copied
    /// parts read from the old file for it); nil when the old file no longer has them.
    func header(stamp: UInt64) -> [UInt8]? {
        Checksum.of(body).map { CollectionArchive.header(length: body.reduce(0) { $0 + $1.count }, checksum: $0, stamp: stamp) }
    }

    /// The index patched for the edits (its header to be stamped for the new archive file once
    /// that is written); nil when a patch cannot be made (`RecipeIndexPatch.apply`): rebuilt instead.
    func patchedIndex() -> RecipeIndexPatch.Patched? {
        RecipeIndexPatch.apply(to: index, changes: changes, ranges: ranges)
    }

    /// The positions of the files that changed, when the folder holds the same files as the
    /// archive (in the same order: `ArchiveMap.changed`) and at most `maximumChanges` changed;
    /// nil otherwise. Walk problems are warnings the archive would gain or lose, and its
    /// warnings name files by the folder's path as given then, which may be spelt otherwise
    /// now: both also give nil.
    private static func changedFiles(_ map: ArchiveMap, walker: DirectoryWalker, folder: String) -> [Int]? {
        guard walker.problems.isEmpty, let changed = map.changed, map.records.count == walker.entries.count,
              map.warnings.allSatisfy({ $0.recipe != nil && $0.file.hasPrefix(folder + "/") }) else { return nil }
        return changed.isEmpty || changed.count > maximumChanges ? nil : changed
    }

    /// The files at `positions` parsed again, each with its archived record; nil when one
    /// changed what links and lists depend on (its name, references or problems).
    private static func parse(_ positions: [Int], of map: ArchiveMap, in file: SourceFile, walker: DirectoryWalker, folder: String,
                              progress: LoadProgress?) -> [Edit]? {
        var edited: [Edit] = []
        progress?.begin(positions.count)
        for position in positions {
            let entry = walker.entries[position]
            guard let (was, related) = map.record(position, in: file) else { return nil }  // read again whole by the full update
            let (recipe, references, issues) = FolderCollectionLoader.parse(
                folder: folder, entry: entry, id: was.row.id, name: FolderCollectionLoader.place(of: entry.relativePath).name, category: was.row.category,
                whole: false)
            let now = ParsedFile(entry: entry, row: IndexEntry(recipe), references: references, issues: issues)
            guard now.row.id == was.row.id, now.row.name == was.row.name, now.row.category == was.row.category,
                  references == was.references, issues == was.issues else { return nil }
            edited.append((position, was, now, related))
            progress?.advance()
        }
        return edited
    }

    /// The new archive's body as pieces — the unchanged parts of the old file as they are
    /// (copied from `file`, which holds them), the edited records and the new words written
    /// anew — and each file record's byte range in the archive file (after its header).
    private static func archive(_ map: ArchiveMap, edited: [Edit], numbering: WordNumbering, file: SourceFile)
        -> (body: [FilePiece], ranges: [Range<Int>]) {
        func old(_ range: Range<Int>) -> FilePiece {
            range.upperBound <= map.head.count ? FilePiece(map.head[range], copiedFrom: file) : FilePiece(copying: range, of: file)
        }
        var body = [old(map.prefix)], vocabularyCount = ByteWriter(), tail = ByteWriter()
        vocabularyCount.u32(UInt32(map.words.count + numbering.added.count))
        for word in numbering.added {
            tail.u32(UInt32(word.count))
            tail.bytes(word)
        }
        tail.u32(UInt32(map.records.count))
        body += [FilePiece(vocabularyCount.storage[...]), old(map.vocabulary), FilePiece(tail.storage[...])]
        var length = map.prefix.count + 4 + map.vocabulary.count + tail.count
        var ranges: [Range<Int>] = [], next = 0, run: Range<Int>?
        ranges.reserveCapacity(map.records.count)
        for (position, record) in map.records.enumerated() {
            let start = CollectionArchive.headerSize + length
            if next < edited.count, edited[next].position == position {
                if let unchanged = run { body.append(old(unchanged)) }
                run = nil
                let file = edited[next], words = file.now.row.facts
                var writer = ByteWriter()
                CollectionArchive.writeRecord(file.now, related: file.related,
                                              words: (numbering.numbers(words.summaryWords), numbering.numbers(words.stepWords)), into: &writer)
                body.append(FilePiece(writer.storage[...]))
                length += writer.count
                next += 1
            } else {
                run = (run?.lowerBound ?? record.lowerBound)..<record.upperBound
                length += record.count
            }
            ranges.append(start..<(CollectionArchive.headerSize + length))
        }
        if let unchanged = run { body.append(old(unchanged)) }
        return (body, ranges)
    }

    /// What the index holds of each edited recipe, before and after; nil when an archived
    /// record names a word its vocabulary does not have.
    private static func indexChanges(_ edited: [Edit], map: ArchiveMap) -> [RecipeIndexPatch.Change]? {
        func words(_ numbers: [UInt32]) -> Set<[UInt8]>? {
            var words = Set<[UInt8]>()
            for number in numbers {
                guard let word = map.word(number) else { return nil }
                words.insert(Array(word))
            }
            return words
        }
        func words(_ list: String) -> Set<[UInt8]> {
            var words = Set<[UInt8]>()
            SearchFacts.forEachWord(in: list) { words.insert(Array($0)) }
            return words
        }
        func keys(_ row: IndexEntry) -> Set<[UInt8]> { Set(row.ingredientNames.map { Array(IngredientKey($0).rawValue.utf8) }) }
        func tags(_ row: IndexEntry) -> Set<[UInt8]> { Set(row.searchTerms.map(TextFolding.fold).filter { !$0.isEmpty }.map { Array($0.utf8) }) }
        var changes: [RecipeIndexPatch.Change] = []
        for file in edited {
            guard let archived = file.was.archivedWords, let summary = words(archived.summary), let steps = words(archived.steps) else { return nil }
            let row = file.now.row
            changes.append(RecipeIndexPatch.Change(position: file.position, keys: (keys(file.was.row), keys(row)), tags: (tags(file.was.row), tags(row)),
                                                   summaryWords: (summary, words(row.facts.summaryWords)), stepWords: (steps, words(row.facts.stepWords)),
                                                   totalMinutes: row.facts.totalMinutes, servings: row.facts.servings, hasProblems: row.hasProblems))
        }
        return changes
    }
}
