import RecipeStore
import Terminal

/// A recipe laid out as logical rows: summary and facts, ingredients (each a link to the
/// recipes that use it), numbered steps, and related recipes (links).
public enum RecipeDocument {
    /// The rows of `recipe` (already scaled and converted into `units`), `servings` and `scale`
    /// saying for how many it is shown (`Serves 6 (×1.5)`).
    static func rows(_ recipe: Recipe, store: any RecipeStore, servings: Int? = nil, scale: Double = 1,
                     units: IngredientLine.Units = .asWritten) -> [Row] {
        var rows: [Row] = []
        let muted = Style(color: .muted)
        for problem in recipe.problems {
            rows.append(Row("! " + problem, style: Style(color: .warning), wraps: true, hangingIndent: 2))
        }
        if !recipe.summary.isEmpty { rows.append(Row(recipe.summary, style: Style(bold: false), wraps: true)) }
        let shown = servings ?? recipe.servings
        let facts = (shown.map { [AppState.servingsText($0, scale: scale)] } ?? []) + timeFacts(recipe)
        let category = store.category(recipe.category)?.name ?? recipe.category.rawValue
        rows.append(Row(([category] + facts).joined(separator: " · "), style: muted, wraps: true))
        if !recipe.tags.isEmpty { rows.append(Row(recipe.tags.map { "#\($0)" }.joined(separator: " "), style: muted, wraps: true)) }
        if !recipe.facts.isEmpty { rows.append(Row(recipe.facts.map(\.text).joined(separator: " · "), style: muted, wraps: true)) }
        if let source = recipe.source { rows.append(Row("Source: " + source, style: muted, wraps: true, hangingIndent: 8)) }
        rows.append(.blank)
        rows.append(.heading("Ingredients"))
        // An ingredient written twice is listed once, summed as the shopping list sums it.
        for entry in RecipeIngredients.entries(of: recipe, units: units) {
            for heading in entry.headings { rows.append(Row(heading, style: Style(bold: true), wraps: true)) }
            rows.append(Row("• " + entry.text, style: Style(color: .link), link: .ingredient(entry.key), wraps: true, hangingIndent: 2))
        }
        if !recipe.cookware.isEmpty {
            rows.append(.blank)
            rows.append(.heading("Equipment"))
            for item in recipe.cookware { rows.append(Row("• " + item, wraps: true, hangingIndent: 2)) }
        }
        rows.append(.blank)
        rows.append(.heading("Steps"))
        let digits = String(recipe.steps.count).count
        for line in recipe.method {
            switch line {
            case let .section(title):
                rows.append(Row(title, style: Style(bold: true), wraps: true))
            case let .note(text):
                rows.append(Row("  Note: " + text, style: muted, wraps: true, hangingIndent: 8))
            case let .step(number, text):
                let label = String(number)
                let prefix = String(repeating: " ", count: digits - label.count) + label + ". "
                rows.append(Row(prefix + text, wraps: true, hangingIndent: prefix.count))
            }
        }
        let related = recipe.related.compactMap { store.recipe($0)?.summaryRow }
        if !related.isEmpty {
            rows.append(.blank)
            rows.append(.heading("Related"))
            for summary in related {
                rows.append(Row("→ " + summary.name, style: Style(color: .link), link: .recipe(summary.id), wraps: true, hangingIndent: 2))
            }
        }
        return rows
    }

    /// The recipe's times as the screen and `cookbook show` write them (`prep 10m`, `cook 1h`);
    /// a zero time (a no-cook recipe's `cook 0m`) is no fact and is left out.
    public static func timeFacts(_ recipe: Recipe) -> [String] {
        [("prep", recipe.prepMinutes, recipe.prepUpToMinutes), ("cook", recipe.cookMinutes, recipe.cookUpToMinutes),
         ("total", recipe.totalMinutes, recipe.totalUpToMinutes)].compactMap { label, minutes, upTo in
            guard let minutes, minutes > 0 || (upTo ?? 0) > 0 else { return nil }
            guard let upTo, upTo > minutes else { return "\(label) \(duration(minutes))" }
            return "\(label) \(range(minutes, upTo))"
        }
    }

    /// A range of minutes in one unit where it can: `4–6h`, `20–25m`, else `1h–1h 30m`.
    static func range(_ low: Int, _ high: Int) -> String {
        if low % 60 == 0, high % 60 == 0, low > 0 { return "\(low / 60)–\(high / 60)h" }
        if high < 60 { return "\(low)–\(high)m" }
        return duration(low) + "–" + duration(high)
    }

    /// `95` → `1h 35m`, `40` → `40m`: how the screen and `cookbook show` write times.
    public static func duration(_ minutes: Int) -> String {
        minutes < 60 ? "\(minutes)m" : minutes % 60 == 0 ? "\(minutes / 60)h" : "\(minutes / 60)h \(minutes % 60)m"
    }
}
