import FileSystem

/// An index file (`RecipeIndexFile`) changed for a few edited recipes without being rebuilt:
/// each edit keeps the recipe's id, name and category (so names, orders, categories and folded
/// texts are copied as they are) and may change its ingredients, tags, description and step
/// words, time, servings and problem flag. Only the postings of the terms an edit touches are
/// rewritten; every other table is copied byte for byte — from the old file by the kernel, as
/// `FilePiece`s, so only the tables that change are written from memory. The answers are
/// those of a fresh build (tests compare them); term tables may list their words in another order.
struct RecipeIndexPatch {
    typealias Section = RecipeIndexFile.Section
    typealias TermRecord = RecipeIndexFile.TermRecord

    /// One edited recipe: what it had before and has now, as the index stores them.
    struct Change {
        let position: Int
        /// Ingredient keys (normalised), tags and facts (folded), description and step words, old and new.
        let keys, tags, summaryWords, stepWords: (old: Set<[UInt8]>, new: Set<[UInt8]>)
        let totalMinutes: Int?, servings: Int?, hasProblems: Bool
    }

    /// How a table's postings are stored: u32 positions (in name order for ingredient keys, in
    /// position order for tags), or LEB128 differences of ascending positions (words).
    private enum Postings { case nameOrder, positions, differences }

    /// The patched index: its header (still stamped for the old archive, as the patch is made
    /// before the new one is written) and, apart, what follows it.
    struct Patched {
        let header: RecipeIndexHeader
        /// The sections and page checksums, to be written after the header.
        let sections: [FilePiece]

        /// The whole file, its header stamped for the source with `stamp`.
        func pieces(stampedFor stamp: SourceStamp) -> [FilePiece] {
            var header = header
            header.stamp = stamp
            return [FilePiece(header.encoded()[...])] + sections
        }
    }

    /// The index as it was (bytes, checked header, the file it was read from), and a reader of them.
    private let whole: WholeIndex
    private let reader: ByteReader
    private var old: [UInt8] { whole.bytes }
    private var header: RecipeIndexHeader { whole.header }
    /// The texts of new terms, appended to the old strings section.
    private var appended: [UInt8] = []

    /// `old` with `changes` applied, its recipes pointing at `ranges` of the source; nil when
    /// its tables do not hold together (a value out of range, though every page passed its
    /// checksum), its strings have grown to more than twice what is used (a rebuild is smaller),
    /// or its file no longer has the parts to copy. Every nil means "rebuild it instead".
    static func apply(to old: WholeIndex, changes: [Change], ranges: [Range<Int>]) -> Patched? {
        var patch = RecipeIndexPatch(whole: old, reader: ByteReader(old.bytes))
        return patch.apply(changes, ranges: ranges)
    }

    /// The strings section's length: the old one's and the new terms'.
    private var stringsCount: Int { header[.strings].count + appended.count }

    /// The text at `range` of the (new) strings section.
    private func stringBytes(_ range: Range<Int>) -> ArraySlice<UInt8> {
        let oldCount = header[.strings].count
        return range.lowerBound >= oldCount ? appended[(range.lowerBound - oldCount)..<(range.upperBound - oldCount)]
            : old[(header[.strings].lowerBound + range.lowerBound)..<(header[.strings].lowerBound + range.upperBound)]
    }

    /// The patched file (see `apply(to:…)`).
    private mutating func apply(_ changes: [Change], ranges: [Range<Int>]) -> Patched? {
        let count = header.recipeCount
        guard ranges.count == count, changes.allSatisfy({ $0.position < count }) else { return nil }
        // (The header vouched for both lengths: `count` records, `count` pairs of numbers.)
        var recipes = Array(old[header[.recipes]]), numbers = Array(old[header[.numbers]])
        for (position, range) in ranges.enumerated() {
            let record = position * RecipeIndexFile.RecipeRecord.size
            Self.put(UInt64(range.lowerBound), at: record + RecipeIndexFile.RecipeRecord.bodyStart, in: &recipes)
            Self.put(UInt64(range.upperBound), at: record + RecipeIndexFile.RecipeRecord.bodyEnd, in: &recipes)
        }
        for change in changes {
            let flags = change.position * RecipeIndexFile.RecipeRecord.size + RecipeIndexFile.RecipeRecord.flags
            Self.put(UInt32(change.hasProblems ? 1 : 0), at: flags, in: &recipes)
            Self.put(UInt32(bitPattern: Int32(change.totalMinutes ?? -1)), at: change.position * 8, in: &numbers)
            Self.put(UInt32(bitPattern: Int32(change.servings ?? -1)), at: change.position * 8 + 4, in: &numbers)
        }
        var rank = [Int32](repeating: 0, count: count)
        for (place, position) in (0..<count).map({ u32(header[.nameOrder].lowerBound + $0 * 4) }).enumerated() {
            guard let position, Int(position) < count else { return nil }
            rank[Int(position)] = Int32(place)
        }
        guard let keys = table(.keys, .keyPostings, .nameOrder, rank: rank, changes.map { ($0.position, $0.keys) }),
              let tags = table(.terms, .termPostings, .positions, rank: rank, changes.map { ($0.position, $0.tags) }),
              let summary = table(.summaryTerms, .summaryPostings, .differences, rank: rank, changes.map { ($0.position, $0.summaryWords) }),
              let steps = table(.stepTerms, .stepPostings, .differences, rank: rank, changes.map { ($0.position, $0.stepWords) }) else { return nil }
        // The texts of emptied terms stay in `strings` and a term met again is appended again:
        // once the unused texts outweigh the used ones, rebuild rather than grow with every save.
        guard let recipeTexts = Self.textBytes(recipes, RecipeIndexFile.RecipeRecord.size, [RecipeIndexFile.RecipeRecord.id, RecipeIndexFile.RecipeRecord.name]),
              let categoryTexts = Self.textBytes(Array(old[header[.categories]]), RecipeIndexFile.CategoryRecord.size,
                                                 [RecipeIndexFile.CategoryRecord.id, RecipeIndexFile.CategoryRecord.name]) else { return nil }
        var used = recipeTexts + categoryTexts
        for table in [keys.table, tags.table, summary.table, steps.table] {
            guard let texts = Self.textBytes(table, TermRecord.size, [TermRecord.text]) else { return nil }
            used += texts
        }
        guard stringsCount <= 2 * used + 4_096 else { return nil }
        var replaced: [Section: [SectionParts.Run]] = [
            .strings: [.old(header[.strings]), .new(appended)], .recipes: [.new(recipes)], .numbers: [.new(numbers)],
            .keys: [.new(keys.table)], .keyPostings: keys.postings, .terms: [.new(tags.table)], .termPostings: tags.postings,
            .summaryTerms: [.new(summary.table)], .summaryPostings: summary.postings, .stepTerms: [.new(steps.table)], .stepPostings: steps.postings]
        var sections: [Range<Int>] = [], pieces: [FilePiece] = [], offset = RecipeIndexHeader.size
        for section in Section.allCases where section != .pages {
            let start = offset
            for run in replaced.removeValue(forKey: section) ?? [.old(header[section])] {
                switch run {
                case let .old(range) where !range.isEmpty:
                    pieces.append(whole.file.map { FilePiece(old[range], copiedFrom: $0) } ?? FilePiece(old[range]))
                    offset += range.count
                case let .new(bytes) where !bytes.isEmpty:
                    pieces.append(FilePiece(bytes[...]))
                    offset += bytes.count
                default:
                    continue
                }
            }
            sections.append(start..<offset)
        }
        guard let pages = IndexPages.table(of: pieces, from: RecipeIndexHeader.size) else { return nil }
        sections.append(offset..<(offset + pages.count))
        let newHeader = RecipeIndexHeader(stamp: header.stamp, recipeCount: count, categoryCount: header.categoryCount, keyCount: keys.count,
                                          termCount: tags.count, sections: sections, checksum: Checksum.of(pages, 0..<pages.count))
        return Patched(header: newHeader, sections: pieces + [FilePiece(pages[...])])
    }

    /// A term table and its postings with each change's terms moved: its position taken off the
    /// terms it lost and put on those it gained (new terms are added, emptied ones dropped).
    private mutating func table(_ table: Section, _ postingsSection: Section, _ kind: Postings, rank: [Int32],
                                _ changes: [(position: Int, terms: (old: Set<[UInt8]>, new: Set<[UInt8]>))])
        -> (table: [UInt8], postings: [SectionParts.Run], count: Int)? {
        var edits: [[UInt8]: (remove: [Int32], add: [Int32])] = [:]
        for change in changes {
            for term in change.terms.old.subtracting(change.terms.new) { edits[term, default: ([], [])].remove.append(Int32(change.position)) }
            for term in change.terms.new.subtracting(change.terms.old) { edits[term, default: ([], [])].add.append(Int32(change.position)) }
        }
        // Terms are recognised by a hash of their bytes first, so unedited ones cost no allocation.
        let hashes = Set(edits.keys.map { term in term.withUnsafeBufferPointer { Self.hash(UnsafeRawBufferPointer($0)) } })
        let postingsBase = header[postingsSection].lowerBound, postingsEnd = header[postingsSection].upperBound
        let recordCount = header[table].count / TermRecord.size
        var records: [(text: Range<Int>, start: Int, count: Int)] = [], postings = SectionParts()
        records.reserveCapacity(recordCount + edits.count)
        for number in 0..<recordCount {
            let record = header[table].lowerBound + number * TermRecord.size
            guard let textStart = u32(record + TermRecord.text).map(Int.init), let textLength = u32(record + 4).map(Int.init),
                  let start = u32(record + TermRecord.postingsStart).map(Int.init), let count = u32(record + TermRecord.postingsCount).map(Int.init),
                  // An old term's text lies in the old strings (what a patch appends is part of them next time).
                  textLength <= header[.strings].count, textStart <= header[.strings].count - textLength else { return nil }
            let text = textStart..<(textStart + textLength)
            // Where this term's postings end: u32 lists by their count; LEB128 lists, written
            // back to back in table order, where the next term's begin (or the section ends).
            let from = postingsBase + (kind == .differences ? start : start * 4)
            var to = from + count * 4
            if kind == .differences {
                if number + 1 < recordCount {
                    guard let next = u32(record + TermRecord.size + TermRecord.postingsStart) else { return nil }
                    to = postingsBase + Int(next)
                } else {
                    to = postingsEnd
                }
            }
            guard from <= to, to <= postingsEnd else { return nil }
            let isEdited = stringBytes(text).withUnsafeBytes { hashes.contains(Self.hash($0)) }
            guard isEdited, let edit = edits.removeValue(forKey: Array(stringBytes(text))) else {
                records.append((text, kind == .differences ? postings.count : postings.count / 4, count))
                postings.append(old: from..<to)
                continue
            }
            guard var list = decode(from..<to, count: count, kind: kind) else { return nil }
            list.removeAll { edit.remove.contains($0) }
            list = Self.inserting(edit.add, into: list, kind: kind, rank: rank)
            guard !list.isEmpty else { continue }
            records.append((text, kind == .differences ? postings.count : postings.count / 4, list.count))
            postings.append(new: Self.encoded(list, kind: kind))
        }
        // Terms the index did not have yet.
        for (term, edit) in edits.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) where !edit.add.isEmpty {
            let list = Self.inserting(edit.add, into: [], kind: kind, rank: rank)
            let text = stringsCount..<(stringsCount + term.count)
            appended += term
            records.append((text, kind == .differences ? postings.count : postings.count / 4, list.count))
            postings.append(new: Self.encoded(list, kind: kind))
        }
        // Ingredient keys and tags are searched by halves: keep them sorted by text.
        if kind != .differences { records.sort { stringBytes($0.text).lexicographicallyPrecedes(stringBytes($1.text)) } }
        var writer = ByteWriter()
        writer.reserve(records.count * TermRecord.size)
        for record in records {
            writer.u32(UInt32(record.text.lowerBound))
            writer.u32(UInt32(record.text.count))
            writer.u32(UInt32(record.start))
            writer.u32(UInt32(record.count))
        }
        return (writer.storage, postings.finished(), records.count)
    }

    /// The `count` positions stored in `range` of the old index; nil when one is not a recipe's
    /// (a damaged posting is never written back, nor looked up).
    private func decode(_ range: Range<Int>, count: Int, kind: Postings) -> [Int32]? {
        let recipes = UInt32(header.recipeCount)
        guard kind == .differences else {
            guard range.count == count * 4 else { return nil }
            let list = (0..<count).compactMap { u32(range.lowerBound + $0 * 4) }
            guard list.count == count, list.allSatisfy({ $0 < recipes }) else { return nil }
            return list.map { Int32($0) }
        }
        var reader = ByteReader(old, offset: range.lowerBound, end: range.upperBound), list: [Int32] = [], position: UInt32 = 0
        list.reserveCapacity(count)
        do {
            for _ in 0..<count {
                // As the reader checks them: ascending, inside the recipes, never wrapping.
                let step = try reader.varint()
                guard step < recipes - position else { return nil }
                position += step
                list.append(Int32(position))
            }
        } catch {
            return nil  // the list runs past its term's postings: not patched, rebuilt
        }
        return list
    }

    /// FNV-1a of `bytes`, to tell terms apart before comparing them.
    private static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// `list` with `positions` added in the table's order (name order, or ascending).
    private static func inserting(_ positions: [Int32], into list: [Int32], kind: Postings, rank: [Int32]) -> [Int32] {
        var list = list
        for position in positions where !list.contains(position) {
            let at = kind == .nameOrder ? list.firstIndex { rank[Int($0)] > rank[Int(position)] } : list.firstIndex { $0 > position }
            list.insert(position, at: at ?? list.endIndex)
        }
        return list
    }

    /// Postings as the table stores them: u32 each, or LEB128 differences.
    private static func encoded(_ list: [Int32], kind: Postings) -> [UInt8] {
        var writer = ByteWriter(), previous: Int32 = 0
        for position in list {
            if kind == .differences {
                writer.varint(UInt32(position - previous))
                previous = position
            } else {
                writer.u32(UInt32(position))
            }
        }
        return writer.storage
    }

    /// The u32 at `offset` of the old index; nil past its end (the patch is then refused).
    private func u32(_ offset: Int) -> UInt32? {
        do {
            return try reader.u32(at: offset)
        } catch {
            return nil  // past the file's end: the caller gives up the patch, and the index is rebuilt
        }
    }

    /// The string bytes the references at `references` of each `size`-byte record of `table`
    /// name; nil when a record is cut short.
    private static func textBytes(_ table: [UInt8], _ size: Int, _ references: [Int]) -> Int? {
        let reader = ByteReader(table)
        var total = 0
        do {
            for record in stride(from: 0, to: table.count, by: size) {
                for reference in references { total += Int(try reader.u32(at: record + reference + 4)) }
            }
        } catch {
            return nil  // a table not of whole records: not patched, rebuilt
        }
        return total
    }

    /// Writes `value` little-endian at `offset` of `bytes`.
    private static func put(_ value: UInt32, at offset: Int, in bytes: inout [UInt8]) {
        for shift in 0..<4 { bytes[offset + shift] = UInt8(truncatingIfNeeded: value >> (8 * shift)) }
    }

    /// Writes `value` little-endian at `offset` of `bytes`.
    private static func put(_ value: UInt64, at offset: Int, in bytes: inout [UInt8]) {
        put(UInt32(truncatingIfNeeded: value), at: offset, in: &bytes)
        put(UInt32(truncatingIfNeeded: value >> 32), at: offset + 4, in: &bytes)
    }
}
