import CookbookApp
import CookbookShell
import RecipeStore
import Testing

@Suite("Command line")
struct OptionsTests {
    @Test func optionsMayComeBeforeOrAfterTheCommand() throws {
        let before = try Options.parse(["--state", "S", "open", "cookbook://recipe/x"])
        let after = try Options.parse(["open", "cookbook://recipe/x", "--state", "S"])
        let equals = try Options.parse(["open", "--state=S", "cookbook://recipe/x"])
        #expect(before == after)
        #expect(before == equals)
        #expect(before.command == .open(url: "cookbook://recipe/x"))
        #expect(before.state == "S")
    }

    /// Issue #31: desktop URL handlers run `cookbook cookbook://recipe/…`; the link alone means `open`.
    @Test func aLinkAsTheFirstArgumentIsOpened() throws {
        #expect(try Options.parse(["cookbook://recipe/mapo-tofu"]).command == .open(url: "cookbook://recipe/mapo-tofu"))
        #expect(try Options.parse(["--data", "d.json", "cookbook://favourites"]) == Options.parse(["open", "cookbook://favourites", "--data", "d.json"]))
        #expect(throws: Options.Failure.self) { try Options.parse(["cookbook://recipe/a", "extra"]) }
    }

    @Test func eachCommandAndOption() throws {
        #expect(try Options.parse([]).command == .browse)
        #expect(try Options.parse(["list", "--category", "soups", "--json"]) == {
            var o = Options(); o.command = .list; o.category = "soups"; o.json = true; return o
        }())
        #expect(try Options.parse(["show", "mapo-tofu", "--json", "--data", "d.json"]).command == .show(id: "mapo-tofu"))
        #expect(try Options.parse(["--no-restore"]).noRestore)
        #expect(try Options.parse(["--reset"]).reset)
        #expect(try Options.parse(["--help", "bogus-command"]).help, "--help wins over anything else")
        #expect(try Options.parse(["list", "--help"]).helpTopic == nil)
        #expect(try Options.parse(["--help", "keys"]).helpTopic == "keys")
        #expect(try Options.parse(["check-config", "--config", "c.toml"]) == {
            var o = Options(); o.command = .checkConfig; o.config = "c.toml"; return o
        }())
        #expect(try Options.parse(["--version"]).version)
        #expect(try Options.parse(["import", "a.html", "https://x.example/r", "-", "--into", "D", "--category", "Soups", "--dry-run", "--json"]) == {
            var o = Options(); o.command = .importRecipes(sources: ["a.html", "https://x.example/r", "-"]); o.into = "D"; o.category = "Soups"
            o.dryRun = true; o.json = true; return o
        }(), "import takes several sources, `-` among them")
        #expect(try Options.parse(["import", "https://x.example/r", "--again"]).again, "--again imports a page already imported as another copy")
        #expect(try !Options.parse(["import", "https://x.example/r"]).again)
    }

    @Test(arguments: [
        (["--bogus"], "unknown option --bogus"),
        (["--data"], "--data needs a value"),
        (["--state", "--reset"], "--state needs a value"),
        (["open"], "open needs a URL, e.g. cookbook://recipe/apple-pie"),
        (["show"], "show needs a recipe ID"),
        (["frobnicate"], "unknown command frobnicate"),
        (["show", "a", "b"], "unexpected argument b"),
        (["import", "a.html", "--dry-run=yes"], "--dry-run takes no value"),
        (["show", "x", "--into", "D"], "--into and --dry-run go with import"),
        (["list", "--again"], "--again goes with import"),
        (["import", "a.html", "--again", "--again"], "--again is given more than once"),
        (["import", "a.html", "--again=yes"], "--again takes no value"),
        (["--json"], "--json goes with list, show, search, check, shopping-list, cookable, pantry, plan or import"),
        (["open", "x", "--category", "c"], "--category goes with list or import"),
        (["--reset", "--no-restore"], "--no-restore and --reset cannot be used together"),
    ])
    func mistakesAreNamed(arguments: [String], message: String) {
        #expect(throws: Options.Failure(message: message)) { try Options.parse(arguments) }
    }

    /// `plan` (issue #37): its own word is the plan unless it is a verb; `--today` takes a date
    /// only when one follows, so `plan --today 'Weekly Plan'` is today of that plan.
    @Test func planReadsItsPlanItsVerbsAndAnOptionalToday() throws {
        let shown = try Options.parse(["plan", "--today", "Weekly Plan"])
        #expect(shown.command == .plan(.show(plan: "Weekly Plan")) && shown.todayAsked && shown.today == nil)
        let dated = try Options.parse(["plan", "--today", "2026-03-08"])
        #expect(dated.command == .plan(.show(plan: nil)) && dated.today == PantryDate(parsing: "2026-03-08"))
        #expect(try Options.parse(["pantry", "expiring", "--today", "2026-04-16"]).today == PantryDate(parsing: "2026-04-16"), "as before")
        #expect(try Options.parse(["pantry", "expiring", "--today=2026-04-16"]).today == PantryDate(parsing: "2026-04-16"))
        let added = try Options.parse(["plan", "add", "Risotto", "--date", "2026-03-09", "--meal", "Dinner", "--servings", "4"])
        #expect(added.command == .plan(.add(plan: nil, recipe: "Risotto")) && added.meal == "Dinner" && added.servings == 4)
        #expect(try Options.parse(["plan", "add", "Weekly Plan", "Risotto", "--date", "2026-03-09", "--meal", "Dinner"]).command
                == .plan(.add(plan: "Weekly Plan", recipe: "Risotto")))
        #expect(try Options.parse(["plan", "rm", "Weekly Plan", "Risotto", "--date", "2026-03-09", "--meal", "Dinner"]).command
                == .plan(.remove(plan: "Weekly Plan", recipe: "Risotto")))
        #expect(throws: Options.Failure(message: "--today needs a date like 2026-11-30, not \"soon\"")) { try Options.parse(["plan", "--today=soon"]) }
        #expect(throws: Options.Failure(message: "--date and --week cannot be used together")) { try Options.parse(["plan", "--date", "2026-03-09", "--week"]) }
        #expect(throws: Options.Failure.self) { try Options.parse(["plan", "add", "Risotto", "--date", "2026-03-09"]) }
        #expect(throws: Options.Failure(message: "unexpected argument b")) { try Options.parse(["plan", "a", "b"]) }
    }
}
