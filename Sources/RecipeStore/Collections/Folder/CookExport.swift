#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// `cookbook export --cook DIR` (issue #19): a collection written as a folder of `.cook`
/// files, so its recipes can be edited in any editor and shared with other Cooklang tools:
/// each category a folder (by its name), each recipe a file (by its name; `Name (2).cook` when
/// two share one), related recipes as `related:` references (`CookFileWriter`). Nothing is
/// ever written over: the folder must be new or empty, and each file is made new.
public enum CookExport {
    /// What an export did: each recipe's file, by id, relative to the folder.
    public struct Written: Sendable {
        /// `apple-pie` → `Desserts/Apple Pie.cook`.
        public let files: [RecipeID: String]
    }

    /// Why nothing (or not everything) was written.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Writes every recipe of `store` under `directory`.
    public static func write(_ store: any RecipeStore, to directory: String) throws(Failure) -> Written {
        if let existing = try? FileManager.default.contentsOfDirectory(atPath: directory), !existing.isEmpty {
            throw Failure(description: "\(directory) is not empty; export into a new folder, so no file of yours is written over")
        }
        do { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) } catch {
            throw Failure(description: "cannot make \(directory): \(error)")
        }
        // Every file's place first, so related recipes can name theirs.
        var files: [RecipeID: String] = [:], used = Set<String>(), order: [RecipeSummary] = []
        for category in store.categories {
            let folder = category.id == FolderCollectionLoader.defaultCategory.id ? "" : CookFileWriter.fileSafe(category.name) + "/"
            for summary in store.recipes(in: category.id, range: 0..<store.recipeCount(in: category.id)) where files[summary.id] == nil {
                var name = folder + CookFileWriter.fileSafe(summary.name), attempt = 1
                while !used.insert(name.lowercased()).inserted {
                    attempt += 1
                    name = folder + CookFileWriter.fileSafe(summary.name) + " (\(attempt))"
                }
                files[summary.id] = name + ".cook"
                order.append(summary)
            }
        }
        for summary in order {
            guard let recipe = store.recipe(summary.id), let relative = files[summary.id] else { continue }
            let related = recipe.related.compactMap { files[$0].map { "./" + $0.dropLast(".cook".count) } }
            let path = directory + "/" + relative
            let parent = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
            do { try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true) } catch {
                throw Failure(description: "cannot make \(parent): \(error)")
            }
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw Failure(description: "cannot write \(path): \(String(cString: strerror(errno)))") }
            let bytes = Array(CookFileWriter.text(of: recipe, related: related).utf8)
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            fsync(fd)
            close(fd)
            guard written == bytes.count else { throw Failure(description: "cannot write \(path) whole") }
        }
        return Written(files: files)
    }
}
