import FileSystem
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
        if let existing = FilePath.names(in: directory), !existing.isEmpty {
            throw Failure(description: "\(directory) is not empty; export into a new folder, so no file of yours is written over")
        }
        do throws(FilePath.Failure) { try FilePath.createDirectories(directory, permissions: 0o777) } catch {
            throw Failure(description: "cannot make \(directory): \(error.reason)")
        }
        // Every file's place first, so related recipes can name theirs.
        var files: [RecipeID: String] = [:], used = Set<String>(), order: [RecipeSummary] = []
        for category in store.categories {
            let folder = category.id == FolderCollectionLoader.defaultCategory.id ? "" : CookFileWriter.fileSafe(category.name) + "/"
            for summary in store.recipes(in: category.id, range: 0..<store.recipeCount(in: category.id)) where files[summary.id] == nil {
                let chosen = FreeName.first(folder + CookFileWriter.fileSafe(summary.name), through: .max) { used.insert($0.lowercased()).inserted }
                guard let name = chosen?.name else { preconditionFailure("a name is free among finitely many") }
                files[summary.id] = name + ".cook"
                order.append(summary)
            }
        }
        for summary in order {
            guard let recipe = store.recipe(summary.id), let relative = files[summary.id] else { continue }
            let related = recipe.related.compactMap { files[$0].map { "./" + $0.dropLast(".cook".count) } }
            let path = directory + "/" + relative
            let parent = FilePath.directory(of: path)
            do throws(FilePath.Failure) {
                try FilePath.createDirectories(parent, permissions: 0o777)
                guard try FilePath.createNew(path, Array(CookFileWriter.text(of: recipe, related: related).utf8)) else {
                    throw FilePath.Failure(path: path, reason: FilePath.errorText(EEXIST))
                }
            } catch {
                throw Failure(description: error.path == path ? "cannot write \(path): \(error.reason)" : "cannot make \(parent): \(error.reason)")
            }
        }
        return Written(files: files)
    }
}
