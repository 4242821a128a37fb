import Navigation
import Testing
import TestSupport

@Suite("Observation and atomic changes")
struct NavigationModelTests {
    @Test func observersSeeOldAndNewPath() {
        let registry = makeTestRegistry()
        let model = NavigationModel(NavigationStackState<NavigationPath>())
        var changes: [(NavigationPath, NavigationPath)] = []
        model.observe(\.path) { changes.append(($0, $1)) }
        model.update { state throws(NavigationError) in try state.push(RecipeID("a"), using: registry) }
        model.update { state throws(NavigationError) in try state.push(RecipeID("b"), using: registry) }
        #expect(changes.map(\.0) == [NavigationPath(), NavigationPath([RecipeID("a")])])
        #expect(changes.map(\.1) == [NavigationPath([RecipeID("a")]), NavigationPath([RecipeID("a"), RecipeID("b")])])
    }

    @Test func settingThreeElementsAtOnceIsOneChange() {
        let model = NavigationModel(NavigationStackState<NavigationPath>())
        var seen: [NavigationStackState<NavigationPath>] = []
        model.observe { _, new in seen.append(new) }
        let three = NavigationPath([CategoryID("desserts"), RecipeID("apple-pie"), RecipeID("pie-crust")])
        model.update { $0.setPath(three) }
        #expect(seen == [NavigationStackState(path: three)])
    }

    @Test func aFailingUpdateIsReportedAndLeavesNoTrace() {
        let registry = makeTestRegistry()
        let model = NavigationModel(NavigationStackState<NavigationPath>())
        var changes = 0
        var reported: [String] = []
        model.observe { _, _ in changes += 1 }
        model.observeDiagnostics { reported.append($0.description) }
        let result: Void? = model.update { state throws(NavigationError) in
            try state.push(RecipeID("a"), using: registry)
            try state.push(Unregistered(7), using: registry)
        }
        #expect(result == nil)
        #expect(model.state == NavigationStackState())
        #expect(changes == 0)
        #expect(model.diagnostics == [.noDestination(type: "Unregistered")])
        #expect(reported == ["No destination is registered for Unregistered; the push was refused. Register one with register(Unregistered.self) { … }."])
    }

    @Test func anUpdateThatChangesNothingNotifiesNobody() {
        let model = NavigationModel(NavigationStackState(path: NavigationPath([1])))
        var changes = 0
        model.observe { _, _ in changes += 1 }
        model.update { $0.popTo { _ in false } }
        model.set(NavigationStackState(path: NavigationPath([1])))
        #expect(changes == 0)
    }

    @Test func cancelledObserversHearNothing() {
        let model = NavigationModel(0)
        var heard: [Int] = []
        let token = model.observe { _, new in heard.append(new) }
        model.set(1)
        model.cancel(token)
        model.set(2)
        #expect(heard == [1])
        #expect(model.state == 2)
    }
}
