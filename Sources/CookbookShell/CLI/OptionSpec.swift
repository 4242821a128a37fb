/// One command-line option as `CommandLineTable` declares it: its names, its value, its help,
/// and how it sets `Options`. The parser, the usage line and `--help` all read it; which
/// commands take it is said once, by the commands (`CommandSpec.options`).
struct OptionSpec: Sendable {
    /// What follows the option's name.
    enum Value: Sendable, Equatable {
        /// Nothing: a flag (`--json`); `--json=yes` is an error.
        case none
        /// A value, the next word or after `=`; the help shows it by this name (`PATH`).
        case required(String)
        /// Nothing, but the help shows an optional word the command line may carry
        /// (`--help [keys]`).
        case topic(String)
        /// A value that may follow, shown by this name (`--today [DATE]`): the next word when it
        /// keeps the option's rule (or the text after `=`), else none, which the option reads as "".
        case optional(String)
    }

    /// The long name, `--data`.
    let name: String
    /// The short name, `-h`, if any.
    let short: String?
    /// What follows the name.
    let value: Value
    /// What it does, for `--help` (without the "with COMMAND:" the help adds).
    let help: String
    /// Whether every command takes it (`--data`), so no command lists it to allow it.
    let global: Bool
    /// Whether it stands alone: given, the rest of the line is not read as a command
    /// (`--help`, `--version`).
    let alone: Bool
    /// What a value must be, after the option's name in the error for one that is not
    /// (`needs a whole number from 1 to 10000`).
    let rule: String
    /// The option that cannot be given with this one (`--servings` and `--scale`).
    let conflicts: String?
    /// Another option named with this one when either is given to a command that takes
    /// neither (`--scale and --units go with show`).
    let namedWith: String?
    /// Sets the option in `Options` from its value (empty for a flag); false when the value
    /// breaks `rule`.
    let apply: @Sendable (inout Options, String) -> Bool

    /// A flag: `set` records that it was given.
    static func flag(_ name: String, short: String? = nil, global: Bool = false, alone: Bool = false, topic: String? = nil,
                     conflicts: String? = nil, namedWith: String? = nil, help: String, set: @escaping @Sendable (inout Options) -> Void) -> OptionSpec {
        OptionSpec(name: name, short: short, value: topic.map(Value.topic) ?? .none, help: help, global: global, alone: alone, rule: "",
                   conflicts: conflicts, namedWith: namedWith) { options, _ in set(&options); return true }
    }

    /// An option with a value called `valueName`: `read` stores it, or says (false) that it
    /// breaks `rule`.
    static func value(_ name: String, _ valueName: String, short: String? = nil, global: Bool = false, rule: String = "", conflicts: String? = nil,
                      namedWith: String? = nil, help: String, read: @escaping @Sendable (inout Options, String) -> Bool) -> OptionSpec {
        OptionSpec(name: name, short: short, value: .required(valueName), help: help, global: global, alone: false, rule: rule,
                   conflicts: conflicts, namedWith: namedWith, apply: read)
    }

    /// Whether the next word (or the text after `=`) is its value.
    var takesValue: Bool { if case .required = value { true } else { false } }

    /// Whether a value may follow it (`--today [DATE]`).
    var mayTakeValue: Bool { if case .optional = value { true } else { false } }

    /// An option whose value may be left out (`--today` or `--today 2026-03-08`): `read` gets ""
    /// without one; the next word is its value only when `read` takes it.
    static func optionalValue(_ name: String, _ valueName: String, rule: String = "", conflicts: String? = nil, help: String,
                              read: @escaping @Sendable (inout Options, String) -> Bool) -> OptionSpec {
        OptionSpec(name: name, short: nil, value: .optional(valueName), help: help, global: false, alone: false, rule: rule,
                   conflicts: conflicts, namedWith: nil, apply: read)
    }

    /// The option as the usage line writes it, without brackets: `--data PATH`, `--help [keys]`.
    var synopsis: String {
        switch value {
        case .none: name
        case let .required(valueName): name + " " + valueName
        case let .topic(word), let .optional(word): name + " [" + word + "]"
        }
    }
}
