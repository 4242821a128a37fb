import CookbookApp
import CookbookShell
import Foundation
import Terminal
import Testing
import TestSupport

/// Nothing from data, links or the command line reaches the terminal raw: stderr messages and
/// `--json` output write control characters as visible escapes.
@Suite("Messages and JSON output escape control characters")
struct MessageEscapingTests {
    let home: String

    init() throws {
        home = try TemporaryFolder.make("escapes")
    }

    /// Whether `bytes` holds a C0 control (other than newline and tab), DEL, or a UTF-8 C1
    /// control or bidirectional control.
    private func hasRawControls(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.unicodeScalars.contains { scalar in
            let value = scalar.value
            return (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F...0x9F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        }
    }

    private func run(_ arguments: [String], data: String = AppFixtures.framesCollection) async throws -> CommandRun {
        try await CommandRun.cookbook(["--data", data] + arguments, home: home)
    }

    @Test func anUnknownCategoryIsEchoedWithVisibleEscapes() async throws {
        let run = try await run(["list", "--category", "\u{1B}]0;PWNED\u{07}\u{1B}[2J"])
        #expect(run.status == 2)
        #expect(!hasRawControls(run.error))
        #expect(run.errorText.hasPrefix(#"cookbook: there is no category "\e]0;PWNED\x07\e[2J"; categories: "#))
    }

    @Test func percentDecodedLinksAndUnknownOptionsAreEscaped() async throws {
        let link = try await run(["open", "cookbook://recipe/%1b%5b2J%C2%9B%00%E2%80%AE"])
        #expect(link.status == 2)
        #expect(!hasRawControls(link.error))
        #expect(link.errorText.contains(#"there is no recipe "\e[2J\x9b\x00\u{202E}""#))
        let option = try await run(["--\u{1B}[31mred"])
        #expect(option.status == 2)
        #expect(option.errorText.hasPrefix(#"cookbook: unknown option --\e[31mred"#))
    }

    @Test func jsonOutputEscapesC1AndBidiControls() async throws {
        let name = "Evil \u{9B}31m \u{202E}eip\u{2066} \u{1B}[0m"
        let json = CollectionFixtures.json(recipes: [CollectionFixtures.recipe("evil", name: name.replacingOccurrences(of: "\u{1B}", with: "\\u001b"))])
        let file = home + "/evil.json"
        try json.write(toFile: file, atomically: true, encoding: .utf8)
        for arguments in [["show", "evil", "--json"], ["list", "--json"]] {
            let run = try await run(arguments, data: file)
            #expect(run.status == 0, "\(run.errorText)")
            #expect(!hasRawControls(run.output), "\(arguments)")
            #expect(run.outputText.contains(#"Evil \u009B31m \u202Eeip\u2066 \u001b[0m"#))
            // Still JSON, and it still means the same name.
            let value = try JSONDecoder().decode(JSONValue.self, from: Data(run.output))
            let names: [JSONValue]
            switch value {
            case let .object(object): names = [object["name"] ?? .null]
            case let .array(items): names = items.compactMap { if case let .object(o) = $0 { return o["name"] } else { return nil } }
            default: names = []
            }
            #expect(names == [.string(name)])
        }
    }

    @Test func theSanitiserWritesEveryControlVisibly() {
        #expect(Sanitizer.escaped("a\u{1B}[2Jb\u{07}\u{9B}\u{7F}\u{202E}\u{200F}c") == #"a\e[2Jb\x07\x9b\x7f\u{202E}\u{200F}c"#)
        #expect(Sanitizer.escaped("line\nnext\ttab", keepingNewlines: true) == "line\nnext\ttab")
        #expect(Sanitizer.escaped("line\nnext") == #"line\x0anext"#)
        #expect(Sanitizer.escaped("plain café 麻婆") == "plain café 麻婆")
    }

    @Test func argumentsThatAreNotUTF8AreNamedNotMissing() async throws {
        #expect(throws: Options.Failure(message: #"argument 2 is not valid UTF-8 (/tmp/caf\xe9); Cookbook needs UTF-8 paths and ids: rename the file or folder"#)) {
            try Options.decode([Array("--data".utf8), Array("/tmp/caf".utf8) + [0xE9]])
        }
        #expect(try Options.decode([Array("show".utf8), Array("crème".utf8)]) == ["show", "crème"])
    }
}
