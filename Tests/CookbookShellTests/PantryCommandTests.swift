@testable import CookbookShell
import Foundation
import RecipeStore
import Testing
import TestSupport

/// `cookbook pantry` (issue #37) through the real binary on a copy of the Cooklang CLI's seed
/// folder: the official `cook pantry`'s words and options, the file written in its format and
/// read back, and the `pantry.conf` that `shopping-list` and `cookable` read.
@Suite("cookbook pantry: the real binary")
struct PantryCommandTests {
    let seed: SeedCopy

    init() throws { seed = try SeedCopy("pantry") }

    private func run(_ arguments: String...) async throws -> CommandRun {
        try await CommandRun.cookbook(["pantry"] + arguments + ["--data", seed.folder], home: seed.home)
    }

    private var pantry: String { seed.text("config/pantry.conf") }

    private func json(_ run: CommandRun) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.output)) as? [String: Any], "\(run.outputText)")
    }

    /// The issue's own check: the line in the official format, read back by `list`, listed by
    /// `expiring` (a fixed today).
    @Test func anAddedItemIsWrittenInTheOfficialFormatAndReadBack() async throws {
        let before = pantry
        let added = try await run("add", "dairy", "yogurt", "--quantity", "500%g", "--expire", "2026-03-09")
        #expect(added.status == 0 && added.outputText == "Added 'yogurt' to section 'dairy'.\n", "\(added.errorText)")
        #expect(pantry == before + "\n[dairy]\nyogurt = { quantity = \"500%g\", expire = \"2026-03-09\" }\n", "the rest of the file byte for byte")
        let listed = try await run("list", "--section", "Dairy")
        #expect(listed.outputText == "Pantry Items:\n=============\n\nDAIRY:\n  • yogurt - 500%g (expires: 2026-03-09)\n", "\(listed.errorText)")
        let sections = try json(try await run("list", "--json"))["sections"] as? [[String: Any]]
        #expect(sections?.map { $0["name"] as? String } == ["general", "fridge", "garden", "pantry", "spice rack", "dairy"])
        let yogurt = (sections?.last?["items"] as? [[String: Any]])?.first
        #expect(yogurt?["quantity"] as? String == "500%g" && yogurt?["expire"] as? String == "2026-03-09" && yogurt?["low"] is NSNull)
        let expiring = try await run("expiring", "--today", "2026-03-07")
        #expect(expiring.outputText == """
            Items Expiring Within 7 Days:
            =============================

            Expiring Soon:
              • yogurt - 2026-03-09 (expires in 2 days) [dairy]

            """, "\(expiring.errorText)")
    }

    @Test func expiringListsWhatHasExpiredFirstWithinTheDaysAsked() async throws {
        #expect(try await run("add", "dairy", "cream", "--quantity", "200%ml", "--expire", "10.04.2026").status == 0)
        #expect(try await run("add", "dairy", "kefir", "--expire", "2026-04-30").status == 0)
        // The seed's butter expires 2026-04-15: on the 16th it has expired, cream sooner still.
        let items = try json(try await run("e", "-d", "14", "--today", "2026-04-16", "--json"))["items"] as? [[String: Any]]
        #expect(items?.map { $0["name"] as? String } == ["cream", "butter", "kefir"])
        #expect(items?.map { $0["days_until_expiry"] as? Int } == [-6, -1, 14])
        #expect(items?.map { $0["status"] as? String } == ["EXPIRED 6 days ago", "EXPIRED 1 day ago", "expires in 14 days"])
        #expect(items?.first?["expire_date"] as? String == "2026-04-10", "a date written 10.04.2026 is given as ISO")
        let week = try await run("expiring", "--today", "2026-04-16")
        #expect(!week.outputText.contains("kefir") && week.outputText.contains("  • butter - 2026-04-15 (EXPIRED 1 day ago) [fridge]"))
        let all = try await run("expiring", "--today", "2026-04-16", "--include-unknown")
        #expect(all.outputText.contains("\nNo Expiry Date Set:\n  • water [general]\n  • eggs [fridge]\n"), "\(all.outputText)")
    }

    /// `COOKBOOK_TODAY` fixes the day the clock says it is (issue #37's injectable today): what
    /// expires counts from it as from `--today`, and a value that is no date is refused.
    @Test func expiringCountsFromTheDayTheClockIsSetTo() async throws {
        let fixed = try await CommandRun.cookbook(["pantry", "expiring", "--data", seed.folder], home: seed.home, environment: ["COOKBOOK_TODAY": "2026-04-16"])
        let given = try await run("expiring", "--today", "2026-04-16")
        #expect(fixed.status == 0 && fixed.outputText == given.outputText && fixed.outputText.contains("butter - 2026-04-15 (EXPIRED 1 day ago)"),
                "\(fixed.outputText)\(fixed.errorText)")
        let wrong = try await CommandRun.cookbook(["pantry", "expiring", "--data", seed.folder], home: seed.home, environment: ["COOKBOOK_TODAY": "16.4.26"])
        #expect(wrong.status == 2 && wrong.errorText == "cookbook: COOKBOOK_TODAY=16.4.26 is not a date like 2026-03-08\n")
    }

    @Test func lowListsWhatIsAtItsMarkOrGone() async throws {
        #expect(try await run("update", "fridge", "milk", "--low", "2%l").status == 0)
        #expect(pantry.contains("\nmilk = { quantity = \"2%l\", low = \"2%l\" }\n"))
        #expect(try await run("add", "fridge", "cream", "--quantity", "300%ml", "--low", "0.2%l").status == 0)
        let low = try await run("low")
        #expect(low.outputText == """
            Low or Out of Stock:
            ====================

            FRIDGE:
              • milk - 2%l (low: 2%l)

            PANTRY:
              • tinned tomatoes - 0 (none left)

            """, "the milk at its mark, the tomatoes gone; 300 ml of cream is over 0.2 l")
        let items = try json(try await run("depleted", "--json"))["items"] as? [[String: Any]]
        #expect(items?.map { $0["is_low"] as? Bool } == [true, false] && items?.first?["low_threshold"] as? String == "2%l")
    }

    @Test func updateAndRemoveChangeOnlyTheirLine() async throws {
        let before = pantry
        #expect(try await run("up", "spice rack", "salt", "--quantity", "500%g", "--bought", "2026-03-01").status == 0)
        #expect(pantry == before.replacing("salt = { quantity = \"1%kg\" }", with: "salt = { quantity = \"500%g\", bought = \"2026-03-01\" }"))
        let removed = try await run("rm", "garden", "thyme", "--json")
        #expect(removed.status == 0)
        let item = try json(removed)
        #expect(item["name"] as? String == "thyme" && item["quantity"] as? String == "unlim" && item["file"] as? String == seed.folder + "/config/pantry.conf")
        #expect(!pantry.contains("thyme") && pantry.contains("[garden]\n\"fresh basil\""))
        for name in ["fresh basil", "fresh oregano"] { #expect(try await run("remove", "garden", name).status == 0) }
        #expect(!pantry.contains("[garden]"), "the emptied section goes")
        #expect(PantryConfig(parsing: pantry).problems.isEmpty)
    }

    @Test func whatIsNotThereIsSaidAndNothingIsWritten() async throws {
        let before = pantry
        let cases: [([String], Int32, String)] = [
            (["remove", "fridge", "Eggs"], 2, "there is no “Eggs” in [fridge] (there is “eggs”)"),
            (["update", "freezer", "peas", "--quantity", "1%kg"], 2, "there is no section “freezer” (sections: fridge, garden, pantry, spice rack)"),
            (["add", "fridge", "milk"], 2, "“milk” is already in [fridge]; `cookbook pantry update` changes it"),
            (["update", "fridge", "milk"], 2, "nothing to change: give --quantity, --low, --expire or --bought"),
            (["add", "general", "salt", "--low", "1%kg"], 2, "only a quantity can be written above the first [section]"),
            (["list", "--section", "cellar"], 2, "there is no section “cellar” in \(seed.folder)/config/pantry.conf (sections: general, fridge, garden, pantry, spice rack)"),
        ]
        for (arguments, status, message) in cases {
            let result = try await CommandRun.cookbook(["pantry"] + arguments + ["--data", seed.folder], home: seed.home)
            #expect(result.status == status && result.errorText.contains("cookbook: " + message), "\(arguments): \(result.errorText)")
        }
        #expect(pantry == before)
        try Data("[fridge]\nmilk = \"1%l\nrice = \"1%kg\"\n".utf8).write(to: URL(fileURLWithPath: seed.folder + "/config/pantry.conf"))
        let broken = try await run("add", "fridge", "eggs")
        #expect(broken.status == 1 && broken.errorText.contains("line 2, column 12: missing closing quote"), "\(broken.errorText)")
    }

    @Test func thePantryIsTheOneShoppingListReads() async throws {
        // A folder with no pantry of its own: `add` makes config/pantry.conf, as the official CLI does.
        try FileManager.default.removeItem(atPath: seed.folder + "/config/pantry.conf")
        #expect(try await run("list").status == 1)
        let made = try await run("add", "larder", "tipo zero flour", "--quantity", "2%kg")
        #expect(made.status == 0 && made.errorText.contains("made a new pantry at \(seed.folder)/config/pantry.conf"), "\(made.errorText)")
        #expect(pantry == "[larder]\n\"tipo zero flour\" = \"2%kg\"\n")
        #expect(try await CommandRun.cookbook(["shopping-list", "add", "shared/pizza-dough", "--data", seed.folder], home: seed.home).status == 0)
        let list = try await CommandRun.cookbook(["shopping-list", "--data", seed.folder], home: seed.home)
        #expect(list.outputText.contains("840 g tipo zero flour (have 2 kg)"), "\(list.outputText)")
        // A JSON collection's pantry is the user's, in $XDG_CONFIG_HOME/cookbook.
        let json = try await CommandRun.cookbook(["pantry", "add", "fridge", "milk", "--quantity", "1%l", "--data", ProjectPaths.bundledCollection], home: seed.home)
        #expect(json.status == 0, "\(json.errorText)")
        #expect((try? String(contentsOfFile: seed.home + "/config/cookbook/pantry.conf", encoding: .utf8)) == "[fridge]\nmilk = \"1%l\"\n")
    }

    /// Every change is a read–modify–write under the lock of the folder holding the file, as
    /// the shopping files' are: two processes adding at once keep every item.
    private static func adding(_ count: Int, to section: String, home: String, folder: String) async throws -> CommandRun {
        try await CommandRun.shell(#"i=0; while [ $i -lt "# + String(count) + #" ]; do "$COOKBOOK" pantry add "# + section
                                   + #" "item $i" --quantity 1 --data "$DATA" >/dev/null || echo failed; i=$((i+1)); done"#,
                                   home: home, environment: ["DATA": folder], seconds: 600)
    }

    @Test func twoProcessesAddingAtOnceLoseNothing() async throws {
        let (home, folder) = (seed.home, seed.folder)
        async let first = Self.adding(60, to: "freezer", home: home, folder: folder)
        async let second = Self.adding(60, to: "cellar", home: home, folder: folder)
        for run in try await [first, second] { #expect(run.status == 0 && !run.outputText.contains("failed"), "\(run.outputText) \(run.errorText)") }
        let items = PantryConfig(parsing: pantry).items
        for section in ["freezer", "cellar"] {
            #expect(Set(items.filter { $0.section == section }.map(\.name)) == Set((0..<60).map { "item \($0)" }), "\(section) lost items")
        }
        #expect(PantryConfig(parsing: pantry).problems.isEmpty)
    }

    @Test func theOfficialWordsAreTaken() throws {
        #expect(try Options.parse(["pantry"]).command == .pantry(.list))
        #expect(try Options.parse(["pantry", "ls", "--section", "dairy"]).section == "dairy")
        #expect(try Options.parse(["pantry", "a", "dairy", "milk"]).command == .pantry(.add(section: "dairy", name: "milk")))
        #expect(try Options.parse(["pantry", "rm", "dairy", "milk"]).command == .pantry(.remove(section: "dairy", name: "milk")))
        #expect(try Options.parse(["pantry", "up", "dairy", "milk", "--low", "1%l"]).lowMark == "1%l")
        #expect(try Options.parse(["pantry", "depleted"]).command == .pantry(.low))
        #expect(try Options.parse(["pantry", "d"]).command == .pantry(.low))
        #expect(try Options.parse(["pantry", "e", "-d", "3"]).days == 3)
        let help = try #require(Options.helpText(command: "pantry"))
        #expect(help.contains("depleted or d)") && help.contains("  --days N          how many days ahead to look (default 7; -d N too)"), "\(help)")
    }
}

