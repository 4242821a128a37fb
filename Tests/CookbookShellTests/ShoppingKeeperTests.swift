import CookbookApp
import Foundation
import RecipeStore
import Terminal
import Testing
import TestSupport
@testable import CookbookShell

/// The browser's shopping changes done on a copy of the Cooklang CLI's seed collection (issue
/// #17): written to the files other Cooklang tools read, read back as the Shopping tab shows them.
@Suite("Shopping keeper: the browser's changes on Cooklang's files")
struct ShoppingKeeperTests {
    let folder: String
    let keeper: ShoppingKeeper
    let env: AppEnvironment

    init() throws {
        let seed = try SeedCopy("keeper")
        let home = seed.home
        folder = seed.folder
        // Weeks before the seed's butter expires (2026-04-15): the clock is the test's, not the machine's.
        keeper = ShoppingKeeper(files: ShoppingFiles(dataDirectory: folder, configDirectory: folder + "/config"), collection: folder,
                                today: { PantryDate(year: 2026, month: 3, day: 1)! })
        env = AppEnvironment(store: try CollectionOpener.open(path: folder, cacheDirectory: home + "/cache"))
    }

    private func text(_ name: String) -> String { (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? "" }

    private func shown(_ event: Event) -> (state: ShoppingState, note: String?)? {
        guard case let .shoppingLoaded(state, note, problems) = event, problems.isEmpty else { Issue.record("\(event)"); return nil }
        return (state, note)
    }

    @Test func recipesMenusTicksAndItemsReachTheFiles() throws {
        let dough = try #require(shown(keeper.apply(.addRecipe("shared/pizza-dough", scale: 2), store: env.store)))
        #expect(dough.note == "Added Pizza Dough (×2) to the shopping list.")
        #expect(text(".shopping-list") == "./Shared/Pizza Dough{2}\n")
        #expect(dough.state.menus == ["2 Day Plan", "Weekly Plan"], "the seed's .menu files")
        let entries = dough.state.list.groups.flatMap(\.entries)
        #expect(entries.map(\.text).contains("1.68 kg tipo zero flour (have 1 kg, buy 680 g)"), "\(entries.map(\.text))")
        #expect(shown(keeper.apply(.check("tipo zero flour", checked: true), store: env.store))?.state.list.groups
            .flatMap(\.entries).first { $0.item.name == "tipo zero flour" }?.checked == true)
        #expect(text(".shopping-checked") == "+ tipo zero flour\n")
        let menu = try #require(shown(keeper.apply(.addMenu("2 Day Plan"), store: env.store)))
        #expect(menu.note?.hasPrefix("Added the menu 2 Day Plan (") == true)
        let lines = text(".shopping-list").split(separator: "\n").map(String.init)
        #expect(lines.prefix(2) == ["./Shared/Pizza Dough{2}", "./2 Day Plan.menu"] && lines.dropFirst(2).first?.hasPrefix("  ./") == true, "\(lines)")
        _ = keeper.apply(.addItem("coffee{1%bag}"), store: env.store)
        #expect(text(".shopping-list").hasSuffix("coffee{1%bag}\n"))
        guard case let .shoppingNotSaved(reason) = keeper.apply(.addItem("./Risotto"), store: env.store) else { Issue.record("accepted"); return }
        #expect(reason == "“./Risotto” names a recipe; open the recipe and press a to add it")
    }

    @Test func aRecipeAddedAgainIsOneEntryAndTheNoteSaysSo() throws {
        #expect(shown(keeper.apply(.addRecipe("risotto", scale: 1), store: env.store))?.note == "Added Classic Risotto alla Milanese to the shopping list.")
        let again = try #require(shown(keeper.apply(.addRecipe("risotto", scale: 1), store: env.store)))
        #expect(again.note == "Already on the list (4 servings) — added 4 more.")
        #expect(text(".shopping-list") == "./Risotto{2}\n" && again.state.listed.count == 1)
    }

    @Test func aMenuAndItsOwnItemsComeOffTheListTogether() throws {
        let added = try #require(shown(keeper.apply(.addMenu("2 Day Plan"), store: env.store)))
        let texts = added.state.list.groups.flatMap(\.entries).map(\.text)
        #expect(texts.contains("1 cup coffee") && texts.contains("1 glass orange juice"), "\(texts)")
        #expect(!text(".shopping-list").contains("coffee"), "the menu's own items are read from its file, not written as items")
        #expect(added.state.listed.map(\.label) == ["2 Day Plan (menu)"])
        let removed = try #require(shown(keeper.apply(.remove(.recipe(path: "./2 Day Plan.menu", scale: nil, depth: 0)), store: env.store)))
        #expect(text(".shopping-list") == "" && removed.state.list.groups.isEmpty, "nothing of the menu stays: \(removed.state.list.groups)")
        // As the official tools write it: the menu's path, its recipes nested, their multipliers final.
        try Data("./2 Day Plan.menu{2}\n  ./Risotto{2}\n".utf8).write(to: URL(fileURLWithPath: folder + "/.shopping-list"))
        let theirs = try #require(shown(keeper.apply(.load, store: env.store))).state.list.groups.flatMap(\.entries).map(\.text)
        #expect(theirs.contains("2 cups coffee") && theirs.contains { $0.hasPrefix("640 g arborio rice") }, "\(theirs)")
    }

    @Test func expiredButterIsBoughtOnTheKeepersDay() throws {
        let late = ShoppingKeeper(files: keeper.files, collection: folder, today: { PantryDate(year: 2026, month: 4, day: 16)! })
        let risotto = try #require(shown(late.apply(.addRecipe("risotto", scale: 1), store: env.store)))
        let butter = risotto.state.list.groups.flatMap { group in group.entries.map { (group.heading, $0.text) } }.first { $0.1.hasSuffix("butter (expired)") }
        #expect(butter != nil && butter?.0 != .pantry, "\(risotto.state.list.groups)")
        #expect(risotto.state.today == PantryDate(year: 2026, month: 4, day: 16))
    }

    @Test func withoutAnIndexTheFileIsFoundByWalkingTheFolder() throws {
        // The cache off (a read-only home): a store in memory, which remembers no file paths.
        let memory = MemoryRecipeStore(try FolderCollectionLoader.load(folder: folder))
        guard case let .shoppingLoaded(_, note, _) = keeper.apply(.addRecipe("shared/pizza-dough", scale: 1), store: memory) else {
            Issue.record("not added"); return
        }
        #expect(note == "Added Pizza Dough to the shopping list." && text(".shopping-list") == "./Shared/Pizza Dough\n")
        let clash = try CookFolder(["A b.cook": "@x{}\n", "a-b.cook": "@y{}\n"])
        #expect(FolderCollectionLoader.relativePath(of: "a-b", in: clash.path) == "A b.cook")
        #expect(FolderCollectionLoader.relativePath(of: "a-b-2", in: clash.path) == "a-b.cook", "the id a clash gave, as a load gives it")
        #expect(FolderCollectionLoader.relativePath(of: "nope", in: clash.path) == nil)
    }

    @Test func menusAreFoundWithoutFollowingLinks() throws {
        // Links back up the tree would make the walk endless; links are not followed.
        try FileManager.default.createSymbolicLink(atPath: folder + "/loop-a", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: folder + "/loop-b", withDestinationPath: folder)
        guard case let .shoppingLoaded(state, _, _) = keeper.apply(.load, store: env.store) else { Issue.record("not read"); return }
        #expect(state.menus == ["2 Day Plan", "Weekly Plan"])
        let missing = keeper.apply(.remove(.recipe(path: "./Nowhere", scale: nil, depth: 0)), store: env.store)
        #expect(missing == .shoppingNotSaved(reason: "it is no longer on the list"), "taking off what is not there is said")
    }

    @Test func theTabOverTheSeedAt100Columns() throws {
        _ = keeper.apply(.addRecipe("shared/pizza-dough", scale: 1), store: env.store)
        _ = keeper.apply(.addRecipe("neapolitan-pizza", scale: 1), store: env.store)
        guard case let .shoppingLoaded(shopping, _, _) = keeper.apply(.addRecipe("risotto", scale: 1), store: env.store) else { Issue.record("not loaded"); return }
        var state = AppState.started(width: 100, height: 40, env: env)
        state.type("4", env: env)
        _ = state.update(.shoppingLoaded(shopping, note: nil, problems: []), env: env)
        state.type("jjj", env: env)
        GoldenFrame.assert(AppView.render(state, env: env), matches: "shopping-100x40-seed")
        // `w`: the recipes by what the pantry has, the first previewed beside the list, once the
        // shell has ranked them off the key path (as `Session` does on its worker).
        let asked = state.type("w", env: env).compactMap { if case let .rankCookable(request) = $0 { request } else { nil } }
        let request = try #require(asked.first, "w asks the shell to rank")
        _ = state.update(.cookableRanked(request, request.rank(store: env.store)), env: env)
        #expect(state.tabs[state: .shopping].split.sidebarSelection == .recipe("breakfast/easy-pancakes"))
        GoldenFrame.assert(AppView.render(state, env: env), matches: "shopping-100x40-cookable")
    }

    /// Issue #32 through the real loop: `w` shows that it is working, the ranking is worked out
    /// on the session's worker and arrives as an event, and the keys after `w` are read while it
    /// works (the loop looks at most 1200 times, 50 ms apart, for the ranking: a loaded machine
    /// is slow, never wrong).
    @Test func theSessionRanksOnItsWorkerAndShowsTheRankingWhenItComes() {
        let backend = TextBackend(width: 100, height: 40, keys: [.character("4"), .character("w"), .character("j"), .character("q")])
        var sawWorking = false, looks = 0
        backend.beforeRead = { [unowned backend] in
            let screen = backend.frame.lines.joined(separator: "\n")
            if screen.contains("Working out what you can cook…") { sawWorking = true }
            guard backend.pendingKeys.first == .character("q"), !screen.contains("all in the pantry"), looks < 1200 else { return }
            looks += 1
            usleep(50_000)
            backend.pendingKeys.insert(nil, at: 0)
        }
        let session = Session(env: env, state: AppState(width: 100, height: 40), backend: backend, signals: SessionTests.ScriptedSignals(backend: backend),
                              stateStore: nil, favourites: nil, shopping: keeper)
        #expect(session.run() == 0)
        let screen = backend.frame.lines.joined(separator: "\n")
        #expect(screen.contains("100%  Easy Pancakes"), "the ranking came as an event:\n\(screen)")
        #expect(sawWorking, "the list said it was working before the ranking came")
    }
}
