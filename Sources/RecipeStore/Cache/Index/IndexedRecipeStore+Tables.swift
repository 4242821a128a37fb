/// The tables of an index (`RecipeIndexFile`) as the store reads them: rows and lookups page
/// by page, the search tables whole on the first search. A term or posting out of range, or a
/// table that does not fill its postings section, is left out and reported (the store then
/// answers from a fresh load).
extension IndexedRecipeStore {
    typealias TermRecord = RecipeIndexFile.TermRecord
    private typealias RecipeRecord = RecipeIndexFile.RecipeRecord

    /// The list row of the recipe at `position`.
    func summary(at position: Int) -> RecipeSummary {
        let record = index.recipeRecord(position)
        let category = Int(index.u32(record + RecipeRecord.category))
        return RecipeSummary(id: RecipeID(index.string(at: record + RecipeRecord.id)), name: index.string(at: record + RecipeRecord.name),
                             category: category < categories.count ? categories[category].id : CategoryID(""),
                             hasProblems: index.u32(record + RecipeRecord.flags) & 1 != 0)
    }

    /// Rows `range` of the list of `count` positions at `start` of `section`.
    func page(section: Section, start: Int, count: Int, range: Range<Int>) -> [RecipeSummary] {
        range.clamped(to: 0..<count).compactMap { index.position(section, start + $0).map(summary(at:)) }
    }

    /// The position of `id`, by binary search of the id-ordered table.
    func position(of id: RecipeID) -> Int? {
        let wanted = Array(id.rawValue.utf8)
        var low = 0, high = recipeCount
        while low < high {
            let middle = (low + high) / 2
            guard let position = index.position(.idOrder, middle),
                  let candidate = index.stringBytes(at: index.recipeRecord(position) + RecipeRecord.id) else { return nil }
            if candidate.elementsEqual(wanted) { return position }
            if candidate.lexicographicallyPrecedes(wanted) { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The postings (start, count) of `text` in a sorted term table.
    func term(_ text: String, in section: Section) -> (start: Int, count: Int)? {
        guard section != .keys || keyCountsAddUp else { return nil }
        let wanted = Array(text.utf8)
        let table = index.header[section].lowerBound
        var low = 0, high = index.header[section].count / TermRecord.size
        while low < high {
            let middle = (low + high) / 2
            let record = table + middle * TermRecord.size
            guard let candidate = index.stringBytes(at: record + TermRecord.text) else { return nil }
            if candidate.elementsEqual(wanted) { return index.postings(of: record, in: section == .keys ? .keyPostings : .termPostings) }
            if candidate.lexicographicallyPrecedes(wanted) { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// A word table (`RecipeIndexFile`'s `wordTable`): postings decoded from LEB128
    /// differences. The lists lie back to back in table order and fill the postings section, as
    /// they are written; a term whose postings do not start where the one before ended, or run
    /// outside the section or the recipes, is left out and reported.
    func wordTable(_ table: Section, _ postingsSection: Section) -> TermTable {
        let bytes = index.section(postingsSection) ?? []
        let records = index.header[table].count / TermRecord.size
        var next = 0  // where the next term's postings should start
        var terms = (0..<records).compactMap { number -> (bytes: [UInt8], postings: [Int32])? in
            let record = index.header[table].lowerBound + number * TermRecord.size
            let start = Int(index.u32(record + TermRecord.postingsStart)), count = Int(index.u32(record + TermRecord.postingsCount))
            guard let text = index.stringBytes(at: record + TermRecord.text), start == next, count <= bytes.count - start,
                  let list = Self.positions(bytes, from: start, count: count, below: recipeCount) else {
                index.file.reportDamage()
                return nil
            }
            next = list.end
            return (text, list.positions)
        }
        if next != bytes.count {
            index.file.reportDamage()  // postings no term owns: the table does not match its section
            terms = []
        }
        return TermTable(terms: terms)
    }

    /// `count` ascending positions below `recipes`, LEB128 differences from `start` of `bytes`,
    /// and where they end; nil when they run past the bytes or the recipes.
    private static func positions(_ bytes: [UInt8], from start: Int, count: Int, below recipes: Int) -> (positions: [Int32], end: Int)? {
        var reader = ByteReader(bytes, offset: start)
        var list: [Int32] = [], position: UInt32 = 0
        list.reserveCapacity(count)
        do {
            for _ in 0..<count {
                let step = try reader.varint()
                guard step <= UInt32(recipes) - position, position + step < UInt32(recipes) else { return nil }
                position += step
                list.append(Int32(position))
            }
        } catch {
            return nil  // past the section's end: the caller reports the damage
        }
        return (list, reader.offset)
    }

    /// Folded texts by position from a bytes section and its starts; empty texts when damaged.
    func foldedTexts(_ bytesSection: Section, _ startsSection: Section) -> FoldedTexts {
        let bytes = index.section(bytesSection) ?? []
        let starts = (index.u32Array(startsSection) ?? []).map { Int($0) }
        guard starts.count == recipeCount + 1, starts.first == 0, starts.last == bytes.count,
              zip(starts, starts.dropFirst()).allSatisfy({ $0 <= $1 }) else {
            index.file.reportDamage()
            return FoldedTexts(bytes: [], starts: Array(repeating: 0, count: recipeCount + 1))
        }
        return FoldedTexts(bytes: bytes, starts: starts)
    }

    /// A term table and its postings, read whole; a term or posting out of range is left out.
    func termTable(_ table: Section, _ postingsSection: Section) -> TermTable {
        let all = index.u32Array(postingsSection) ?? []
        let records = index.header[table].count / TermRecord.size
        var listed = 0  // postings the terms own, which must be all of them
        var terms = (0..<records).compactMap { number -> (bytes: [UInt8], postings: [Int32])? in
            let record = index.header[table].lowerBound + number * TermRecord.size
            guard let text = index.stringBytes(at: record + TermRecord.text),
                  let postings = index.postings(of: record, in: postingsSection), postings.start + postings.count <= all.count else { return nil }
            let list = all[postings.start..<(postings.start + postings.count)]
            guard list.allSatisfy({ Int($0) < recipeCount }) else { index.file.reportDamage(); return nil }
            listed += list.count
            return (text, list.map { Int32($0) })
        }
        if listed != all.count {
            index.file.reportDamage()  // the table does not match its postings section
            terms = []
        }
        return TermTable(terms: terms)
    }
}
