// cookbook-bench: measures the recipe store on one collection and prints one Markdown table row.
// Usage: cookbook-bench LABEL PATH            (store: load, memory, listing, search; PATH may be
//                                             a folder of .cook files)
//        cookbook-bench --keys LABEL PATH     (CPU per key through the app, via the index when large)
//        cookbook-bench --search LABEL PATH   (the search language per keystroke, ms median / p99)
//        cookbook-bench --relevance FILE      (search relevance: precision@10 and recall@10 over
//                                             Tests/Fixtures/search-relevance/queries.txt)
//        cookbook-bench --kitchen LABEL FOLDER CONFIG RUNS  (what can I cook, a 40-recipe shopping
//                                             list, scaling: ms median, CONFIG holding aisle.conf and pantry.conf)
//        cookbook-bench --parse RUNS FOLDER...  (Cooklang MB/s: each folder's files, then
//                                             pathological inputs of about 300 KB each)
//        cookbook-bench --inbox LABEL BINARY COLLECTION [KEYS LINKS IDLE_SECONDS]  (the real binary
//                                             in a pseudo-terminal: key → frame ms, link → frame ms,
//                                             idle wake-ups and CPU per second)
// Columns: label | recipes | load ms | index ms | peak RSS MB | category page µs (median) |
//          search 1/3/6 chars µs (median / p99)
import FileSystem
import Foundation
import Fuzzing
import RecipeStore

/// Runs `body` and returns how long it took in microseconds.
func microseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12
}

/// The value at quantile `q` (0…1) of `samples`.
func quantile(_ samples: [Double], _ q: Double) -> Double {
    let sorted = samples.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * q).rounded()))]
}

let arguments = CommandLine.arguments
if arguments.count >= 3, arguments[1] == "--parse" {
    ParseSpeed.run(folders: Array(arguments.dropFirst(3)), runs: Int(arguments[2]) ?? 5,
                   size: ProcessInfo.processInfo.environment["PARSE_PATTERNS"] == "0" ? 0 : 300_000)
    exit(0)
}
if arguments.count == 6, arguments[1] == "--kitchen" {
    do {
        try KitchenCost.run(label: arguments[2], folder: arguments[3], config: arguments[4], runs: Int(arguments[5]) ?? 5)
        exit(0)
    } catch {
        FileDescriptor.standardError.writeAll("cookbook-bench: \(error)\n")
        exit(1)
    }
}
if arguments.count >= 5, arguments[1] == "--inbox" {
    let numbers = arguments.dropFirst(5).map { Double($0) }
    do {
        try InboxCost.run(label: arguments[2], binary: arguments[3], collection: arguments[4], keys: Int(numbers.first.flatMap { $0 } ?? 200),
                          links: Int(numbers.dropFirst().first.flatMap { $0 } ?? 20), idle: numbers.dropFirst(2).first.flatMap { $0 } ?? 10)
        exit(0)
    } catch {
        _ = FileDescriptor.standardError.writeAll("cookbook-bench: \(error)\n")
        exit(1)
    }
}
if arguments.count == 4, arguments[1] == "--keys" {
    let cache = NSTemporaryDirectory() + "cookbook-bench-cache"
    do {
        KeyCost.run(label: arguments[2], store: try CollectionOpener.open(path: arguments[3], cacheDirectory: cache))
        exit(0)
    } catch {
        FileDescriptor.standardError.writeAll("cookbook-bench: \(error)\n")
        exit(1)
    }
}
if arguments.count == 3, arguments[1] == "--relevance" {
    do {
        try RelevanceScore.run(file: arguments[2])
        exit(0)
    } catch {
        FileDescriptor.standardError.writeAll("cookbook-bench: \(error)\n")
        exit(1)
    }
}
if arguments.count == 4, arguments[1] == "--search" {
    let cache = NSTemporaryDirectory() + "cookbook-bench-cache"
    do {
        let path = arguments[3]
        let collection = CollectionOpener.isFolder(path) ? try FolderCollectionLoader.load(folder: path) : try CollectionLoader.load(path: path)
        // The store the app opens: built (or reused) first, then opened afresh as at a start.
        _ = try CollectionOpener.open(path: path, cacheDirectory: cache)
        QueryCost.run(label: arguments[2], path: path, recipes: collection, store: try CollectionOpener.open(path: path, cacheDirectory: cache))
        exit(0)
    } catch {
        FileDescriptor.standardError.writeAll("cookbook-bench: \(error)\n")
        exit(1)
    }
}
guard arguments.count == 3 else {
    FileDescriptor.standardError.writeAll("usage: cookbook-bench LABEL PATH\n")
    exit(2)
}
let (label, path) = (arguments[1], arguments[2])

var collection: RecipeCollection!
var store: MemoryRecipeStore!
do {
    let loadTime = try microseconds {
        collection = CollectionOpener.isFolder(path) ? try FolderCollectionLoader.load(folder: path) : try CollectionLoader.load(path: path)
    }
    let indexTime = microseconds { store = MemoryRecipeStore(collection) }
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let peakMB = Double(usage.ru_maxrss) / 1024

    var pageTimes: [Double] = []
    for _ in 0..<50 {
        for category in store.categories {
            pageTimes.append(microseconds { _ = store.recipes(in: category.id, range: 0..<48) })
        }
    }

    var rng = FuzzRandom(seed: 2026)
    let names = collection.recipes.map { Array(TextFolding.fold($0.name)) }
    var searchColumns: [String] = []
    for length in [1, 3, 6] {
        var times: [Double] = []
        for _ in 0..<300 {
            let name = names.randomElement(using: &rng)!
            guard name.count >= length else { continue }
            let start = Int.random(in: 0...(name.count - length), using: &rng)
            let query = String(name[start..<(start + length)])
            times.append(microseconds { _ = store.search(query, limit: 50) })
        }
        searchColumns.append(String(format: "%.0f / %.0f", quantile(times, 0.5), quantile(times, 0.99)))
    }
    let row = [label, "\(collection.recipes.count)", String(format: "%.0f", loadTime / 1000), String(format: "%.0f", indexTime / 1000),
               String(format: "%.0f", peakMB), String(format: "%.1f", quantile(pageTimes, 0.5))] + searchColumns
    print("| " + row.joined(separator: " | ") + " |")
} catch {
    FileDescriptor.standardError.writeAll("cookbook-bench: \(error)\n")
    exit(1)
}
