import Navigation
import RecipeStore

/// Live reload (issue #19): a recipe whose file was renamed has a new id; the place that had
/// it open keeps it open under the new one, and so do the places visited and the timers
/// started in cook mode for it. Renamed as typed `RecipeID`s, never as encoded text.
extension SavedState {
    /// This place with each recipe of `renamed` under its new id: in every tab's path, in
    /// every place of the history, in the servings chosen and in the timers started for it.
    public func renamingRecipes(_ renamed: [RecipeID: RecipeID]) -> SavedState {
        guard !renamed.isEmpty else { return self }
        var copy = self
        copy.tabs = tabs.mapValues { $0.renamingRecipes(renamed) }
        copy.history = history?.map { entry in HistoryEntry(tab: entry.tab, place: entry.place.renamingRecipes(renamed)) }
        copy.timers = timers?.map { timer in
            var timer = timer
            if let id = timer.recipe, let new = renamed[id] { timer.recipe = new }
            return timer
        }
        if let servings {
            copy.servings = Dictionary(servings.map { (renamed[RecipeID($0.key)]?.rawValue ?? $0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        }
        return copy
    }
}

extension SavedState.SavedTab {
    /// This tab's path with each recipe of `renamed` under its new id, decoded to typed
    /// elements and encoded again. A path that does not decode is left as it is, for
    /// `restore` to report what it drops.
    func renamingRecipes(_ renamed: [RecipeID: RecipeID]) -> Self {
        guard let path = try? NavigationPath(path, using: SavedState.coding) else { return self }
        let elements = path.elements.map { element in
            element.value(as: RecipeID.self).flatMap { renamed[$0] }.map { PathElement($0) } ?? element
        }
        guard let encoded = try? NavigationPath(elements: elements).encoded(using: SavedState.coding) else { return self }
        var copy = self
        copy.path = encoded
        return copy
    }
}
