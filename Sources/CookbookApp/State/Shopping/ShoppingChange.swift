import RecipeStore

/// A change to the shopping files the app asks the shell for (`Effect.shopping`); the shell
/// applies it to the files as they are now and answers with `Event.shoppingLoaded`.
public enum ShoppingChange: Equatable, Sendable {
    /// Only read the files (the Shopping tab was first shown).
    case load
    /// Add a recipe, `scale` times its written amounts.
    case addRecipe(RecipeID, scale: Double)
    /// Add a `.menu` file (its path from the collection root, without the extension).
    case addMenu(String)
    /// Tick (`checked`) or untick an item, by name.
    case check(String, checked: Bool)
    /// Add a free-hand item as typed (`coffee{1%bag}`).
    case addItem(String)
    /// Take an entry off the list: a recipe or menu with all nested under it, or an item.
    case remove(ShoppingListFile.Entry)
}
