import Foundation
import RecipeStore
import Testing
import TestSupport

/// Changing a plan line by line (issue #37): an entry added under its meal, day or a new day,
/// taken out, moved; every other byte of the file kept, and nothing written that does not read
/// back as exactly the change.
@Suite("Plans: changes keep every other byte")
struct PlanEditTests {
    private let weekly: String
    private let sunday = PlanDay.date(PantryDate(parsing: "2026-03-08")!)
    private let monday = PlanDay.date(PantryDate(parsing: "2026-03-09")!)

    init() throws {
        weekly = try String(contentsOfFile: try ProjectPaths.sharedData("cook-collections/cookcli-seed/Weekly Plan.menu"), encoding: .utf8)
    }

    private func entry(_ line: String) -> PlanEntry {
        ShoppingMenu(parsing: "A: \\\n- " + line + "\n").sections[0].meals[0].entries[0]
    }

    /// `text` with `old` (which must be there once) replaced by `new`.
    private func replacing(_ old: String, with new: String, in text: String) -> String {
        #expect(text.components(separatedBy: old).count == 2, "\(old.debugDescription) is in the text once")
        return text.replacingOccurrences(of: old, with: new)
    }

    @Test func anEntryGoesUnderItsMealJoinedByABackslash() throws {
        let after = try PlanEdit.add(day: monday, meal: "dinner", line: "@./Risotto{}").applied(to: weekly)
        #expect(after == replacing("- @./Thai Green Curry{}\n", with: "- @./Thai Green Curry{} \\\n- @./Risotto{}\n", in: weekly))
        let dinner = ShoppingMenu(parsing: after).sections[2].meal(named: "Dinner")
        #expect(dinner?.entries.map(\.text) == ["Thai Green Curry", "Risotto"])
    }

    @Test func aNewMealGoesAfterTheDayAndANewDayInDateOrder() throws {
        let snack = try PlanEdit.add(day: sunday, meal: "Snacks", line: "@nuts{30%g}").applied(to: weekly)
        #expect(snack == replacing("- @./Risotto{}\n\n==Monday", with: "- @./Risotto{}\n\nSnacks: \\\n- @nuts{30%g}\n\n==Monday", in: weekly))
        let friday = try PlanEdit.add(day: .date(PantryDate(parsing: "2026-03-06")!), meal: "Lunch", line: "@./Risotto{2}").applied(to: weekly)
        #expect(friday == replacing("==Saturday", with: "==Friday (2026-03-06)==\n\nLunch: \\\n- @./Risotto{2}\n\n==Saturday", in: weekly))
        let tuesday = try PlanEdit.add(day: .date(PantryDate(parsing: "2026-03-10")!), meal: "Dinner", line: "@./Risotto{4%servings}").applied(to: weekly)
        #expect(tuesday == weekly + "\n==Tuesday (2026-03-10)==\n\nDinner: \\\n- @./Risotto{4%servings}\n")
        #expect(ShoppingMenu(parsing: tuesday).sections.map(\.name).last == "Tuesday (2026-03-10)")
        let first = try PlanEdit.add(day: .date(PantryDate(parsing: "2026-03-10")!), meal: "Lunch", line: "@./Risotto{}").applied(to: "")
        #expect(first == "==Tuesday (2026-03-10)==\n\nLunch: \\\n- @./Risotto{}\n", "a new plan")
    }

    @Test func removingTheLastEntryTakesTheMealsHeaderAndItsBlankLine() throws {
        let after = try PlanEdit.remove(day: sunday, meal: "Lunch", entry: entry("@./Salads/Caprese{}")).applied(to: weekly)
        #expect(after == replacing("Lunch: \\\n- @./Salads/Caprese{}\n\nDinner: \\\n- @./Risotto{}", with: "Dinner: \\\n- @./Risotto{}", in: weekly))
    }

    @Test func removingOneOfTwoEntriesKeepsTheOtherAndItsJoin() throws {
        let first = try PlanEdit.remove(day: monday, meal: "Snacks", entry: entry("@almonds{50%g}")).applied(to: weekly)
        #expect(first == replacing("- @almonds{50%g} \\\n", with: "", in: weekly))
        let last = try PlanEdit.remove(day: monday, meal: "Snacks", entry: entry("@dark chocolate{30%g}")).applied(to: weekly)
        #expect(last == replacing("- @almonds{50%g} \\\n- @dark chocolate{30%g}", with: "- @almonds{50%g}", in: weekly),
                "the line before no longer joins on to a line that is gone")
    }

    @Test func movingAnEntryTakesItsLineAsWrittenToTheNextDay() throws {
        let after = try PlanEdit.move(day: sunday, meal: "Breakfast", entry: entry("@./Breakfast/Easy Pancakes{} with @maple syrup{2%tbsp}"), to: monday)
            .applied(to: weekly)
        let plan = ShoppingMenu(parsing: after).sections
        #expect(plan[1].meals.map(\.name) == ["Lunch", "Dinner"])
        #expect(plan[2].meal(named: "Breakfast")?.entries.map(\.text) == ["Chocolate Toast Delight", "Easy Pancakes, maple syrup (2 tbsp)"])
        #expect(after.contains("- @./Breakfast/Chocolate Toast Delight{} \\\n- @./Breakfast/Easy Pancakes{} with @maple syrup{2%tbsp}\n"))
    }

    @Test func lineEndingsAndTheRestAreKeptInACRLFFile() throws {
        let crlf = weekly.replacingOccurrences(of: "\n", with: "\r\n")
        let after = try PlanEdit.add(day: monday, meal: "Dinner", line: "@./Risotto{}").applied(to: crlf)
        #expect(after == crlf.replacingOccurrences(of: "- @./Thai Green Curry{}\r\n", with: "- @./Thai Green Curry{} \\\r\n- @./Risotto{}\r\n"))
    }

    @Test func whatCannotBeChangedSafelyIsRefusedAndNamed() {
        #expect(throws: PlanEdit.Failure.self) { try PlanEdit.remove(day: sunday, meal: "Lunch", entry: entry("@./Risotto{}")).applied(to: weekly) }
        #expect(throws: PlanEdit.Failure.self) { try PlanEdit.add(day: .named("Day 9"), meal: "Lunch", line: "@./Risotto{}").applied(to: weekly) }
        #expect(throws: PlanEdit.Failure.self) { try PlanEdit.add(day: monday, meal: "Lunch", line: "@./Risotto{} and @x{}").applied(to: weekly) }
        let commented = "==Monday (2026-03-09)==\n\nDinner: \\\n- @./Curry{} -- spicy\n"
        do {
            _ = try PlanEdit.add(day: monday, meal: "Dinner", line: "@./Risotto{}").applied(to: commented)
            Issue.record("a line ending in a comment cannot be joined on to")
        } catch {
            #expect(error.kind == .refused && error.message.contains("line 4"), "\(error)")
        }
    }
}

/// `PlanFile`: a change under the folder's lock, a new plan made by its first entry, a
/// byte-order mark kept, and a missing plan said.
@Suite("Plans: the file written")
struct PlanFileTests {
    @Test func aPlanIsMadeByItsFirstEntryAndItsMarkIsKept() throws {
        let folder = try TemporaryFolder.make("plan-file")
        let file = PlanFile(path: folder + "/Plan 2026-W10.menu", allowedFolders: [folder])
        let day = PlanDay.date(PantryDate(parsing: "2026-03-09")!)
        #expect(throws: PlanFile.Failure.self) { try file.change(.remove(day: day, meal: "Dinner", entry: PlanEntry(items: []))) }
        #expect(!FileManager.default.fileExists(atPath: file.path), "removing from no plan makes none")
        let made = try file.change(.add(day: day, meal: "Dinner", line: "@./Risotto{}"))
        #expect(made.before == nil && made.after == "==Monday (2026-03-09)==\n\nDinner: \\\n- @./Risotto{}\n")
        try Data([0xEF, 0xBB, 0xBF] + Array(made.after.utf8)).write(to: URL(fileURLWithPath: file.path))
        try file.change(.add(day: day, meal: "Dinner", line: "@./Soup{}"))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: file.path))
        #expect(Array(bytes.prefix(3)) == [0xEF, 0xBB, 0xBF], "the byte-order mark is kept")
        #expect(String(decoding: bytes.dropFirst(3), as: UTF8.self) == "==Monday (2026-03-09)==\n\nDinner: \\\n- @./Risotto{} \\\n- @./Soup{}\n")
    }
}
