import CookbookApp
import CookbookShell
import Foundation
import Terminal
import Testing
import TestSupport

/// `config.toml`: keys and colours a user changes, and a broken file that never stops the app.
@Suite("Config file", .serialized)
struct ConfigTests {
    let home: String

    init() throws {
        home = NSTemporaryDirectory() + "cookbook-config-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home + "/config/cookbook", withIntermediateDirectories: true)
    }

    private func writeConfig(_ text: String) throws {
        try text.write(toFile: home + "/config/cookbook/config.toml", atomically: true, encoding: .utf8)
    }

    @Test func keysAndColoursAreRead() throws {
        let config = UserConfig.parse(Array(#"""
            # mine
            [keys]
            down = "n"
            quit = ["q", "ctrl-q"]
            favourite = []

            [theme]
            accent = "magenta"
            muted = "245"
            warning = 9
            """#.utf8), file: "config.toml")
        #expect(config.problems == [])
        #expect(config.keymap.keys(for: .down) == [.character("n")])
        #expect(config.keymap.keys(for: .quit) == [.character("q"), .control("q"), .control("c")], "Ctrl-C always quits (issue #31)")
        #expect(config.keymap.keys(for: .favourite) == [])
        #expect(config.rebound == [.down, .quit, .favourite])
        #expect(config.theme[.accent] == Theme.Colour(index: 5))
        #expect(config.theme[.muted] == Theme.Colour(index: 245))
        #expect(config.theme[.warning] == Theme.Colour(index: 9))
        #expect(config.theme[.link] == Theme.standard[.link])
    }

    @Test(arguments: [
        ("[keys]\ndwn = \"x\"", "config.toml:2: unknown action \"dwn\"; `cookbook --help keys` lists them"),
        ("[keys]\ndown = \"Hyper-x\"", "config.toml:2: unknown key name \"Hyper-x\" for down"),
        ("[keys]\ndown = 3", "config.toml:2: down takes a key name or a list of key names"),
        ("[theme]\naccent = \"purple\"", "config.toml:2: unknown colour \"purple\" for accent; use one of black, red, green, yellow, blue, magenta, cyan, white, default, or 0-255"),
        ("[theme]\nbackground = \"red\"", "config.toml:2: unknown colour role \"background\"; the roles are accent, muted, link, warning, mark"),
        ("[colours]\naccent = \"red\"", "config.toml:1: unknown table [colours]; config.toml has [keys] and [theme]"),
        ("[keys]\ndown = \"x\"\nfavourite = \"x\"", "config.toml:3: x is bound to both down and favourite in browse mode"),
        ("[keys]\ndown = true", "config.toml:2: booleans are not supported here; write the value this setting expects"),
    ])
    func problemsNameTheLine(text: String, message: String) {
        let config = UserConfig.parse(Array(text.utf8), file: "config.toml")
        #expect(config.problems.map(\.description) == [message])
        #expect(config.keymap == .defaults, "a broken config is not half-applied")
    }

    @Test func checkConfigPrintsEveryProblemOrOK() async throws {
        try writeConfig("[keys]\ndwn = \"x\"\n[theme]\naccent = \"purple\"\n")
        let bad = try await CommandRun.cookbook(["check-config"], home: home)
        #expect(bad.status == 1)
        #expect(bad.outputText.split(separator: "\n").count == 2)
        #expect(bad.outputText.hasPrefix("config.toml:2: unknown action \"dwn\""))
        try writeConfig("[keys]\ndown = \"n\"\n")
        let good = try await CommandRun.cookbook(["check-config"], home: home)
        #expect(good.status == 0)
        #expect(good.outputText == "ok: \(home)/config/cookbook/config.toml\n")
        let missing = try await CommandRun.cookbook(["check-config", "--config", home + "/nope.toml"], home: home)
        #expect(missing.status == 1)
        #expect(missing.outputText.contains("nope.toml: cannot be read: No such file or directory"))
    }

    @Test func helpKeysListsTheWholeTableWithTheUsersBindings() async throws {
        try writeConfig("[keys]\ndown = \"n\"\n")
        let run = try await CommandRun.cookbook(["--help", "keys"], home: home)
        #expect(run.status == 0)
        #expect(run.outputText.contains("  down               n                         move down  [config]"))
        #expect(run.outputText.contains("  cook-next          j Down Space n PageDown   next step"))
        for action in Action.allCases { #expect(run.outputText.contains("  \(action.name) "), "\(action.name)") }
    }

    @Test func aRemappedKeyWorksInTheRealBinaryAndHelpShowsIt() async throws {
        try writeConfig("[keys]\ndown = \"n\"\n")
        let tmux = try TmuxSession.cookbook(home: home, width: 100, height: 40)
        try await tmux.waitFor(text: "n/k move")
        try tmux.send("n")
        try await tmux.waitFor("the second row") { $0.last?.hasSuffix(" 2/3") == true }
        try tmux.send("?")
        let help = try await tmux.waitFor(text: "Keys")
        #expect(help.contains { $0.contains("│ n  ") && $0.contains("move down") })
        try tmux.send("Escape", "q")
        #expect(try await tmux.exitStatus() == 0)
    }

    @Test func aConfigNestedThirtyThousandLevelsDeepIsNamedAndNeverStopsCookbook() async throws {
        // 240 KB, under the 1 MiB config.toml may have: once a stack overflow at every start.
        try writeConfig("[theme]\naccent = " + String(repeating: "{a = ", count: 30_000) + "1" + String(repeating: "}", count: 30_000) + "\n")
        let check = try await CommandRun.cookbook(["check-config"], home: home)
        #expect(check.status == 1)
        #expect(check.outputText.contains("config.toml:2: lists and inline tables are nested more than 128 levels deep"))
        let list = try await CommandRun.cookbook(["list", "--data", AppFixtures.framesCollection], home: home)
        #expect(list.status == 0, "a config never stops Cookbook")
        #expect(list.outputText.contains("Äpfelkuchen"))
    }

    @Test func aBrokenConfigIsNamedAndTheAppRunsOnTheDefaults() async throws {
        try writeConfig("[keys]\ndown = \"n\"\n\n[theme]\naccent = \"purple\"\n")
        let tmux = try TmuxSession.cookbook(home: home, width: 200, height: 30)
        let screen = try await tmux.waitFor(text: "config.toml:5:")
        #expect(screen.contains { $0.contains("config.toml:5: unknown colour \"purple\" for accent") && $0.contains("using the default keys and colours") })
        try tmux.send("j")
        try await tmux.waitFor("the second row") { $0.last?.hasSuffix(" 2/3") == true }
        try tmux.send("q")
        #expect(try await tmux.exitStatus() == 0)
    }
}
