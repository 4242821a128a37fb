import Navigation
import Testing
import TestSupport

@Suite("Destination registry")
struct DestinationRegistryTests {
    @Test func eachElementResolvesByItsOwnType() throws {
        let registry = makeTestRegistry()
        var stack = NavigationStackState<NavigationPath>()
        try stack.push(CategoryID("soups"), using: registry)
        try stack.push(RecipeID("miso-soup"), using: registry)
        try stack.push(Ingredient("miso"), using: registry)
        #expect(registry.screens(for: stack) == [.recipes("soups"), .recipe("miso-soup"), .usedIn("miso")])
        #expect(registry.diagnostics.isEmpty)
    }

    @Test func anUnregisteredTypeIsRefusedWithItsName() throws {
        let registry = makeTestRegistry()
        var stack = NavigationStackState(path: NavigationPath([RecipeID("a")]))
        let before = stack
        #expect(throws: NavigationError.noDestination(type: "Unregistered")) {
            try stack.push(Unregistered(1), using: registry)
        }
        #expect(stack == before)
        #expect(NavigationError.noDestination(type: "Unregistered").description
            == "No destination is registered for Unregistered; the push was refused. Register one with register(Unregistered.self) { … }.")
    }

    @Test func theFirstRegistrationForATypeWins() throws {
        var registry = DestinationRegistry<String>()
        let took1 = registry.register(RecipeID.self) { "first \($0)" }
        #expect(took1)
        let took2 = registry.register(RecipeID.self) { "second \($0)" }
        #expect(took2 == false)
        let took3 = registry.register(.cookMode) { "cook" }
        #expect(took3)
        let took4 = registry.register(.cookMode) { "cook again" }
        #expect(took4 == false)
        #expect(registry.diagnostics == [.duplicateDestination(type: "RecipeID"), .duplicatePresentation(name: "cookMode")])
        #expect(registry.diagnostics.map(\.description) == [
            "A destination for RecipeID is already registered; the first registration is kept and this one is ignored.",
            "A destination for the presentation \"cookMode\" is already registered; the first registration is kept and this one is ignored.",
        ])
        #expect(try registry.screen(for: .value(PathElement(RecipeID("x")))) == "first x")
        #expect(try registry.screen(for: .overlay(.flag(.cookMode))) == "cook")
    }

    @Test func entriesThatCannotResolveAreSkippedAndReported() {
        let registry = DestinationRegistry<TestScreen>()
        var stack = NavigationStackState(path: NavigationPath([RecipeID("a")]))
        stack[isPresented: .cookMode] = true
        var reports: [String] = []
        #expect(registry.screens(for: stack) { reports.append($0.description) } == [])
        #expect(reports == [
            "No destination is registered for RecipeID; its screen cannot be shown.",
            "No destination is registered for the presentation \"cookMode\"; it cannot be shown.",
        ])
    }
}
