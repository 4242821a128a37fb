import Navigation
import Testing
import TestSupport

@Suite("Stack: view and state-driven destinations")
struct NavigationStackStateTests {
    let registry = makeTestRegistry()

    @Test func viewDestinationsSitAboveTheValuesAndAreNotInThePath() throws {
        var stack = NavigationStackState(path: NavigationPath([RecipeID("apple-pie")]))
        stack.pushView(TestScreen.shoppingList("apple-pie"))
        #expect(stack == NavigationStackState(
            path: NavigationPath([RecipeID("apple-pie")]),
            overlays: [.view(PathElement(TestScreen.shoppingList("apple-pie")))]))
        #expect(stack.path == NavigationPath([RecipeID("apple-pie")]))
        #expect(stack.depth == 2)
        #expect(registry.screens(for: stack) == [.recipe("apple-pie"), .shoppingList("apple-pie")])
    }

    @Test func pushingAValueRemovesViewDestinationsFirst() throws {
        var stack = NavigationStackState(path: NavigationPath([RecipeID("apple-pie")]))
        stack.pushView(TestScreen.shoppingList("apple-pie"))
        stack.pushView(TestScreen.shoppingList("pie-crust"))
        try stack.push(RecipeID("pie-crust"), using: registry)
        #expect(stack == NavigationStackState(path: NavigationPath([RecipeID("apple-pie"), RecipeID("pie-crust")])))
    }

    @Test func backPopsViewDestinationsThenValues() throws {
        var stack = NavigationStackState(path: NavigationPath([RecipeID("a")]))
        stack.pushView(TestScreen.shoppingList("a"))
        try stack.back()
        #expect(stack == NavigationStackState(path: NavigationPath([RecipeID("a")])))
        try stack.back()
        #expect(stack == NavigationStackState())
        #expect(throws: NavigationError.alreadyAtRoot) { try stack.back() }
        #expect(NavigationError.alreadyAtRoot.description == "Already at the root of the stack; there is nothing to go back to.")
        #expect(stack == NavigationStackState())
    }

    @Test func aBooleanPresentsAndDismissesItsDestination() {
        var stack = NavigationStackState(path: NavigationPath([RecipeID("a")]))
        #expect(stack[isPresented: .cookMode] == false)
        stack[isPresented: .cookMode] = true
        #expect(stack == NavigationStackState(path: NavigationPath([RecipeID("a")]), overlays: [.flag(.cookMode)]))
        #expect(registry.screens(for: stack) == [.recipe("a"), .cookMode])
        stack[isPresented: .cookMode] = true
        #expect(stack.overlays == [.flag(.cookMode)])
        stack[isPresented: .cookMode] = false
        #expect(stack == NavigationStackState(path: NavigationPath([RecipeID("a")])))
    }

    @Test func goingBackWritesFalseToTheBoolean() throws {
        var stack = NavigationStackState(path: NavigationPath([RecipeID("a")]))
        stack[isPresented: .cookMode] = true
        try stack.back()
        #expect(stack[isPresented: .cookMode] == false)
        #expect(stack == NavigationStackState(path: NavigationPath([RecipeID("a")])))
    }

    @Test func anItemPresentsItsDestinationAndNilDismissesIt() throws {
        var stack = NavigationStackState<NavigationPath>()
        stack[item: .timer] = 10
        #expect(stack == NavigationStackState(path: NavigationPath(), overlays: [.item(name: "timer", value: PathElement(10))]))
        #expect(registry.screens(for: stack) == [.timer(10)])
        stack[item: .timer] = 5
        #expect(stack.overlays == [.item(name: "timer", value: PathElement(5))])
        #expect(stack[item: .timer] == 5)
        stack[item: .timer] = nil
        #expect(stack == NavigationStackState())
        stack[item: .timer] = 3
        try stack.back()
        #expect(stack[item: .timer] == nil)
        #expect(stack == NavigationStackState())
    }

    @Test func dismissingAPresentationAlsoDismissesWhatIsAboveIt() {
        var stack = NavigationStackState(path: NavigationPath([RecipeID("a")]))
        stack[isPresented: .cookMode] = true
        stack[item: .timer] = 4
        stack.pushView(TestScreen.shoppingList("a"))
        stack[isPresented: .cookMode] = false
        #expect(stack == NavigationStackState(path: NavigationPath([RecipeID("a")])))
        #expect(stack[item: .timer] == nil)
    }

    @Test func changingThePathDismissesPresentations() throws {
        var stack = NavigationStackState(path: NavigationPath([RecipeID("a"), RecipeID("b")]))
        stack[isPresented: .cookMode] = true
        try stack.removeLast()
        #expect(stack == NavigationStackState(path: NavigationPath([RecipeID("a")])))
        stack[isPresented: .cookMode] = true
        try stack.push(RecipeID("c"), using: registry)
        #expect(stack == NavigationStackState(path: NavigationPath([RecipeID("a"), RecipeID("c")])))
        #expect(stack[isPresented: .cookMode] == false)
    }

    @Test func popToOnTheStackReportsAndKeepsOverlaysWhenNothingMatches() {
        var stack = NavigationStackState(path: NavigationPath([RecipeID("a"), RecipeID("b")]))
        stack[isPresented: .cookMode] = true
        let before = stack
        #expect(stack.popTo { $0.value(as: RecipeID.self) == "zzz" } == false)
        #expect(stack == before)
        #expect(stack.popTo { $0.value(as: RecipeID.self) == "a" })
        #expect(stack == NavigationStackState(path: NavigationPath([RecipeID("a")])))
    }

    @Test func aHomogeneousStackRefusesOtherTypesEvenWhenRegistered() {
        var stack = NavigationStackState<TypedPath<RecipeID>>(path: ["a"])
        #expect(throws: NavigationError.wrongElementType(expected: "RecipeID", actual: "CategoryID")) {
            try stack.push(CategoryID("c"), using: registry)
        }
        #expect(stack == NavigationStackState(path: ["a"]))
    }
}
