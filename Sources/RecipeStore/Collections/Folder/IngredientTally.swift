/// Ingredient lines gathered in order of first use, a line written again counted in its `uses`
/// (a recipe may write `@salt{1%tsp}` in two steps: listed once, bought twice). A few lines — a
/// step's, most recipes' — are matched one by one, which costs no hashing and no dictionary;
/// past `linearLimit` a dictionary takes over, so a file of thousands of ingredients stays linear.
struct IngredientTally {
    /// The most lines matched one by one.
    static let linearLimit = 16

    /// The lines so far, each once, with its count.
    private(set) var lines: [IngredientLine] = []
    /// Each line as first written (`uses` 1) to its position; made once past `linearLimit`.
    private var index: [IngredientLine: Int]?

    /// Counts `line` `line.uses` times (as written: once): a new line is appended, a repeat
    /// counted. Returns where the line is in `lines`.
    @discardableResult
    mutating func add(_ line: IngredientLine) -> Int {
        if let at = position(of: line) {
            lines[at].uses += line.uses
            return at
        }
        // Room for a recipe's usual few lines at once, not grown one line at a time.
        if lines.isEmpty { lines.reserveCapacity(8) }
        if index == nil, lines.count >= Self.linearLimit {
            index = Dictionary(uniqueKeysWithValues: lines.enumerated().map { position, line in
                var written = line
                written.uses = 1
                return (written, position)
            })
        }
        if index != nil {
            var written = line
            written.uses = 1
            index?[written] = lines.count
        }
        lines.append(line)
        return lines.count - 1
    }

    /// Where `line` (however often used) already is, nil when it is new.
    private func position(of line: IngredientLine) -> Int? {
        guard let index else { return lines.firstIndex { Self.same($0, line) } }
        guard line.uses != 1 else { return index[line] }
        var written = line
        written.uses = 1
        return index[written]
    }

    /// Whether `a` and `b` are the same line, however often each is used: every stored property
    /// of `IngredientLine` but `uses` (keep in step with it; a test compares with `==`).
    static func same(_ a: IngredientLine, _ b: IngredientLine) -> Bool {
        a.name == b.name && a.quantity == b.quantity && a.unit == b.unit && a.note == b.note && a.isFixed == b.isFixed && a.reference == b.reference
    }
}
