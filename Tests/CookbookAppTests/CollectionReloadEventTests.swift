import CookbookApp
import Navigation
import RecipeStore
import Testing
import TestSupport

/// `Event.collectionReloaded`: the collection shown first came from the cache, and the folder
/// turned out to have changed; the new store replaces it and the place is kept, minus what is
/// gone (issue #15, and live reload next).
@Suite("A collection read again while browsing")
struct CollectionReloadEventTests {
    let collection: RecipeCollection
    let env: AppEnvironment

    init() throws {
        collection = try CollectionLoader.load(path: AppFixtures.framesCollection)
        env = AppEnvironment(store: MemoryRecipeStore(collection))
    }

    /// Mapo tofu open in Browse.
    private func atMapoTofu() -> AppState {
        var state = AppState.started(width: 160, height: 48, env: env)
        _ = state.update(.openLink("cookbook://recipe/mapo-tofu"), env: env)
        return state
    }

    @Test func anUnchangedPlaceStaysAndTheStatusSaysWhatWasRead() {
        var state = atMapoTofu()
        let before = state
        let effects = state.update(.collectionReloaded(changedFiles: 1, recipesBefore: collection.recipes.count, notes: []), env: AppEnvironment(store: MemoryRecipeStore(collection)))
        #expect(effects == [], "nothing moved, so nothing to save")
        #expect(state.tabs == before.tabs)
        #expect(state.overlays.status == StatusMessage("The collection changed on disk; 1 file read again."))
    }

    @Test func aRecipeThatIsGoneIsDroppedAndTheRestKept() {
        var state = atMapoTofu()
        let newEnv = AppEnvironment(store: MemoryRecipeStore(collection.removing("mapo-tofu")))
        let effects = state.update(.collectionReloaded(changedFiles: 0, recipesBefore: collection.recipes.count,
                                                       notes: ["The folder index was rebuilt."]), env: newEnv)
        #expect(effects == [.saveState])
        // The category stays open; in the wide layout its list previews the row under the cursor.
        #expect(state.screens(of: .browse, env: newEnv) == [.categories, .recipes("noodles"), .recipe("bibimbap")])
        #expect(state.overlays.status == StatusMessage("The collection changed on disk (1 fewer recipe); 1 recipe or list you had open no longer exists. The rest of where you were is kept.", isWarning: true))
        #expect(state.overlays.messages.map(\.text).contains("The folder index was rebuilt."), "the re-read's notes reach the message log")
    }

    @Test(arguments: [(2, -1, "The collection changed on disk; 2 files read again, 1 more recipe."),
                      (0, 3, "The collection changed on disk; 3 fewer recipes."),
                      (0, 0, "Read the collection again: nothing changed.")])
    func theStatusSaysWhatMoved(changedFiles: Int, fewerThanBefore: Int, said: String) {
        var state = atMapoTofu()
        let count = collection.recipes.count
        _ = state.update(.collectionReloaded(changedFiles: changedFiles, recipesBefore: count + fewerThanBefore, notes: []), env: env)
        #expect(state.overlays.status == StatusMessage(said))
    }

    @Test func aFailedCheckKeepsTheCollectionAndSaysWhy() {
        var state = atMapoTofu()
        let before = state.tabs
        _ = state.update(.reloadFailed(reason: "the folder is gone"), env: env)
        #expect(state.tabs == before)
        #expect(state.overlays.status == StatusMessage("Cannot check the collection for changes: the folder is gone; showing it as last read.", isWarning: true))
    }
}
