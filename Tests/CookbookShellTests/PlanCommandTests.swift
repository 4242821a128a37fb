import Foundation
import RecipeStore
import Testing
import TestSupport

/// `cookbook plan` (issue #37) through the real binary on a copy of the Cooklang CLI's seed:
/// the plans printed whole, for today (the clock set by `COOKBOOK_TODAY`), a date or the week, in
/// the official menu JSON; `plan add` and `plan remove` changing one line of the file.
@Suite("cookbook plan: the real binary")
struct PlanCommandTests {
    let seed: SeedCopy

    init() throws { seed = try SeedCopy("plan") }

    private func run(_ arguments: String..., today: String = "2026-03-08") async throws -> CommandRun {
        try await CommandRun.cookbook(["plan"] + arguments + ["--data", seed.folder], home: seed.home, environment: ["COOKBOOK_TODAY": today])
    }

    private var weekly: String { seed.text("Weekly Plan.menu") }

    @Test func todayIsTheDayTheClockIsSetTo() async throws {
        let today = try await run("--today")
        #expect(today.status == 0 && today.outputText == """
            Weekly Plan
              Sunday 8 March 2026 · today
                Breakfast: Easy Pancakes, maple syrup (2 tbsp)
                Lunch: Caprese
                Dinner: Risotto

            """, "\(today.errorText)")
        let monday = try await run("Weekly Plan", "--today", today: "2026-03-09")
        #expect(monday.outputText.contains("Monday 9 March 2026 · today\n    Breakfast: Chocolate Toast Delight\n"), "\(monday.outputText)")
        let none = try await run("--today", today: "2026-03-20")
        #expect(none.status == 0 && none.outputText.isEmpty && none.errorText == "cookbook: nothing is planned on 2026-03-20\n", "\(none.outputText)")
    }

    @Test func aPlanIsPrintedWholeOrForADateOrTheWeek() async throws {
        let whole = try await run("2 Day Plan")
        #expect(whole.outputText.hasPrefix("2 Day Plan\n  Day 1\n    Breakfast: Easy Pancakes (10 servings), maple syrup (2 tbsp); coffee (1 cup)\n"), "\(whole.outputText)")
        let date = try await run("weekly plan.menu", "--date", "2026-03-07", "--markdown")
        #expect(date.outputText == "# Weekly Plan\n\n## Saturday 7 March 2026\n\n- **Breakfast**: oats (1 cup), milk (1/2 cup), honey (1 tbsp)\n"
                + "- **Lunch**: lamb-chops\n- **Dinner**: Neapolitan Pizza\n", "\(date.outputText)")
        let week = try await run("--week", today: "2026-03-09")
        #expect(week.outputText.hasPrefix("Weekly Plan\n  Monday 9 March 2026 · today\n") && !week.outputText.contains("Sunday"),
                "only Monday is in the week of 9 March: \(week.outputText)")
        let missing = try await run("Fortnight")
        #expect(missing.status == 2 && missing.errorText == "cookbook: there is no plan \"Fortnight\"; plans: 2 Day Plan, Weekly Plan\n")
        let both = try await run("--today", "--date", "2026-03-07")
        #expect(both.status == 2)
    }

    @Test func theJSONIsTheOfficialMenuShape() async throws {
        let run = try await run("Weekly Plan", "--json")
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(run.output)) as? [String: Any], "\(run.outputText)\(run.errorText)")
        #expect(plan["name"] as? String == "Weekly Plan" && plan["path"] as? String == "Weekly Plan.menu")
        let sunday = try #require((plan["sections"] as? [[String: Any]])?[1])
        #expect(sunday["name"] as? String == "Sunday (2026-03-08)" && sunday["date"] as? String == "2026-03-08" && sunday["today"] as? Bool == true)
        let breakfast = try #require((sunday["meals"] as? [[String: Any]])?.first)
        #expect(breakfast["type"] as? String == "Breakfast" && breakfast["time"] is NSNull)
        let items = try #require(breakfast["items"] as? [[String: Any]])
        #expect(items.count == 2)
        #expect(items[0]["kind"] as? String == "recipe_reference" && items[0]["name"] as? String == "Breakfast/Easy Pancakes"
                && items[0]["path"] as? String == "Breakfast/Easy Pancakes.cook" && items[0]["scale"] as? Double == 1)
        #expect(items[1]["kind"] as? String == "ingredient" && items[1]["name"] as? String == "maple syrup"
                && items[1]["quantity"] as? String == "2" && items[1]["unit"] as? String == "tbsp")
    }

    /// The issue's own check, from the command line: Risotto on Monday's dinner, every other
    /// byte of the file as it was; then taken off again, the file as it was before.
    @Test func addAndRemoveChangeOneLineOfTheFile() async throws {
        let before = weekly
        let added = try await run("add", "Weekly Plan", "Risotto", "--date", "2026-03-09", "--meal", "dinner")
        #expect(added.status == 0 && added.outputText == "Added Risotto to Dinner on Monday 9 March 2026 in Weekly Plan.menu.\n", "\(added.errorText)")
        #expect(weekly == before.replacingOccurrences(of: "- @./Thai Green Curry{}\n", with: "- @./Thai Green Curry{} \\\n- @./Risotto{}\n"))
        let removed = try await run("remove", "Weekly Plan", "risotto", "--date", "2026-03-09", "--meal", "Dinner")
        #expect(removed.status == 0 && removed.outputText == "Removed Risotto from Dinner on Monday 9 March 2026 in Weekly Plan.menu.\n", "\(removed.errorText)")
        #expect(weekly == before, "taken off again, the file is as it was")
        let gone = try await run("remove", "Weekly Plan", "Risotto", "--date", "2026-03-09", "--meal", "Dinner")
        #expect(gone.status == 2 && gone.errorText.contains("has no Risotto at Dinner on Monday 9 March 2026 (Dinner: Thai Green Curry)"), "\(gone.errorText)")
    }

    @Test func withoutAPlanTheDaysPlanOrTheWeeksNewPlanIsUsed() async throws {
        let sunday = try await run("add", "Salads/Caprese", "--date", "2026-03-08", "--meal", "Supper", "--servings", "4")
        #expect(sunday.status == 0 && weekly.contains("- @./Risotto{}\n\nSupper: \\\n- @./Salads/Caprese{4%servings}\n\n==Monday"), "\(sunday.errorText)\(weekly)")
        let later = try await run("add", "Neapolitan Pizza", "--date", "2026-03-12", "--meal", "Dinner")
        #expect(later.status == 0 && later.errorText == "cookbook: made a new plan Plan 2026-W11.menu\n", "\(later.errorText)")
        #expect(seed.text("Plan 2026-W11.menu") == "==Thursday (2026-03-12)==\n\nDinner: \\\n- @./Neapolitan Pizza{}\n")
        let listed = try await run("--date", "2026-03-12")
        #expect(listed.outputText == "Plan 2026-W11\n  Thursday 12 March 2026\n    Dinner: Neapolitan Pizza\n")
        let unknown = try await run("add", "Weekly Plan", "Moussaka", "--date", "2026-03-09", "--meal", "Dinner")
        #expect(unknown.status == 2 && unknown.errorText.hasPrefix("cookbook: there is no recipe \"Moussaka\""))
        let noMeal = try await run("add", "Weekly Plan", "Risotto", "--date", "2026-03-09")
        #expect(noMeal.status == 2 && noMeal.errorText.contains("plan add needs --meal MEAL"), "\(noMeal.errorText)")
    }
}
