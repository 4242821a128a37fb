/// The search tables of an index (`RecipeIndexFile`), read whole on the first search; a term
/// or posting out of range is left out and reported (the store then answers from a fresh load).
extension IndexedRecipeStore {
    typealias TermRecord = RecipeIndexFile.TermRecord

    /// A word table (`RecipeIndexFile`'s `wordTable`): postings decoded from LEB128
    /// differences; a term whose postings run outside the section or the recipes is left out.
    func wordTable(_ table: Section, _ postingsSection: Section) -> TermTable {
        let bytes = index.section(postingsSection) ?? []
        let records = index.header[table].count / TermRecord.size
        let terms = (0..<records).compactMap { number -> (bytes: [UInt8], postings: [Int32])? in
            let record = index.header[table].lowerBound + number * TermRecord.size
            let start = Int(index.u32(record + TermRecord.postingsStart)), count = Int(index.u32(record + TermRecord.postingsCount))
            guard let text = index.stringBytes(at: record + TermRecord.text), start <= bytes.count, count <= bytes.count - start else {
                index.file.reportDamage()
                return nil
            }
            var reader = ByteReader(bytes, offset: start)
            var list: [Int32] = [], position: UInt32 = 0
            list.reserveCapacity(count)
            for _ in 0..<count {
                guard let step = try? reader.varint(), step <= UInt32(recipeCount) - position, position + step < UInt32(recipeCount) else {
                    index.file.reportDamage()
                    return nil
                }
                position += step
                list.append(Int32(position))
            }
            return (text, list)
        }
        return TermTable(terms: terms)
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
        let terms = (0..<records).compactMap { number -> (bytes: [UInt8], postings: [Int32])? in
            let record = index.header[table].lowerBound + number * TermRecord.size
            guard let text = index.stringBytes(at: record + TermRecord.text),
                  let postings = index.postings(of: record, in: postingsSection), postings.start + postings.count <= all.count else { return nil }
            let list = all[postings.start..<(postings.start + postings.count)]
            guard list.allSatisfy({ Int($0) < recipeCount }) else { index.file.reportDamage(); return nil }
            return (text, list.map { Int32($0) })
        }
        return TermTable(terms: terms)
    }
}
