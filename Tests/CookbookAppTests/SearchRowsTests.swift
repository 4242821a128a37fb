import CookbookApp
import Terminal
import Testing
import TestSupport

/// How search results are drawn (issue #16): the matched parts of names highlighted (accent
/// colour, underlined), in the right place even when a name holds control characters (drawn as
/// visible symbols).
@Suite("Search result rows")
struct SearchRowsTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.environment() }

    @Test func matchesAreHighlightedWhereTheyAreDrawn() {
        var state = AppState(width: 80, height: 24)
        state.type("/red pie", env: env)
        let frame = AppView.render(state, env: env)
        guard let row = frame.lines.firstIndex(where: { $0.hasPrefix("  Evil") }) else {
            Issue.record("no result row: \(frame.lines)")
            return
        }
        let text = frame.lines[row], colours = frame.colourLines[row]
        #expect(text.hasPrefix("  Evil ␛[31mRed␛[0m Pie"), "the name is drawn whole: \(text)")
        let marked = zip(text, colours).filter { $0.1 == "a" }.map(\.0)
        #expect(String(marked) == "RedPie", "exactly the matched words, in the accent colour: \(colours)")
    }
}
