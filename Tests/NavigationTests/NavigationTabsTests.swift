import Navigation
import Testing
import TestSupport

enum TestTab: String, Hashable, CaseIterable { case browse, search, favourites }

@Suite("Tabs: independent stacks")
struct NavigationTabsTests {
    let registry = makeTestRegistry()

    @Test func pushAndPopTouchOnlyTheActiveTab() throws {
        var tabs = NavigationTabs(TestTab.allCases) { _ in NavigationStackState<NavigationPath>() }
        try tabs.active.push(RecipeID("a"), using: registry)
        try tabs.select(.search)
        try tabs.active.push(RecipeID("b"), using: registry)
        try tabs.active.push(Ingredient("salt"), using: registry)
        try tabs.active.back()
        #expect(tabs.selection == .search)
        #expect(tabs[.browse] == NavigationStackState(path: NavigationPath([RecipeID("a")])))
        #expect(tabs[.search] == NavigationStackState(path: NavigationPath([RecipeID("b")])))
        #expect(tabs[.favourites] == NavigationStackState())
    }

    @Test func switchingKeepsEveryStackExactly() throws {
        var tabs = NavigationTabs(TestTab.allCases) { _ in NavigationStackState<NavigationPath>() }
        try tabs.active.push(CategoryID("soups"), using: registry)
        tabs.active[isPresented: .cookMode] = true
        let browse = tabs.active
        tabs.selectNext()
        #expect(tabs.selection == .search)
        tabs.selectNext()
        tabs.selectNext()
        #expect(tabs.selection == .browse)
        #expect(tabs.active == browse)
        tabs.selectPrevious()
        #expect(tabs.selection == .favourites)
    }

    @Test func anUnknownTabIsRefused() {
        var tabs = NavigationTabs(["browse", "search"], selection: "search") { _ in 0 }
        #expect(throws: NavigationError.unknownTab(name: "settings")) { try tabs.select("settings") }
        #expect(throws: NavigationError.unknownTab(name: "settings")) { try tabs.set(3, for: "settings") }
        #expect(tabs.selection == "search")
        #expect(NavigationError.unknownTab(name: "settings").description == "There is no tab named settings.")
        #expect(tabs["settings"] == nil)
    }
}
