/// The recipes one listed recipe reaches through its references, walked once (depth first,
/// in line order): each recipe is a node reached the first time a line names it; a line back to
/// a recipe on the current path is a cycle, one past `ReferenceExpansion.maximumDepth` too deep,
/// and both are kept as the lines they are. Amounts then flow down in one pass in topological
/// order: a recipe is needed the sum of what its callers ask (scaled lines), and once for each
/// line that names it (fixed lines).
struct ReferenceGraph {
    /// What became of one line of a recipe.
    enum Edge {
        /// Bought as written.
        case line
        /// Expanded into the recipe it names; `first`: where that recipe's lines are listed.
        case expand(first: Bool)
    }

    private let root: Recipe
    private var recipes: [RecipeID: Recipe] = [:]
    private var edges: [RecipeID: [Edge]] = [:]
    private var onPath: Set<RecipeID> = []
    private var finished: [RecipeID] = []
    private var count = 0

    /// The graph below `root`, not walked yet.
    init(root: Recipe) { self.root = root }

    /// Walks the references below the root, taking recipes apart through `expansion`.
    mutating func walk(_ expansion: inout ReferenceExpansion) {
        visit(root, path: [], &expansion)
    }

    private mutating func visit(_ recipe: Recipe, path: [Recipe], _ expansion: inout ReferenceExpansion) {
        recipes[recipe.id] = recipe
        onPath.insert(recipe.id)
        var kinds: [Edge] = []
        for part in expansion.parts(of: recipe) {
            count += 1
            guard case let .reference(_, sub, _) = part else { kinds.append(.line); continue }
            if onPath.contains(sub.id) {
                expansion.say("a recipe references itself: " + (path + [recipe, sub]).map(\.name).joined(separator: " → "))
                kinds.append(.line)
            } else if path.count + 1 >= ReferenceExpansion.maximumDepth {
                expansion.say("recipe references nest more than \(ReferenceExpansion.maximumDepth) deep below \(root.name) "
                              + "(… → \(recipe.name) → \(sub.name)); the rest is listed as written")
                kinds.append(.line)
            } else if count > ReferenceExpansion.maximumLines {
                expansion.say("\(root.name) reaches more than \(ReferenceExpansion.maximumLines) lines through its references; the rest is listed as written")
                kinds.append(.line)
            } else if recipes[sub.id] == nil {
                kinds.append(.expand(first: true))
                visit(sub, path: path + [recipe], &expansion)
            } else {
                kinds.append(.expand(first: false))
            }
        }
        edges[recipe.id] = kinds
        onPath.remove(recipe.id)
        finished.append(recipe.id)
    }

    /// The lines the root at `scale` needs, in the order a cook reads them: each recipe's lines
    /// where it is first named, at the amounts every path to it asks for.
    func lines(scale: Double, _ expansion: inout ReferenceExpansion) -> [(line: IngredientLine, source: String)] {
        // Scaled amounts add up along every path; fixed ones count the lines naming the recipe.
        var amount: [RecipeID: Double] = [root.id: scale], times: [RecipeID: Double] = [root.id: 1]
        for id in finished.reversed() {                                   // callers before callees
            let (scaled, count) = (amount[id] ?? 0, times[id] ?? 0)
            for (part, edge) in zip(expansion.parts(of: recipes[id]!), edges[id] ?? []) {
                guard case .expand = edge, case let .reference(line, sub, factor) = part else { continue }
                amount[sub.id, default: 0] += (line.isFixed ? count : scaled) * factor
                times[sub.id, default: 0] += count
            }
        }
        var result: [(line: IngredientLine, source: String)] = []
        emit(root, amount: amount, times: times, into: &result, &expansion)
        return result
    }

    private func emit(_ recipe: Recipe, amount: [RecipeID: Double], times: [RecipeID: Double],
                      into result: inout [(line: IngredientLine, source: String)], _ expansion: inout ReferenceExpansion) {
        let source = recipe.id == root.id ? root.name : "\(recipe.name) for \(root.name)"
        let (scaled, count) = (amount[recipe.id] ?? 0, times[recipe.id] ?? 0)
        for (part, edge) in zip(expansion.parts(of: recipe), edges[recipe.id] ?? []) {
            switch (part, edge) {
            case let (.reference(_, sub, _), .expand(first)):
                if first { emit(sub, amount: amount, times: times, into: &result, &expansion) }
            case let (.line(line), _), let (.reference(line, _, _), .line):
                result.append((line.isFixed ? Self.repeated(line, count) : line.adjusted(by: scaled), source))
            }
        }
    }

    /// A fixed line bought `count` times (once for each line naming its recipe).
    static func repeated(_ line: IngredientLine, _ count: Double) -> IngredientLine {
        guard count != 1 else { return line }
        let loose = IngredientLine(quantity: line.quantity, unit: line.unit, name: line.name, note: line.note, reference: line.reference,
                                   uses: line.uses).adjusted(by: count)
        var fixed = IngredientLine(quantity: loose.quantity, unit: loose.unit, name: loose.name, note: loose.note, isFixed: true,
                                   reference: loose.reference, uses: loose.uses)
        fixed.exact = loose.exact   // the sum adds the exact count, not its rounded text (`16,384`)
        fixed.writtenName = loose.writtenName   // `2 limes` is still the author's `lime`
        return fixed
    }
}
