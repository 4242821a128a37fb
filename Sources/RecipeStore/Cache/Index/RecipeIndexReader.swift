/// Reads an index file (`RecipeIndexFile`) never trusting it: its bytes come from `IndexBytes`
/// (pages, each checked against its checksum when first read) and every value is decoded by a
/// `ByteReader` over them, so nothing is read past the range it was asked for. Opening checks
/// the header and section table (`RecipeIndexHeader`: every length the counts fix), the page
/// checksums, and the few values that tie sections together (`checkTables`); from then on
/// every value read — string references, recipe positions, list ranges — is bounds-checked
/// where it is used. A value out of range (or a file cut short meanwhile) is answered around
/// and noted (`IndexBytes.isDamaged`), reported by the store to its owner so the index can be
/// discarded and rebuilt on the next start; it is never followed.
struct RecipeIndexReader {
    typealias Section = RecipeIndexFile.Section
    typealias RecipeRecord = RecipeIndexFile.RecipeRecord
    typealias CategoryRecord = RecipeIndexFile.CategoryRecord
    typealias TermRecord = RecipeIndexFile.TermRecord

    /// The file.
    let file: IndexBytes
    /// Its checked header.
    let header: RecipeIndexHeader

    /// Checks `file` as an index; throws `.damaged` naming what is wrong.
    init(_ file: IndexBytes) throws(CacheFileProblem) {
        self.file = file
        var prefix = file.reader(0..<min(file.count, RecipeIndexHeader.size))
        header = try RecipeIndexHeader.decode(prefix?.remainingBytes() ?? [], fileSize: file.count)
        guard let pages = section(.pages), Checksum.of(pages, 0..<pages.count) == header.checksum else {
            throw .damaged(reason: "its page checksums fail their checksum")
        }
        guard file.checkPages(pages, covering: header.covered) else { throw .damaged(reason: "a page fails its checksum") }
        try checkTables()
    }

    /// Checks index bytes held in memory.
    init(_ bytes: [UInt8]) throws(CacheFileProblem) {
        try self.init(IndexBytes(bytes))
    }

    var recipeCount: Int { header.recipeCount }

    /// What `read` decodes from the bytes at `range`; nil, and damage reported, when they are
    /// not all there or `read` runs past them.
    func value<T>(_ range: Range<Int>, _ read: (inout ByteReader) throws(ByteReader.Truncated) -> T) -> T? {
        guard var reader = file.reader(range) else { return nil }
        do {
            return try read(&reader)
        } catch {
            file.reportDamage()
            return nil
        }
    }

    /// The u32 at `offset`, or nil (damage reported) when it is not there.
    func checkedU32(_ offset: Int) -> UInt32? { value(offset..<(offset + 4)) { reader throws(ByteReader.Truncated) in try reader.u32() } }

    /// The u32 at `offset` (inside a section the header vouched for); 0 if the file was cut
    /// short, the damage reported (so the store answers from the collection instead).
    func u32(_ offset: Int) -> UInt32 { checkedU32(offset) ?? 0 }

    /// The u64 at `offset` (inside a section the header vouched for); 0 if the file was cut short.
    func u64(_ offset: Int) -> UInt64 { value(offset..<(offset + 8)) { reader throws(ByteReader.Truncated) in try reader.u64() } ?? 0 }

    /// The u32 number `number` of `section`, or nil past its end.
    func element(_ section: Section, _ number: Int) -> UInt32? {
        let range = header[section]
        guard number >= 0, number < range.count / 4 else { file.reportDamage(); return nil }
        return checkedU32(range.lowerBound + number * 4)
    }

    /// The recipe position at `number` of `section` (an order or a list), or nil when it is out of range.
    func position(_ section: Section, _ number: Int) -> Int? {
        guard let value = element(section, number) else { return nil }
        guard Int(value) < recipeCount else { file.reportDamage(); return nil }
        return Int(value)
    }

    /// All of `section` as u32 values (nil when the file was cut short).
    func u32Array(_ section: Section) -> [UInt32]? {
        value(header[section]) { reader throws(ByteReader.Truncated) in try reader.u32s(reader.remaining / 4) }
    }

    /// The bytes of the string reference at `reference`, or nil when it points outside `strings`.
    func stringBytes(at reference: Int) -> [UInt8]? {
        guard let (offset, length) = value(reference..<(reference + 8), { reader throws(ByteReader.Truncated) in
            (Int(try reader.u32()), Int(try reader.u32()))
        }) else { return nil }
        let strings = header[.strings]
        guard length <= strings.count, offset <= strings.count - length else { file.reportDamage(); return nil }
        return value((strings.lowerBound + offset)..<(strings.lowerBound + offset + length)) { reader in reader.remainingBytes() }
    }

    /// The string at `reference`, or "?" when it cannot be read.
    func string(at reference: Int) -> String {
        stringBytes(at: reference).map { String(decoding: $0, as: UTF8.self) } ?? "?"
    }

    /// Where recipe `position`'s record starts.
    func recipeRecord(_ position: Int) -> Int { header[.recipes].lowerBound + position * RecipeRecord.size }

    /// Where category `number`'s record starts.
    func categoryRecord(_ number: Int) -> Int { header[.categories].lowerBound + number * CategoryRecord.size }

    /// The `(start, count)` of a term's postings, checked to lie inside `postings`.
    func postings(of record: Int, in postings: Section) -> (start: Int, count: Int)? {
        let start = Int(u32(record + TermRecord.postingsStart)), count = Int(u32(record + TermRecord.postingsCount))
        let total = header[postings].count / 4
        guard count <= total, start <= total - count else { file.reportDamage(); return nil }
        return (start, count)
    }

    /// The whole of `section` (nil when the file was cut short).
    func section(_ section: Section) -> [UInt8]? { value(header[section]) { reader in reader.remainingBytes() } }

    /// The values that tie sections to each other, which the header's lengths cannot show: a
    /// section table that lies about where one section ends and the next begins, with every
    /// length still a whole number of records, is refused here rather than read askew. A few
    /// values, read from a few pages.
    private func checkTables() throws(CacheFileProblem) {
        // The category records: names readable, lists inside `categoryLists` and filling it,
        // one after the other in category order, as they are written.
        let lists = header[.categoryLists].count / 4
        var next = 0
        for number in 0..<header.categoryCount {
            let record = categoryRecord(number)
            let start = Int(u32(record + CategoryRecord.listStart)), count = Int(u32(record + CategoryRecord.listCount))
            guard stringBytes(at: record + CategoryRecord.id) != nil, stringBytes(at: record + CategoryRecord.name) != nil,
                  start == next, count <= lists - start, !file.isDamaged else {
                throw .damaged(reason: "category \(number) points outside its lists")
            }
            next = start + count
        }
        guard next == lists else { throw .damaged(reason: "its category lists are \(lists) entries, the categories name \(next)") }
        // The starts of folded names and ids: from 0 to the end of their texts.
        for (starts, texts) in [(Section.foldedStarts, Section.foldedBytes), (.idStarts, .idBytes)] {
            let range = header[starts]  // (n + 1) × 4 bytes: checked with the header
            guard u32(range.lowerBound) == 0, Int(u32(range.upperBound - 4)) == header[texts].count, !file.isDamaged else {
                throw .damaged(reason: "section \(starts) does not end where section \(texts) does")
            }
        }
        // Word tables: the first word's postings start the postings section, the last one's lie inside it.
        for (table, postings) in [(Section.summaryTerms, Section.summaryPostings), (.stepTerms, .stepPostings)] where !header[table].isEmpty {
            let first = header[table].lowerBound, last = header[table].upperBound - TermRecord.size
            guard u32(first + TermRecord.postingsStart) == 0, Int(u32(last + TermRecord.postingsStart)) < header[postings].count,
                  !file.isDamaged else {
                throw .damaged(reason: "section \(table) does not match section \(postings)")
            }
        }
    }
}
