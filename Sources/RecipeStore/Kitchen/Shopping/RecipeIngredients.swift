/// A recipe's ingredient list as a cook reads it (issue #32): an ingredient written twice is
/// listed once, its amounts summed as the shopping list sums them (`ShoppingItem`: the same
/// `IngredientIdentity`, compatible units; `@egg{6}` in two steps is `12 eggs`, `80 g` and `760 g`
/// of tipo zero flour are `840 g`), amounts that cannot be summed side by side on its line
/// (`1 tbsp + pinch sea salt`). A line used once stays exactly as written. A recipe written in
/// sections sums within each section (a cook measures the dough's flour apart from the
/// topping's). Names are never changed: the aisle file's synonyms are the shopping list's.
public enum RecipeIngredients {
    /// One line of the list.
    public struct Entry: Hashable, Sendable {
        /// The section headings shown before it (most lines: none).
        public let headings: [String]
        /// The recipe's lines it stands for, in order (one for most).
        public let lines: [IngredientLine]
        /// `12 eggs`, `2 1/2 cups plain flour (sifted)`.
        public let text: String

        /// The ingredient key of its first line: what it links to.
        public var key: IngredientKey { lines[0].key }
    }

    /// The entries of `recipe` (already scaled and converted into `units`), in order of first use.
    public static func entries(of recipe: Recipe, units: IngredientLine.Units = .asWritten) -> [Entry] {
        entries(recipe.ingredients, sections: recipe.ingredientSections, units: units)
    }

    /// The entries of `lines` (shown in `units`), `sections` giving the headings before line indexes.
    public static func entries(_ lines: [IngredientLine], sections: [ListHeading], units: IngredientLine.Units = .asWritten) -> [Entry] {
        var entries: [Entry] = [], start = 0
        // Section boundaries: each heading's line starts a section of its own.
        let bounds = Set(sections.map(\.before)).filter { $0 > 0 && $0 < lines.count }.sorted() + [lines.count]
        for end in bounds where end > start {
            entries += section(Array(lines[start..<end]), offset: start, sections: sections, units: units)
            start = end
        }
        return entries
    }

    /// One section's lines grouped by identity in order of first use (a recipe reference alone),
    /// the singular and plural of one noun together when their amounts add up (`NumberSpellings`,
    /// as the shopping list joins them: `@egg{7}` and `@eggs{6}` are `13 eggs`).
    private static func section(_ lines: [IngredientLine], offset: Int, sections: [ListHeading], units: IngredientLine.Units) -> [Entry] {
        var order: [[Int]] = [], group: [IngredientIdentity: Int] = [:]
        var spellings: [(name: String, identity: IngredientIdentity)] = [], spellingGroup: [Int] = []
        for (index, line) in lines.enumerated() {
            let name = line.authorName.trimmed { $0 == " " || $0 == "," }
            let identity = IngredientIdentity(name)
            if line.reference == nil, let at = group[identity] {
                order[at].append(index)
            } else {
                if line.reference == nil {
                    group[identity] = order.count
                    spellings.append((name, identity))
                    spellingGroup.append(order.count)
                }
                order.append([index])
            }
        }
        let joins = NumberSpellings.joins(spellings.map(\.identity), name: { spellings[$0].name }) { spelling in
            var kinds: [NumberSpellings.Kind] = []
            for index in order[spellingGroup[spelling]] {
                if let kind = NumberSpellings.kind(of: lines[index]), !kinds.contains(kind) { kinds.append(kind) }
            }
            return kinds
        }
        for (spelling, into) in (joins ?? []).enumerated() where into != spelling {
            order[spellingGroup[into]] = (order[spellingGroup[into]] + order[spellingGroup[spelling]]).sorted()
            order[spellingGroup[spelling]] = []
        }
        return order.filter { !$0.isEmpty }.map { indexes in
            let group = indexes.map { lines[$0] }, first = offset + indexes[0]
            let headings = sections.filter { $0.before == first }.map(\.text)
            return Entry(headings: headings, lines: group, text: text(of: group, units: units))
        }
    }

    /// `group` as one line: the line as written when it is used once (its count's noun following
    /// the number, `IngredientLine.readingText`: `4 eggs`, as the shopping list reads it), else the summed
    /// amounts (`ShoppingItem`, in `units`) before its name (a count's noun following the sum:
    /// `2 limes`), its notes after it.
    static func text(of group: [IngredientLine], units: IngredientLine.Units = .asWritten) -> String {
        guard group.count > 1 || group[0].uses > 1 else { return group[0].readingText }
        let item = ShoppingItem.merge(group.map { ($0, "") })[0]
        var notes: [String] = []
        for note in group.compactMap(\.note) where !note.isEmpty && !notes.contains(note) { notes.append(note) }
        let head = item.text(in: units)
        return notes.isEmpty ? head : head + " (" + notes.joined(separator: "; ") + ")"
    }
}
