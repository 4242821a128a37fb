/// A store that can say which file of a Cooklang folder holds a recipe without walking the
/// folder (the indexed store reads it from its archive), for writers of the kitchen files and
/// the editor.
public protocol FileNaming: AnyObject {
    /// The `.cook` file of `id` relative to the folder (`Shared/Pizza Dough.cook`); nil when
    /// the store cannot say.
    func filePath(of id: RecipeID) -> String?
}

extension IndexedRecipeStore: FileNaming {}
