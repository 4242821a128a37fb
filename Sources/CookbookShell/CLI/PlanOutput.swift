import RecipeStore
import Terminal

/// What `cookbook plan` prints (issue #37): each plan's name, then its days (a dated one by
/// weekday and date, today marked) and under each its meals with what they list; as a Markdown
/// outline with `--markdown`; with `--json` in the official CLI's menu shape (`/api/menus/…`:
/// `name`, `path`, `sections` of `name`, `date` and `meals` of `type`, `time` and `items`, each
/// a `recipe_reference` with its `scale` or an `ingredient`), each section with `today` added.
/// Control characters are made visible.
enum PlanOutput {
    /// A plan and the sections of it to print.
    struct Shown {
        let plan: MealPlan
        let sections: [PlanSection]
    }

    /// `Sunday 8 March 2026 · today`, `Day 1`.
    static func title(of section: PlanSection, today: PantryDate) -> String {
        section.title + (section.date == today ? " · today" : "")
    }

    /// `Dinner (19:30): Soup ×2; bread`.
    static func line(of meal: PlanMeal) -> String {
        meal.name + (meal.time.map { " (\($0))" } ?? "") + ": " + meal.entries.map(\.text).joined(separator: "; ")
    }

    /// The plans as text: the name, each day indented under it, each meal under its day.
    static func text(_ shown: [Shown], today: PantryDate) -> String {
        var lines: [String] = []
        for (index, item) in shown.enumerated() {
            if index > 0 { lines.append("") }
            lines.append(item.plan.name)
            for section in item.sections {
                lines.append("  " + title(of: section, today: today))
                lines += section.meals.isEmpty ? ["    (nothing planned)"] : section.meals.map { "    " + line(of: $0) }
            }
        }
        return lines.isEmpty ? "" : lines.map { Sanitizer.clean($0) }.joined(separator: "\n") + "\n"
    }

    /// The plans as Markdown: `# Weekly Plan`, `## Sunday 8 March 2026 (today)`, `- **Lunch**: Caprese`.
    static func markdown(_ shown: [Shown], today: PantryDate) -> String {
        var lines: [String] = []
        for item in shown {
            if !lines.isEmpty { lines.append("") }
            lines.append("# " + item.plan.name)
            for section in item.sections {
                lines += ["", "## " + section.title + (section.date == today ? " (today)" : ""), ""]
                lines += section.meals.map { meal in
                    "- **" + meal.name + "**" + (meal.time.map { " (\($0))" } ?? "") + ": " + meal.entries.map(\.text).joined(separator: "; ")
                }
                if section.meals.isEmpty { lines.append("- nothing planned") }
            }
        }
        return lines.isEmpty ? "" : lines.map { Sanitizer.clean($0) }.joined(separator: "\n") + "\n"
    }

    /// The plans as JSON: one plan's object when `single`, else an array of them.
    static func json(_ shown: [Shown], single: Bool, today: PantryDate, store: any RecipeStore) throws -> String {
        typealias JSON = PantryOutput.JSON
        let plans = shown.map { item -> JSON in
            .object(["name": .text(item.plan.name), "path": .text(item.plan.path + ".menu"), "sections": .array(item.sections.map { section in
                .object(["name": .text(section.name), "date": .text(section.dateText), "today": .flag(section.date == today),
                         "meals": .array(section.meals.map { meal in
                             .object(["type": .text(meal.name), "time": .text(meal.time), "items": .array(meal.items.map { json($0, store: store) })])
                         })])
            })])
        }
        return try PlainOutput.encode(single && plans.count == 1 ? plans[0] : JSON.array(plans))
    }

    /// An item as the official CLI's menu JSON writes it.
    private static func json(_ item: IngredientLine, store: any RecipeStore) -> PantryOutput.JSON {
        if let reference = item.reference {
            let name = reference.hasPrefix("./") ? String(reference.dropFirst(2)) : reference
            return .object(["kind": .text("recipe_reference"), "name": .text(name), "path": .text(name + ".cook"),
                            "scale": .decimal(ShoppingMenu.scale(of: item, store: store, isFolder: true))])
        }
        return .object(["kind": .text("ingredient"), "name": .text(item.name), "quantity": .text(item.quantity.isEmpty ? nil : item.quantity),
                        "unit": .text(item.unit.isEmpty ? nil : item.unit)])
    }
}
