/// The one rule that names the recipes and categories of a folder of `.cook` files after the
/// files' paths: each folder's slug is a step of the category id, the file name's slug ends
/// the recipe id (`Shared/Pizza Dough.cook` → `shared/pizza-dough`), and of two files whose ids
/// would be the same the later (as the files sort) gets `-2`, `-3`… The folder loader, the
/// shopping list and menus, a new recipe (`o`), an import and the session all ask it, so an id
/// is the same wherever it is worked out.
public enum CookFileIDs {
    /// The id of the recipe in the file at `path` in the folder, in any of the forms a
    /// collection or a shopping list writes it: `Shared/Pizza Dough.cook`, `./Shared/Pizza
    /// Dough`, `./Breakfast/../Shared/Pizza Dough` (all `shared/pizza-dough`). An id two files
    /// share is the first file's here; the loader gives the later one another (`unclashed`).
    public static func recipeID(ofFile path: String) -> RecipeID {
        guard let stem = stem(of: path) else { return RecipeID("") }
        guard let slash = stem.lastSlash() else { return RecipeID(recipeSlug(named: stem, inCategory: "")) }
        let name = String(stem[stem.utf8.index(after: slash)...])
        return RecipeID(recipeSlug(named: name, inCategory: categorySlug(ofFolder: stem[..<slash])))
    }

    /// The id of the category of the files in `folder` (relative to the collection, `Main
    /// Dishes/Pasta` → `main-dishes/pasta`); "" for the collection's top.
    public static func categoryID(ofFolder folder: some StringProtocol) -> CategoryID {
        CategoryID(categorySlug(ofFolder: folder))
    }

    /// `path` with `.` and `..` steps followed, empty steps dropped and a closing `.cook` (in any
    /// case) cut off as five bytes — so a name ending in a character that joins the next one
    /// (U+0600) loses no more than the extension: `./Shared/Pizza Dough.cook` → `Shared/Pizza Dough`;
    /// nil when no step is left (`./`).
    static func stem(of path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        guard !parts.isEmpty else { return nil }
        let joined = parts.count == 1 ? String(parts[0]) : parts.joined(separator: "/")
        return hasCookExtension(joined) ? String(Substring(joined.utf8.dropLast(5))) : joined
    }

    /// Whether `path` ends in `.cook`, in any case, by its bytes.
    static func hasCookExtension(_ path: String) -> Bool {
        let last = Array(path.utf8.suffix(5))
        return last.count == 5 && last[0] == UInt8(ascii: ".") && last[1] | 0x20 == UInt8(ascii: "c")
            && last[2] | 0x20 == UInt8(ascii: "o") && last[3] | 0x20 == UInt8(ascii: "o") && last[4] | 0x20 == UInt8(ascii: "k")
    }

    /// The category slug of `folder`: each of its steps' slugs, joined by `/`.
    static func categorySlug(ofFolder folder: some StringProtocol) -> String {
        folder.split(separator: "/").map { Slug.make(String($0)) }.joined(separator: "/")
    }

    /// The id of a file named `name` (without `.cook`) in the folder whose category slug is
    /// `category` ("" at the top).
    static func recipeSlug(named name: String, inCategory category: String) -> String {
        category.isEmpty ? Slug.make(name) : category + "/" + Slug.make(name)
    }

    /// The id a file whose id `id` an earlier file has already is given instead: `id-2`, or
    /// `id-3`… when `isUsed` says that is taken too.
    static func unclashed(_ id: RecipeID, isUsed: (RecipeID) -> Bool) -> RecipeID {
        var suffix = 2
        while isUsed(RecipeID("\(id.rawValue)-\(suffix)")) { suffix += 1 }
        return RecipeID("\(id.rawValue)-\(suffix)")
    }
}
