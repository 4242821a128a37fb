import CookbookApp
import RecipeStore

/// The command line, parsed by `CommandLineTable` (which says which option goes with which
/// command). Options may stand before or after the subcommand: `cookbook --state S open URL`
/// and `cookbook open URL --state S` mean the same.
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
        /// Show or change the pantry (`pantry.conf`), as the official `cook pantry` does.
        case pantry(PantryAction)
        /// Show or change a plan (a `.menu` file).
        case plan(PlanAction)
    }

    /// What `plan` does.
    public enum PlanAction: Equatable, Sendable {
        /// Print a plan (every plan when nil), or the part `--today`, `--date` or `--week` asks for.
        case show(plan: String?)
        /// Add a recipe to a plan (the one with `--date`'s day, else the week's, when nil) on
        /// `--date` at `--meal`.
        case add(plan: String?, recipe: String)
        /// Take a recipe off a plan on `--date` at `--meal`.
        case remove(plan: String, recipe: String)
    }

    /// What `pantry` does.
    public enum PantryAction: Equatable, Sendable {
        /// Print it by section (`--section` keeps one).
        case list
        /// Add an item to a section (made if missing), with `--quantity`, `--low`, `--expire`, `--bought`.
        case add(section: String, name: String)
        /// Take an item out.
        case remove(section: String, name: String)
        /// Change an item's attributes (those given).
        case update(section: String, name: String)
        /// The items at or under their low mark, or with none left.
        case low
        /// The items expiring within `--days`, expired ones first.
        case expiring
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
    /// `--json`: JSON output.
    public var json = false
    /// `--strict`: warnings fail the check too.
    public var strict = false
    /// `--category ID`: the category listed, or imported into.
    public var category: String?
    /// `--limit N`: at most N search results.
    public var limit: Int?
    /// `--servings N`: the recipe scaled to N servings.
    public var servings: Int?
    /// `--scale F`: the recipe scaled by F.
    public var scale: Double?
    /// `--units as-written|metric|us`: how amounts are shown.
    public var units: IngredientLine.Units?
    /// `--min PERCENT`: only recipes at least this much covered.
    public var minimum: Int?
    /// `--cook DIR`: the new folder the exported `.cook` files go in.
    public var cookDirectory: String?
    /// `--today YYYY-MM-DD`: the day expiry dates count from and a plan's today (default: the clock's).
    public var today: PantryDate?
    /// `--today` was given (with a date or without): `plan` shows only today.
    public var todayAsked = false
    /// `--date YYYY-MM-DD`: the plan's day shown or changed.
    public var date: PantryDate?
    /// `--week`: the plan's days of this week (Monday to Sunday).
    public var week = false
    /// `--meal NAME`: the meal of the day changed (`Dinner`).
    public var meal: String?
    /// `--into DIR`: the folder the imported `.cook` files go in.
    public var into: String?
    /// `--dry-run`: print the imported `.cook` text instead of writing files.
    public var dryRun = false
    /// `--again`: import a page already imported into the folder as another copy.
    public var again = false
    /// `--markdown`: the shopping list as a Markdown checklist.
    public var markdown = false
    /// `--section NAME`: the pantry section listed.
    public var section: String?
    /// `--quantity AMOUNT`: how much of a pantry item is on hand.
    public var quantity: String?
    /// `--low AMOUNT`: a pantry item's low-stock mark.
    public var lowMark: String?
    /// `--expire DATE`: a pantry item's expiry date, as given.
    public var expire: String?
    /// `--bought DATE`: the day a pantry item was bought, as given.
    public var bought: String?
    /// `--days N`: how many days ahead `pantry expiring` looks (default 7).
    public var days: Int?
    /// `--include-unknown`: `pantry expiring` also lists items with no expiry date.
    public var includeUnknown = false
    /// `--help`, or `cookbook help`.
    public var help = false
    /// `--help keys` (the whole keymap) or `cookbook help COMMAND` (that command's help).
    public var helpTopic: String?
    /// `--config PATH`.
    public var config: String?
    /// `--version`.
    public var version = false

    /// The defaults: browse, nothing set.
    public init() {}

    /// Parses `arguments` (without the program name) by `CommandLineTable`.
    public static func parse(_ arguments: [String]) throws(Failure) -> Options {
        var options = Options()
        var positional: [String] = []
        var given: [OptionSpec] = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--" {
                positional.append(contentsOf: rest)
                rest = []
                continue
            }
            var name = argument
            var attached: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                attached = String(argument[argument.index(after: equals)...])
            }
            guard let option = CommandLineTable.option(named: name) else {
                // Words of a command such as `search` may start with a dash: `-ing:onion` excludes.
                let dashWord = positional.first.flatMap(CommandLineTable.command(named:))?.dashWords == true && !argument.hasPrefix("--")
                guard !argument.hasPrefix("-") || argument == "-" || dashWord else { throw Failure(message: "unknown option \(name)") }
                positional.append(argument)
                continue
            }
            if given.contains(where: { $0.name == option.name }) { throw Failure(message: "\(name) is given more than once") }
            given.append(option)
            var value = ""
            if option.mayTakeValue {
                if let attached {
                    value = attached
                } else if let next = rest.first, !next.hasPrefix("-"), { var probe = options; return option.apply(&probe, next) }() {
                    value = next
                    rest.removeFirst()
                }
            } else if option.takesValue {
                if let attached {
                    value = attached
                } else {
                    guard let next = rest.popFirst(), !next.hasPrefix("--") else { throw Failure(message: "\(name) needs a value") }
                    value = next
                }
            } else if attached != nil {
                throw Failure(message: "\(name) takes no value")
            }
            guard option.apply(&options, value) else { throw Failure(message: "\(name) \(option.rule), not \"\(value)\"") }
        }
        if given.contains(where: \.alone) {
            // `--help keys` is the keymap; `--help` with anything else is the general help.
            if options.help, positional == ["keys"] { options.helpTopic = "keys" }
            return options
        }
        // A link alone, as desktop URL handlers pass it: `cookbook cookbook://recipe/…` is `open`.
        if let first = positional.first, first.lowercased().hasPrefix("cookbook://") { positional.insert("open", at: 0) }
        let command = try resolve(positional, into: &options)
        for option in given where !option.global && !command.takes(option) { throw misplaced(option) }
        for option in given {
            if let other = option.conflicts, given.contains(where: { $0.name == other }) {
                let names = CommandLineTable.options.map(\.name).filter { $0 == other || $0 == option.name }
                throw Failure(message: "\(names.joined(separator: " and ")) cannot be used together")
            }
        }
        for name in command.required where !given.contains(where: { $0.name == name }) {
            let option = CommandLineTable.option(named: name)
            throw Failure(message: "\(command.name) needs \(option?.synopsis ?? name), \(option?.help ?? "")")
        }
        return options
    }

    /// Finds the command (or action) `words` name, reads its arguments and sets it in `options`.
    private static func resolve(_ words: [String], into options: inout Options) throws(Failure) -> CommandSpec {
        guard let first = words.first else { return CommandLineTable.browser }
        guard var command = CommandLineTable.command(named: first) else { throw Failure(message: "unknown command \(first)") }
        var rest = Array(words.dropFirst())
        // A command that takes words of its own (`plan [PLAN]`) reads a word that is no verb as one.
        if !command.actions.isEmpty, let verb = rest.first,
           command.actions.contains(where: { $0.name == first + " " + verb || $0.aliases.contains(verb) }) || isNone(command.arguments) {
            guard let action = command.actions.first(where: { $0.name == first + " " + verb || $0.aliases.contains(verb) }) else {
                let verbs = command.actions.map { String($0.name.dropFirst(first.count + 1)) }
                throw Failure(message: "\(first) does \(list(verbs, or: "or")), not \"\(verb)\"")
            }
            command = action
            rest.removeFirst()
        }
        try command.make(&options, try command.read(rest))
        return command
    }

    /// Whether `arguments` takes no words.
    private static func isNone(_ arguments: CommandSpec.Arguments) -> Bool { if case .none = arguments { true } else { false } }

    /// The error for `option` given to a command that does not take it, naming those that do.
    static func misplaced(_ option: OptionSpec) -> Failure {
        let names = CommandLineTable.options.filter { $0.name == option.name || $0.name == option.namedWith || $0.namedWith == option.name }.map(\.name)
        return Failure(message: "\(names.joined(separator: " and ")) \(names.count == 1 ? "goes" : "go") with \(list(takers(of: option), or: "or"))")
    }

    /// The commands and actions that take `option`, in the table's order; a command whose every
    /// action takes it too is named alone (`pantry`, not `pantry, pantry list, …`).
    static func takers(of option: OptionSpec) -> [String] {
        CommandLineTable.commands.flatMap { command -> [String] in
            let all = [command] + command.actions, taking = all.filter { $0.takes(option) }
            return !command.actions.isEmpty && taking.count == all.count ? [command.name] : taking.map(\.name)
        }
    }

    /// `a`, `a or b`, `a, b or c`.
    static func list(_ words: [String], or conjunction: String) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " \(conjunction) " + words[words.count - 1]
    }
}
