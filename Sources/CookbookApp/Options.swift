/// The command line, parsed: options may come before or after a subcommand.
struct Options: Equatable {
    /// A problem with the command line, named so the user can fix it.
    struct Failure: Error, CustomStringConvertible, Equatable {
        /// What is wrong.
        let message: String
        /// The message.
        var description: String { message }
    }

    var data: String?
    var help = false
    var version = false

    static let usage = "usage: cookbook [--data PATH] [--help] [--version]"

    static let help = """
        cookbook — a keyboard-driven terminal recipe browser

        \(usage)

        Options:
          --data PATH   open the collection at PATH (default: $COOKBOOK_DATA, else the
                        installed collection, else the source tree's Resources/recipes.json)
          --help        show this help
          --version     show the version

        Keys: j/k move, l/Enter open, h/Esc back, Tab column, 1-3 tabs, / search,
        f favourite, c cook mode, s shopping list, ? help, q quit.
        """

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(Failure) -> Options {
        var options = Options()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--help", "-h": options.help = true
            case "--version": options.version = true
            case "--data":
                guard let value = rest.popFirst(), !value.hasPrefix("--") else { throw Failure(message: "--data needs a PATH") }
                options.data = value
            default:
                if argument.hasPrefix("--data=") { options.data = String(argument.dropFirst(7)); continue }
                throw Failure(message: argument.hasPrefix("-") ? "unknown option \(argument)" : "unexpected argument \(argument)")
            }
        }
        return options
    }
}
