import CookbookApp
import RecipeStore

/// The command line, parsed. Options may stand before or after the subcommand:
/// `cookbook --state S open URL` and `cookbook open URL --state S` mean the same.
public struct Options: Equatable, Sendable {
    /// What to do.
    public enum Command: Equatable, Sendable {
        /// The interactive browser (the default).
        case browse
        /// The browser, starting at a deep link.
        case open(url: String)
        /// Print recipes, one per line (or JSON).
        case list
        /// Print one recipe (or JSON).
        case show(id: String)
        /// Print the recipes a query finds, best first, as the Search tab lists them (or JSON).
        case search(query: String)
        /// Show or change the shopping list (Cooklang's `.shopping-list` and `.shopping-checked`).
        case shoppingList(ShoppingAction)
        /// Rank recipes by how much of them the pantry covers (`pantry.conf`).
        case cookable
        /// Write the collection as a folder of `.cook` files (`--cook DIR`).
        case export
        /// Check the config file: print its problems, or "ok".
        case checkConfig
        /// Check the collection: print every problem in every recipe (`CheckReport`).
        case check
        /// Import schema.org recipes from web pages, saved pages, JSON-LD files or stdin as `.cook` files.
        case importRecipes(sources: [String])
    }

    /// What `shopping-list` does.
    public enum ShoppingAction: Equatable, Sendable {
        /// Print it, grouped by aisle.
        case show
        /// Add a recipe (at `--servings`), or remove one.
        case add(id: String), remove(id: String)
        /// Tick or untick an item.
        case check(name: String), uncheck(name: String)
        /// Empty it (comments stay).
        case clear
    }

    /// A problem with the command line, naming the option or argument.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        /// What is wrong.
        public let message: String
        /// A failure saying `message`.
        public init(message: String) { self.message = message }
        /// The message.
        public var description: String { message }
    }

    /// The subcommand.
    public var command: Command = .browse
    /// `--data PATH`.
    public var data: String?
    /// `--state PATH`.
    public var state: String?
    /// `--no-restore`.
    public var noRestore = false
    /// `--reset`.
    public var reset = false
    /// `--json` (list, show, check).
    public var json = false
    /// `--strict` (check): warnings fail the check too.
    public var strict = false
    /// `--category ID` (list), `--category NAME` (import: the category's folder).
    public var category: String?
    /// `--limit N` (search): at most N results.
    public var limit: Int?
    /// `--servings N` (show): the recipe scaled to N servings.
    public var servings: Int?
    /// `--scale F` (show): the recipe scaled by F.
    public var scale: Double?
    /// `--units as-written|metric|us` (show): how amounts are shown.
    public var units: IngredientLine.Units?
    /// `--min PERCENT` (cookable): only recipes at least this much covered.
    public var minimum: Int?
    /// `--cook DIR` (export): the new folder the `.cook` files go in.
    public var cookDirectory: String?
    /// `--today YYYY-MM-DD` (cookable): the day expiry dates count from (default: today).
    public var today: PantryDate?
    /// `--into DIR` (import): the folder the imported `.cook` files go in.
    public var into: String?
    /// `--dry-run` (import): print the `.cook` text instead of writing files.
    public var dryRun = false
    /// `--again` (import): import a page already imported into the folder as another copy.
    public var again = false
    /// `--markdown` (shopping-list): a Markdown checklist.
    public var markdown = false
    /// `--help`.
    public var help = false
    /// `--help TOPIC`: `keys` prints the whole keymap.
    public var helpTopic: String?
    /// `--config PATH`.
    public var config: String?
    /// `--version`.
    public var version = false

    /// The defaults: browse, nothing set.
    public init() {}

    /// The one-line usage shown after a command-line error.
    public static let usage = "usage: cookbook [open URL | list [--category ID] [--json] | show ID [--json] [--servings N | --scale F] [--units U] | search QUERY [--json] [--limit N] | shopping-list [add ID [--servings N] | remove ID | check NAME | uncheck NAME | clear] [--json | --markdown] [--today DATE] | cookable [--json] [--min PERCENT] [--today DATE] | export --cook DIR | import SOURCE... [--into DIR] [--category NAME] [--dry-run] [--again] [--json] | check [--json] [--strict] | check-config] [--data PATH] [--state PATH] [--config PATH] [--no-restore] [--reset] [--help [keys]] [--version]"

    /// Parses `arguments` (without the program name).
    public static func parse(_ arguments: [String]) throws(Failure) -> Options {
        var options = Options()
        var positional: [String] = []
        var seen: Set<String> = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            var name = argument
            var attached: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                attached = String(argument[argument.index(after: equals)...])
            }
            func value() throws(Failure) -> String {
                if let attached { return attached }
                guard let value = rest.popFirst(), !value.hasPrefix("--") else { throw Failure(message: "\(name) needs a value") }
                return value
            }
            func flag() throws(Failure) -> Bool {
                if attached != nil { throw Failure(message: "\(name) takes no value") }
                return true
            }
            if let known = Self.canonical(name), !seen.insert(known).inserted {
                throw Failure(message: "\(name) is given more than once")
            }
            switch name {
            case "--help", "-h": options.help = try flag()
            case "--version", "-V": options.version = try flag()
            case "--data": options.data = try value()
            case "--state": options.state = try value()
            case "--config": options.config = try value()
            case "--category": options.category = try value()
            case "--servings":
                let text = try value()
                guard let servings = Int(text), servings > 0, servings <= 10_000 else { throw Failure(message: "--servings needs a whole number from 1 to 10000, not \"\(text)\"") }
                options.servings = servings
            case "--scale":
                let text = try value()
                guard let scale = Double(text), scale.isFinite, scale > 0, scale <= 1_000 else { throw Failure(message: "--scale needs a number above 0 and up to 1000, not \"\(text)\"") }
                options.scale = scale
            case "--units":
                let text = try value()
                guard let units = IngredientLine.Units(rawValue: text) else { throw Failure(message: "--units is as-written, metric or us, not \"\(text)\"") }
                options.units = units
            case "--cook": options.cookDirectory = try value()
            case "--into": options.into = try value()
            case "--dry-run": options.dryRun = try flag()
            case "--again": options.again = try flag()
            case "--min":
                let text = try value()
                guard let minimum = Int(text), (0...100).contains(minimum) else { throw Failure(message: "--min needs a percentage from 0 to 100, not \"\(text)\"") }
                options.minimum = minimum
            case "--today":
                let text = try value()
                guard let today = PantryDate(parsing: text) else { throw Failure(message: "--today needs a date like 2026-11-30, not \"\(text)\"") }
                options.today = today
            case "--limit":
                let text = try value()
                guard let limit = Int(text), limit > 0 else { throw Failure(message: "--limit needs a positive whole number, not \"\(text)\"") }
                options.limit = limit
            case "--no-restore": options.noRestore = try flag()
            case "--reset": options.reset = try flag()
            case "--json": options.json = try flag()
            case "--markdown": options.markdown = try flag()
            case "--strict": options.strict = try flag()
            case "--":
                positional.append(contentsOf: rest)
                rest = []
            default:
                // After `search`, `-word` and `-ing:onion` are the query's exclusions, not options.
                let isExclusion = positional.first == "search" && argument.hasPrefix("-") && !argument.hasPrefix("--")
                guard !argument.hasPrefix("-") || argument == "-" || isExclusion else { throw Failure(message: "unknown option \(name)") }
                positional.append(argument)
            }
        }
        if options.help {
            // `--help keys` is the keymap; `--help` with anything else is the general help.
            if positional == ["keys"] { options.helpTopic = "keys" }
            return options
        }
        guard !options.version else { return options }
        // A link alone, as desktop URL handlers pass it: `cookbook cookbook://recipe/…` is `open`.
        if let first = positional.first, first.lowercased().hasPrefix("cookbook://") { positional.insert("open", at: 0) }
        switch positional.first {
        case nil: break
        case "open":
            guard positional.count >= 2 else { throw Failure(message: "open needs a URL, e.g. cookbook://recipe/apple-pie") }
            options.command = .open(url: positional[1])
        case "list": options.command = .list
        case "check-config": options.command = .checkConfig
        case "check": options.command = .check
        case "cookable": options.command = .cookable
        case "export": options.command = .export
        case "import":
            guard positional.count >= 2 else { throw Failure(message: "import needs a SOURCE: a URL, a saved page, a .json file of JSON-LD, or - for standard input") }
            options.command = .importRecipes(sources: Array(positional.dropFirst()))
            positional = Array(positional.prefix(1))
        case "show":
            guard positional.count >= 2 else { throw Failure(message: "show needs a recipe ID") }
            options.command = .show(id: positional[1])
        case "shopping-list":
            let words = positional.dropFirst(2).joined(separator: " ")
            switch positional.count > 1 ? positional[1] : nil {
            case nil: options.command = .shoppingList(.show)
            case "clear": options.command = .shoppingList(.clear)
            case let verb? where ["add", "remove", "check", "uncheck"].contains(verb):
                guard !words.isEmpty else { throw Failure(message: "shopping-list \(verb) needs \(verb == "add" || verb == "remove" ? "a recipe ID" : "an item's name")") }
                options.command = .shoppingList(verb == "add" ? .add(id: words) : verb == "remove" ? .remove(id: words) : verb == "check" ? .check(name: words) : .uncheck(name: words))
            case let other?: throw Failure(message: "shopping-list does add, remove, check, uncheck or clear, not \"\(other)\"")
            }
            positional = Array(positional.prefix(1))
        case "search":
            // The words after `search` are the query, as one or as several arguments.
            guard positional.count >= 2 else { throw Failure(message: "search needs a query, e.g. cookbook search 'ing:garlic -ing:onion'") }
            options.command = .search(query: positional.dropFirst().joined(separator: " "))
            positional = Array(positional.prefix(2))
        case let other?: throw Failure(message: "unknown command \(other)")
        }
        let expected: Int
        switch options.command {
        case .browse: expected = 0
        case .list, .checkConfig, .check, .shoppingList, .cookable, .export, .importRecipes: expected = 1
        case .open, .show, .search: expected = 2
        }
        if positional.count > expected { throw Failure(message: "unexpected argument \(positional[expected])") }
        switch options.command {
        case .list, .show, .check, .search, .shoppingList(.show), .cookable, .importRecipes: break
        case .shoppingList, .browse, .open, .checkConfig, .export:
            if options.json { throw Failure(message: "--json goes with list, show, search, check, shopping-list, cookable or import") }
        }
        if options.limit != nil, !{ if case .search = options.command { true } else { false } }() {
            throw Failure(message: "--limit goes with search")
        }
        let isShow = { if case .show = options.command { true } else { false } }()
        let isAdd = { if case .shoppingList(.add) = options.command { true } else { false } }()
        if !isShow, options.scale != nil || options.units != nil { throw Failure(message: "--scale and --units go with show") }
        if !isShow, !isAdd, options.servings != nil { throw Failure(message: "--servings goes with show or shopping-list add") }
        if options.markdown, options.command != .shoppingList(.show) { throw Failure(message: "--markdown goes with shopping-list") }
        if options.servings != nil, options.scale != nil { throw Failure(message: "--servings and --scale cannot be used together") }
        if options.command != .cookable, options.minimum != nil { throw Failure(message: "--min goes with cookable") }
        if options.command != .cookable, options.command != .shoppingList(.show), options.today != nil { throw Failure(message: "--today goes with cookable and shopping-list") }
        if options.command == .export, options.cookDirectory == nil { throw Failure(message: "export needs --cook DIR, the new folder for the .cook files") }
        if options.command != .export, options.cookDirectory != nil { throw Failure(message: "--cook goes with export") }
        if options.strict, options.command != .check { throw Failure(message: "--strict goes with check") }
        let isImport = { if case .importRecipes = options.command { true } else { false } }()
        if options.category != nil, options.command != .list, !isImport { throw Failure(message: "--category goes with list or import") }
        if !isImport, options.into != nil || options.dryRun { throw Failure(message: "--into and --dry-run go with import") }
        if !isImport, options.again { throw Failure(message: "--again goes with import") }
        if options.noRestore, options.reset { throw Failure(message: "--no-restore and --reset cannot be used together") }
        return options
    }

    /// The arguments as text, from the raw bytes the process was given: an argument that is not
    /// valid UTF-8 (a file name in another encoding) is an error showing its bytes, rather than
    /// a path silently changed by replacement characters that then "does not exist".
    public static func decode(_ raw: [[UInt8]]) throws(Failure) -> [String] {
        var arguments: [String] = []
        for (index, bytes) in raw.enumerated() {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw Failure(message: "argument \(index + 1) is not valid UTF-8 (\(visible(bytes))); Cookbook needs UTF-8 paths and ids: rename the file or folder")
            }
            arguments.append(text)
        }
        return arguments
    }

    /// `bytes` as text with each byte that is not part of valid UTF-8 written as `\xNN`.
    static func visible(_ bytes: [UInt8]) -> String {
        var result = ""
        var rest = bytes[...]
        while !rest.isEmpty {
            var length = 1
            while length <= min(4, rest.count) {
                if let text = String(validating: rest.prefix(length), as: UTF8.self) { result += text; break }
                length += 1
            }
            if length > min(4, rest.count) {
                let hex = String(rest.first!, radix: 16)
                result += "\\x" + (hex.count == 1 ? "0" : "") + hex
                length = 1
            }
            rest = rest.dropFirst(length)
        }
        return result
    }

    /// The known option `name` stands for (`-h` and `--help` are one), nil for an unknown one.
    private static func canonical(_ name: String) -> String? {
        switch name {
        case "-h", "--help": return "--help"
        case "-V", "--version": return "--version"
        case "--data", "--state", "--config", "--category", "--no-restore", "--reset", "--json", "--strict", "--limit", "--servings", "--scale", "--units", "--markdown", "--min", "--today", "--cook", "--into", "--dry-run", "--again": return name
        default: return nil
        }
    }
}
