import CookbookApp
import FileSystem
import Foundation
import RecipeImport
import RecipeStore

/// Search relevance (issue #34): the relevance set's queries searched through the store the app
/// opens for each collection, as many results as the Search tab shows; prints one table row —
/// queries, mean precision@10 and recall@10, the "never" recipes found, the "known" ones found —
/// and, on stderr, each
/// query that missed a top recipe or showed an unwanted one in its first ten.
enum RelevanceScore {
    static func run(file: String) throws {
        let set = try SearchRelevance(text: String(decoding: FilePath.readAll(file), as: UTF8.self))
        let cache = NSTemporaryDirectory() + "cookbook-bench-cache"
        let scores = try set.scores(limit: AppState.searchLimit) { path in try CollectionOpener.open(path: path, cacheDirectory: cache) }
        for score in scores where !score.missing.isEmpty || !score.unwantedInTopTen.isEmpty || !score.unwanted.isEmpty || !score.knownFound.isEmpty {
            var parts: [String] = []
            if !score.missing.isEmpty { parts.append("missing " + score.missing.map(\.rawValue).joined(separator: ", ")) }
            if !score.unwantedInTopTen.isEmpty { parts.append("not wanted " + score.unwantedInTopTen.map(\.rawValue).joined(separator: ", ")) }
            if !score.unwanted.isEmpty { parts.append("NEVER " + score.unwanted.map(\.rawValue).joined(separator: ", ")) }
            if !score.knownFound.isEmpty { parts.append("known " + score.knownFound.map(\.rawValue).joined(separator: ", ")) }
            _ = FileDescriptor.standardError.writeAll("[\(score.entry.collection)] \(score.entry.query): \(parts.joined(separator: "; "))\n")
        }
        let means = SearchRelevance.means(scores)
        let broken = scores.reduce(0) { $0 + $1.unwanted.count }, known = scores.reduce(0) { $0 + $1.knownFound.count }
        print("| \(scores.count) | \(String(format: "%.3f", means.precision)) | \(String(format: "%.3f", means.recall)) | \(broken) | \(known) |")
    }
}
