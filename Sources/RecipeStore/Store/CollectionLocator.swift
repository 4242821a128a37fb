/// Decides which collection file to open: `--data PATH`, else `$COOKBOOK_DATA`, else the
/// collection installed beside the binary (`<prefix>/share/cookbook/recipes.json`), else the
/// `Resources/recipes.json` of the source tree the binary sits in or was built from.
public struct CollectionLocator: Sendable {
    /// The environment to read `COOKBOOK_DATA` from.
    public var environment: [String: String]
    /// The running binary's path, to find an installed collection.
    public var executablePath: String
    /// Whether a path exists; injected so tests need no files.
    public var exists: @Sendable (String) -> Bool

    /// A locator reading the given environment and binary path.
    public init(environment: [String: String], executablePath: String, exists: @escaping @Sendable (String) -> Bool) {
        self.environment = environment
        self.executablePath = executablePath
        self.exists = exists
    }

    /// This file's compile-time path: the source tree the binary was built from, wherever the
    /// binary has been copied since.
    public static let sourceFile = String(#filePath)

    /// The source tree's bundled collection above `path`: `Resources/recipes.json` in the
    /// nearest folder above it that holds `Package.swift` and that file, or nil. Found by
    /// walking up, so it does not matter how deep `path` sits (the binary in
    /// `.build/<triple>/release/`, this file in `Sources/RecipeStore/Store/`).
    public func sourceTreeCollection(above path: String) -> String? {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        while parts.count > 1 {
            parts.removeLast()
            let folder = parts.joined(separator: "/")
            let collection = folder + "/Resources/recipes.json"
            if exists(folder + "/Package.swift"), exists(collection) { return collection }
        }
        return nil
    }

    /// The installed collection path for a binary at `executablePath`.
    public static func installedCollection(besides executablePath: String) -> String {
        var parts = executablePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast()
        let bin = parts.isEmpty ? "." : parts.joined(separator: "/")
        return "\(bin)/../share/cookbook/recipes.json"
    }

    /// The collection to open, or an error that lists every place looked at. An explicit
    /// `--data` or `$COOKBOOK_DATA` that does not exist is an error, never silently skipped.
    public func locate(option: String?) throws(CollectionError) -> String {
        if let option {
            guard exists(option) else { throw .notFound(path: option, tried: "given with --data") }
            return option
        }
        if let variable = environment["COOKBOOK_DATA"], !variable.isEmpty {
            guard exists(variable) else { throw .notFound(path: variable, tried: "given by $COOKBOOK_DATA") }
            return variable
        }
        let installed = Self.installedCollection(besides: executablePath)
        if exists(installed) { return installed }
        if let source = sourceTreeCollection(above: executablePath) ?? sourceTreeCollection(above: Self.sourceFile) { return source }
        throw .notFound(path: installed, tried: "no --data, no $COOKBOOK_DATA, nothing installed, and no source tree "
                        + "(Package.swift and Resources/recipes.json) above \(executablePath) or \(Self.sourceFile)")
    }
}
