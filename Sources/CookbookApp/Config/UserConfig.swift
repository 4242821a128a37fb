import TOML
import Terminal

/// The user's `config.toml` read into what the app uses: a keymap over the defaults and a
/// theme. A config with any problem is not half-applied: the app starts on the defaults and
/// says what is wrong (`problems`).
///
/// ```toml
/// [keys]
/// down = "n"              # one key, or a list: ["j", "n", "Down"]
/// [theme]
/// accent = "magenta"      # the 8 ANSI names, "default", or 0-255
/// ```
public struct UserConfig: Equatable, Sendable {
    /// The keymap: the defaults with the user's bindings.
    public var keymap: Keymap
    /// The colours.
    public var theme: Theme
    /// The actions the user rebound (marked in `--help keys`).
    public var rebound: Set<Action>
    /// Everything wrong, in file order; empty when the config was used.
    public var problems: [ConfigProblem]

    /// The defaults, as with no config file.
    public static let defaults = UserConfig(keymap: .defaults, theme: .standard, rebound: [], problems: [])

    /// Reads a config's bytes; `file` names it in problems.
    public static func parse(_ bytes: [UInt8], file: String) -> UserConfig {
        let document: TOMLDocument
        do { document = try TOMLReader.parse(bytes: bytes) } catch {
            return failed([ConfigProblem(file: file, line: error.line, message: error.message)])
        }
        var problems: [ConfigProblem] = []
        for entry in document.root.entries {
            problems.append(ConfigProblem(file: file, line: entry.line, message: "\"\(entry.key)\" must be under [keys] or [theme]"))
        }
        for table in document.tables where !["keys", "theme"].contains(table.name) {
            problems.append(ConfigProblem(file: file, line: table.line, message: "unknown table [\(table.name)]; config.toml has [keys] and [theme]"))
        }
        var overrides: [(action: Action, keys: [Key])] = []
        for entry in document.table(named: "keys")?.entries ?? [] {
            guard let action = Action(configName: entry.key) else {
                problems.append(ConfigProblem(file: file, line: entry.line, message: "unknown action \"\(entry.key)\"; `cookbook --help keys` lists them"))
                continue
            }
            let names = entry.value.stringValue.map { [$0] } ?? entry.value.arrayValue?.compactMap(\.stringValue)
            guard let names, entry.value.arrayValue.map({ $0.count == names.count }) ?? true else {
                problems.append(ConfigProblem(file: file, line: entry.line, message: "\(entry.key) takes a key name or a list of key names"))
                continue
            }
            var keys: [Key] = []
            for name in names {
                guard let key = Key(name: name) else {
                    problems.append(ConfigProblem(file: file, line: entry.line, message: "unknown key name \"\(name)\" for \(entry.key)"))
                    continue
                }
                if !keys.contains(key) { keys.append(key) }
            }
            if action == .quit, keys.isEmpty {
                problems.append(ConfigProblem(file: file, line: entry.line, message: "quit needs at least one key, e.g. quit = [\"q\", \"ctrl-q\"] (Ctrl-C always quits too)"))
                continue
            }
            overrides.append((action, keys))
        }
        var colours: [Style.Color: Theme.Colour] = [:]
        for entry in document.table(named: "theme")?.entries ?? [] {
            guard let role = Theme.role(named: entry.key) else {
                let roles = Style.Color.allCases.map { "\($0)" }.joined(separator: ", ")
                problems.append(ConfigProblem(file: file, line: entry.line, message: "unknown colour role \"\(entry.key)\"; the roles are \(roles)"))
                continue
            }
            let text = entry.value.stringValue ?? entry.value.integerValue.map(String.init)
            guard let text, let colour = Theme.colour(named: text) else {
                problems.append(ConfigProblem(file: file, line: entry.line, message: "unknown colour \(text.map { "\"\($0)\" " } ?? "")for \(entry.key); use one of \(Theme.names.joined(separator: ", ")), default, or 0-255"))
                continue
            }
            colours[role] = colour
        }
        guard problems.isEmpty else { return failed(problems) }
        do {
            let keymap = try Keymap.defaults.overriding(overrides)
            return UserConfig(keymap: keymap, theme: Theme(colours: colours), rebound: Set(overrides.map(\.action)), problems: [])
        } catch {
            let line = document.table(named: "keys")?.entries.last { Action(configName: $0.key) == error.actions.1 || Action(configName: $0.key) == error.actions.0 }?.line ?? 0
            return failed([ConfigProblem(file: file, line: line, message: error.description)])
        }
    }

    private static func failed(_ problems: [ConfigProblem]) -> UserConfig {
        UserConfig(keymap: .defaults, theme: .standard, rebound: [], problems: problems)
    }
}
