/// Ingredient names as a tree of characters (a trie), for `StepComposer`: from any place in a
/// step, one walk along the text finds every name that starts there, however many names there
/// are — the steps are read once, not once per ingredient.
struct NameTree {
    /// Each node's children, by the next character; node 0 is the root (the empty name).
    private var children: [[Character: Int]] = [[:]]
    /// The key of the name that ends at each node, if one does.
    private var keys: [Int?] = [nil]
    /// How many different names the tree holds; their keys are `0..<count`.
    private(set) var count = 0

    /// Adds `name` (if new) and returns its key: the same name always has the same key.
    mutating func insert(_ name: [Character]) -> Int {
        var node = 0
        for character in name {
            if let child = children[node][character] {
                node = child
            } else {
                children.append([:])
                keys.append(nil)
                children[node][character] = children.count - 1
                node = children.count - 1
            }
        }
        if let key = keys[node] { return key }
        keys[node] = count
        count += 1
        return count - 1
    }

    /// The node after `node` on `character`, if some name goes on that way.
    func child(of node: Int, _ character: Character) -> Int? { children[node][character] }

    /// The key of the name that ends at `node`, if one does.
    func key(at node: Int) -> Int? { keys[node] }
}
