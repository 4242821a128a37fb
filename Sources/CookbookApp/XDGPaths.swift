/// Where Cookbook keeps files, by the XDG base-directory rules: state (where you were) under
/// `$XDG_STATE_HOME`, user data (favourites) under `$XDG_DATA_HOME`, with the spec's defaults.
public struct XDGPaths: Sendable {
    /// The environment the paths come from.
    public let environment: [String: String]

    /// Paths from `environment` (normally the process environment).
    public init(environment: [String: String]) { self.environment = environment }

    private func base(_ variable: String, default relative: String) -> String {
        if let value = environment[variable], value.hasPrefix("/") { return value }
        return (environment["HOME"] ?? "") + "/" + relative
    }

    /// `$XDG_STATE_HOME/cookbook/state.json`, else `~/.local/state/cookbook/state.json`.
    public var stateFile: String { base("XDG_STATE_HOME", default: ".local/state") + "/cookbook/state.json" }

    /// `$XDG_CACHE_HOME/cookbook`, else `~/.cache/cookbook`: indexes of large collections.
    public var cacheDirectory: String { base("XDG_CACHE_HOME", default: ".cache") + "/cookbook" }

    /// `$XDG_DATA_HOME/cookbook/favourites.json`, else `~/.local/share/cookbook/favourites.json`.
    public var favouritesFile: String { base("XDG_DATA_HOME", default: ".local/share") + "/cookbook/favourites.json" }
}
