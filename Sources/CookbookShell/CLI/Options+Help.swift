import CookbookApp

/// `cookbook --help`, `cookbook help COMMAND`, the usage line and docs/cli.md's command table,
/// all written from `CommandLineTable`.
extension Options {
    /// The one-line usage shown after a command-line error.
    public static let usage = "usage: cookbook ["
        + CommandLineTable.commands.dropFirst().map { synopsis($0, globals: false) }.joined(separator: " | ") + "] "
        + optionSynopsis(CommandLineTable.options.filter(\.global).map(\.name))

    /// `cookbook --help`, with the keys of `keymap` (the user's, when the config is good).
    public static func helpText(keymap: Keymap) -> String {
        helpBody + "\n\nKeys in the browser: " + keymap.hints(in: .browse) + "\n(`cookbook --help keys` lists every key.)\n"
            + "Exit status: 0 success, 1 runtime error, 2 bad command line, link or id,\n3 import wrote nothing for a page already imported (see --again)."
    }

    /// `cookbook help COMMAND`: its usage, what it does, its actions and its options; nil for
    /// a word that is no command.
    public static func helpText(command word: String) -> String? {
        guard let command = CommandLineTable.command(named: word) else { return nil }
        var lines = ["cookbook \(command.name) — \(command.abstract)", "", "usage: cookbook " + synopsis(command, globals: false), ""]
        lines += wrap(helpText(of: command), label: "", column: 2)
        if !command.actions.isEmpty {
            lines += ["", "Actions:"] + command.actions.flatMap { action in
                wrap(action.abstract + (action.aliases.isEmpty ? "" : " (also \(list(action.aliases, or: "or")))"),
                     label: verb(of: action) + action.argumentSynopsis + optionSynopsis(action.required, leading: " ", optional: false)
                           + optionSynopsis(action.options, leading: " "), column: 2 + labelWidth)
            }
        }
        var seen: Set<String> = []
        let own = ([command] + command.actions).flatMap { $0.required + $0.options }.compactMap(CommandLineTable.option(named:))
            .filter { !$0.global && seen.insert($0.name).inserted }
        if !own.isEmpty {
            lines += ["", "Options:"] + own.flatMap { wrap($0.help, label: $0.synopsis, column: 2 + labelWidth) }
        }
        let everywhere = CommandLineTable.options.filter { $0.global && !$0.alone }.map(\.synopsis)
        lines += [""] + wrap("Every command also takes \(list(everywhere, or: "and")); `cookbook --help` says what they do.", label: "", column: 0)
        return lines.joined(separator: "\n")
    }

    /// docs/cli.md's command table: each command's usage with the options shown for it, and
    /// a comment saying what it is.
    static var commandTable: String {
        let lines = CommandLineTable.commands.map { command in
            let usage = "cookbook " + synopsis(command, globals: true)
            return padded(usage, to: max(usage.count + 3, 66)) + "# " + command.abstract
        }
        return (lines + ["cookbook " + CommandLineTable.options.filter(\.alone).map(\.synopsis).joined(separator: " | ")]).joined(separator: "\n")
    }

    /// The examples `--help` ends with.
    static let examples = [
        "cookbook",
        "cookbook open cookbook://category/desserts/recipe/creme-brulee",
        "cookbook --data ~/recipes",
        "cookbook list --category soups --json",
        "cookbook show mapo-tofu",
        "cookbook search 'ing:garlic -ing:onion time<45m'",
        "cookbook check --data ~/recipes --strict",
        "cookbook import https://example.com/pad-thai --data ~/recipes --category Dinner",
        "cookbook help shopping-list",
    ]

    /// `--help` without the keys: the usage, every command, every option, the examples.
    static var helpBody: String {
        let commands = CommandLineTable.commands.flatMap { command in
            wrap(helpText(of: command), label: command.name.isEmpty ? "(none)" : command.name + command.argumentSynopsis
                 + optionSynopsis(command.required, leading: " ", optional: false), column: 2 + labelWidth)
        }
        let options = CommandLineTable.options.flatMap { option in
            wrap((option.global ? "" : "with \(list(takers(of: option), or: "or")): ") + option.help, label: option.synopsis, column: 2 + labelWidth)
        }
        return (["cookbook — a keyboard-driven terminal recipe browser", "", usage, "", "Commands:"] + commands
            + ["", "Options (before or after the command):"] + options + ["", "Examples:"] + examples.map { "  " + $0 }).joined(separator: "\n")
    }

    /// The width `--help` wraps its text to.
    static let width = 80
    /// The width of the column of names, after two spaces.
    static let labelWidth = 18

    /// What `command` does: its help, then its actions (`; actions: add ID [--servings N], …`).
    private static func helpText(of command: CommandSpec) -> String {
        guard !command.actions.isEmpty else { return command.help }
        let actions = command.actions.map { verb(of: $0) + $0.argumentSynopsis + optionSynopsis($0.required, leading: " ", optional: false) + optionSynopsis($0.options, leading: " ") }
        return command.help + "; actions: " + actions.joined(separator: ", ")
    }

    /// `add` for `shopping-list add`.
    private static func verb(of action: CommandSpec) -> String { String(action.name.split(separator: " ").last ?? "") }

    /// The usage of `command` without `cookbook `: its words, arguments, required options,
    /// actions, then its options (the global ones it lists only when `globals`).
    static func synopsis(_ command: CommandSpec, globals: Bool) -> String {
        let shown = command.options.filter { globals || CommandLineTable.option(named: $0)?.global != true }
        var text = command.name + command.argumentSynopsis + optionSynopsis(command.required, leading: " ", optional: false)
        if !command.actions.isEmpty {
            text += " [" + command.actions.map { verb(of: $0) + $0.argumentSynopsis + optionSynopsis($0.required, leading: " ", optional: false) + optionSynopsis($0.options, leading: " ") }.joined(separator: " | ") + "]"
        }
        text += optionSynopsis(shown, leading: " ")
        return text.hasPrefix(" ") ? String(text.dropFirst()) : text
    }

    /// `names` as a usage writes them: `[--json] [--servings N | --scale F]`, an option next
    /// to one it conflicts with sharing its brackets; `leading` before it unless empty.
    static func optionSynopsis(_ names: [String], leading: String = "", optional: Bool = true) -> String {
        let options = names.compactMap(CommandLineTable.option(named:))
        var groups: [String] = []
        var index = 0
        while index < options.count {
            var group = [options[index].synopsis]
            if index + 1 < options.count, options[index].conflicts == options[index + 1].name || options[index + 1].conflicts == options[index].name {
                group.append(options[index + 1].synopsis)
                index += 1
            }
            groups.append(optional ? "[" + group.joined(separator: " | ") + "]" : group.joined(separator: " | "))
            index += 1
        }
        return groups.isEmpty ? "" : leading + groups.joined(separator: " ")
    }

    /// `text` with spaces after it to `count` characters.
    private static func padded(_ text: String, to count: Int) -> String {
        text + String(repeating: " ", count: max(0, count - text.count))
    }

    /// `text` in lines of at most `width` columns, each indented to `column`, the first one
    /// after `label` (two spaces in; on a line of its own when too long). A line break in
    /// `text` starts a line, keeping the spaces it starts with.
    static func wrap(_ text: String, label: String, column: Int) -> [String] {
        var lines: [String] = []
        var line = label.isEmpty ? "" : "  " + label
        if line.count >= column, !line.isEmpty { lines.append(line); line = "" }
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = String(repeating: " ", count: column + paragraph.prefix { $0 == " " }.count)
            var current = line.isEmpty ? indent : padded(line, to: indent.count)
            var empty = true
            for word in paragraph.split(separator: " ") {
                if !empty, current.count + 1 + word.count > width {
                    lines.append(current)
                    current = indent
                    empty = true
                }
                current += (empty ? "" : " ") + word
                empty = false
            }
            lines.append(current)
            line = ""
        }
        return lines
    }
}
