#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipeStore

/// Live reload (issue #19): a recipe whose file was renamed has a new id; the place that had
/// it open keeps it open under the new one.
extension SavedState {
    /// This place with each recipe of `renamed` under its new id (in every tab's stack and in
    /// the servings chosen).
    public func renamingRecipes(_ renamed: [RecipeID: RecipeID]) -> SavedState {
        guard !renamed.isEmpty else { return self }
        // Written as the path's coding writes them (`mains/pie`, slashes not escaped).
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let json = { (id: RecipeID) in (try? encoder.encode(id)).map { String(decoding: $0, as: UTF8.self) } }
        var byJSON: [String: String] = [:]
        for (old, new) in renamed { if let from = json(old), let to = json(new) { byJSON[from] = to } }
        var copy = self
        copy.tabs = tabs.mapValues { tab in
            var tab = tab
            var items = tab.path.items
            for index in stride(from: 0, to: items.count - 1, by: 2) where items[index] == "recipe" {
                if let moved = byJSON[items[index + 1]] { items[index + 1] = moved }
            }
            tab.path.items = items
            return tab
        }
        if let servings {
            copy.servings = Dictionary(servings.map { (renamed[RecipeID($0.key)]?.rawValue ?? $0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        }
        return copy
    }
}
