import Foundation
import Testing
import TestSupport

/// Purity is structural (issue #33): the app (state, update, view), the terminal model and the
/// navigation library build without any C module — no ncursesw, no C helper of ours — so
/// drawing a frame cannot reach the terminal or a file by accident. The rule is read from the
/// package as SwiftPM sees it, and from the files' own imports.
@Suite("The pure layers reach no C module")
struct PurityTests {
    /// The targets that must build from Swift alone.
    static let pure = ["CookbookApp", "Terminal", "Navigation"]

    /// The package as SwiftPM reads it, asked once for every test here.
    static let package = Result { try PackageTargets.described() }

    @Test func noPureTargetDependsOnACModule() throws {
        let package = try Self.package.get()
        for name in Self.pure {
            #expect(package.targets[name] != nil, "\(name) is not a target of the package")
            let reached = package.cModules(reachableFrom: name)
            #expect(reached.isEmpty, "\(name) reaches C modules: \(reached.values.sorted())")
        }
    }

    /// Modules beyond its own dependencies a pure target may import, and why.
    static let alsoAllowed = [
        "CookbookApp": ["Foundation", "FoundationEssentials"],   // JSON coding of saved places (SavedState+Rename)
        "Terminal": [],
    ]

    @Test func pureSourcesImportNoCModuleNorAnythingTheyDoNotDependOn() throws {
        let package = try Self.package.get()
        var checked = 0
        for (name, extra) in Self.alsoAllowed {
            let target = try #require(package.targets[name])
            let allowed = Set(target.targetDependencies ?? []).union(extra)
            let folder = ProjectPaths.root + "/" + target.path
            for file in FileManager.default.subpaths(atPath: folder) ?? [] where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                for module in Self.imports(in: text) {
                    #expect(allowed.contains(module), "\(target.path)/\(file) imports \(module), which \(name) does not depend on")
                }
                checked += 1
            }
        }
        #expect(checked > 50, "the sources were not found under \(ProjectPaths.root)")
    }

    /// The modules `source` imports (`import X`, `@testable import X`, `import struct X.Y`).
    static func imports(in source: String) -> [String] {
        source.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
            guard words.first == "import", words.count >= 2 else { return nil }
            let module = words.count >= 3 ? words[2] : words[1]
            return String(module.prefix { $0 != "." })
        }
    }

    @Test func importsAreFoundAsWritten() {
        #expect(Self.imports(in: "import Glibc\n#if canImport(Foundation)\n@testable import Terminal\nimport struct CNcursesw.WINDOW\n// import Nothing")
                == ["Glibc", "Terminal", "CNcursesw"])
    }
}
