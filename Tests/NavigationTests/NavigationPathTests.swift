import Navigation
import Testing
import TestSupport

@Suite("NavigationPath and TypedPath")
struct NavigationPathTests {
    @Test func appendGrowsThePathRootFirst() {
        var path = NavigationPath()
        #expect(path.isEmpty)
        path.append(CategoryID("desserts"))
        path.append(RecipeID("apple-pie"))
        path.append(42)
        #expect(path.count == 3)
        #expect(!path.isEmpty)
        #expect(path.map(\.description) == ["desserts", "apple-pie", "42"])
        #expect(path == NavigationPath(elements: [PathElement(CategoryID("desserts")), PathElement(RecipeID("apple-pie")), PathElement(42)]))
        #expect(path.last?.value(as: Int.self) == 42)
    }

    @Test func removeLastRemovesFromTheTop() throws {
        var path = NavigationPath([1, 2, 3, 4])
        try path.removeLast()
        #expect(path == NavigationPath([1, 2, 3]))
        try path.removeLast(2)
        #expect(path == NavigationPath([1]))
        try path.removeLast(0)
        #expect(path == NavigationPath([1]))
    }

    @Test func removingMoreThanThePathHoldsChangesNothingAndSaysSo() {
        var path = NavigationPath([1, 2])
        #expect(throws: NavigationError.cannotRemove(requested: 3, count: 2)) { try path.removeLast(3) }
        #expect(path == NavigationPath([1, 2]))
        #expect(NavigationError.cannotRemove(requested: 3, count: 2).description
            == "Cannot remove 3 elements from a path of 2; the path is unchanged.")
        #expect(throws: NavigationError.cannotRemove(requested: -1, count: 2)) { try path.removeLast(-1) }
        var empty = NavigationPath()
        #expect(throws: NavigationError.cannotRemove(requested: 1, count: 0)) { try empty.removeLast() }
        #expect(NavigationError.cannotRemove(requested: 1, count: 0).description
            == "Cannot remove 1 element from a path of 0; the path is unchanged.")
    }

    @Test func removeAllReturnsToTheRoot() {
        var path = NavigationPath(["a", "b"])
        path.removeAll()
        #expect(path == NavigationPath())
        #expect(path.isEmpty)
    }

    @Test func equalityNeedsTheSameTypesNotJustEqualNumbers() {
        #expect(NavigationPath([1]) != NavigationPath([Int8(1)]))
        #expect(NavigationPath([RecipeID("x")]) != NavigationPath([CategoryID("x")]))
        #expect(NavigationPath([RecipeID("x")]) == NavigationPath([RecipeID("x")]))
        #expect(NavigationPath([1, 2]) != NavigationPath([2, 1]))
        #expect(Set([PathElement(1), PathElement(1), PathElement(Int8(1))]).count == 2)
    }

    @Test func popToMakesTheTopmostMatchTheTop() {
        var path = NavigationPath([RecipeID("a"), RecipeID("b"), RecipeID("a"), RecipeID("c")])
        let matched = path.popTo { $0.value(as: RecipeID.self) == "a" }
        #expect(matched)
        #expect(path == NavigationPath([RecipeID("a"), RecipeID("b"), RecipeID("a")]))
    }

    @Test func popToWithoutAMatchChangesNothing() {
        var path = NavigationPath([1, 2, 3])
        #expect(path.popTo { $0.value(as: String.self) != nil } == false)
        #expect(path == NavigationPath([1, 2, 3]))
    }

    @Test func typedPathHoldsOneTypeAndRefusesOthers() throws {
        var path: TypedPath<RecipeID> = ["a", "b"]
        path.append("c")
        #expect(Array(path) == ["a", "b", "c"])
        #expect(throws: NavigationError.wrongElementType(expected: "RecipeID", actual: "CategoryID")) {
            try path.append(erased: PathElement(CategoryID("a")))
        }
        #expect(NavigationError.wrongElementType(expected: "RecipeID", actual: "CategoryID").description
            == "This path holds only RecipeID values; a CategoryID cannot be pushed.")
        #expect(path.count == 3)
        #expect(path.popTo { (id: RecipeID) in id == "a" })
        #expect(path == ["a"])
        #expect(throws: NavigationError.cannotRemove(requested: 2, count: 1)) { try path.removeLast(2) }
        try path.removeLast()
        #expect(path.isEmpty)
    }

    @Test func replaceIsAllOrNothing() {
        var path: TypedPath<RecipeID> = ["a"]
        #expect(throws: NavigationError.wrongElementType(expected: "RecipeID", actual: "Int")) {
            try path.replace(with: [PathElement(RecipeID("b")), PathElement(3)])
        }
        #expect(path == ["a"])
    }
}
