/// A homogeneous navigation path over one element type, like binding a `NavigationStack` to
/// `[Recipe.ID]`: every element is a `Value`, so the path is plain, typed data.
public struct TypedPath<Value: Hashable & Sendable>: NavigationPathProtocol, Sendable {
    /// The values, root first.
    public private(set) var values: [Value]

    /// An empty path.
    public init() { values = [] }

    /// A path holding `values`, root first.
    public init<S: Sequence>(_ values: S) where S.Element == Value { self.values = Array(values) }

    /// The number of values.
    public var count: Int { values.count }

    /// Whether the path is empty.
    public var isEmpty: Bool { values.isEmpty }

    /// The values wrapped as path elements.
    public var erasedElements: [PathElement] { values.map { PathElement($0) } }

    /// Appends `value` as the new top.
    public mutating func append(_ value: Value) { values.append(value) }

    /// Appends an erased element when it holds a `Value`; any other type is refused.
    public mutating func append(erased element: PathElement) throws(NavigationError) {
        guard let value = element.value(as: Value.self), element.valueType == Value.self else {
            throw .wrongElementType(expected: PathElement.name(of: Value.self), actual: element.typeName)
        }
        values.append(value)
    }

    /// Keeps the first `count` values.
    public mutating func truncate(to count: Int) {
        precondition((0...values.count).contains(count), "truncate(to:) out of range")
        values.removeLast(values.count - count)
    }

    /// Pops back to the topmost value matching `predicate`; returns whether one matched.
    @discardableResult
    public mutating func popTo(where predicate: (Value) throws -> Bool) rethrows -> Bool {
        guard let index = try values.lastIndex(where: predicate) else { return false }
        truncate(to: index + 1)
        return true
    }
}
