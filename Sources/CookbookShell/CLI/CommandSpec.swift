/// One command (or one action of a command, `shopping-list add`) as `CommandLineTable`
/// declares it: its words, its arguments, the options it takes, its help, and the `Options`
/// it makes. The parser, the usage line, `--help`, `cookbook help COMMAND` and docs/cli.md's
/// command table all read it.
struct CommandSpec: Sendable {
    /// What follows the command's words.
    enum Arguments: Sendable {
        /// Nothing; a word more is "unexpected argument".
        case none
        /// One word, shown as `name` (`ID`); none is "show needs `needs`".
        case one(String, needs: String)
        /// One or more words read as one text, joined by spaces (`search pie apple`).
        case words(String, needs: String)
        /// One or more words, each one item (`import a.html b.html`).
        case list(String, needs: String)
        /// At most one word (`help [COMMAND]`).
        case optional(String)
        /// Exactly these words, each shown by its name (`SECTION NAME`); fewer is "needs `needs`".
        case fixed([String], needs: String)
        /// One word (`then`) or two, the first of which may be left out (`[PLAN] RECIPE`).
        case leading(String, then: String, needs: String)
    }

    /// Its words: `list`, `shopping-list add`; empty for the browser (no command).
    let name: String
    /// What follows the words.
    let arguments: Arguments
    /// The options it takes that it may go without, in the order its usage shows them; a
    /// global option listed here is only shown (the browser's `--data PATH`).
    let options: [String]
    /// The options it cannot go without (`export --cook DIR`).
    let required: [String]
    /// A line for docs/cli.md's command table and `cookbook help COMMAND`.
    let abstract: String
    /// What it does, for `--help` (a line break keeps a line of its own, indented as written).
    let help: String
    /// Its actions, each a command of its own words (`shopping-list add`); without one the
    /// command itself runs.
    let actions: [CommandSpec]
    /// Other words for an action's verb, as the official `cook` CLI takes them (`ls` for
    /// `pantry list`).
    let aliases: [String]
    /// Options an action takes because its command shares them with every action (`pantry`'s
    /// `--json`): taken, but shown once, on the command.
    private(set) var inherited: [String] = []
    /// Whether its words may start with a dash without being read as options (search's
    /// exclusions, `-ing:onion`; `--word` is still an option).
    let dashWords: Bool
    /// Sets `options` from the words that follow the command's (as `arguments` reads them:
    /// one text for `.words`).
    let make: @Sendable (inout Options, [String]) throws(Options.Failure) -> Void

    /// A command called `name`; see the properties for the rest (`shared`: options it and every
    /// one of its actions take).
    init(_ name: String, _ arguments: Arguments = .none, options: [String] = [], required: [String] = [], abstract: String, help: String = "",
         actions: [CommandSpec] = [], shared: [String] = [], aliases: [String] = [], dashWords: Bool = false,
         make: @escaping @Sendable (inout Options, [String]) throws(Options.Failure) -> Void) {
        self.name = name
        self.arguments = arguments
        self.options = options + shared
        self.required = required
        self.abstract = abstract
        self.help = help
        self.actions = actions.map { action in
            var action = action
            action.inherited = shared
            return action
        }
        self.aliases = aliases
        self.dashWords = dashWords
        self.make = make
    }

    /// Whether it takes `option` (a global one it does not list aside).
    func takes(_ option: OptionSpec) -> Bool {
        options.contains(option.name) || required.contains(option.name) || inherited.contains(option.name)
    }

    /// The arguments as the usage line writes them: ` ID`, ` [COMMAND]`, or nothing.
    var argumentSynopsis: String {
        switch arguments {
        case .none: ""
        case let .one(name, _), let .words(name, _), let .list(name, _): " " + name
        case let .optional(name): " [" + name + "]"
        case let .fixed(names, _): " " + names.joined(separator: " ")
        case let .leading(first, then, _): " [" + first + "] " + then
        }
    }

    /// The values `words` (what follows the command's words) give, as `make` takes them, or
    /// the problem: a missing argument or one too many.
    func read(_ words: [String]) throws(Options.Failure) -> [String] {
        let most: Int
        switch arguments {
        case .none: most = 0
        case .optional: most = 1
        case let .one(_, needs):
            guard !words.isEmpty else { throw Options.Failure(message: "\(name) needs \(needs)") }
            most = 1
        case let .words(_, needs):
            guard !words.isEmpty else { throw Options.Failure(message: "\(name) needs \(needs)") }
            return [words.joined(separator: " ")]
        case let .list(_, needs):
            guard !words.isEmpty else { throw Options.Failure(message: "\(name) needs \(needs)") }
            return words
        case let .fixed(names, needs):
            guard words.count >= names.count else { throw Options.Failure(message: "\(name) needs \(needs)") }
            most = names.count
        case let .leading(_, _, needs):
            guard !words.isEmpty else { throw Options.Failure(message: "\(name) needs \(needs)") }
            most = 2
        }
        if words.count > most { throw Options.Failure(message: "unexpected argument \(words[most])") }
        return words
    }
}
