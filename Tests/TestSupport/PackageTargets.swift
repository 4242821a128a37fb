import Foundation

/// The package's targets and what each depends on, as SwiftPM itself reads Package.swift
/// (`swift package describe --type json`): for checks on the layers, such as which C modules a
/// pure target can reach.
public struct PackageTargets: Sendable {
    /// One target as SwiftPM describes it.
    public struct Target: Decodable, Sendable {
        /// Its name.
        public let name: String
        /// `SwiftTarget`, `ClangTarget` (C sources) or `SystemLibraryTarget` (a system C library).
        public let moduleType: String
        /// Where its sources are, relative to the package root.
        public let path: String
        /// The targets it names as dependencies.
        public let targetDependencies: [String]?

        /// Whether it is a C module: C sources of ours or a system library such as ncursesw.
        public var isC: Bool { moduleType == "ClangTarget" || moduleType == "SystemLibraryTarget" }

        enum CodingKeys: String, CodingKey {
            case name, path
            case moduleType = "module_type"
            case targetDependencies = "target_dependencies"
        }
    }

    private struct Description: Decodable { let targets: [Target] }

    /// The targets by name.
    public let targets: [String: Target]

    /// The package at the root as SwiftPM describes it now; throws when `swift package` fails.
    /// It runs with a scratch folder of its own: `swift test` holds the lock of `.build` while
    /// the tests run.
    public static func described() throws -> PackageTargets {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", ProjectPaths.root, "--scratch-path", ProjectPaths.root + "/.build/describe",
                             "describe", "--type", "json"]
        let output = Pipe(), errors = Pipe()
        (process.standardOutput, process.standardError) = (output, errors)
        try process.run()
        let json = output.fileHandleForReading.readDataToEndOfFile()
        let problem = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(message: "swift package describe: status \(process.terminationStatus): " + String(decoding: problem, as: UTF8.self))
        }
        let described = try JSONDecoder().decode(Description.self, from: json)
        return PackageTargets(targets: Dictionary(described.targets.map { ($0.name, $0) }) { first, _ in first })
    }

    /// Why the description could not be had.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String
        init(message: String) { description = message }
    }

    /// Every C module `start` can reach through its dependencies, each with the way to it
    /// (`CookbookApp → RecipeStore → CFiles`), found breadth first (the shortest way).
    public func cModules(reachableFrom start: String) -> [String: String] {
        var way = [start: start], queue = [start], found: [String: String] = [:]
        while !queue.isEmpty {
            let name = queue.removeFirst()
            for next in targets[name]?.targetDependencies ?? [] where way[next] == nil {
                way[next] = way[name]! + " → " + next
                if targets[next]?.isC == true { found[next] = way[next] }
                queue.append(next)
            }
        }
        return found
    }
}
