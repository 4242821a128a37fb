import RecipeStore

/// Everything the app can show in a column or full screen. Navigation values resolve to these
/// through the destination registry; views draw them.
public enum Screen: Hashable, Sendable {
    /// Browse's root: the categories.
    case categories
    /// Search's root: the query and its results.
    case results
    /// Favourites' root: the marked recipes.
    case favourites
    /// Shopping's root: the list by aisle, then the menus that can be added.
    case shopping
    /// The recipes of a category.
    case recipes(CategoryID)
    /// One recipe: summary, ingredients, steps, related recipes.
    case recipe(RecipeID)
    /// The recipes that use an ingredient.
    case ingredient(IngredientKey)
    /// Cook mode (presented by a flag): one step at a time, full screen.
    case cook
    /// A printable shopping list for a recipe (a view destination, pushed without a value).
    case shoppingList(RecipeID)
}
