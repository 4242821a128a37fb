import Navigation
import Testing
import TestSupport

typealias BrowseSplit = SplitViewState<CategoryID, RecipeID>

@Suite("Split view: selections, columns, focus")
struct SplitViewStateTests {
    let registry = makeTestRegistry()

    @Test func sidebarSelectionDrivesContentWhichDrivesDetail() throws {
        var split = BrowseSplit(style: .threeColumn)
        split.select(sidebar: "desserts")
        try split.select(content: "apple-pie")
        try split.updateDetail { stack throws(NavigationError) in try stack.push(RecipeID("pie-crust"), using: registry) }
        #expect(split.sidebarSelection == "desserts")
        #expect(split.contentSelection == "apple-pie")
        #expect(split.detail == NavigationStackState(path: NavigationPath([RecipeID("pie-crust")])))

        try split.select(content: "apple-pie")
        #expect(split.detail.path.count == 1, "reselecting the same recipe keeps its detail stack")
        try split.select(content: "creme-brulee")
        #expect(split.contentSelection == "creme-brulee")
        #expect(split.detail == NavigationStackState())

        try split.select(content: "apple-pie")
        split.select(sidebar: "soups")
        #expect(split.sidebarSelection == "soups")
        #expect(split.contentSelection == nil)
        #expect(split.detail == NavigationStackState())
    }

    @Test func selectionsTheLayoutCannotHoldAreRefused() {
        var three = BrowseSplit(style: .threeColumn)
        #expect(throws: NavigationError.invalidSelection(reason: "select a sidebar item before a content item")) {
            try three.select(content: "apple-pie")
        }
        #expect(throws: NavigationError.invalidSelection(reason: "nothing is selected to show in the detail column")) {
            try three.updateDetail { $0.pushView(TestScreen.cookMode) }
        }
        #expect(three == BrowseSplit(style: .threeColumn))
        var two = BrowseSplit(style: .twoColumn)
        #expect(throws: NavigationError.invalidSelection(reason: "a two-column split view has no content column")) {
            try two.select(content: "apple-pie")
        }
        #expect(NavigationError.invalidSelection(reason: "a two-column split view has no content column").description
            == "Invalid selection: a two-column split view has no content column.")
    }

    @Test func aFailingDetailUpdateChangesNothing() throws {
        var split = BrowseSplit(style: .threeColumn)
        split.select(sidebar: "desserts")
        try split.select(content: "apple-pie")
        let before = split
        #expect(throws: NavigationError.noDestination(type: "Unregistered")) {
            try split.updateDetail { stack throws(NavigationError) in
                try stack.push(RecipeID("pie-crust"), using: registry)
                try stack.push(Unregistered(1), using: registry)
            }
        }
        #expect(split == before)
    }

    @Test func columnVisibilityDecidesTheVisibleColumns() {
        var three = BrowseSplit(style: .threeColumn)
        #expect(three.visibleColumns == [.sidebar, .content, .detail])
        three.columnVisibility = .doubleColumn
        #expect(three.visibleColumns == [.content, .detail])
        three.columnVisibility = .detailOnly
        #expect(three.visibleColumns == [.detail])
        var two = BrowseSplit(style: .twoColumn)
        #expect(two.visibleColumns == [.sidebar, .detail])
        two.columnVisibility = .doubleColumn
        #expect(two.visibleColumns == [.sidebar, .detail])
    }

    @Test func tabCyclesFocusThroughVisibleColumns() {
        var split = BrowseSplit(style: .threeColumn)
        #expect(split.focus == .sidebar)
        split.cycleFocus()
        #expect(split.focus == .content)
        split.cycleFocus()
        #expect(split.focus == .detail)
        split.cycleFocus()
        #expect(split.focus == .sidebar)
        split.columnVisibility = .doubleColumn
        split.cycleFocus()
        #expect(split.focus == .content, "a hidden focused column hands focus to the first visible one")
    }

    @Test func compactColumnFollowsTheSelections() throws {
        var split = BrowseSplit(style: .threeColumn, preferredCompactColumn: .content)
        #expect(split.compactColumn == .content)
        split.select(sidebar: "desserts")
        #expect(split.compactColumn == .content)
        try split.select(content: "apple-pie")
        #expect(split.compactColumn == .detail)
    }
}
