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
        state.status = StatusMessage("2 saved recipes no longer exist; the rest of where you were is back.", isWarning: true)
        state.status = StatusMessage("The collection loaded with 4 warnings, e.g. …", isWarning: true)
        #expect(state.unreadMessages == 1)
        let status = AppView.render(state, env: env).lines[29]
        #expect(status.contains("The collection loaded with 4 warnings"))
        #expect(status.contains("(+1 more: M)"))
        state.type("M", env: env)
        #expect(state.showMessages)
        #expect(state.unreadMessages == 0)
        let log = AppView.render(state, env: env).lines.joined(separator: "\n")
        let newer = log.range(of: "The collection loaded with 4 warnings")
        let older = log.range(of: "2 saved recipes no longer exist")
        #expect(newer != nil && older != nil)
        if let newer, let older { #expect(newer.lowerBound < older.lowerBound, "newest first") }
        state.type("x", env: env)
        #expect(!state.showMessages, "any other key closes it")
        #expect(state.messages.count == 2)
    }

    @Test func theLogIsBounded() {
        var state = AppState(width: 80, height: 24)
        for index in 0..<(AppState.messageLimit + 10) { state.status = StatusMessage("message \(index)") }
        #expect(state.messages.count == AppState.messageLimit)
        #expect(state.messages.last == StatusMessage("message \(AppState.messageLimit + 9)"))
    }
}
