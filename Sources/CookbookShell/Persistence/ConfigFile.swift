import CookbookApp
import FileSystem
import RecipeStore

/// Finds and reads `config.toml` (`--config PATH`, else `$XDG_CONFIG_HOME/cookbook/`, else
/// `~/.config/cookbook/`). No file means the defaults; a file with problems means the
/// defaults too, with the problems said — it never stops the program.
public enum ConfigFile {
    /// The largest config file read.
    public static let maximumSize = 1 << 20

    /// The config and where it came from (nil: no file, the defaults).
    public static func load(option: String?, paths: XDGPaths) -> (config: UserConfig, path: String?) {
        guard let path = option ?? (try? paths.configFile()) else { return (.defaults, nil) }
        let name = option ?? "config.toml"
        do {
            return (UserConfig.parse(try FilePath.readAll(path, limit: maximumSize), file: name), path)
        } catch {
            if error.isMissing, option == nil { return (.defaults, nil) }
            var config = UserConfig.defaults
            config.problems = [ConfigProblem(file: name, line: 0, message: "cannot be read: \(error.reason)")]
            return (config, path)
        }
    }

    /// `cookbook --help keys`: every action with its keys in each mode, the user's bindings
    /// marked, and how a rebinding takes a key from its default action.
    public static func keysHelp(_ loaded: (config: UserConfig, path: String?)) -> String {
        var text = "Keys, by mode (action, keys, what it does). Rebind them in \(loaded.path ?? "~/.config/cookbook/config.toml"):\n"
            + "  [keys]\n  down = \"n\"            # one key, or a list: [\"j\", \"n\", \"Down\"]\n"
            + "A binding replaces the action's default keys; a key you bind is taken from the action that\n"
            + "had it by default in the same modes. While a search is typed, printable keys type.\n\n"
        if !loaded.config.problems.isEmpty {
            text += "The config has problems, so these are the defaults:\n"
                + loaded.config.problems.map { "  \($0)" }.joined(separator: "\n") + "\n\n"
        }
        return text + loaded.config.keymap.reference(changed: loaded.config.rebound)
    }
}
