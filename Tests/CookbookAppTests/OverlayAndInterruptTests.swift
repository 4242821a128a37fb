import CookbookApp
import Terminal
import Testing
import TestSupport

/// Issue #31: no invisible mode, no dead key. Every overlay shows, has a title, and closes with
/// Esc and with its own key; Ctrl-C always gets out.
@Suite("Overlays and Ctrl-C")
struct OverlayAndInterruptTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.environment() }

    @Test func mWithNoMessagesSaysSoAndOpensNothing() {
        var state = AppState.started(width: 80, height: 24, env: env)
        #expect(state.overlays.messages.isEmpty)
        state.type("M", env: env)
        #expect(!state.overlays.showMessages, "nothing to show: no overlay")
        #expect(state.overlays.status == StatusMessage("No messages"))
        #expect(AppView.render(state, env: env).lines[23].contains("No messages"))
        let before = state.tabs.active.position(at: 0).cursor
        state.type("j", env: env)
        #expect(state.tabs.active.position(at: 0).cursor == before + 1, "the next key is not swallowed")
        #expect(state.type("q", env: env).contains(.quit))
    }

    @Test(arguments: [("?", "Keys"), ("M", "Messages")])
    func everyOverlayIsTitledAndClosedByEscAndByItsOwnKey(key: String, title: String) {
        var state = AppState.started(width: 80, height: 24, env: env)
        state.overlays.status = StatusMessage("Something happened.")
        state.type(key, env: env)
        #expect(state.inputMode(env: env) == .help)
        let frame = AppView.render(state, env: env).lines.joined(separator: "\n")
        #expect(frame.contains(" \(title) "), "titled")
        state.press([.escape], env: env)
        #expect(state.inputMode(env: env) == .browse, "Esc closes it")
        state.type(key + key, env: env)
        #expect(state.inputMode(env: env) == .browse, "its own key closes it")
    }

    private func keymap(_ toml: String) -> UserConfig { UserConfig.parse(Array(toml.utf8), file: "config.toml") }

    @Test func ctrlCQuitsWhateverTheKeymapSays() {
        let config = keymap("[keys]\nquit = [\"q\", \"ctrl-q\"]\n")
        #expect(config.problems.isEmpty)
        let env = AppEnvironment(store: self.env.store, keymap: config.keymap)
        var state = AppState.started(width: 80, height: 24, env: env)
        #expect(state.press([.control("c")], env: env).contains(.quit))
        state.type("?", env: env)
        #expect(state.press([.control("c")], env: env).contains(.quit), "over the help too")
        #expect(config.keymap.keys(for: .quit).contains(.control("c")), "and the help says so")
    }

    @Test func ctrlCInAPromptCancelsIt() {
        var state = AppState.started(width: 80, height: 24, env: env)
        state.type("T10", env: env)
        #expect(state.overlays.prompt != nil)
        let effects = state.press([.control("c")], env: env)
        #expect(state.overlays.prompt == nil)
        #expect(!effects.contains(.quit))
        #expect(state.press([.control("c")], env: env).contains(.quit))
    }

    @Test func aKeymapWithNoWayToQuitIsRefusedNamingTheLine() {
        let config = keymap("[keys]\ndown = \"n\"\nquit = []\n")
        #expect(config.problems.map(\.line) == [3])
        #expect(config.problems.first?.message.contains("quit") == true)
        #expect(config.keymap.keys(for: .quit) == Keymap.defaults.keys(for: .quit), "the default quit keys stay")
    }
}
