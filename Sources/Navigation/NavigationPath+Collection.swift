extension NavigationPath: RandomAccessCollection {
    /// The position of the root-most element.
    public var startIndex: Int { elements.startIndex }
    /// One past the top element.
    public var endIndex: Int { elements.endIndex }
    /// The element at `position`, counted from the root.
    public subscript(position: Int) -> PathElement { elements[position] }
}

extension NavigationPath: ExpressibleByArrayLiteral {
    /// A path written as a literal list of erased elements.
    public init(arrayLiteral elements: PathElement...) { self.init(elements: elements) }
}

extension NavigationPath: CustomStringConvertible {
    /// The path as `[a, b, c]`, root first, for logs and test failures.
    public var description: String { "[" + elements.map(\.description).joined(separator: ", ") + "]" }
}
