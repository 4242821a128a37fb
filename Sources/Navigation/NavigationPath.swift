/// A heterogeneous navigation path: a list of any `Hashable` values, root first, like SwiftUI's
/// `NavigationPath`.
///
/// Unlike SwiftUI's it is iterable, `popTo(where:)` reports whether it matched, removing too
/// much never traps, and its Codable form uses stable tags the app registers.
public struct NavigationPath: NavigationPathProtocol, Sendable {
    /// The elements, oldest (root side) first.
    public private(set) var elements: [PathElement]

    /// An empty path.
    public init() { elements = [] }

    /// A path holding `values` in order, root first; they may be of different types.
    public init(_ values: [any Hashable & Sendable]) {
        elements = values.map { PathElement($0) }
    }

    /// A path holding already-erased `elements`, root first.
    public init(elements: [PathElement]) { self.elements = elements }

    /// The number of elements.
    public var count: Int { elements.count }

    /// Whether the path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// The elements, type-erased (they already are).
    public var erasedElements: [PathElement] { elements }

    /// Appends `value` as the new top of the path.
    public mutating func append<V: Hashable & Sendable>(_ value: V) { elements.append(PathElement(value)) }

    /// Appends an erased element; a heterogeneous path holds any type, so this never throws.
    public mutating func append(erased element: PathElement) throws(NavigationError) {
        elements.append(element)
    }

    /// Keeps the first `count` elements.
    public mutating func truncate(to count: Int) {
        precondition((0...elements.count).contains(count), "truncate(to:) out of range")
        elements.removeLast(elements.count - count)
    }
}
