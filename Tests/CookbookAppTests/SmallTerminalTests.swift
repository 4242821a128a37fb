import CookbookApp
import Terminal
import Testing
import TestSupport

/// Small terminals cut nothing mid-word: the help wraps, breadcrumbs drop whole segments, and a
/// long query keeps its end and caret in view.
@Suite("Small terminals")
struct SmallTerminalTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.environment() }

    @Test func helpWrapsDescriptionsAtWords() {
        var state = AppState.started(width: 40, height: 20, env: env)
        state.type("?", env: env)
        var text: [String] = []
        for _ in 0..<30 {                                    // every page of the help
            let lines = AppView.render(state, env: env).lines
            text += lines.filter { $0.contains("│") }
            state.press([.pageDown], env: env)
        }
        let words = Keymap.defaults.bindings.flatMap { $0.help.split(separator: " ").map(String.init) }
        let shown = Set(text.joined(separator: " ").split(whereSeparator: { $0 == " " || $0 == "│" }).map(String.init))
        let missing = Set(words).subtracting(shown)
        #expect(missing.isEmpty, "every word of every description is shown whole: missing \(missing.sorted())")
        #expect(!text.contains { $0.contains("…") && !$0.contains("–") }, "nothing is cut with …")
    }

    @Test func breadcrumbsLeaveOutWholeSegmentsFromTheStart() {
        var state = AppState.started(width: 63, height: 24, env: env)
        state.type("jll", env: env)                          // Desserts › Äpfelkuchen
        state.press([.end, .enter], env: env)                // › Crème brûlée
        let header = AppView.render(state, env: env).lines[0]
        #expect(header.contains("… › Äpfelkuchen › Crème brûlée") || header.contains("Desserts › Äpfelkuchen › Crème brûlée"))
        #expect(!header.contains("… s ›"), "no half segment: \(header)")
    }

    @Test func aLongQueryKeepsItsEndAndCaretInView() {
        var state = AppState.started(width: 60, height: 24, env: env)
        state.type("/", env: env)
        let query = "crème brûlée with a very long description of what I want tonight"
        state.type(query, env: env)
        let title = AppView.render(state, env: env).lines[1]
        #expect(title.contains("tonight▏"), "the newest characters and the caret: \(title)")
        #expect(title.hasPrefix("/ …"))
    }
}
