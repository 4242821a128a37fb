import Foundation
import Testing
import TestSupport
@testable import CookbookShell

/// `cookbook shopping-list` on a copy of the Cooklang CLI's seed collection (issue #17): the
/// files other Cooklang tools read are written in the folder as the conventions define them.
@Suite("cookbook shopping-list: the real binary")
struct ShoppingListCommandTests {
    let home: String
    let folder: String

    init() throws {
        let seed = try SeedCopy("shopping-list")                       // a copy: the shared data is never written to
        (home, folder) = (seed.home, seed.folder)
    }

    private func run(_ arguments: String...) async throws -> CommandRun {
        try await CommandRun.cookbook(["shopping-list"] + arguments + ["--data", folder], home: home)
    }

    private func text(_ name: String) -> String { (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? "" }

    @Test func addCheckShowAndRemove() async throws {
        #expect(try await run("add", "shared/pizza-dough").status == 0)
        #expect(text(".shopping-list") == "./Shared/Pizza Dough\n", "the file's path, as other Cooklang tools name it")
        #expect(try await run("check", "tipo zero flour").status == 0)
        #expect(text(".shopping-checked") == "+ tipo zero flour\n")
        let shown = try await run()
        #expect(shown.status == 0, "\(shown.errorText)")
        let lines = shown.outputText.split(separator: "\n").map(String.init)
        // The seed's pantry.conf has 1 kg of it: all 840 g are in the pantry, listed last.
        let pantry = lines.firstIndex(of: "In your pantry"), flour = lines.firstIndex(of: "  [x] 840 g tipo zero flour (have 1 kg)")
        #expect(pantry != nil && flour != nil && pantry! < flour! && pantry! > lines.firstIndex(of: "Other") ?? 0, "\(lines)")
        let again = try await run("add", "shared/pizza-dough", "--servings", "12")
        #expect(again.status == 0 && again.outputText == "Already on the list (6 servings) — added 12 more.\n", "\(again.outputText)")
        #expect(text(".shopping-list") == "./Shared/Pizza Dough{3}\n", "one entry, the servings summed")
        // 2.52 kg needed, 1 kg on hand: 1.52 kg to buy, in its aisle.
        let more = try await run().outputText.split(separator: "\n").map(String.init)
        let aisle = more.firstIndex(of: "tinned goods and baking"), rest = more.firstIndex(of: "  [x] 2.52 kg tipo zero flour (have 1 kg, buy 1.52 kg)")
        #expect(aisle != nil && rest != nil && aisle! < rest! && rest! < more.firstIndex(of: "In your pantry") ?? more.count, "\(more)")
        #expect(try await run("uncheck", "Tipo Zero Flour").status == 0)
        #expect(text(".shopping-checked") == "+ tipo zero flour\n- Tipo Zero Flour\n")
        #expect(try await run("remove", "shared/pizza-dough").status == 0)
        #expect(text(".shopping-list") == "")
    }

    @Test func aListAnotherToolWroteIsEditedInPlace() async throws {
        try Data("-- for the weekend\n./Risotto\n  ./Shared/Vinaigrette\nsalt\n".utf8).write(to: URL(fileURLWithPath: folder + "/.shopping-list"))
        #expect(try await run("add", "salads/caprese").status == 0)
        #expect(text(".shopping-list") == "-- for the weekend\n./Risotto\n  ./Shared/Vinaigrette\nsalt\n./Salads/Caprese\n")
        let json = try await run("--json")
        let entries = try JSONSerialization.jsonObject(with: Data(json.output)) as? [[String: Any]]
        #expect(entries?.contains { $0["name"] as? String == "fresh mozzarella" && $0["aisle"] as? String == "milk and dairy" } == true)
        try Data("+ salt\n+basil\n".utf8).write(to: URL(fileURLWithPath: folder + "/.shopping-checked"))
        let shown = try await run()
        #expect(shown.errorText.contains(folder + "/.shopping-checked:2: “+basil” is not “+ name” or “- name”"), "\(shown.errorText)")
        #expect(try await run("clear").status == 0)
        #expect(text(".shopping-list") == "-- for the weekend\n")
    }

    @Test func jsonKeepsTheExactValueBehindEachRoundedAmount() async throws {
        #expect(try await run("add", "shared/pizza-dough", "--servings", "12").status == 0)
        let entries = try JSONSerialization.jsonObject(with: Data(try await run("--json").output)) as? [[String: Any]]
        let yeast = entries?.first { $0["name"] as? String == "fresh yeast" }
        #expect(yeast?["amounts"] as? [String] == ["3 g"], "1.6 g twice, as a kitchen scale shows it")
        let exact = (yeast?["exact"] as? [[String: Any]])?.first
        #expect(abs((exact?["value"] as? Double ?? 0) - 3.2) < 1e-9 && exact?["unit"] as? String == "g", "\(String(describing: yeast))")
    }

    @Test func menusAreAddedAndRemovedByPathAndClearingUnticks() async throws {
        #expect(try await run("add", "Weekly Plan").status == 0)
        let lines = text(".shopping-list").split(separator: "\n").map(String.init)
        #expect(lines.first == "./Weekly Plan.menu" && lines.dropFirst().first == "  ./lamb-chops", "as the official tools write a menu: \(lines)")
        #expect(try await run().outputText.contains("1 cup oats (have 500 g)"), "the menu's own items, read from its file")
        #expect(try await run("check", "oats").status == 0)
        #expect(try await run("remove", "Weekly Plan.menu").status == 0)
        #expect(text(".shopping-list") == "", "the menu, its recipes and its own items go together")
        #expect(try await run("add", "Weekly Plan").status == 0)
        #expect(try await run("remove", "Weekly Plan").status == 0, "by its path without .menu too")
        #expect(text(".shopping-list") == "")
        #expect(try await run("clear").status == 0)
        #expect(text(".shopping-list") == "" && text(".shopping-checked") == "", "a cleared list starts unticked")
    }

    @Test func expiredStockIsBoughtCountingFromToday() async throws {
        #expect(try await run("add", "risotto").status == 0)
        let before = try await run("--today", "2026-04-15").outputText, after = try await run("--today", "2026-04-16").outputText
        #expect(before.contains("butter (have 250 g)") && !before.contains("(expired)"), "good on its expiry day: \(before)")
        #expect(after.contains("butter (expired)") && !after.contains("butter (have"), "\(after)")
        let json = try JSONSerialization.jsonObject(with: Data(try await run("--today", "2026-04-16", "--json").output)) as? [[String: Any]]
        let butter = json?.first { $0["name"] as? String == "butter" }
        #expect(butter?["note"] as? String == "expired" && butter?["pantry"] as? Bool == false, "\(String(describing: butter))")
    }

    @Test func mistakesAreNamed() async throws {
        let unknown = try await run("add", "no-such-recipe")
        #expect(unknown.status == 2 && unknown.errorText.contains("there is no recipe or menu \"no-such-recipe\""))
        let absent = try await run("remove", "risotto")
        #expect(absent.status == 2 && absent.errorText.contains("risotto is not on the shopping list"))
        #expect(throws: Options.Failure(message: "shopping-list does add, remove, check, uncheck or clear, not \"buy\"")) {
            try Options.parse(["shopping-list", "buy", "milk"])
        }
        #expect(throws: Options.Failure(message: "--markdown goes with shopping-list or plan")) { try Options.parse(["list", "--markdown"]) }
    }
}
