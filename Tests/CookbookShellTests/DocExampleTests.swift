@testable import CookbookShell
import Foundation
import Testing
import TestSupport

/// Every `cookbook …` command README.md and docs/ show runs as shown (issue #31): the examples
/// are data, read from the documents, run with the real binary on the bundled collection (the
/// kitchen commands on a copy of the Cooklang CLI's seed folder), and must exit as documented.
/// What cannot run in a test is listed below with the reason.
@Suite("Documented commands run")
struct DocExampleTests {
    /// What the documents' placeholders stand for: `{home}` is the run's own folder,
    /// `{seed}` its copy of the seed folder.
    static let placeholders: [String: String] = [
        "ID": "creme-brulee", "QUERY": "soup", "COMMAND": "show", "DIR": "{home}/exported", "PATH": ProjectPaths.bundledCollection,
        "~/recipes": "{seed}", "my.json": "{home}/my.json",
    ]

    /// Commands that are not run, by what they do, with the reason.
    static let notRun: [String: String] = [
        "browse": "opens the interactive browser, which needs a terminal; the tmux tests (RealTerminalTests…) run it",
        "open": "opens the browser at a link, which needs a terminal; LinkHandOffTests and DeepLinkAndOutputTests run it",
        "import": "fetches web pages from the network; ImportCommandTests run it on local pages and a local server",
    ]

    /// Code spans that name a command in prose, its examples given elsewhere: not commands to run.
    static let namesOnly: Set<String> = ["cookbook search", "cookbook export"]

    /// Commands that read or write Cooklang's kitchen files: run on the seed copy, which has an
    /// aisle.conf and a pantry.conf (the bundled JSON collection has neither).
    static let onTheSeed: Set<String> = ["shopping-list", "cookable", "pantry", "plan"]

    /// Exit statuses the documents give for an example, other than 0.
    static let statuses: [String: Int32] = [:]

    /// Options that take a value (the next word), as `Options.parse` reads them.
    static let valueOptions = Set(CommandLineTable.options.filter(\.takesValue).map(\.name))

    /// What the command does: its first word that is neither an option nor an option's value
    /// (`browse` when there is none; `help` for `--help` and `--version`; `open` for a
    /// `cookbook://` link given alone).
    static func verb(_ arguments: [String]) -> String {
        if arguments.contains("--help") || arguments.contains("--version") { return "help" }
        var index = 0
        while index < arguments.count {
            if arguments[index].hasPrefix("cookbook://") { return "open" }          // a link alone is `open`
            if !arguments[index].hasPrefix("-") { return arguments[index] }
            index += valueOptions.contains(arguments[index]) ? 2 : 1
        }
        return "browse"
    }

    @Test func everyDocumentedCommandRuns() async throws {
        let commands = try ProjectDocs().commands
        #expect(commands.count >= 20, "the commands were not found in the documents: \(commands)")
        var skipped: Set<String> = []
        for command in commands where !Self.namesOnly.contains(command.text) {
            let words = Array(ProjectDocs.words(command.text).dropFirst())
            let verb = Self.verb(words)
            if Self.notRun[verb] != nil {
                skipped.insert(verb)
                continue
            }
            let home = try TemporaryFolder.make("doc-example")
            let seed = try SeedCopy("doc-example-seed")
            try FileManager.default.copyItem(atPath: ProjectPaths.bundledCollection, toPath: home + "/my.json")
            let arguments = words.map { word in
                (Self.placeholders[word] ?? word).replacing("{home}", with: home).replacing("{seed}", with: seed.folder)
            }
            let collection = Self.onTheSeed.contains(verb) ? seed.folder : ProjectPaths.bundledCollection
            let run = try await CommandRun.cookbook(arguments, home: home, environment: ["COOKBOOK_DATA": collection])
            #expect(run.status == Self.statuses[command.text] ?? 0, "\(command) → cookbook \(arguments.joined(separator: " ")): \(run.errorText)")
        }
        #expect(skipped == Set(Self.notRun.keys), "an entry of notRun no document needs any more: \(Set(Self.notRun.keys).subtracting(skipped))")
    }

    @Test func commandsAreReadAsTheDocumentsWriteThem() {
        #expect(ProjectDocs.words("cookbook search 'pie apple' --json") == ["cookbook", "search", "pie apple", "--json"])
        #expect(Self.verb(["--data", "x", "list"]) == "list")
        #expect(Self.verb(["--data", "x"]) == "browse")
        #expect(Self.verb(["--help", "keys"]) == "help")
    }
}
