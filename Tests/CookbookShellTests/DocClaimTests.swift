import Foundation
import Testing
import TestSupport

/// What README.md and docs/ say about the project is true of it (issue #31): every file they
/// name exists, every link leads somewhere, the search example finds what it says, the test
/// targets are where they say, and the saved place is where the program keeps it.
@Suite("Documented facts hold")
struct DocClaimTests {
    /// The folders a path in the documents is counted from, and the file kinds a bare file
    /// name (`NcursesBackend.swift`) is looked for by.
    static let roots = ["Sources", "Tests", "docs", "scripts", "Resources"]
    static let sourceKinds = [".swift", ".c", ".h", ".py", ".sh"]

    /// Whether `path` (relative to the package root) exists.
    private func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: ProjectPaths.root + "/" + path) }

    /// Every file under `folder` (relative to the package root), by name.
    private func fileNames(under folder: String) -> Set<String> {
        Set((FileManager.default.subpaths(atPath: ProjectPaths.root + "/" + folder) ?? []).map { ($0 as NSString).lastPathComponent })
    }

    @Test func everyRepositoryPathNamedExists() throws {
        let docs = try ProjectDocs()
        let targets = try FileManager.default.contentsOfDirectory(atPath: ProjectPaths.root + "/Sources")
        let names = fileNames(under: "Sources").union(fileNames(under: "Tests")).union(fileNames(under: "scripts"))
        let spans = docs.codeSpans + docs.blockLines.filter { ["sh", ""].contains($0.language) }.map(\.line)
        var checked = 0
        for span in spans {
            for word in span.text.split(separator: " ").map(String.init) {
                // A placeholder ends the part that must exist: `Tests/Fixtures/fuzz/<target>/`.
                let path = String(word.prefix { !"<…*{".contains($0) })
                let first = String(path.prefix { $0 != "/" })
                if path.contains("/"), Self.roots.contains(first) {
                    #expect(exists(path), "\(span.file) names \(path), which does not exist")
                } else if path.contains("/"), targets.contains(first) {
                    #expect(exists("Sources/" + path), "\(span.file) names \(path), which is not in Sources/")
                } else if !path.contains("/"), Self.sourceKinds.contains(where: path.hasSuffix), path.count > 3 {
                    #expect(names.contains(path), "\(span.file) names \(path), which no folder holds")
                } else {
                    continue
                }
                checked += 1
            }
        }
        #expect(checked >= 20, "the paths were not found in the documents")
    }

    @Test func everyRelativeLinkLeadsToAFile() throws {
        for link in try ProjectDocs().relativeLinks {
            let target = String(link.text.prefix { $0 != "#" })
            let folder = (link.file as NSString).deletingLastPathComponent
            #expect(exists(folder.isEmpty ? target : folder + "/" + target), "\(link.file) links to \(target), which does not exist")
        }
    }

    @Test func theReadmesSearchExampleFindsWhatItSays() async throws {
        let readme = try ProjectDocs().documents.first { $0.path == "README.md" }?.text ?? ""
        let examples = readme.matches(of: /`([^`]+)` finds ([^)`.,;]+)/).map { (String($0.output.1), String($0.output.2)) }
        #expect(!examples.isEmpty, "the README no longer gives a search example")
        for (query, name) in examples {
            let run = try await CommandRun.cookbook(["search", query, "--data", ProjectPaths.bundledCollection], home: try TemporaryFolder.make("doc-search"))
            #expect(run.status == 0, "\(run.errorText)")
            #expect(run.outputText.contains(name), "`\(query)` finds \(run.outputText.debugDescription), not \(name)")
        }
    }

    @Test func theReadmeNamesEveryTestTargetAndWhereTheTmuxTestsAre() throws {
        let readme = try ProjectDocs().documents.first { $0.path == "README.md" }?.text ?? ""
        guard let start = readme.range(of: "\nTests: ") else {
            Issue.record("the README does not list the test targets (a paragraph starting \"Tests: \")")
            return
        }
        let paragraph = String(readme[start.upperBound...]).components(separatedBy: "\n\n")[0]
        let named = Dictionary(paragraph.matches(of: /`(\w+Tests)`\s+\(((?:[^()]|\([^()]*\))*)\)/).map { (String($0.output.1), String($0.output.2)) }) { a, _ in a }
        let folders = try FileManager.default.contentsOfDirectory(atPath: ProjectPaths.root + "/Tests").filter { $0.hasSuffix("Tests") }
        #expect(Set(named.keys) == Set(folders), "the README's test targets differ from Tests/: \(named.keys.sorted()) against \(folders.sorted())")
        let tmux = try Set(folders.filter { folder in
            try FileManager.default.contentsOfDirectory(atPath: ProjectPaths.root + "/Tests/" + folder).contains { file in
                (try? String(contentsOfFile: ProjectPaths.root + "/Tests/\(folder)/\(file)", encoding: .utf8))?.contains("TmuxSession.") == true
            }
        })
        #expect(!tmux.isEmpty)
        #expect(Set(named.filter { $0.value.contains("tmux") }.keys) == tmux, "the README places the tmux tests in \(named.filter { $0.value.contains("tmux") }.keys.sorted()); they are in \(tmux.sorted())")
    }

    @Test func theSavedPlaceIsNamedWhereTheProgramKeepsIt() async throws {
        // One file per collection under places/ (docs/state-format.md); `state.json` is only
        // the earlier versions' single file, which is moved there.
        let help = try await CommandRun.cookbook(["--help"], home: try TemporaryFolder.make("doc-help"))
        #expect(help.status == 0)
        #expect(help.outputText.contains("$XDG_STATE_HOME/cookbook/places/"), "\(help.outputText)")
        let lines = try ProjectDocs().documents.flatMap { document in document.text.split(separator: "\n").map { (document.path, String($0)) } }
            + help.outputText.split(separator: "\n").map { ("cookbook --help", String($0)) }
        for (file, line) in lines where line.contains("state.json") {
            #expect(line.contains("earlier version"), "\(file) names state.json as today's state file: \(line)")
        }
    }
}
