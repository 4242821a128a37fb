/// A search as a cook types it (issue #16), parsed once by `parse` and used alike by the Search
/// tab, column filters, links and `cookbook search`: words in any order (all must match),
/// `"exact phrases"`, `#tag`, `in:CATEGORY`, `ing:NAME`, `time<30m`, `serves>=4`, `@fav`, and
/// `-` before any of them to exclude. Nothing typed is an error: a term that is not complete
/// (`time<`, `ing:`) is searched as text, and `readings` says so.
public struct SearchQuery: Hashable, Sendable {
    /// One condition a recipe must meet (or, excluded, must not).
    public enum Term: Hashable, Sendable {
        /// A folded word, found in the name, id, tags, ingredients, description or steps.
        case word(String)
        /// Folded words that must appear together in this order.
        case phrase(String)
        /// A folded tag (a tag equal to it or starting with it).
        case tag(String)
        /// A folded category id or name prefix.
        case category(String)
        /// An ingredient, normalised as the ingredient index keys it.
        case ingredient(IngredientKey)
        /// Total time (or prep + cook) compared with minutes.
        case time(Comparison, minutes: Int)
        /// Servings compared with a number.
        case serves(Comparison, Int)
        /// The user's favourites.
        case favourites
    }

    /// How a number in the recipe compares with the query's.
    public enum Comparison: String, Hashable, Sendable, CaseIterable {
        case atMost = "<=", atLeast = ">=", less = "<", more = ">", equal = "="

        /// Whether `value` (the recipe's) passes against `limit` (the query's).
        public func holds(_ value: Int, _ limit: Int) -> Bool {
            switch self {
            case .atMost: value <= limit
            case .atLeast: value >= limit
            case .less: value < limit
            case .more: value > limit
            case .equal: value == limit
            }
        }
    }

    /// A term and whether it excludes.
    public struct Clause: Hashable, Sendable {
        /// The condition.
        public let term: Term
        /// True for `-term`: recipes meeting it are left out.
        public let excluded: Bool

        /// A clause for `term`, excluding when `excluded`.
        public init(_ term: Term, excluded: Bool = false) {
            self.term = term
            self.excluded = excluded
        }
    }

    /// The text as typed.
    public let text: String
    /// The terms, in the order typed.
    public let clauses: [Clause]
    /// How parts that were not complete terms were read, for the status line
    /// (`“time<” is not a complete time; searched as text`).
    public let readings: [String]

    /// A query of `clauses` (for callers that build one without text).
    public init(text: String, clauses: [Clause], readings: [String] = []) {
        self.text = text
        self.clauses = clauses
        self.readings = readings
    }

    /// Whether nothing is asked (an empty or blank query matches nothing).
    public var isEmpty: Bool { clauses.isEmpty }

    /// The words and phrases that must match (not excluded), folded: what names highlight.
    public var matchedWords: [String] {
        clauses.compactMap { clause in
            guard !clause.excluded else { return nil }
            switch clause.term {
            case let .word(word): return word
            case let .phrase(phrase): return phrase
            default: return nil
            }
        }
    }

    /// Parses `text`; never fails.
    public static func parse(_ text: String) -> SearchQuery {
        var parser = SearchQueryParser(text)
        return parser.parse()
    }
}
