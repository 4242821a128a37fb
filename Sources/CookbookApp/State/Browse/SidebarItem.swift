import RecipeStore

/// What a tab's sidebar lists and selects: categories in Browse, recipes in Search and
/// Favourites. One type, so every tab is a `SplitViewState<SidebarItem, RecipeID>`.
public enum SidebarItem: Hashable, Codable, Sendable {
    /// A category (Browse); selecting it lists its recipes.
    case category(CategoryID)
    /// A recipe (Search results, Favourites); selecting it shows the recipe.
    case recipe(RecipeID)
}
