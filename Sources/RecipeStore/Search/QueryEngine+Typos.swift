extension QueryEngine {
    /// How many words spelled nearly so one typed word is looked for as (the nearest, then the
    /// most used): each costs a scan of the names and vocabularies.
    static let similarWords = 8

    /// Offers, at `similar` ranks (after every exact match), the recipes holding a word at
    /// most `SpellingVocabulary.typoLimit` edits from `text` — a word no field holds whole —
    /// in the field it is in (issue #34: `chiken` finds chicken, `parmesean` parmesan).
    func offerSimilar(to text: String, into result: inout WordRanks, reasons: SearchReasons) {
        let limit = SpellingVocabulary.typoLimit(letters: text.unicodeScalars.count)
        let vocabulary = corpus.spelling.vocabulary(of: corpus)
        for (word, _) in vocabulary.neighbours(of: text, limit: limit, count: Self.similarWords) {
            let spelled = String(decoding: word, as: UTF8.self)
            let inName = reasons.number("≈ " + spelled)
            corpus.names.scan(for: word) { position, match in
                let rank: SearchRank = match == .whole ? .exactName : match == .prefix ? .namePrefix : .nameWord
                if match != .inside { result.offer(position, rank, why: inName, similar: true) }
            }
            corpus.ids.scan(for: word) { position, match in
                if match != .inside { result.offer(position, .id, why: Self.idReason(position), similar: true) }
            }
            for (table, rank, label) in [(corpus.tags, SearchRank.tag, "tag"), (corpus.ingredients, .ingredient, "ingredient")] {
                for (term, _) in table.matching(word) {
                    let reason = reasons.number(label + ": " + table.text(term))
                    for position in table.postings[term] { result.offer(Int(position), rank, why: reason, similar: true) }
                }
            }
            for (table, rank, label) in [(corpus.summaryWords, SearchRank.description, "description"), (corpus.stepWords, .steps, "steps")] {
                let reason = reasons.number(label + " ≈ " + spelled)
                for (term, _) in table.matching(word) {
                    for position in table.postings[term] { result.offer(Int(position), rank, why: reason, similar: true) }
                }
            }
        }
    }

    /// When `query` finds nothing: its text with each required word that no field holds
    /// (4 letters or more) replaced by the collection's nearest word — within 2 edits, 3 from
    /// 8 letters; the most used among the nearest — provided the new query finds something.
    func suggestion(for query: SearchQuery, favourites: Set<Int32>) -> String? {
        guard !query.isEmpty, run(query, limit: 1, favourites: favourites).isEmpty else { return nil }
        let vocabulary = corpus.spelling.vocabulary(of: corpus)
        var replacements: [String: String] = [:]
        for clause in query.clauses where !clause.excluded {
            guard case let .word(word) = clause.term, SpellingVocabulary.isEligible(word), !vocabulary.contains(word) else { continue }
            let limit = SpellingVocabulary.typoLimit(letters: word.unicodeScalars.count) + 1
            if let nearest = vocabulary.nearest(to: word, limit: limit) { replacements[word] = nearest }
        }
        guard !replacements.isEmpty else { return nil }
        let text = SearchQueryParser.tokens(of: query.text).map { token in
            replacements[TextFolding.fold(String(token)).trimmed()] ?? String(token)
        }.joined(separator: " ")
        guard !run(SearchQuery.parse(text), limit: 1, favourites: favourites).isEmpty else { return nil }
        return text
    }
}
