import Foundation
import RecipeStore
import Testing
import TestSupport

/// Plans (issue #37): the seed's `.menu` files read as the official CLI's menu page reads them —
/// days (dated or not), meals under `Breakfast:` headers, each line's recipe references and
/// free-hand ingredients, comments and connecting text left out.
@Suite("Plans: .menu files read as the official CLI reads them")
struct PlanReadingTests {
    private func seedPlan(_ name: String) throws -> MealPlan {
        let path = try ProjectPaths.sharedData("cook-collections/cookcli-seed/\(name).menu")
        return MealPlan(path: name, menu: ShoppingMenu(parsing: try String(contentsOfFile: path, encoding: .utf8)))
    }

    /// Each meal as `Name: entry; entry`, each entry its items' names and amounts.
    private func meals(_ section: PlanSection) -> [String] {
        section.meals.map { $0.name + ($0.time.map { " (\($0))" } ?? "") + ": " + $0.entries.map(\.text).joined(separator: "; ") }
    }

    @Test func theWeeklyPlanIsThreeDatedDaysWithTheirMeals() throws {
        let plan = try seedPlan("Weekly Plan")
        #expect(plan.name == "Weekly Plan")
        #expect(plan.sections.map(\.name) == ["Saturday (2026-03-07)", "Sunday (2026-03-08)", "Monday (2026-03-09)"])
        #expect(plan.sections.map { $0.date?.description } == ["2026-03-07", "2026-03-08", "2026-03-09"])
        #expect(meals(plan.sections[0]) == ["Breakfast: oats (1 cup), milk (1/2 cup), honey (1 tbsp)", "Lunch: lamb-chops", "Dinner: Neapolitan Pizza"],
                "the comment under lunch is no part of it: \(meals(plan.sections[0]))")
        #expect(meals(plan.sections[1]) == ["Breakfast: Easy Pancakes, maple syrup (2 tbsp)", "Lunch: Caprese", "Dinner: Risotto"])
        #expect(meals(plan.sections[2]) == ["Breakfast: Chocolate Toast Delight", "Lunch: Mexican Style Burrito", "Dinner: Thai Green Curry",
                                            "Snacks: almonds (50 g); dark chocolate (30 g)"], "two lines under Snacks are two entries")
        #expect(plan.sections[1].meals[1].entries[0].recipe?.reference == "./Salads/Caprese")
        #expect(plan.todayIndex(PantryDate(parsing: "2026-03-08")!) == 1)
        #expect(plan.todayIndex(PantryDate(parsing: "2026-03-10")!) == nil)
        #expect(plan.sections[1].title == "Sunday 8 March 2026")
        #expect(MealPlan.summary(of: plan.sections[1]) == "Breakfast — Easy Pancakes, maple syrup (2 tbsp) · Lunch — Caprese · Dinner — Risotto")
    }

    @Test func theTwoDayPlanHasUndatedDaysAndScaledReferences() throws {
        let plan = try seedPlan("2 Day Plan")
        #expect(plan.sections.map(\.name) == ["Day 1", "Day 2"])
        #expect(plan.sections.allSatisfy { $0.date == nil && $0.dateText == nil })
        #expect(meals(plan.sections[0]) == ["Breakfast: Easy Pancakes (10 servings), maple syrup (2 tbsp); coffee (1 cup)",
                                            "Lunch: lamb-chops; bread (2 slices), butter (1 tbsp)", "Dinner: Neapolitan Pizza; soy sauce (1 tbsp)"])
        let pancakes = plan.sections[0].meals[0].entries[0].items[0]
        #expect(pancakes.reference == "./Breakfast/Easy Pancakes" && pancakes.quantity == "10" && pancakes.unit == "servings")
    }

    @Test func headersTimesLooseItemsAndJoinedLinesAreReadAsTheOfficialCLIReadsThem() {
        let menu = ShoppingMenu(parsing: """
            @coffee{1%cup}

            == Day 3 (2026-03-04) ==
            Dinner (19:30): \\
            - @./Soup{2}

            Lunch:
            - @bread{}

            Supper:

            Brunch: \\
            - @eggs{2} - @toast{1}
            """)
        #expect(menu.sections.map(\.name) == [nil, "Day 3 (2026-03-04)"])
        #expect(meals(menu.sections[0]) == ["Items: coffee (1 cup)"], "lines above any header are the meal Items")
        // `Lunch:` and `- @bread{}` with no `\` between are one line, which is no header: its item is dinner's.
        #expect(meals(menu.sections[1]) == ["Dinner (19:30): Soup ×2; bread", "Brunch: eggs (2), toast (1)"],
                "a header with nothing under it (Supper) makes no meal: \(meals(menu.sections[1]))")
        #expect(menu.sections[1].dateText == "2026-03-04" && menu.sections[1].title == "Day 3 · Wednesday 4 March 2026")
        #expect(ShoppingMenu(parsing: "== x (2026-02-30) ==\nA: \\\n- @b{}\n").sections[0].date == nil, "no such day: no date, its text kept")
    }

    @Test func aNewPlanIsNamedAfterItsISOWeek() {
        #expect(MealPlan.newPath(for: PantryDate(parsing: "2026-03-08")!) == "Plan 2026-W10")
        #expect(MealPlan.newPath(for: PantryDate(parsing: "2027-01-01")!) == "Plan 2026-W53", "1 January 2027 is a Friday of 2026's last week")
        #expect(MealPlan.newPath(for: PantryDate(parsing: "2024-12-30")!) == "Plan 2025-W01")
        #expect(PantryDate(parsing: "2026-03-08")!.weekdayName == "Sunday")
    }
}
