/// The `references` target's input: files one after another, each after a `+++ path` line
/// (text before the first goes to `Main.cook`), and the shapes that build long chains of them.
enum ReferenceBundle {
    /// The most files one input writes.
    static let maximumFiles = 2_000

    /// The files of `text`, each path kept inside the folder (no `..`, no empty or `.` parts,
    /// parts of at most 80 characters); a path given twice keeps its first file.
    static func files(in text: String) -> [(path: String, text: String)] {
        var files: [(path: String, text: String)] = [], seen = Set<String>()
        var path: String? = "Main.cook", body = ""
        func close() {
            if let path, files.count < maximumFiles, seen.insert(path).inserted { files.append((path, body)) }
            body = ""
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("+++ ") else { body += line + "\n"; continue }
            close()
            let parts = line.dropFirst(4).split(separator: "/").map { String($0.filter { $0 != "\0" }.prefix(80)) }
                .filter { !$0.isEmpty && $0 != "." && $0 != ".." }
            path = parts.isEmpty ? nil : parts.joined(separator: "/")
        }
        close()
        return files.filter { !$0.text.isEmpty || $0.path != "Main.cook" }
    }

    /// `length` recipes, each referencing the next (`twice`: two times, a tower of diamonds
    /// whose expansion doubles a level; `units`: by servings and by a yield), the last one
    /// back to the first (a cycle), and a shopping list asking for the first.
    static func chain(twice: Bool, units: Bool = false) -> FuzzShape {
        FuzzShape(limit: .chain) { length, random in
            let prefix = "R\(random.below(100))-"
            var text = "+++ .shopping-list\n./\(prefix)0{2}\n"
            for level in 0..<length {
                let next = level + 1 < length ? "\(prefix)\(level + 1)" : "\(prefix)0"
                let amount = units ? ["{1%servings}", "{2%balls}", "{250%g}"][level % 3] : "{2}"
                text += "+++ \(prefix)\(level).cook\n>> servings: 2\n>> yield: 2%balls\nMix @./\(next)\(amount) and @salt{1%g}"
                text += twice ? " with @./\(next){1}.\n" : ".\n"
            }
            return Array(text.utf8)
        }
    }
}
