/// Reads an index file held in memory (`RecipeIndexFile`), never trusting it: the header is
/// checked by `RecipeIndexHeader`, the tables the first screen needs (recipes, categories,
/// orders, category lists) are checked in full when opening, and every other value read from
/// the file is bounds-checked where it is used. A damaged index therefore makes opening fail
/// (and the index is rebuilt) or, for the tables only searches read, answers with less — it
/// never reads outside the file.
struct RecipeIndexReader {
    typealias Section = RecipeIndexFile.Section
    typealias RecipeRecord = RecipeIndexFile.RecipeRecord
    typealias CategoryRecord = RecipeIndexFile.CategoryRecord
    typealias TermRecord = RecipeIndexFile.TermRecord

    /// The whole file.
    let bytes: [UInt8]
    /// Its checked header.
    let header: RecipeIndexHeader

    /// Checks `bytes` as an index; throws `.damaged` naming the first table that is wrong.
    init(_ bytes: [UInt8]) throws(CacheFileProblem) {
        self.bytes = bytes
        header = try RecipeIndexHeader.decode(bytes)
        try checkFirstScreenTables()
    }

    var recipeCount: Int { header.recipeCount }

    /// The little-endian u32 at `offset`, or 0 outside the file.
    @inline(__always) func u32(_ offset: Int) -> UInt32 {
        guard offset >= 0, offset <= bytes.count - 4 else { return 0 }
        return bytes.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
    }

    /// The little-endian u64 at `offset`, or 0 outside the file.
    @inline(__always) func u64(_ offset: Int) -> UInt64 {
        guard offset >= 0, offset <= bytes.count - 8 else { return 0 }
        return bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
    }

    /// The u32 number `number` of `section`, or nil past its end.
    func element(_ section: Section, _ number: Int) -> UInt32? {
        let range = header[section]
        guard number >= 0, number < range.count / 4 else { return nil }
        return u32(range.lowerBound + number * 4)
    }

    /// The recipe position at `number` of `section` (an order or a list), or nil when it is out of range.
    func position(_ section: Section, _ number: Int) -> Int? {
        guard let value = element(section, number), Int(value) < recipeCount else { return nil }
        return Int(value)
    }

    /// The bytes of the string reference at `reference`, or nil when it points outside `strings`.
    func stringBytes(at reference: Int) -> ArraySlice<UInt8>? {
        let strings = header[.strings]
        let offset = Int(u32(reference)), length = Int(u32(reference + 4))
        guard length <= strings.count, offset <= strings.count - length else { return nil }
        return bytes[(strings.lowerBound + offset)..<(strings.lowerBound + offset + length)]
    }

    /// The string at `reference` ("" when it is out of range, which opening has ruled out for ids and names).
    func string(at reference: Int) -> String {
        stringBytes(at: reference).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// Where recipe `position`'s record starts.
    func recipeRecord(_ position: Int) -> Int { header[.recipes].lowerBound + position * RecipeRecord.size }

    /// Where category `number`'s record starts.
    func categoryRecord(_ number: Int) -> Int { header[.categories].lowerBound + number * CategoryRecord.size }

    /// The `(start, count)` of a term's postings, checked to lie inside `postings`.
    func postings(of record: Int, in postings: Section) -> (start: Int, count: Int)? {
        let start = Int(u32(record + TermRecord.postingsStart)), count = Int(u32(record + TermRecord.postingsCount))
        let total = header[postings].count / 4
        guard count <= total, start <= total - count else { return nil }
        return (start, count)
    }

    /// The whole of `section`.
    func section(_ section: Section) -> ArraySlice<UInt8> { bytes[header[section]] }

    /// Every reference, category number, order and list that opening and listing use.
    private func checkFirstScreenTables() throws(CacheFileProblem) {
        for recipe in 0..<recipeCount {
            let record = recipeRecord(recipe)
            guard stringBytes(at: record + RecipeRecord.id) != nil, stringBytes(at: record + RecipeRecord.name) != nil else {
                throw .damaged(reason: "recipe \(recipe) names a string outside the file")
            }
            guard Int(u32(record + RecipeRecord.category)) < max(header.categoryCount, 1) else {
                throw .damaged(reason: "recipe \(recipe) has an unknown category")
            }
            let start = u64(record + RecipeRecord.bodyStart), end = u64(record + RecipeRecord.bodyEnd)
            guard start <= end, end <= header.stamp.size else {
                throw .damaged(reason: "recipe \(recipe) has an impossible byte range")
            }
            guard position(.nameOrder, recipe) != nil, position(.idOrder, recipe) != nil else {
                throw .damaged(reason: "the recipe orders point outside the table")
            }
        }
        let lists = header[.categoryLists].count / 4
        for number in 0..<header.categoryCount {
            let record = categoryRecord(number)
            let start = Int(u32(record + CategoryRecord.listStart)), count = Int(u32(record + CategoryRecord.listCount))
            guard stringBytes(at: record + CategoryRecord.id) != nil, stringBytes(at: record + CategoryRecord.name) != nil,
                  count <= lists, start <= lists - count else {
                throw .damaged(reason: "category \(number) points outside the file")
            }
        }
        for number in 0..<lists where position(.categoryLists, number) == nil {
            throw .damaged(reason: "a category list names recipe \(element(.categoryLists, number) ?? 0), which does not exist")
        }
    }
}
