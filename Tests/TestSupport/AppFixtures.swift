import CookbookApp
import CookbookShell
import Foundation
import RecipeStore
import Terminal

/// A ready app over the frame fixture collection (`Tests/Fixtures/frames.json`: three
/// categories, CJK and accented names, an over-long name, and a name with escape sequences).
public enum AppFixtures {
    /// The fixture collection's path.
    public static let framesCollection = ProjectPaths.root + "/Tests/Fixtures/frames.json"

    /// The fixture folder of `.cook` files (`Tests/Fixtures/kitchen`): three categories and the
    /// top level, a recipe reference, a recipe with an error, and files that are not recipes.
    public static let kitchenFolder = ProjectPaths.root + "/Tests/Fixtures/kitchen"

    /// An environment over the kitchen folder.
    public static func kitchenEnvironment() throws -> AppEnvironment {
        AppEnvironment(store: MemoryRecipeStore(try FolderCollectionLoader.load(folder: kitchenFolder)))
    }

    /// An environment over the fixture collection.
    public static func environment() throws -> AppEnvironment {
        AppEnvironment(store: MemoryRecipeStore(try CollectionLoader.load(path: framesCollection)))
    }

    /// An environment over the bundled collection.
    public static func bundledEnvironment() throws -> AppEnvironment {
        AppEnvironment(store: MemoryRecipeStore(try CollectionLoader.load(path: ProjectPaths.bundledCollection)))
    }

    /// Keys for a string typed character by character (`"jjl"` → j, j, l).
    public static func keys(_ text: String) -> [Key] { text.map { .character($0) } }
}

extension AppState {
    /// Applies `keys` in order, returning every effect; for tests.
    @discardableResult
    public mutating func press(_ keys: [Key], env: AppEnvironment) -> [Effect] {
        keys.flatMap { update($0, env: env) }
    }

    /// Types `text` as keys; for tests.
    @discardableResult
    public mutating func type(_ text: String, env: AppEnvironment) -> [Effect] {
        press(AppFixtures.keys(text), env: env)
    }
}

extension AppState {
    /// A fresh state at `width` × `height` after the session's first settle, as the app shows
    /// it on a first start: in a wide layout the sidebar previews its first row.
    public static func started(width: Int, height: Int, env: AppEnvironment) -> AppState {
        var state = AppState(width: width, height: height)
        state.settle(env: env)
        return state
    }
}

extension AppFixtures {
    /// Where the app keeps its place in collection `data` for a run with `$XDG_STATE_HOME`
    /// under `home` (as `TmuxSession.cookbook` and `CommandRun` set it).
    public static func placeFile(home: String, data: String = framesCollection) -> String {
        (try? XDGPaths(environment: ["XDG_STATE_HOME": home + "/state"]).placeFile(for: CollectionKey(path: data))) ?? ""
    }
}
