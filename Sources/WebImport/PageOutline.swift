/// A page's body as a flat list in document order: elements (tag name, class and id) and the
/// runs of text between them, each with its parent and the end of its subtree. It is what a recipe
/// laid out without schema.org markup is read from (`LayoutRecipe`).
public struct PageOutline: Sendable, Equatable {
    /// One element, or one run of text (`name` nil).
    public struct Node: Sendable, Equatable {
        /// The tag name in lower case; nil for a run of text.
        public let name: String?
        /// The element's `class` and `id` attributes joined by a space, lower-cased ("" for none).
        public let labels: String
        /// The enclosing element's index; nil at the top.
        public let parent: Int?
        /// One past the index of the last node inside this one.
        public let end: Int
        /// A run of text, as written; "" for an element.
        public let text: String

        /// A node as the page scan records it.
        public init(name: String?, labels: String = "", parent: Int?, end: Int, text: String = "") {
            (self.name, self.labels, self.parent, self.end, self.text) = (name, labels, parent, end, text)
        }
    }

    /// The nodes, in document order.
    public let nodes: [Node]

    /// An outline of `nodes` (each `end` past its own index and within the list).
    public init(_ nodes: [Node]) {
        self.nodes = nodes
    }

    /// The visible text of node `index` and everything inside it, white space collapsed to
    /// single spaces (a `<br>` is a space too).
    public func text(of index: Int) -> String {
        var words: [Substring] = []
        for node in nodes[index..<min(nodes[index].end, nodes.count)] where node.name == nil {
            words += node.text.split(whereSeparator: \.isWhitespace)
        }
        return words.joined(separator: " ")
    }

    /// For each node, whether it holds an element named one of `names` (not counting itself):
    /// one pass from the end, so asking it of every node is linear however deep the page nests.
    public func holding(_ names: Set<String>) -> [Bool] {
        var holds = [Bool](repeating: false, count: nodes.count)
        for index in nodes.indices.reversed() {
            guard let parent = nodes[index].parent, parent < index else { continue }
            if holds[index] || nodes[index].name.map(names.contains) == true { holds[parent] = true }
        }
        return holds
    }

    /// The text of node `index` when it holds fewer than `limit` nodes (a heading, a label),
    /// lower-cased without a trailing colon; nil for a larger subtree, so that asking it of
    /// every element of a deeply nested page stays linear.
    public func shortText(of index: Int, limit: Int = 64) -> String? {
        guard nodes[index].end - index <= limit else { return nil }
        var key = text(of: index).lowercased()
        while key.hasSuffix(":") || key.hasSuffix(" ") { key.removeLast() }
        return key
    }
}
