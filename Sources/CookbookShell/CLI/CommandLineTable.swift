import CookbookApp
import RecipeStore

/// Every command and option of `cookbook`, declared once. `Options.parse` reads the line by it,
/// and the usage line, `--help`, `cookbook help COMMAND` and docs/cli.md's command table are
/// written from it; which option goes with which command is each command's `options`. A new
/// option is one entry here, its field in `Options`, and its name in the commands that take it.
enum CommandLineTable {
    /// The options, in the order `--help` lists them.
    static let options: [OptionSpec] = [
        .value("--data", "PATH", global: true, help: """
            the collection: a .json file or a folder of Cooklang .cook files (default: $COOKBOOK_DATA, else the installed \
            collection, else the source tree's Resources/recipes.json)
            """) { $0.data = $1; return true },
        .value("--state", "PATH", global: true, help: """
            the file saving where you were, for every collection (default: one file per collection, \
            $XDG_STATE_HOME/cookbook/places/<name>-<hash>.json, else ~/.local/state/cookbook/places/<name>-<hash>.json)
            """) { $0.state = $1; return true },
        .value("--config", "PATH", global: true, help: """
            the config file, keys and colours (default: $XDG_CONFIG_HOME/cookbook/config.toml, else \
            ~/.config/cookbook/config.toml); see docs/config.md
            """) { $0.config = $1; return true },
        .flag("--no-restore", global: true, conflicts: "--reset", help: "start fresh; neither read nor overwrite the saved state") { $0.noRestore = true },
        .flag("--reset", global: true, help: "delete the saved state, then start fresh") { $0.reset = true },
        .value("--category", "ID", help: "list only that category; import into that category's folder of the collection") {
            $0.category = $1; return true
        },
        .value("--into", "DIR", namedWith: "--dry-run", help: "the folder to write to (default: the collection's)") { $0.into = $1; return true },
        .flag("--dry-run", help: "print the .cook text, write nothing") { $0.dryRun = true },
        .flag("--again", help: "import a page already imported as another copy (Name (2).cook)") { $0.again = true },
        .value("--limit", "N", rule: "needs a positive whole number", help: "at most N results (default 500, as the Search tab)") {
            guard let limit = Int($1), limit > 0 else { return false }
            $0.limit = limit
            return true
        },
        .value("--servings", "N", rule: "needs a whole number from 1 to 10000", conflicts: "--scale", help: "the recipe for N servings") {
            guard let servings = Int($1), servings > 0, servings <= 10_000 else { return false }
            $0.servings = servings
            return true
        },
        .value("--scale", "F", rule: "needs a number above 0 and up to 1000", namedWith: "--units", help: "the recipe times F (1.5, 0.5)") {
            guard let scale = Double($1), scale.isFinite, scale > 0, scale <= 1_000 else { return false }
            $0.scale = scale
            return true
        },
        .value("--units", "U", rule: "is as-written, metric or us", help: "amounts as-written (default), metric or us") {
            guard let units = IngredientLine.Units(rawValue: $1) else { return false }
            $0.units = units
            return true
        },
        .value("--min", "PERCENT", rule: "needs a percentage from 0 to 100", help: "only recipes at least this much covered") {
            guard let minimum = Int($1), (0...100).contains(minimum) else { return false }
            $0.minimum = minimum
            return true
        },
        .optionalValue("--today", "DATE", rule: "needs a date like 2026-11-30", help: """
            today, or DATE (YYYY-MM-DD) as today: expiry dates count from it; plan shows only that day (default: the clock's \
            day, $COOKBOOK_TODAY when set)
            """) {
            $0.todayAsked = true
            guard !$1.isEmpty else { return true }
            guard let today = PantryDate(parsing: $1) else { return false }
            $0.today = today
            return true
        },
        .value("--date", "DATE", rule: "needs a date like 2026-03-09", help: "the plan's day (YYYY-MM-DD), shown or changed") {
            guard let date = PantryDate(parsing: $1), $1.split(separator: "-").count == 3 else { return false }
            $0.date = date
            return true
        },
        .flag("--week", conflicts: "--date", help: "the plan's days of this week, Monday to Sunday") { $0.week = true },
        .value("--meal", "MEAL", rule: "needs a meal's name, like Dinner", help: "the day's meal (Breakfast, Lunch, Dinner…; case aside)") {
            let meal = String($1.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            guard !meal.isEmpty, !meal.contains(where: \.isNewline) else { return false }
            $0.meal = meal
            return true
        },
        .value("--section", "SECTION", help: "only this section of pantry.conf (case aside)") { $0.section = $1; return true },
        .value("--quantity", "AMOUNT", rule: "needs an amount that is not below zero, like 2%kg, 500%ml, 12 or unlim",
               help: "how much is on hand: 2%kg, 500%ml, 12, unlim") {
            guard !$1.drop(while: { $0 == " " }).hasPrefix("-") else { return false }
            $0.quantity = $1
            return true
        },
        .value("--low", "AMOUNT", rule: "needs an amount like 500%ml or 2", help: "the low-stock mark: at or under it, pantry low lists the item") {
            guard case .amount = PantryItem.stock(parsing: $1), !$1.drop(while: { $0 == " " }).hasPrefix("-") else { return false }
            $0.lowMark = $1
            return true
        },
        .value("--expire", "DATE", rule: "needs a date like 2026-03-09 or 09.03.2026", help: "the expiry date (YYYY-MM-DD or DD.MM.YYYY)") {
            guard PantryDate(parsing: $1) != nil else { return false }
            $0.expire = $1
            return true
        },
        .value("--bought", "DATE", rule: "needs a date like 2026-03-09 or 09.03.2026", help: "the day it was bought (YYYY-MM-DD or DD.MM.YYYY)") {
            guard PantryDate(parsing: $1) != nil else { return false }
            $0.bought = $1
            return true
        },
        .value("--days", "N", short: "-d", rule: "needs a whole number of days from 0 to 100000", help: "how many days ahead to look (default 7; -d N too)") {
            guard let days = Int($1), (0...100_000).contains(days) else { return false }
            $0.days = days
            return true
        },
        .flag("--include-unknown", help: "also the items with no expiry date, last") { $0.includeUnknown = true },
        .value("--cook", "DIR", help: "the new folder for the .cook files") { $0.cookDirectory = $1; return true },
        .flag("--markdown", help: "Markdown output (shopping-list: a checklist)") { $0.markdown = true },
        .flag("--json", conflicts: "--markdown", help: "JSON output (see docs/cli.md)") { $0.json = true },
        .flag("--strict", help: "warnings fail the check too (exit 1)") { $0.strict = true },
        .flag("--help", short: "-h", global: true, alone: true, topic: "keys", help: "this help; with keys, every key in every mode") { $0.help = true },
        .flag("--version", short: "-V", global: true, alone: true, help: "the version") { $0.version = true },
    ]

    /// The commands, in the order the usage line, `--help` and docs/cli.md show them (and
    /// the "goes with" errors name them).
    static let commands: [CommandSpec] = [
        CommandSpec("", options: ["--data", "--state", "--config", "--no-restore", "--reset"], abstract: "the browser, resuming",
                    help: "open the browser where you left off") { _, _ in },
        CommandSpec("open", .one("URL", needs: "a URL, e.g. cookbook://recipe/apple-pie"), abstract: "the browser at a deep link (`cookbook URL` too)", help: """
            open the browser at a deep link:
              cookbook://recipe/<id>
              cookbook://category/<id>
              cookbook://category/<id>/recipe/<id>
              cookbook://search?q=<text>
              cookbook://shopping
            (a link alone, `cookbook cookbook://…`, is the same)
            """) { $0.command = .open(url: $1[0]) },
        CommandSpec("list", options: ["--category", "--json"], abstract: "recipes, scriptable",
                    help: "print recipes: id, name and category, tab-separated") { options, _ in options.command = .list },
        CommandSpec("show", .one("ID", needs: "a recipe ID"), options: ["--json", "--servings", "--scale", "--units"], abstract: "one recipe, scaled, converted",
                    help: "print one recipe as text; --servings N or --scale F scales it (fixed amounts stay), --units metric|us|as-written converts") {
            $0.command = .show(id: $1[0])
        },
        CommandSpec("search", .words("QUERY", needs: "a query, e.g. cookbook search 'ing:garlic -ing:onion'"), options: ["--json", "--limit"],
                    abstract: "what the Search tab finds", help: """
                    print what the Search tab finds, best first: id, name, category (tab-separated). QUERY: words in any order, \
                    "a phrase", #tag, in:CATEGORY, ing:NAME, time<30m, serves>=4, @fav; -TERM excludes (see docs/search.md)
                    """, dashWords: true) { $0.command = .search(query: $1[0]) },
        CommandSpec("check", options: ["--json", "--strict"], abstract: "every problem in every recipe", help: """
            check the collection like a linter: one FILE:LINE:COL: error|warning: message line per problem, then a summary; \
            exit 1 on errors
            """) { options, _ in options.command = .check },
        CommandSpec("shopping-list", options: ["--json", "--markdown", "--today"], abstract: "Cooklang's list", help: """
            print the shopping list by aisle (Cooklang's .shopping-list in the folder, or in $XDG_DATA_HOME/cookbook for a JSON \
            collection; aisles from config/aisle.conf, what config/pantry.conf has listed last)
            """, actions: [
                CommandSpec("shopping-list add", .words("ID", needs: "a recipe ID"), options: ["--servings"],
                            abstract: "add a recipe (for N servings)") { $0.command = .shoppingList(.add(id: $1[0])) },
                CommandSpec("shopping-list remove", .words("ID", needs: "a recipe ID"), abstract: "take a recipe or menu off") {
                    $0.command = .shoppingList(.remove(id: $1[0]))
                },
                CommandSpec("shopping-list check", .words("NAME", needs: "an item's name"), abstract: "tick an item") {
                    $0.command = .shoppingList(.check(name: $1[0]))
                },
                CommandSpec("shopping-list uncheck", .words("NAME", needs: "an item's name"), abstract: "untick an item") {
                    $0.command = .shoppingList(.uncheck(name: $1[0]))
                },
                CommandSpec("shopping-list clear", abstract: "empty it (comments stay)") { options, _ in options.command = .shoppingList(.clear) },
            ]) { options, _ in options.command = .shoppingList(.show) },
        CommandSpec("cookable", options: ["--json", "--min", "--today"], abstract: "recipes by what the pantry covers", help: """
            rank recipes by how much of them config/pantry.conf covers: percent, name, what is missing; --min PERCENT keeps \
            those at least that covered; --today DATE counts expiry from DATE
            """) { options, _ in options.command = .cookable },
        CommandSpec("pantry", abstract: "what is in stock (pantry.conf)", help: """
            print the pantry by section (config/pantry.conf beside the collection, else the user's, as shopping-list reads it); \
            the official cook pantry's commands, so the same words work
            """, actions: [
                CommandSpec("pantry list", options: ["--section"], abstract: "print it by section", aliases: ["ls"]) { options, _ in
                    options.command = .pantry(.list)
                },
                CommandSpec("pantry add", .fixed(["SECTION", "NAME"], needs: "a SECTION and an item's NAME, e.g. pantry add dairy milk"),
                            options: ["--quantity", "--low", "--expire", "--bought"], abstract: "add an item; a missing section is made",
                            aliases: ["a"]) { $0.command = .pantry(.add(section: $1[0], name: $1[1])) },
                CommandSpec("pantry remove", .fixed(["SECTION", "NAME"], needs: "a SECTION and an item's NAME, e.g. pantry remove dairy milk"),
                            abstract: "take an item out", aliases: ["rm"]) {
                    $0.command = .pantry(.remove(section: $1[0], name: $1[1]))
                },
                CommandSpec("pantry update", .fixed(["SECTION", "NAME"], needs: "a SECTION and an item's NAME, e.g. pantry update dairy milk --quantity 1%l"),
                            options: ["--quantity", "--low", "--expire", "--bought"], abstract: "change the attributes given", aliases: ["up"]) {
                    $0.command = .pantry(.update(section: $1[0], name: $1[1]))
                },
                CommandSpec("pantry low", abstract: "items at or under their low mark, or with none left",
                            aliases: ["depleted", "d"]) { options, _ in options.command = .pantry(.low) },
                CommandSpec("pantry expiring", options: ["--days", "--include-unknown", "--today"],
                            abstract: "items expiring within --days (7), expired ones first", aliases: ["e"]) { options, _ in
                    options.command = .pantry(.expiring)
                },
            ], shared: ["--json"]) { options, _ in options.command = .pantry(.list) },
        CommandSpec("plan", .optional("PLAN"), options: ["--today", "--date", "--week", "--json", "--markdown"],
                    abstract: "the meal plan (.menu files)", help: """
            print a plan (a .menu file of the folder, by its name or path; every plan without one) day by day, its meals and \
            what each lists; --today, --date DATE or --week print only those days. The official cook CLI reads the same files
            """, actions: [
                CommandSpec("plan add", .leading("PLAN", then: "RECIPE", needs: "a RECIPE, e.g. plan add 'Weekly Plan' Risotto --date 2026-03-09 --meal Dinner"),
                            options: ["--servings"], required: ["--date", "--meal"], abstract: "put a recipe on a day's meal (a new plan or day is made)") {
                    $0.command = .plan(.add(plan: $1.count == 2 ? $1[0] : nil, recipe: $1[$1.count - 1]))
                },
                CommandSpec("plan remove", .fixed(["PLAN", "RECIPE"], needs: "a PLAN and a RECIPE, e.g. plan remove 'Weekly Plan' Risotto --date 2026-03-09 --meal Dinner"),
                            required: ["--date", "--meal"], abstract: "take a recipe off a day's meal", aliases: ["rm"]) {
                    $0.command = .plan(.remove(plan: $1[0], recipe: $1[1]))
                },
            ]) { $0.command = .plan(.show(plan: $1.first)) },
        CommandSpec("export", required: ["--cook"], abstract: "the collection as .cook files", help: """
            write the collection as a new folder of .cook files (categories as folders, related recipes as references) to \
            edit and share
            """) { options, _ in options.command = .export },
        CommandSpec("import", .list("SOURCE...", needs: "a SOURCE: a URL, a saved page, a .json file of JSON-LD, or - for standard input"),
                    options: ["--into", "--category", "--dry-run", "--again", "--json"], abstract: "recipes from web pages", help: """
                    import recipes from web pages: each schema.org Recipe (JSON-LD) in an http(s) URL, a saved .html page, a .json \
                    file or - (stdin) becomes a .cook file named after its title, never over another; a page already imported into \
                    the folder (same source URL) is said and not written again (exit 3) unless --again is given
                    """) { $0.command = .importRecipes(sources: $1) },
        CommandSpec("check-config", options: ["--config"], abstract: "\"ok\", or every problem",
                    help: "check the config file: print each problem (exit 1) or \"ok\"") { options, _ in options.command = .checkConfig },
        CommandSpec("help", .optional("COMMAND"), abstract: "one command's usage and options",
                    help: "print one command's usage and options (help keys: every key), or this help") { options, words throws(Options.Failure) in
            options.help = true
            guard let topic = words.first else { return }
            guard topic == "keys" || command(named: topic) != nil else { throw Options.Failure(message: "unknown command \(topic)") }
            options.helpTopic = topic
        },
    ]

    /// The option called `name` (long or short), nil for an unknown one.
    static func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name || $0.short == name }
    }

    /// The command whose first word is `word` (not an action; not the browser), nil for none.
    static func command(named word: String) -> CommandSpec? {
        word.isEmpty ? nil : commands.first { $0.name == word }
    }

    /// Every command and every action, in the table's order (`shopping-list` then
    /// `shopping-list add`…).
    static var everyCommand: [CommandSpec] { commands.flatMap { [$0] + $0.actions } }

    /// The browser: what runs when the line names no command.
    static var browser: CommandSpec { commands[0] }
}
