/// Values in order of first appearance, each once. A few — a recipe's cookware, most lists —
/// are checked one by one (no hashing, no set); past `linearLimit` a set takes over, so a file
/// naming thousands of pans stays linear.
struct UniqueList<Element: Hashable> {
    /// The most values checked one by one.
    static var linearLimit: Int { 16 }

    /// The values, each once, in order of first appearance.
    private(set) var elements: [Element] = []
    /// Every value so far; made once past `linearLimit`.
    private var seen: Set<Element>?

    /// Appends `element` unless it is already in the list.
    mutating func append(_ element: Element) {
        if seen != nil {
            guard seen?.insert(element).inserted == true else { return }
        } else {
            guard !elements.contains(element) else { return }
            if elements.count >= Self.linearLimit { seen = Set(elements + [element]) }
        }
        elements.append(element)
    }
}
