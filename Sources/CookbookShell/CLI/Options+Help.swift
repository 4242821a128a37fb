import CookbookApp

/// `cookbook --help`: the usage line, every command and option, examples, and the keys.
extension Options {
    /// `cookbook --help`, with the keys of `keymap` (the user's, when the config is good).
    public static func helpText(keymap: Keymap) -> String {
        helpBody + "\n\nKeys in the browser: " + keymap.hints(in: .browse) + "\n(`cookbook --help keys` lists every key.)\n"
            + "Exit status: 0 success, 1 runtime error, 2 bad command line, link or id,\n3 import wrote nothing for a page already imported (see --again)."
    }

    static let helpBody = """
        cookbook — a keyboard-driven terminal recipe browser

        \(usage)

        Commands:
          (none)            open the browser where you left off
          open URL          open the browser at a deep link:
                              cookbook://recipe/<id>
                              cookbook://category/<id>
                              cookbook://category/<id>/recipe/<id>
                              cookbook://search?q=<text>
                              cookbook://shopping
                            (a link alone, `cookbook cookbook://…`, is the same)
          list              print recipes: id, name and category, tab-separated
          shopping-list     print the shopping list by aisle (Cooklang's .shopping-list in the
                            folder, or in $XDG_DATA_HOME/cookbook for a JSON collection;
                            aisles from config/aisle.conf, what config/pantry.conf has
                            listed last); add ID [--servings N], remove ID, check NAME,
                            uncheck NAME, clear change it
          cookable          rank recipes by how much of them config/pantry.conf covers:
                            percent, name, what is missing; --min PERCENT keeps those at
                            least that covered; --today DATE counts expiry from DATE
          show ID           print one recipe as text; --servings N or --scale F scales it
                            (fixed amounts stay), --units metric|us|as-written converts
          search QUERY      print what the Search tab finds, best first: id, name, category
                            (tab-separated). QUERY: words in any order, "a phrase", #tag,
                            in:CATEGORY, ing:NAME, time<30m, serves>=4, @fav; -TERM excludes
                            (see docs/search.md)
          export --cook DIR write the collection as a new folder of .cook files (categories as
                            folders, related recipes as references) to edit and share
          import SOURCE...  import recipes from web pages: each schema.org Recipe (JSON-LD) in
                            an http(s) URL, a saved .html page, a .json file or - (stdin)
                            becomes a .cook file named after its title, never over another;
                            a page already imported into the folder (same source URL) is
                            said and not written again (exit 3) unless --again is given
          check             check the collection like a linter: one FILE:LINE:COL: error|warning:
                            message line per problem, then a summary; exit 1 on errors
          check-config      check the config file: print each problem (exit 1) or "ok"

        Options (before or after the command):
          --data PATH       the collection: a .json file or a folder of Cooklang .cook files
                            (default: $COOKBOOK_DATA, else the installed collection, else
                            the source tree's Resources/recipes.json)
          --state PATH      the file saving where you were, for every collection
                            (default: one file per collection,
                            $XDG_STATE_HOME/cookbook/places/<name>-<hash>.json,
                            else ~/.local/state/cookbook/places/<name>-<hash>.json)
          --config PATH     the config file, keys and colours (default:
                            $XDG_CONFIG_HOME/cookbook/config.toml, else
                            ~/.config/cookbook/config.toml); see docs/config.md
          --no-restore      start fresh; neither read nor overwrite the saved state
          --reset           delete the saved state, then start fresh
          --category ID     with list: only that category; with import: into that
                            category's folder of the collection
          --into DIR        with import: the folder to write to (default: the collection's)
          --dry-run         with import: print the .cook text, write nothing
          --again           with import: import a page already imported as another copy
                            (Name (2).cook)
          --limit N         with search: at most N results (default 500, as the Search tab)
          --servings N      with show: the recipe for N servings
          --scale F         with show: the recipe times F (1.5, 0.5)
          --units U         with show: amounts as-written (default), metric or us
          --min PERCENT     with cookable: only recipes at least this much covered
          --today DATE      with cookable or shopping-list: count expiry dates from DATE (YYYY-MM-DD)
          --markdown        with shopping-list: a Markdown checklist
          --json            with list, show, search, check, shopping-list, cookable or import: JSON
                            output (see docs/cli.md)
          --strict          with check: warnings fail the check too (exit 1)
          --help [keys]     this help; with keys, every key in every mode
          --version         the version

        Examples:
          cookbook
          cookbook open cookbook://category/desserts/recipe/creme-brulee
          cookbook --data ~/recipes
          cookbook list --category soups --json
          cookbook show mapo-tofu
          cookbook search 'ing:garlic -ing:onion time<45m'
          cookbook check --data ~/recipes --strict
          cookbook import https://example.com/pad-thai --data ~/recipes --category Dinner
        """
}
