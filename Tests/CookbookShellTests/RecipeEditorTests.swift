@testable import CookbookShell
import Foundation
import RecipeStore
import Testing
import TestSupport

/// `o` and `R` (issue #19): a new recipe never takes another's file or id and never hides as a
/// dot-file; reading again says how much changed.
@Suite("New recipes and reading again")
struct RecipeEditorTests {
    @Test func aNewRecipeTakesNoOtherRecipesIdAndIsNeverHidden() throws {
        let folder = try CookFolder(["lamb-chops.cook": "Grill @lamb{4}.\n", "Soups/Pea.cook": "Boil @peas{500%g}.\n"])
        let cacheDirectory = try TemporaryFolder.make("editor") + "/cache"
        let store = try CollectionOpener.open(path: folder.path, cacheDirectory: cacheDirectory)
        let editor = RecipeEditor(collection: folder.path, cacheDirectory: cacheDirectory, environment: [:])
        #expect(editor.editor == "vi", "no $VISUAL or $EDITOR: vi")
        guard case let .success((file, id)) = editor.create(title: "Lamb Chops", category: nil, store: store) else { Issue.record("refused"); return }
        #expect(file.hasSuffix("/Lamb Chops (2).cook") && id == "lamb-chops-2", "lamb-chops stays the grilled lamb's")
        guard case let .success((hidden, _)) = editor.create(title: "..secret", category: nil, store: store) else { Issue.record("refused"); return }
        #expect(hidden.hasSuffix("/secret.cook"), "no dot-file the collection would skip")
        guard case let .success((soup, soupID)) = editor.create(title: "Green Soup", category: "soups", store: store) else { Issue.record("refused"); return }
        #expect(soup == folder.path + "/Soups/Green Soup.cook" && soupID == "soups/green-soup", "in its category's folder")
        #expect(try String(contentsOfFile: soup, encoding: .utf8) == RecipeEditor.template(title: "Green Soup"))
        guard case let .changed(reread, changedFiles, _) = editor.reload() else { Issue.record("not read"); return }
        #expect(changedFiles == 3 && reread.recipe("lamb-chops")?.name == "lamb-chops" && reread.recipe("soups/green-soup")?.name == "Green Soup")
        guard case let .changed(_, none, _) = editor.reload() else { Issue.record("not read"); return }
        #expect(none == 0, "nothing changed since: nothing parsed")
    }

    @Test func aJSONCollectionIsNotEditedInPlace() throws {
        let editor = RecipeEditor(collection: AppFixtures.framesCollection, cacheDirectory: nil, environment: ["EDITOR": "nano"])
        let store = try CollectionOpener.open(path: AppFixtures.framesCollection, cacheDirectory: nil)
        guard case let .failure(refusal) = editor.file(of: "apfelkuchen", store: store) else { Issue.record("edited in place"); return }
        #expect(refusal.description.contains("cookbook export --cook DIR") && editor.editor == "nano")
    }

    /// Issue #31: `R` on a JSON collection that did not change says nothing changed (it said
    /// "1 file read again" every time).
    @Test func rereadingAnUnchangedJSONFileChangesNothing() throws {
        let file = try TemporaryFolder.make("json-reread") + "/recipes.json"
        try FileManager.default.copyItem(atPath: AppFixtures.framesCollection, toPath: file)
        let editor = RecipeEditor(collection: file, cacheDirectory: nil, environment: [:])
        guard case let .changed(_, unchanged, _) = editor.reload() else { Issue.record("not read"); return }
        #expect(unchanged == 0)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try text.replacingOccurrences(of: "Äpfelkuchen", with: "Apfelkuchen").write(toFile: file, atomically: true, encoding: .utf8)
        guard case let .changed(store, changed, _) = editor.reload() else { Issue.record("not read"); return }
        #expect(changed == 1 && store.recipe("apfelkuchen")?.name == "Apfelkuchen")
        guard case let .changed(_, again, _) = editor.reload() else { Issue.record("not read"); return }
        #expect(again == 0, "read once, the change is not counted again")
    }
}
