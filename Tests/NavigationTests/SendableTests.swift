import Navigation
import Testing
import TestSupport

/// Navigation state crosses concurrency domains: paths, stacks, split views and tabs are
/// Sendable when what they hold is. This is checked when the tests compile.
@Suite("Sendable navigation state")
struct SendableTests {
    private func sendable<T: Sendable>(_ value: T) -> T { value }

    @Test func stateTypesAreSendableAndKeepTheirValuesAcrossATask() async {
        var path = NavigationPath()
        path.append(RecipeID("apfelkuchen"))
        let stack = NavigationStackState(path: path)
        let split = SplitViewState<CategoryID, RecipeID>(style: .threeColumn)
        let tabs = NavigationTabs(["a", "b"]) { _ in stack }
        let moved = await Task.detached { [path, stack, split, tabs] in
            (self.sendable(path), self.sendable(stack), self.sendable(split), self.sendable(tabs))
        }.value
        #expect(moved.0 == path)
        #expect(moved.1 == stack)
        #expect(moved.2 == split)
        #expect(moved.3 == tabs)
        #expect(sendable(PathElement(RecipeID("x"))) == PathElement(RecipeID("x")))
    }
}
