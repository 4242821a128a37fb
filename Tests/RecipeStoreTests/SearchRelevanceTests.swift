import Foundation
import RecipeImport
import RecipeStore
import Testing
import TestSupport

/// Search finds what a cook meant (issue #34): over the relevance set — dish names,
/// ingredients, cuisines, misspellings, accents, CJK, phrases and exclusions on the bundled
/// collection and the shared folders — no recipe a case rules out is found, and the first ten
/// results reach precision@10 ≥ 0.9 and recall@10 ≥ 0.95, through the store the app opens
/// for each (the on-disk index for the folders).
@Suite("Search relevance")
struct SearchRelevanceTests {
    static let file = ProjectPaths.fixture("search-relevance/queries.txt")

    @Test func theSetMeetsItsTargets() throws {
        let set = try SearchRelevance(text: String(contentsOfFile: Self.file, encoding: .utf8))
        #expect(set.cases.count >= 60, "at least 60 queries")
        #expect(Set(set.cases.map(\.collection)) == ["bundled", "jhaydter", "seed"])
        let cache = try TemporaryFolder.make("relevance")
        let scores = try set.scores(limit: 500) { path in
            let full = path.hasPrefix("../shared/") ? try ProjectPaths.sharedData(String(path.dropFirst("../shared/data/".count))) : ProjectPaths.root + "/" + path
            return try CollectionOpener.open(path: full, cacheDirectory: cache)
        }
        for score in scores {
            #expect(score.unwanted.isEmpty, "line \(score.entry.line) [\(score.entry.collection)] \(score.entry.query): found \(score.unwanted)")
        }
        let means = SearchRelevance.means(scores)
        let misses = scores.filter { !$0.missing.isEmpty || $0.precision < 1 }.map {
            "line \($0.entry.line) \($0.entry.query): missing \($0.missing.map(\.rawValue)), not wanted \($0.unwantedInTopTen.map(\.rawValue))"
        }
        #expect(means.precision >= 0.9, "precision@10 \(means.precision)\n\(misses.joined(separator: "\n"))")
        #expect(means.recall >= 0.95, "recall@10 \(means.recall)\n\(misses.joined(separator: "\n"))")
    }

    @Test func scoringCountsTheFirstTen() throws {
        let set = try SearchRelevance(text: """
            collection c Resources/recipes.json
            [c] soup
            top: a, b
            also: c
            never: z
            """)
        let entry = try #require(set.cases.first)
        let score = SearchRelevance.score(entry, results: ["a", "x", "c", "y"] + (0..<10).map { RecipeID("n\($0)") } + ["z"])
        #expect(score.precision == 0.2, "a and c of the first ten")
        #expect(score.recall == 0.5)
        #expect(score.missing == ["b"])
        #expect(score.unwanted == ["z"], "past the first ten still counts")
        #expect(SearchRelevance.score(entry, results: []).precision == 0)
        #expect(throws: SearchRelevance.Problem.self) { try SearchRelevance(text: "[nowhere] soup") }
    }
}
