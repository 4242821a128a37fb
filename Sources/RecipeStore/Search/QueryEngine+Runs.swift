extension QueryEngine {
    /// How a term of several tokens — a phrase, CJK or Thai text, `stir-fry` — matches each
    /// recipe (issue #34): names, ids, tags and ingredients (held in memory) where its tokens
    /// follow one another; descriptions and steps (whose vocabularies know words, not their
    /// order) where every word is there, left `unverified` until the recipe is read.
    func ranks(ofRun run: PhraseMatcher, _ text: String, reasons: SearchReasons) -> WordRanks {
        var result = WordRanks(count: corpus.count, reasons: reasons)
        corpus.names.forEachText(containing: run.firstToken) { position, name in
            guard let range = run.find(in: name) else { return }
            let rank: SearchRank = range.lowerBound > 0 ? .nameWord : range.upperBound == name.count ? .exactName : .namePrefix
            result.offer(position, rank, why: -1)
        }
        corpus.ids.forEachText(containing: run.firstToken) { position, id in
            if run.find(in: id) != nil { result.offer(position, .id, why: Self.idReason(position)) }
        }
        // Ingredient keys are singular (`egg yolk`): "egg yolks" is looked for as "egg yolk" there too.
        let singular = Self.singularLastWord(text).flatMap { PhraseMatcher($0, wholeLastWord: true) }
        for (table, rank, label) in [(corpus.tags, SearchRank.tag, "tag"), (corpus.ingredients, .ingredient, "ingredient")] {
            for term in table.containing(run.firstToken) {
                let held = table.texts.text(term).withUnsafeBufferPointer { text in
                    run.find(in: text) != nil || (rank == .ingredient && singular?.find(in: text) != nil)
                }
                guard held else { continue }
                let reason = reasons.number(label + ": " + table.text(term))
                for position in table.postings[term] { result.offer(Int(position), rank, why: reason) }
            }
        }
        for (table, rank, label) in [(corpus.summaryWords, SearchRank.description, "description"), (corpus.stepWords, .steps, "steps")] {
            let reason = reasons.number(label)
            for position in positions(holding: text, in: table, unspaced: run.isUnspaced) where result.ranks[Int(position)] > UInt8(rank.rawValue) {
                result.offer(Int(position), rank, why: reason)
                result.unverified.insert(position)
            }
        }
        return result
    }

    /// `text` with its last word singular as ingredient keys are (`egg yolks` → `egg yolk`),
    /// or nil when that changes nothing.
    static func singularLastWord(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        var start = bytes.endIndex
        while start > bytes.startIndex, (0x61...0x7A).contains(bytes[start - 1]) { start -= 1 }
        guard start < bytes.endIndex, start == bytes.startIndex || !TextFolding.isWordByte(bytes[start - 1]) else { return nil }
        let word = String(decoding: bytes[start...], as: UTF8.self), singular = IngredientKey.singular(word)
        return singular == word ? nil : String(decoding: bytes[..<start], as: UTF8.self) + singular
    }

    /// The recipes whose words in `table` hold every word of `text` as the vocabularies split
    /// it: whole, but for the last, which may start a longer word (a phrase still being typed);
    /// for Thai and the like, anywhere inside a word.
    func positions(holding text: String, in table: TermTable, unspaced: Bool) -> [Int32] {
        let parts = SearchFacts.words(of: text)
        let needles = parts.isEmpty ? [text] : parts
        var result: Set<Int32>?
        for (index, needle) in needles.enumerated() {
            let bytes = Array(needle.utf8)
            let terms = unspaced ? table.containing(bytes[...])
                : table.matching(bytes).filter { $0.match == .whole || index == needles.count - 1 }.map(\.term)
            var found = Set<Int32>()
            for term in terms { found.formUnion(table.postings[term]) }
            result = result.map { $0.intersection(found) } ?? found
            if result!.isEmpty { break }
        }
        return result.map { Array($0) } ?? []
    }

    /// Where the term `run` is in the recipe at `position`, read for it: in its description,
    /// in one of its steps (a run does not go on from one step to the next), or neither.
    func field(of run: PhraseMatcher, in recipe: Recipe, folded: inout (summary: String, steps: [String])?) -> SearchRank? {
        let texts = folded ?? (TextFolding.fold(recipe.summary), recipe.steps.map(TextFolding.fold))
        folded = texts
        if run.occurs(inFolded: texts.summary) { return .description }
        return texts.steps.contains { run.occurs(inFolded: $0) } ? .steps : nil
    }
}
