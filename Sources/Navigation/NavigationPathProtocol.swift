/// The operations every navigation path offers, whether it holds any `Hashable` value
/// (`NavigationPath`) or one element type (`TypedPath<Recipe.ID>`).
///
/// Conformers provide storage access; removal and `popTo(where:)` are shared so that both
/// kinds of path refuse misuse in exactly the same words.
public protocol NavigationPathProtocol: Equatable {
    /// An empty path.
    init()
    /// The number of elements, root first.
    var count: Int { get }
    /// Whether the path is empty, i.e. the stack shows only its root.
    var isEmpty: Bool { get }
    /// The elements as type-erased values, oldest (root side) first.
    var erasedElements: [PathElement] { get }
    /// Appends `element`, or throws `wrongElementType` when this path cannot hold its type.
    mutating func append(erased element: PathElement) throws(NavigationError)
    /// Keeps the first `count` elements and drops the rest; `count` is within `0...self.count`.
    mutating func truncate(to count: Int)
}

extension NavigationPathProtocol {
    /// Removes the last `k` elements. Asking for more than the path holds, or a negative
    /// count, changes nothing and throws `cannotRemove`.
    public mutating func removeLast(_ k: Int = 1) throws(NavigationError) {
        guard k >= 0, k <= count else { throw .cannotRemove(requested: k, count: count) }
        truncate(to: count - k)
    }

    /// Empties the path, returning the stack to its root.
    public mutating func removeAll() { truncate(to: 0) }

    /// Pops back to the topmost element matching `predicate`, which becomes the top.
    /// Returns whether an element matched; when none does, the path is unchanged.
    @discardableResult
    public mutating func popTo(where predicate: (PathElement) throws -> Bool) rethrows -> Bool {
        guard let index = try erasedElements.lastIndex(where: predicate) else { return false }
        truncate(to: index + 1)
        return true
    }

    /// Replaces the whole path with `elements` in one step, checking every element first;
    /// when any is refused the path is unchanged.
    public mutating func replace(with elements: [PathElement]) throws(NavigationError) {
        var fresh = Self()
        for element in elements { try fresh.append(erased: element) }
        self = fresh
    }
}
