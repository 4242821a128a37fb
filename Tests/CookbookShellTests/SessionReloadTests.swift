import CookbookApp
import CookbookShell
import Foundation
import RecipeStore
import Terminal
import Testing
import TestSupport

/// The session shows a collection read again while it runs (`ReloadSource`): between waits
/// for keys the store is replaced, the place kept, and the screen redrawn from the new store.
@Suite("Session: a collection read again")
struct SessionReloadTests {
    /// Working for `after` reads of the backend, then hands over `reload` once.
    final class ScriptedReloads: ReloadSource {
        let backend: TextBackend
        let after: Int
        var reload: Reload?
        private let queued: Int
        init(backend: TextBackend, after: Int, reload: Reload) {
            self.backend = backend
            self.after = after
            self.reload = reload
            queued = backend.pendingKeys.count
        }
        private var reads: Int { queued - backend.pendingKeys.count }
        var isReading: Bool { reload != nil }
        func takeReload() -> Reload? {
            guard reads >= after else { return nil }
            defer { reload = nil }
            return reload
        }
    }

    @Test func theNewStoreIsShownInPlace() throws {
        let collection = try CollectionLoader.load(path: AppFixtures.framesCollection)
        let env = AppEnvironment(store: MemoryRecipeStore(collection))
        var state = AppState.started(width: 120, height: 30, env: env)
        _ = state.update(.openLink("cookbook://recipe/mapo-tofu"), env: env)
        let renamed = RecipeCollection(title: collection.title, categories: collection.categories, recipes: collection.recipes.map { recipe in
            recipe.id == "mapo-tofu" ? Recipe(id: recipe.id, name: "Mapo Tofu (edited)", category: recipe.category, ingredients: recipe.ingredients,
                                               steps: recipe.steps) : recipe
        })
        let backend = TextBackend(width: 120, height: 30, keys: [nil, nil, nil, .character("q")])
        let reloads = ScriptedReloads(backend: backend, after: 2, reload: .changed(store: MemoryRecipeStore(renamed), changedFiles: 1, notes: []))
        let session = Session(env: env, state: state, backend: backend, signals: SettableSignals(), stateStore: nil, favourites: nil, reloads: reloads)
        #expect(session.run() == 0)
        let screen = backend.frame.lines.joined(separator: "\n")
        #expect(screen.contains("Mapo Tofu (edited)"), "the open recipe is drawn from the new store:\n\(screen)")
        #expect(screen.contains("The collection changed on disk; 1 file read again."))
        #expect(backend.pendingKeys.isEmpty, "q was still read after the reload")
    }
}
