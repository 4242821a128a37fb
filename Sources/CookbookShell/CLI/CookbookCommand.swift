#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import CookbookApp
import CTerminal
import FileSystem
import Navigation
import RecipeStore
import Terminal
import TerminalCurses

/// The `cookbook` program: parses the command line, opens the collection, then prints
/// (`list`, `show`) or runs the browser (resuming where the last run ended).
///
/// Exit status: 0 success, 1 a runtime error (unreadable collection or state), 2 a bad
/// command line, link or id — reported before the screen is touched.
public enum CookbookCommand {
    /// The version `--version` prints.
    public static let version = "0.2.0"

    /// Runs the program on the raw argument bytes (without the program name); returns the
    /// exit status.
    public static func main(rawArguments: [[UInt8]], environment: [String: String]) -> Int32 {
        cterminal_install_crash_handlers(environment["SWIFT_BACKTRACE"] == nil ? 0 : 1)
        do {
            return main(arguments: try Options.decode(rawArguments), environment: environment)
        } catch {
            printError("\(error)")
            return 2
        }
    }

    /// Runs the program; returns the exit status.
    public static func main(arguments: [String], environment: [String: String]) -> Int32 {
        cterminal_install_crash_handlers(environment["SWIFT_BACKTRACE"] == nil ? 0 : 1)
        // A write past a file-size limit fails (and is undone) instead of killing the process
        // half-way; the browser's session installs its own handler for it.
        signal(SIGXFSZ, SIG_IGN)
        let options: Options
        do {
            options = try Options.parse(arguments)
        } catch {
            printError("\(error)\n\(Options.usage)")
            return 2
        }
        if options.version { print("cookbook \(version)"); return 0 }
        let clock: AppClock
        do { clock = try AppClock(environment: environment) } catch {
            printError("\(error)")
            return 2
        }
        // The day expiry dates count from, and a plan's today: `--today DATE`, else the clock's.
        let today = options.today ?? clock.today()
        let paths = XDGPaths(environment: environment)
        let config = ConfigFile.load(option: options.config, paths: paths)
        if options.help {
            let text = options.helpTopic == "keys" ? ConfigFile.keysHelp(config)
                : options.helpTopic.flatMap(Options.helpText(command:)) ?? Options.helpText(keymap: config.config.keymap)
            writeAll(text + "\n", to: STDOUT_FILENO)
            return 0
        }
        if options.command == .checkConfig {
            let report = config.config.problems.isEmpty ? "ok: \(config.path ?? "no config file; the defaults are used")" : config.config.problems.map { "\($0)" }.joined(separator: "\n")
            writeAll(Sanitizer.escaped(report, keepingNewlines: true) + "\n", to: STDOUT_FILENO)
            return config.config.problems.isEmpty ? 0 : 1
        }
        let locator = CollectionLocator(environment: environment, executablePath: executablePath(), exists: FilePath.exists)
        if case let .importRecipes(sources) = options.command { return importRecipes(sources, options: options, locator: locator) }
        if case let .pantry(action) = options.command {
            do { return pantry(action, collection: try locator.locate(option: options.data), options: options, paths: paths, today: today) } catch {
                printError("\(error)")
                return 1
            }
        }
        if options.command == .check {
            do { return check(path: try locator.locate(option: options.data), options: options, paths: paths) } catch {
                printError("\(error)")
                return 1
            }
        }
        let store: any RecipeStore
        let collection: String
        do {
            collection = try locator.locate(option: options.data)
        } catch {
            printError("\(error)")
            return 1
        }
        switch options.command {
        case .browse, .open:
            let signals = ProcessSignals()
            // A link is checked against the collection as it is now; browsing starts from the cache at once.
            switch openForBrowsing(collection, cacheDirectory: try? paths.cacheDirectory(), fromCache: options.command == .browse,
                                   environment: environment, theme: config.config.theme, keymap: config.config.keymap, signals: signals) {
            case let .loaded(store, backend, notes, reloads):
                return browse(store: store, collection: CollectionKey(path: collection), options: options, environment: environment,
                              paths: paths, config: config.config, signals: signals, backend: backend, loadNotes: notes, reloads: reloads,
                              clock: clock)
            case let .failed(error, backend, notes):
                backend?.close()
                for note in notes { printError(note) }
                printError("\(error)")
                return 1
            case let .quit(backend, notes):
                backend?.close()
                for note in notes { printError(note) }
                return 0
            }
        default:
            break
        }
        do {
            store = try ProgressLine.showing(folder: collection, delay: 0.5) { progress throws(CollectionError) in
                try CollectionOpener.open(path: collection, cacheDirectory: try? paths.cacheDirectory(), loadProgress: progress) {
                    writeStandardError("cookbook: \(Sanitizer.escaped($0))\n")
                }
            }
        } catch {
            printError("\(error)")
            return 1
        }
        storeUntilExit = store
        // The store only reads; an index it found damaged while answering is removed here.
        defer { (store as? IndexDamageReporting)?.takeIndexDamage()?.removeIndex() }
        switch options.command {
        case .list: return list(store: store, options: options)
        case let .show(id): return show(id: id, store: store, options: options)
        case let .search(query): return search(query, store: store, options: options, paths: paths)
        case let .shoppingList(action): return shoppingList(action, store: store, collection: collection, options: options, paths: paths, today: today)
        case .cookable: return cookable(store: store, collection: collection, options: options, paths: paths, today: today)
        case let .plan(action): return plan(action, store: store, collection: collection, options: options, today: today)
        case .export:
            do {
                let written = try CookExport.write(store, to: options.cookDirectory ?? "")
                print("Wrote \(written.files.count) recipes to \(options.cookDirectory ?? ""); `cookbook --data \(options.cookDirectory ?? "")` opens them.")
                return 0
            } catch {
                printError("\(error)")
                return 1
            }
        case .browse, .open, .checkConfig, .check, .importRecipes, .pantry: return 0
        }
    }

    /// The store a one-shot command (`list`, `show`…) opened, kept when `main` returns: the
    /// process exits right after, and freeing a whole collection in memory first (20,000 recipes:
    /// some 50 ms) would only delay that. The next command run in the same process replaces it.
    /// `nonisolated(unsafe)`: only the thread running a command sets it, commands run one after
    /// another, and nothing reads it.
    nonisolated(unsafe) private static var storeUntilExit: (any RecipeStore)?

    private static func list(store: any RecipeStore, options: Options) -> Int32 {
        let category = options.category.map { CategoryID($0) }
        if let category, store.category(category) == nil {
            printError("there is no category \"\(category)\"; categories: \(store.categories.map(\.id.rawValue).joined(separator: ", "))")
            return 2
        }
        let status = write { try PlainOutput.list(store: store, category: category, json: options.json) }
        let problems = store.issueSummary   // counted without reading every problem
        if !problems.isEmpty { printError("\(CheckReport.tally(problems)) — run cookbook check") }
        return status
    }

    /// `cookbook check`: every problem in the collection at `path`, read afresh, and in the
    /// `pantry.conf` it uses (`CheckReport`).
    private static func check(path: String, options: Options, paths: XDGPaths) -> Int32 {
        let pantry = (try? shoppingFiles(collection: path, paths: paths))?.pantryPath.map(CheckReport.pantryEntries(path:)) ?? []
        let report = ProgressLine.showing(folder: path, delay: 0.5) { CheckReport(path: path, strict: options.strict, progress: $0, kitchen: pantry) }
        guard write({ options.json ? try report.json() : report.text }) == 0 else { return 1 }
        return report.status
    }

    private static func show(id: String, store: any RecipeStore, options: Options) -> Int32 {
        guard let recipe = store.recipe(RecipeID(id)) else {
            printError("there is no recipe \"\(id)\"; `cookbook list` shows the ids")
            return 2
        }
        // A recipe that makes `1 10 inch cake` serves no number: so many servings would be so many cakes.
        if let servings = options.servings, servings != 1, let made = recipe.yieldInsteadOfServings {
            printError("\(id) makes \(made), not servings; --scale 2 makes twice as much")
            return 2
        }
        // Cooklang's convention: a recipe that states no servings is written for one.
        let factor = options.scale ?? options.servings.map(recipe.scale(toServings:)) ?? 1
        return write { try PlainOutput.show(recipe, store: store, json: options.json, scale: factor, units: options.units ?? .asWritten) }
    }

    /// `cookbook search`: the Search tab's results for `text` (its limit, its favourites for
    /// `@fav`), best first; how an incomplete term was read, and a spelling to try when nothing
    /// matched, go to stderr.
    private static func search(_ text: String, store: any RecipeStore, options: Options, paths: XDGPaths) -> Int32 {
        let query = SearchQuery.parse(text)
        for reading in query.readings { printError(reading) }
        var favourites: [RecipeID] = []
        if query.clauses.contains(where: { $0.term == .favourites }) {
            do {
                favourites = try FavouritesFile(path: try paths.favouritesFile()).load().favourites
            } catch {
                printError("\(error); @fav finds nothing")
            }
        }
        let hits = store.search(query, limit: options.limit ?? AppState.searchLimit, favourites: Set(favourites))
        // Nothing found: the nearest spelling the collection knows, as the status line offers it.
        if hits.isEmpty, let suggestion = store.suggestion(for: query, favourites: Set(favourites)) {
            printError(SearchSuggestion.message(query: text, suggestion: suggestion))
        }
        return write { try PlainOutput.search(hits, json: options.json) }
    }

    static func write(_ output: () throws -> String) -> Int32 {
        do {
            writeAll(try output(), to: STDOUT_FILENO)
            return 0
        } catch {
            printError("\(error)")
            return 1
        }
    }

    /// Why the browser cannot run in this environment, or nil: both standard input and
    /// standard output must be terminals, and `TERM` one that can draw a full screen.
    static func terminalProblem(environment: [String: String]) -> String? {
        let advice = "For plain output use `cookbook list` or `cookbook show ID`."
        guard isatty(STDIN_FILENO) == 1 else { return "standard input is not a terminal; the browser needs one. \(advice)" }
        guard isatty(STDOUT_FILENO) == 1 else { return "standard output is not a terminal; the browser needs one. \(advice)" }
        do throws(NcursesBackend.Failure) { try NcursesBackend.check(term: environment["TERM"]) } catch {
            return error.description
        }
        return nil
    }

    /// Writes `cookbook: message` to stderr, with every control character from data, paths
    /// and links made visible (`\e`, `\x9b`) so no message can drive the terminal.
    static func printError(_ message: String) {
        writeStandardError("cookbook: \(Sanitizer.escaped(message, keepingNewlines: true))\n")
    }

    static func writeStandardError(_ text: String) { writeAll(text, to: STDERR_FILENO) }

    /// Writes all of `text` to the file descriptor (`FileDescriptor.writeAll`), from the
    /// string's own storage (a list of 20,000 recipes is 1.3 MB, not copied first).
    static func writeAll(_ text: String, to fd: Int32) {
        FileDescriptor(rawValue: fd).writeAll(text)
    }

    private static func executablePath() -> String {
        FilePath.readLink("/proc/self/exe") ?? CommandLine.arguments.first ?? ""
    }
}
