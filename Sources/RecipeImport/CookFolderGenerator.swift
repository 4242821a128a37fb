import RecipeStore

/// Writes a folder of `.cook` files shaped like real exports, for benchmarks of folder
/// collections at any size: YAML front matter (title, description, tags, servings, times,
/// source), nested category folders, ingredients as Cooklang components in the steps, and a
/// reference to another recipe in every fiftieth file. `Shape.real` writes the front matter
/// and amounts of a real meal-kit export instead (`RealExportShape`).
public enum CookFolderGenerator {
    /// How the files are written.
    public enum Shape: String, Sendable, CaseIterable {
        /// `CookFileWriter`'s front matter: quoted one-line values and a flow list of tags.
        case generated
        /// A real export's (issue #35): nested `nutrition:`, block lists, sloppy descriptions.
        case real
    }

    /// The files of a folder of `count` recipes made from `source`, written in `shape`:
    /// relative path and text.
    public static func files(count: Int, from source: RecipeCollection, shape: Shape = .generated) -> [(path: String, text: String)] {
        let recipes = CollectionGenerator.generate(count: count, from: source).recipes
        let categoryNames = Dictionary(uniqueKeysWithValues: source.categories.map { ($0.id, $0.name) })
        func path(_ index: Int) -> String {
            let recipe = recipes[index]
            let category = categoryNames[recipe.category] ?? recipe.category.rawValue
            return CookFileWriter.fileSafe(category) + "/" + ["Weeknight", "Weekend", "Classics"][index % 3] + "/" + CookFileWriter.fileSafe(recipe.name) + ".cook"
        }
        var seen = Set<String>()
        var files: [(path: String, text: String)] = []
        for index in recipes.indices {
            var relative = path(index)
            if !seen.insert(relative.lowercased()).inserted { relative = String(relative.dropLast(5)) + " \(index).cook"; seen.insert(relative.lowercased()) }
            var text = switch shape {
            case .generated: CookFileWriter.text(of: recipes[index], extraFrontMatter: ["source: https://example.org/recipes/\(recipes[index].id.rawValue)"])
            case .real: RealExportShape.text(of: recipes[index], index: index)
            }
            if index % 50 == 49 {
                let target = path((index + 1) % recipes.count).dropLast(5)
                text += "\nServe with @./\(target){}.\n"
            }
            files.append((relative, text))
        }
        return files
    }
}
