import Navigation
import Testing
import TestSupport

@Suite("Split view: collapse and expand")
struct CollapseTests {
    let registry = makeTestRegistry()

    @Test func theCollapsedStackIsDerivedFromSelectionsAndDetail() throws {
        var split = BrowseSplit(style: .threeColumn)
        #expect(split.collapsed == NavigationStackState())
        split.select(sidebar: "desserts")
        #expect(split.collapsed == NavigationStackState(path: NavigationPath([CategoryID("desserts")])))
        try split.select(content: "apple-pie")
        #expect(split.collapsed == NavigationStackState(path: NavigationPath([CategoryID("desserts"), RecipeID("apple-pie")])))
        try split.updateDetail { stack throws(NavigationError) in
            try stack.push(RecipeID("pie-crust"), using: registry)
            try stack.push(Ingredient("butter"), using: registry)
            stack[isPresented: .cookMode] = true
        }
        #expect(split.collapsed == NavigationStackState(
            path: NavigationPath(elements: [PathElement(CategoryID("desserts")), PathElement(RecipeID("apple-pie")),
                                            PathElement(RecipeID("pie-crust")), PathElement(Ingredient("butter"))]),
            overlays: [.flag(.cookMode)]))
        #expect(registry.screens(for: split.collapsed) == [.recipes("desserts"), .recipe("apple-pie"), .recipe("pie-crust"), .usedIn("butter"), .cookMode])
    }

    @Test func goingBackInTheCollapsedStackClearsTheLastSelection() throws {
        var split = BrowseSplit(style: .threeColumn)
        split.select(sidebar: "desserts")
        try split.select(content: "apple-pie")
        try split.updateDetail { stack throws(NavigationError) in try stack.push(RecipeID("pie-crust"), using: registry) }
        split.focus = .detail

        try split.backCollapsed()
        var expected = BrowseSplit(style: .threeColumn)
        expected.select(sidebar: "desserts")
        try expected.select(content: "apple-pie")
        expected.focus = .detail
        #expect(split == expected)

        try split.backCollapsed()
        try expected.select(content: nil)
        #expect(split == expected)

        try split.backCollapsed()
        expected.select(sidebar: nil)
        #expect(split == expected)

        #expect(throws: NavigationError.alreadyAtRoot) { try split.backCollapsed() }
        #expect(split == expected)
    }

    @Test func pushingOnTheCollapsedStackSelectsColumnByColumn() throws {
        var split = BrowseSplit(style: .threeColumn)
        try split.pushCollapsed(CategoryID("soups"), using: registry)
        try split.pushCollapsed(RecipeID("pho"), using: registry)
        try split.pushCollapsed(Ingredient("star anise"), using: registry)
        #expect(split.sidebarSelection == "soups")
        #expect(split.contentSelection == "pho")
        #expect(split.detail == NavigationStackState(path: NavigationPath([Ingredient("star anise")])))
    }

    @Test func aValueOfTheWrongTypeForItsColumnChangesNothing() {
        var split = BrowseSplit(style: .threeColumn)
        #expect(throws: NavigationError.invalidSelection(reason: "collapsed element 0 is a RecipeID, but that column holds CategoryID values")) {
            try split.pushCollapsed(RecipeID("pho"), using: registry)
        }
        #expect(split == BrowseSplit(style: .threeColumn))
        #expect(throws: NavigationError.noDestination(type: "Unregistered")) {
            try split.pushCollapsed(Unregistered(3), using: registry)
        }
        #expect(split == BrowseSplit(style: .threeColumn))
    }

    @Test func twoColumnViewsCollapseWithoutAContentElement() throws {
        var split = BrowseSplit(style: .twoColumn)
        split.select(sidebar: "drinks")
        try split.updateDetail { stack throws(NavigationError) in try stack.push(RecipeID("chai"), using: registry) }
        #expect(split.collapsed.path == NavigationPath([CategoryID("drinks"), RecipeID("chai")]))
        var restored = BrowseSplit(style: .twoColumn)
        try restored.expand(split.collapsed)
        #expect(restored == split)
    }

    @Test(arguments: [SplitStyle.threeColumn, .twoColumn])
    func collapseThenExpandIsLosslessForGeneratedStates(style: SplitStyle) throws {
        var rng = SplitMix64(seed: style == .threeColumn ? 2026 : 1129)
        for run in 0..<500 {
            let original = Self.randomState(style: style, using: &rng, registry: registry)
            var roundTrip = original
            try roundTrip.expand(original.collapsed)
            #expect(roundTrip == original, "state \(run) changed on collapse → expand")

            var rebuilt = BrowseSplit(style: style, columnVisibility: original.columnVisibility,
                                      preferredCompactColumn: original.preferredCompactColumn)
            rebuilt.focus = original.focus
            try rebuilt.expand(original.collapsed)
            #expect(rebuilt == original, "state \(run) not rebuilt from its collapsed stack alone")

            if !original.collapsed.isAtRoot {
                var viaBack = original
                try viaBack.backCollapsed()
                var expected = original.collapsed
                try expected.back()
                #expect(viaBack.collapsed == expected, "state \(run): back on the collapsed stack is not one pop")
            }
        }
    }

    /// A random reachable split state: any depth of selections, a detail stack of mixed
    /// value types with overlays, and any visibility and focus.
    static func randomState(style: SplitStyle, using rng: inout SplitMix64, registry: DestinationRegistry<TestScreen>) -> BrowseSplit {
        var split = BrowseSplit(style: style,
                                columnVisibility: [.all, .doubleColumn, .detailOnly].randomElement(using: &rng)!,
                                preferredCompactColumn: SplitColumn.allCases.randomElement(using: &rng)!)
        split.focus = SplitColumn.allCases.randomElement(using: &rng)!
        let names = ["a", "b", "c", "é", "麻婆豆腐"]
        guard Bool.random(using: &rng) || rng.next() % 4 == 0 else { return split }
        split.select(sidebar: CategoryID(names.randomElement(using: &rng)!))
        if style == .threeColumn {
            guard rng.next() % 5 != 0 else { return split }
            try? split.select(content: RecipeID(names.randomElement(using: &rng)!))
        }
        try? split.updateDetail { stack throws(NavigationError) in
            for _ in 0..<Int.random(in: 0...6, using: &rng) {
                switch rng.next() % 3 {
                case 0: try stack.push(RecipeID(names.randomElement(using: &rng)!), using: registry)
                case 1: try stack.push(Ingredient(names.randomElement(using: &rng)!), using: registry)
                default: try stack.push(CategoryID(names.randomElement(using: &rng)!), using: registry)
                }
            }
            if rng.next() % 3 == 0 { stack[isPresented: .cookMode] = true }
            if rng.next() % 3 == 0 { stack[item: .timer] = Int.random(in: 1...60, using: &rng) }
            if rng.next() % 3 == 0 { stack.pushView(TestScreen.shoppingList("x")) }
        }
        return split
    }
}
