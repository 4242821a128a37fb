import Terminal

/// The timer bar (issue #18), on every screen while there are timers: each as `rice 11:42`,
/// paused ones marked, ended ones flashing (reversed every other second) until `x`.
enum TimerBarView {
    static func draw(_ state: AppState, env: AppEnvironment, in rect: Rect, into buffer: inout CellBuffer) {
        buffer.fill(rect, style: Style(color: .muted))
        var x = rect.x + buffer.write(" ⏲ ", x: rect.x, y: rect.y, limit: rect.maxX, style: Style(color: .accent, bold: true))
        let flashOn = Int(state.cook.monotonic.rounded(.down)) % 2 == 0
        // Ended timers first, so a narrow bar never hides one behind `…`.
        for timer in state.cook.timers.filter({ $0.isFinished(at: state.cook.monotonic) }) + state.cook.timers.filter({ !$0.isFinished(at: state.cook.monotonic) }) {
            let finished = timer.isFinished(at: state.cook.monotonic)
            let style = finished ? Style(color: .warning, bold: true, reverse: flashOn)
                : timer.isPaused ? Style(color: .muted) : Style(bold: true)
            let label = " " + timer.label(at: state.cook.monotonic) + " "
            guard x + DisplayWidth.of(label) <= rect.maxX else {
                buffer.write("…", x: x, y: rect.y, limit: rect.maxX, style: Style(color: .muted))
                return
            }
            x += buffer.write(label, x: x, y: rect.y, limit: rect.maxX, style: style)
            x += 1
        }
        if state.cook.timers.contains(where: { $0.isFinished(at: state.cook.monotonic) }) {
            let hint = " \(env.keymap.label(for: .timerDismiss)) dismisses"
            if x + DisplayWidth.of(hint) <= rect.maxX { buffer.write(hint, x: x, y: rect.y, style: Style(color: .muted)) }
        }
    }
}
