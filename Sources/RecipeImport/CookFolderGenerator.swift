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
            return fileSafe(category) + "/" + ["Weeknight", "Weekend", "Classics"][index % 3] + "/" + fileSafe(recipe.name) + ".cook"
        }
        var seen = Set<String>()
        var files: [(path: String, text: String)] = []
        for index in recipes.indices {
            var relative = path(index)
            if !seen.insert(relative.lowercased()).inserted { relative = String(relative.dropLast(5)) + " \(index).cook"; seen.insert(relative.lowercased()) }
            var text = frontMatter(recipes[index], index: index)
            text += body(recipes[index])
            if index % 50 == 49 {
                let target = path((index + 1) % recipes.count).dropLast(5)
                text += "\nServe with @./\(target){}.\n"
            }
            files.append((relative, text))
        }
        return files
    }

    private static func frontMatter(_ recipe: Recipe, index: Int) -> String {
        var lines = ["---", "title: " + quoted(recipe.name)]
        if !recipe.summary.isEmpty { lines.append("description: " + quoted(recipe.summary)) }
        if !recipe.tags.isEmpty { lines.append("tags: [" + recipe.tags.map(quoted).joined(separator: ", ") + "]") }
        if let servings = recipe.servings { lines.append("servings: \(servings)") }
        if let prep = recipe.prepMinutes { lines.append("prep time: \(prep) minutes") }
        if let cook = recipe.cookMinutes { lines.append("cook time: \(cook) minutes") }
        lines.append("source: https://example.org/recipes/\(recipe.id.rawValue)")
        lines.append("---")
        return lines.joined(separator: "\n") + "\n\n"
    }

    private static func body(_ recipe: Recipe) -> String {
        let components = recipe.ingredients.map { line -> String in
            let name = trim(plain(line.name))
            let amount = [plain(line.quantity), plain(line.unit)].filter { !$0.isEmpty }.joined(separator: "%")
            return name.isEmpty ? "" : "@" + name + "{" + amount + "}"
        }.filter { !$0.isEmpty }
        var paragraphs: [String] = []
        if !components.isEmpty { paragraphs.append("Gather " + components.joined(separator: ", ") + ".") }
        paragraphs += recipe.steps.map(escaped)
        return paragraphs.joined(separator: "\n\n") + "\n"
    }

    /// `text` without the characters that end a component (`{ } % ( )` and sigils).
    private static func plain(_ text: String) -> String {
        String(text.filter { !"{}%()@#~\n".contains($0) })
    }

    /// Step text with its sigils escaped, so prose reads as prose.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text where character != "\n" {
            if "@#~".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"").replacing("\n", with: " ") + "\""
    }

    private static func trim(_ text: String) -> String {
        String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    private static func fileSafe(_ text: String) -> String {
        let cleaned = trim(String(text.map { "/\\:*?\"<>|\n".contains($0) ? "-" : $0 }.prefix(80)))
        return cleaned.isEmpty ? "recipe" : cleaned
    }
}
