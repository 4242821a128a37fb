import RecipeStore

/// Writes a folder of `.cook` files shaped like real exports, for benchmarks of folder
/// collections at any size: YAML front matter (title, description, tags, servings, times,
/// source), nested category folders, ingredients as Cooklang components in the steps, and a
/// reference to another recipe in every fiftieth file.
public enum CookFolderGenerator {
    /// The files of a folder of `count` recipes made from `source`: relative path and text.
    public static func files(count: Int, from source: RecipeCollection) -> [(path: String, text: String)] {
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
            var text = CookFileWriter.text(of: recipes[index], extraFrontMatter: ["source: https://example.org/recipes/\(recipes[index].id.rawValue)"])
            if index % 50 == 49 {
                let target = path((index + 1) % recipes.count).dropLast(5)
                text += "\nServe with @./\(target){}.\n"
            }
            files.append((relative, text))
        }
        return files
    }
}
