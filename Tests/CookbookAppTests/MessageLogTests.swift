import CookbookApp
import Terminal
import Testing
import TestSupport

/// No message is lost: the status line shows the newest and counts the ones it replaced, and
/// `M` shows them all.
@Suite("Message log")
struct MessageLogTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.environment() }

    @Test func theNewestIsShownAndTheRestAreCountedAndKept() {
        var state = AppState.started(width: 120, height: 30, env: env)
        state.overlays.status = StatusMessage("2 saved recipes no longer exist; the rest of where you were is back.", isWarning: true)
        state.overlays.status = StatusMessage("The collection loaded with 4 warnings, e.g. …", isWarning: true)
        #expect(state.overlays.unreadMessages == 1)
        let status = AppView.render(state, env: env).lines[29]
        #expect(status.contains("The collection loaded with 4 warnings"))
        #expect(status.contains("(+1 more: M)"))
        state.type("M", env: env)
        #expect(state.overlays.showMessages)
        #expect(state.overlays.unreadMessages == 0)
        let log = AppView.render(state, env: env).lines.joined(separator: "\n")
        let newer = log.range(of: "The collection loaded with 4 warnings")
        let older = log.range(of: "2 saved recipes no longer exist")
        #expect(newer != nil && older != nil)
        if let newer, let older { #expect(newer.lowerBound < older.lowerBound, "newest first") }
        state.type("x", env: env)
        #expect(!state.overlays.showMessages, "any other key closes it")
        #expect(state.overlays.messages.count == 2)
    }

    @Test func theLogIsBounded() {
        var state = AppState(width: 80, height: 24)
        for index in 0..<(OverlayState.messageLimit + 10) { state.overlays.status = StatusMessage("message \(index)") }
        #expect(state.overlays.messages.count == OverlayState.messageLimit)
        #expect(state.overlays.messages.last == StatusMessage("message \(OverlayState.messageLimit + 9)"))
    }

    @Test func theOverlaysAreTheirOwnStateWithTheirOwnUpdate() {
        var overlays = OverlayState()
        #expect(overlays.update(.openMessages) == Outcome())
        #expect(!overlays.showMessages && overlays.status == StatusMessage("No messages") && overlays.messages.isEmpty, "said, not logged")
        overlays.status = nil                                           // a key was pressed
        overlays.status = StatusMessage("one")
        overlays.status = StatusMessage("two")
        #expect(overlays.unreadMessages == 1 && overlays.messages.map(\.text) == ["one", "two"])
        _ = overlays.update(.openMessages)
        #expect(overlays.showMessages && overlays.unreadMessages == 0 && overlays.helpTop == 0)
        _ = overlays.update(.scroll(by: 5, maximum: 3))
        #expect(overlays.helpTop == 3)
        _ = overlays.update(.close)
        #expect(!overlays.coversScreen)
        _ = overlays.update(.ask(Prompt(.shoppingItem)))
        for character in "tea" { _ = overlays.update(.type(character)) }
        _ = overlays.update(.deleteCharacter)
        #expect(overlays.prompt?.text == "te")
        _ = overlays.update(.clearAnswer)
        #expect(overlays.prompt == Prompt(.shoppingItem))
        _ = overlays.update(.closePrompt)
        #expect(overlays.prompt == nil)
    }
}
