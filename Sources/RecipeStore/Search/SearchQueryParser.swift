/// Reads a query's text into `SearchQuery` clauses, one token at a time: tokens are separated
/// by spaces, except inside double quotes (`"olive oil"`, `ing:"olive oil"`). Every token
/// becomes a clause; one that looks like a term but is not complete becomes text, with a reading.
struct SearchQueryParser {
    private let text: String
    private var clauses: [SearchQuery.Clause] = []
    private var readings: [String] = []

    init(_ text: String) { self.text = text }

    mutating func parse() -> SearchQuery {
        for token in Self.tokens(of: text) { add(token) }
        return SearchQuery(text: text, clauses: clauses, readings: readings)
    }

    /// The tokens of `text`: runs of non-spaces, where a double quote opens a run that spaces
    /// do not end until the closing quote (or the end, when it is missing). Quotes are kept.
    static func tokens(of text: String) -> [Substring] {
        var tokens: [Substring] = []
        var start: String.Index?
        var quoted = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { quoted.toggle() }
            if character.isWhitespace, !quoted {
                if let begun = start { tokens.append(text[begun..<index]) }
                start = nil
            } else if start == nil {
                start = index
            }
            index = text.index(after: index)
        }
        if let begun = start { tokens.append(text[begun...]) }
        return tokens
    }

    private mutating func add(_ token: Substring) {
        var body = token
        var excluded = false
        if body.count > 1, body.first == "-" {
            excluded = true
            body = body.dropFirst()
        }
        if let term = term(body, whole: token) {
            clauses.append(SearchQuery.Clause(term, excluded: excluded))
        }
    }

    /// The term `body` stands for; nil when it folds to nothing (punctuation alone).
    private mutating func term(_ body: Substring, whole token: Substring) -> SearchQuery.Term? {
        if body.first == "\"" {
            let inner = Self.unquoted(body)
            if body.count == 1 || body.last != "\"" { readings.append("“\(token)” has no closing quote; read as a phrase to the end") }
            return Self.phraseOrWord(inner)
        }
        if body.first == "#" {
            let tag = TextFolding.fold(Self.unquoted(body.dropFirst())).trimmed()
            if !tag.isEmpty { return .tag(tag) }
            return incomplete(token, "a tag needs a name")
        }
        if body.first == "@" {
            if ["@fav", "@favs", "@favourite", "@favourites", "@favorite", "@favorites"].contains(body.lowercased()) { return .favourites }
            return Self.word(body)
        }
        let lowered = body.lowercased()
        if lowered.hasPrefix("ing:") || lowered.hasPrefix("in:") {
            let isIngredient = lowered.hasPrefix("ing:")
            let value = Self.unquoted(body.dropFirst(isIngredient ? 4 : 3))
            let folded = TextFolding.fold(value).trimmed()
            guard !folded.isEmpty else {
                return incomplete(token, isIngredient ? "an ingredient needs a name" : "a category needs a name")
            }
            return isIngredient ? .ingredient(IngredientKey(value)) : .category(folded)
        }
        for (name, isTime) in [("time", true), ("serves", false), ("servings", false)] where lowered.hasPrefix(name) {
            let rest = lowered.dropFirst(name.count)
            guard let comparison = SearchQuery.Comparison.allCases.first(where: { rest.hasPrefix($0.rawValue) }) else { continue }
            let value = rest.dropFirst(comparison.rawValue.count)
            if isTime, let minutes = Self.minutes(value) { return .time(comparison, minutes: minutes) }
            if !isTime, let count = Int(value), count >= 0 { return .serves(comparison, count) }
            return incomplete(token, isTime ? "a time needs a duration such as 30m, 1h or 1h30" : "servings need a number")
        }
        return Self.word(body)
    }

    /// Records that `token` was read as text because it is not a complete term.
    private mutating func incomplete(_ token: Substring, _ why: String) -> SearchQuery.Term? {
        readings.append("“\(token)”: \(why); searched as text")
        return Self.word(token.first == "-" ? token.dropFirst() : token)
    }

    private static func word(_ text: Substring) -> SearchQuery.Term? {
        let folded = TextFolding.fold(String(text)).trimmed()
        return folded.isEmpty ? nil : .word(folded)
    }

    /// A quoted run: a phrase when it holds several words, else a word.
    private static func phraseOrWord(_ text: String) -> SearchQuery.Term? {
        let words = TextFolding.fold(text).split(whereSeparator: \.isWhitespace)
        if words.count > 1 { return .phrase(words.joined(separator: " ")) }
        return words.first.map { .word(String($0)) }
    }

    /// `text` without its surrounding double quotes (either may be missing).
    private static func unquoted(_ text: Substring) -> String {
        var inner = text
        if inner.first == "\"" { inner = inner.dropFirst() }
        if inner.last == "\"" { inner = inner.dropLast() }
        return String(inner)
    }

    /// Minutes in a duration: `45`, `45m`, `45min`, `2h`, `1h30`, `1h30m`, `1.5h`; nil otherwise.
    static func minutes(_ text: Substring) -> Int? {
        let value = text.hasSuffix("mins") ? text.dropLast(4) : text.hasSuffix("min") ? text.dropLast(3) : text
        if let plain = Int(value.hasSuffix("m") ? value.dropLast() : value), plain >= 0 { return plain }
        guard let h = value.firstIndex(of: "h") else { return nil }
        let hoursText = value[..<h]
        var rest = value[value.index(after: h)...]
        if rest.hasSuffix("m") { rest = rest.dropLast() }
        guard let hours = Double(hoursText), hours >= 0, hours < 1_000 else { return nil }
        let extra = rest.isEmpty ? 0 : Int(rest)
        guard let extra, extra >= 0, extra < 60 || rest.isEmpty else { return nil }
        return Int((hours * 60).rounded()) + extra
    }
}
