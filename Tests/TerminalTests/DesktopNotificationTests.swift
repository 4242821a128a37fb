import Terminal
import Testing

/// A finished timer rings (issue #18): the bell always, a desktop notification only where the
/// terminal is known to show one, and nothing from recipe data can end the escape early.
@Suite("Desktop notifications")
struct DesktopNotificationTests {
    @Test func theTerminalDecidesTheEscape() {
        #expect(DesktopNotification.kind(environment: ["TERM_PROGRAM": "iTerm.app"]) == .osc9)
        #expect(DesktopNotification.kind(environment: ["TERM": "xterm-kitty"]) == .osc9)
        #expect(DesktopNotification.kind(environment: ["TERM": "foot"]) == .osc777)
        #expect(DesktopNotification.kind(environment: ["TERM": "xterm-256color", "VTE_VERSION": "7200"]) == .osc777)
        #expect(DesktopNotification.kind(environment: ["TERM": "xterm-256color"]) == .none, "unknown: the bell alone")
        #expect(DesktopNotification.kind(environment: ["TERM_PROGRAM": "iTerm.app", "TMUX": "/tmp/x"]) == .none)
    }

    @Test func theTextCannotEndTheEscape() {
        let hostile = "x\u{9C}\u{9B}2J\u{1B}[31mRED;\u{202E}evil\u{07}"
        #expect(DesktopNotification.bytes(title: "Cookbook", body: hostile, kind: .osc777) == "\u{07}\u{1B}]777;notify;Cookbook;x2J[31mREDevil\u{07}")
        #expect(DesktopNotification.bytes(title: "Cookbook", body: "rice is done", kind: .osc9) == "\u{07}\u{1B}]9;Cookbook: rice is done\u{07}")
        #expect(DesktopNotification.bytes(title: "Cookbook", body: hostile, kind: .none) == "\u{07}")
    }
}
