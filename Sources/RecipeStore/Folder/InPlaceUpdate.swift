/// A few edited files applied to a folder's archive and index without reading the rest: when
/// the folder holds the same files as the archive (none added, removed or renamed) and each
/// edit keeps its recipe's name, references and problems, the edited files are parsed, their
/// records replaced and every other record copied byte for byte (new description and step
/// words are appended to the vocabulary, so the old records' word numbers stay valid), and the
/// index is patched (`RecipeIndexPatch`). Anything else — and any doubt — is left to the full
/// update (`FolderCollectionLoader.scan`), which gives the same answers, more slowly.
final class InPlaceUpdate {
    /// More changed files than this are updated by the full path.
    static let maximumChanges = 64

    /// The new archive's bytes, in pieces to be written one after the other.
    let archive: [ArraySlice<UInt8>]
    /// Each file record's byte range in `archive`.
    let ranges: [Range<Int>]
    /// How many files were parsed.
    let parsedFiles: Int
    /// The patched index, and its header (whose stamp is set once the archive is written).
    private var index: [UInt8]
    private let indexHeader: RecipeIndexHeader

    /// The update of the archive `bytes` (whose file had `archiveStamp`) to the folder `walker`
    /// found, stamped `stamp`, with the index at `indexPath` (built over that archive file);
    /// nil when it cannot be done in place. The files parsed are counted on `progress`.
    init?(folder: String, walker: DirectoryWalker, archive bytes: [UInt8], archiveStamp: SourceStamp, indexPath: String, stamp: UInt64,
          progress: LoadProgress? = nil) {
        // Problems of the walk are warnings the archive would have to gain or lose; warnings
        // name files by the folder's path as given, which may be spelt otherwise this time.
        guard walker.problems.isEmpty, let map = ArchiveMap(bytes), map.entries.count == walker.entries.count,
              map.warnings.allSatisfy({ $0.recipe != nil && $0.file.hasPrefix(folder + "/") }) else { return nil }
        var changed: [Int] = []
        for (position, (was, now)) in zip(map.entries, walker.entries).enumerated() {
            guard was.relativePath == now.relativePath else { return nil }
            if was != now || now.inode == 0 { changed.append(position) }
        }
        guard !changed.isEmpty, changed.count <= Self.maximumChanges,
              let old = try? FilePath.readAll(indexPath, limit: IndexedRecipeStore.maximumIndexSize), (try? RecipeIndexReader(old)) != nil,
              let header = try? RecipeIndexHeader.decode(old, fileSize: old.count), header.stamp == archiveStamp,
              header.recipeCount == map.entries.count else { return nil }

        // Parse the edited files; each must keep what links and lists depend on.
        var edited: [(position: Int, was: ParsedFile, now: ParsedFile, related: [RecipeID])] = []
        progress?.begin(changed.count)
        for position in changed {
            let entry = walker.entries[position]
            guard let (was, related) = map.record(position) else { return nil }
            let (recipe, references, issues) = FolderCollectionLoader.parse(
                folder: folder, entry: entry, id: was.row.id, name: FolderCollectionLoader.place(of: entry.relativePath).name, category: was.row.category)
            let now = ParsedFile(entry: entry, row: IndexEntry(recipe), references: references, issues: issues, recipe: nil)
            guard now.row.id == was.row.id, now.row.name == was.row.name, now.row.category == was.row.category,
                  references == was.references, issues == was.issues else { return nil }
            edited.append((position, was, now, related))
            progress?.advance()
        }

        // Number the edited files' words: known words keep their numbers, new ones are appended.
        var wanted = WordNumbers(capacity: 256)
        for file in edited {
            SearchFacts.forEachWord(in: file.now.row.facts.summaryWords) { wanted.number($0) }
            SearchFacts.forEachWord(in: file.now.row.facts.stepWords) { wanted.number($0) }
        }
        var numberOf = [Int](repeating: -1, count: wanted.words.count), found = 0
        bytes.withUnsafeBufferPointer { all in
            for (number, range) in map.words.enumerated() where found < numberOf.count {
                if let word = wanted.find(UnsafeBufferPointer(rebasing: all[range])), numberOf[word] < 0 {
                    numberOf[word] = number
                    found += 1
                }
            }
        }
        var added: [[UInt8]] = []
        for (word, number) in numberOf.enumerated() where number < 0 {
            numberOf[word] = map.words.count + added.count
            added.append(wanted.words[word])
        }
        func numbers(_ list: String) -> [UInt32] {
            var numbers: [UInt32] = []
            SearchFacts.forEachWord(in: list) { numbers.append(UInt32(numberOf[wanted.find($0)!])) }
            return numbers
        }

        // The archive: the unchanged parts as they are (pieces of the old file, never copied
        // together), the edited records written anew.
        var body: [ArraySlice<UInt8>] = [bytes[map.prefix]], vocabularyCount = ByteWriter(), length = map.prefix.count
        vocabularyCount.u32(UInt32(map.words.count + added.count))
        body.append(vocabularyCount.storage[...])
        body.append(bytes[map.vocabulary])
        var tail = ByteWriter()
        for word in added {
            tail.u32(UInt32(word.count))
            tail.bytes(word)
        }
        tail.u32(UInt32(map.entries.count))
        body.append(tail.storage[...])
        length += 4 + map.vocabulary.count + tail.count
        var ranges: [Range<Int>] = [], next = 0, run: Range<Int>?
        ranges.reserveCapacity(map.records.count)
        for (position, record) in map.records.enumerated() {
            let start = CollectionArchive.headerSize + length
            if next < edited.count, edited[next].position == position {
                if let unchanged = run { body.append(bytes[unchanged]) }
                run = nil
                let file = edited[next]
                var writer = ByteWriter()
                CollectionArchive.writeRecord(file.now, related: file.related, words: (numbers(file.now.row.facts.summaryWords), numbers(file.now.row.facts.stepWords)),
                                              into: &writer)
                body.append(writer.storage[...])
                length += writer.count
                next += 1
            } else {
                run = (run?.lowerBound ?? record.lowerBound)..<record.upperBound
                length += record.count
            }
            ranges.append(start..<(CollectionArchive.headerSize + length))
        }
        if let unchanged = run { body.append(bytes[unchanged]) }
        archive = [CollectionArchive.header(body: body, stamp: stamp)[...]] + body
        self.ranges = ranges

        // What the index holds of each edited recipe, before and after.
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
        guard let patched = RecipeIndexPatch.apply(to: old, header: header, changes: changes, ranges: ranges, stamp: archiveStamp),
              let patchedHeader = try? RecipeIndexHeader.decode(patched, fileSize: patched.count) else { return nil }
        index = patched
        indexHeader = patchedHeader
        parsedFiles = edited.count
    }

    /// The patched index for the new archive, written as a file with `archiveStamp`.
    /// (A class, so the stamp is written into the patched bytes without copying them.)
    func index(archiveStamp: SourceStamp) -> [UInt8] {
        var header = indexHeader
        header.stamp = archiveStamp
        index.replaceSubrange(0..<RecipeIndexHeader.size, with: header.encoded())
        return index
    }
}
