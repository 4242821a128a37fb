#if canImport(Glibc)
import Glibc
#endif

/// Where Cookbook keeps files, by the XDG base-directory rules: state (where you were) under
/// `$XDG_STATE_HOME`, user data (favourites) under `$XDG_DATA_HOME`, caches under
/// `$XDG_CACHE_HOME`, with the spec's defaults under the home directory. The home directory is
/// `$HOME`, else the password database's entry; with neither, the paths that need it are errors
/// (never files in `/`).
public struct XDGPaths: Sendable {
    /// No home directory could be found for a path that needs one.
    public struct NoHome: Error, CustomStringConvertible, Equatable {
        /// The variable that would have given the path without a home directory.
        public let variable: String
        /// The error for a path `variable` would have given.
        public init(variable: String) { self.variable = variable }
        /// A message for stderr.
        public var description: String {
            "cannot find your home directory: HOME is not set and the password database has no entry; set HOME or \(variable)"
        }
    }

    /// The environment the paths come from.
    public let environment: [String: String]
    /// The home directory: `$HOME` when absolute, else the password database's, else nil.
    public let home: String?

    /// Paths from `environment` (normally the process environment); `passwordHome` looks up
    /// the user's home in the password database when `HOME` is unset or relative.
    public init(environment: [String: String], passwordHome: () -> String? = XDGPaths.passwordDatabaseHome) {
        self.environment = environment
        if let home = environment["HOME"], home.hasPrefix("/") {
            self.home = home
        } else {
            self.home = passwordHome().flatMap { $0.hasPrefix("/") ? $0 : nil }
        }
    }

    /// The effective user's home directory from the password database.
    public static func passwordDatabaseHome() -> String? {
        guard let entry = getpwuid(geteuid()), let directory = entry.pointee.pw_dir else { return nil }
        return String(cString: directory)
    }

    private func base(_ variable: String, default relative: String) throws(NoHome) -> String {
        if let value = environment[variable], value.hasPrefix("/") { return value }
        guard let home else { throw NoHome(variable: variable) }
        return (home == "/" ? "" : home) + "/" + relative
    }

    /// `$XDG_STATE_HOME/cookbook/state.json`, else `~/.local/state/cookbook/state.json`: the
    /// one saved place of earlier versions (migrated to `placeFile(for:)` on first use).
    public func stateFile() throws(NoHome) -> String { try base("XDG_STATE_HOME", default: ".local/state") + "/cookbook/state.json" }

    /// `$XDG_STATE_HOME/cookbook/places/<collection>.json`: where you were in one collection.
    public func placeFile(for collection: CollectionKey) throws(NoHome) -> String {
        try base("XDG_STATE_HOME", default: ".local/state") + "/cookbook/places/" + collection.fileName + ".json"
    }

    /// `$XDG_CACHE_HOME/cookbook`, else `~/.cache/cookbook`: indexes of large collections.
    public func cacheDirectory() throws(NoHome) -> String { try base("XDG_CACHE_HOME", default: ".cache") + "/cookbook" }

    /// `$XDG_CONFIG_HOME/cookbook/config.toml`, else `~/.config/cookbook/config.toml`.
    public func configFile() throws(NoHome) -> String { try base("XDG_CONFIG_HOME", default: ".config") + "/cookbook/config.toml" }

    /// `$XDG_DATA_HOME/cookbook`, else `~/.local/share/cookbook`: where a JSON collection's
    /// shopping list (`.shopping-list`, `.shopping-checked`) is kept.
    public func dataDirectory() throws(NoHome) -> String { try base("XDG_DATA_HOME", default: ".local/share") + "/cookbook" }

    /// `$XDG_CONFIG_HOME/cookbook`, else `~/.config/cookbook`: `config.toml`, and `aisle.conf` and
    /// `pantry.conf` for a JSON collection or a folder without its own.
    public func configDirectory() throws(NoHome) -> String { try base("XDG_CONFIG_HOME", default: ".config") + "/cookbook" }

    /// `$XDG_DATA_HOME/cookbook/favourites.json`, else `~/.local/share/cookbook/favourites.json`.
    public func favouritesFile() throws(NoHome) -> String { try base("XDG_DATA_HOME", default: ".local/share") + "/cookbook/favourites.json" }
}
