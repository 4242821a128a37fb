import RecipeStore

/// A set of searches a cook would type, each with the recipes they want to see (issue #34:
/// `Tests/Fixtures/search-relevance/queries.txt`), read from its text and scored against a
/// store: precision@10 (how many of the first ten results are wanted) and recall@10 (how many
/// of the recipes that must come first do). The test suite holds search to its targets with
/// it; `cookbook-bench --relevance` prints the numbers.
public struct SearchRelevance: Sendable {
    /// One search and what a cook wants of it.
    public struct Case: Sendable {
        /// The collection's name (`collection NAME PATH` in the file).
        public let collection: String
        /// The query as typed.
        public let query: String
        /// Recipes that must be among the first ten results.
        public let top: [RecipeID]
        /// Recipes that are wanted too, anywhere.
        public let also: [RecipeID]
        /// Recipes that must not be found at all.
        public let never: [RecipeID]
        /// Recipes a cook would rule out that search still finds for a reason outside it (the
        /// file says which): unwanted, reported, not held as `never`.
        public let known: [RecipeID]
        /// The line of the file the case starts on.
        public let line: Int
    }

    /// How a store did on one case.
    public struct Score: Sendable {
        /// The case scored.
        public let entry: Case
        /// Wanted recipes among the first ten results, over how many results there were
        /// (1 when there were none and none were required).
        public let precision: Double
        /// The share of `top` among the first ten results; nil when `top` is empty.
        public let recall: Double?
        /// `top` recipes missing from the first ten.
        public let missing: [RecipeID]
        /// `never` recipes that were found.
        public let unwanted: [RecipeID]
        /// `known` recipes that were found.
        public let knownFound: [RecipeID]
        /// First-ten results that are not wanted.
        public let unwantedInTopTen: [RecipeID]
    }

    /// A malformed line of the file.
    public struct Problem: Error, CustomStringConvertible, Sendable {
        /// The line's number (from 1).
        public let line: Int
        /// What is wrong with it.
        public let reason: String
        /// `line N: reason`.
        public var description: String { "line \(line): \(reason)" }
    }

    /// Each collection's path, relative to the package root, by name.
    public let collections: [String: String]
    /// The cases, in file order.
    public let cases: [Case]

    /// How many first results are scored.
    public static let cutoff = 10

    /// The set written as `text`: `collection NAME PATH` lines, then blocks of `[NAME] query`
    /// followed by `top:`, `also:`, `never:` and `known:` lines of comma-separated recipe ids; `#` starts
    /// a comment line; a blank line ends a block.
    public init(text: String) throws(Problem) {
        var collections: [String: String] = [:], cases: [Case] = []
        var current: (collection: String, query: String, line: Int, lists: [String: [RecipeID]])?
        func finish() {
            guard let block = current else { return }
            cases.append(Case(collection: block.collection, query: block.query, top: block.lists["top"] ?? [],
                              also: block.lists["also"] ?? [], never: block.lists["never"] ?? [], known: block.lists["known"] ?? [],
                              line: block.line))
            current = nil
        }
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingSpaces(), number = index + 1
            if line.isEmpty { finish(); continue }
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("collection ") {
                let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
                guard parts.count == 3 else { throw Problem(line: number, reason: "a collection needs a name and a path: \(line)") }
                collections[parts[1]] = parts[2]
            } else if line.hasPrefix("["), let close = line.firstIndex(of: "]") {
                finish()
                let name = String(line[line.index(after: line.startIndex)..<close])
                guard collections[name] != nil else { throw Problem(line: number, reason: "no collection is named \(name)") }
                let query = String(line[line.index(after: close)...]).trimmingSpaces()
                guard !query.isEmpty else { throw Problem(line: number, reason: "[\(name)] needs a query") }
                current = (name, query, number, [:])
            } else if let colon = line.firstIndex(of: ":"), ["top", "also", "never", "known"].contains(String(line[..<colon])) {
                guard current != nil else { throw Problem(line: number, reason: "\(line[..<colon]): comes before any [collection] query") }
                let ids = line[line.index(after: colon)...].split(separator: ",").map { RecipeID(String($0).trimmingSpaces()) }.filter { !$0.rawValue.isEmpty }
                current!.lists[String(line[..<colon]), default: []] += ids
            } else {
                throw Problem(line: number, reason: "not a collection, a [collection] query or a top:/also:/never:/known: list: \(line)")
            }
        }
        finish()
        self.collections = collections
        self.cases = cases
    }

    /// Every case scored: each collection's store (from `open`, given its path as written)
    /// opened once, each query searched for `limit` results, as the Search tab does.
    public func scores(limit: Int, open: (String) throws -> any RecipeStore) throws -> [Score] {
        var stores: [String: any RecipeStore] = [:]
        return try cases.map { entry in
            guard let path = collections[entry.collection] else { throw Problem(line: entry.line, reason: "no collection \(entry.collection)") }
            let store = try stores[entry.collection] ?? open(path)
            stores[entry.collection] = store
            let hits = store.search(SearchQuery.parse(entry.query), limit: limit, favourites: [])
            return Self.score(entry, results: hits.map(\.recipe.id))
        }
    }

    /// How `results` (a search's hits, best first, as many as the Search tab shows) score
    /// against `entry`.
    public static func score(_ entry: Case, results: [RecipeID]) -> Score {
        let first = Array(results.prefix(cutoff))
        let wanted = Set(entry.top + entry.also)
        let relevant = first.filter(wanted.contains)
        let precision = first.isEmpty ? (entry.top.isEmpty ? 1 : 0) : Double(relevant.count) / Double(first.count)
        let missing = entry.top.filter { !first.contains($0) }
        let recall = entry.top.isEmpty ? nil : Double(entry.top.count - missing.count) / Double(entry.top.count)
        let found = Set(results)
        return Score(entry: entry, precision: precision, recall: recall, missing: missing,
                     unwanted: entry.never.filter(found.contains), knownFound: entry.known.filter(found.contains), unwantedInTopTen: first.filter { !wanted.contains($0) })
    }

    /// The mean precision@10 and recall@10 of `scores` (recall over the cases that require a top).
    public static func means(_ scores: [Score]) -> (precision: Double, recall: Double) {
        let recalls = scores.compactMap(\.recall)
        let precision = scores.isEmpty ? 0 : scores.map(\.precision).reduce(0, +) / Double(scores.count)
        let recall = recalls.isEmpty ? 0 : recalls.reduce(0, +) / Double(recalls.count)
        return (precision, recall)
    }
}

extension StringProtocol {
    /// Without spaces and tabs at either end.
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
