/// Reads an index file (`RecipeIndexFile`) through `IndexBytes`, never trusting it: the header
/// and section table are checked (and checksummed) by `RecipeIndexHeader`, and the page
/// checksums and the category table when opening; from then on each page is checked against
/// its checksum when first read, and every value read from the file — string references,
/// recipe positions, list ranges — is bounds-checked where it is used. A value out of range (or a
/// file cut short meanwhile) is answered around and noted (`IndexBytes.isDamaged`), reported by
/// the store to its owner so the index can be discarded and rebuilt on the next start; it is
/// never followed.
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
        let prefix = file.bytes(0..<min(file.count, RecipeIndexHeader.size)) ?? []
        header = try RecipeIndexHeader.decode(prefix, fileSize: file.count)
        guard let pages = file.bytes(header[.pages]), Checksum.of(pages, 0..<pages.count) == header.checksum else {
            throw .damaged(reason: "its page checksums fail their checksum")
        }
        guard file.checkPages(pages, covering: header.covered) else { throw .damaged(reason: "a page fails its checksum") }
        try checkCategories()
    }

    /// Checks index bytes held in memory.
    init(_ bytes: [UInt8]) throws(CacheFileProblem) {
        try self.init(IndexBytes(bytes))
    }

    var recipeCount: Int { header.recipeCount }

    /// The u32 at `offset` (inside a section the header vouched for); 0 if the file was cut short.
    func u32(_ offset: Int) -> UInt32 { file.u32(offset) ?? 0 }

    /// The u64 at `offset` (inside a section the header vouched for); 0 if the file was cut short.
    func u64(_ offset: Int) -> UInt64 { file.u64(offset) ?? 0 }

    /// The u32 number `number` of `section`, or nil past its end.
    func element(_ section: Section, _ number: Int) -> UInt32? {
        let range = header[section]
        guard number >= 0, number < range.count / 4 else { file.reportDamage(); return nil }
        return file.u32(range.lowerBound + number * 4)
    }

    /// The recipe position at `number` of `section` (an order or a list), or nil when it is out of range.
    func position(_ section: Section, _ number: Int) -> Int? {
        guard let value = element(section, number) else { return nil }
        guard Int(value) < recipeCount else { file.reportDamage(); return nil }
        return Int(value)
    }

    /// All of `section` as u32 values (nil when the file was cut short).
    func u32Array(_ section: Section) -> [UInt32]? {
        guard let bytes = file.bytes(header[section]) else { return nil }
        return bytes.withUnsafeBytes { raw in (0..<(bytes.count / 4)).map { UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self)) } }
    }

    /// The bytes of the string reference at `reference`, or nil when it points outside `strings`.
    func stringBytes(at reference: Int) -> [UInt8]? {
        let strings = header[.strings]
        guard let offset = file.u32(reference).map(Int.init), let length = file.u32(reference + 4).map(Int.init) else { return nil }
        guard length <= strings.count, offset <= strings.count - length else { file.reportDamage(); return nil }
        return file.bytes((strings.lowerBound + offset)..<(strings.lowerBound + offset + length))
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
    func section(_ section: Section) -> [UInt8]? { file.bytes(header[section]) }

    /// The category table: names readable, lists inside `categoryLists`.
    private func checkCategories() throws(CacheFileProblem) {
        let lists = header[.categoryLists].count / 4
        for number in 0..<header.categoryCount {
            let record = categoryRecord(number)
            let start = Int(u32(record + CategoryRecord.listStart)), count = Int(u32(record + CategoryRecord.listCount))
            guard stringBytes(at: record + CategoryRecord.id) != nil, stringBytes(at: record + CategoryRecord.name) != nil,
                  count <= lists, start <= lists - count, !file.isDamaged else {
                throw .damaged(reason: "category \(number) points outside the file")
            }
        }
    }
}
