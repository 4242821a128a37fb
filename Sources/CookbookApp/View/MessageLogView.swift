import Terminal

/// The message log over the screen: every message the status line has had, newest first, so a
/// notice that was replaced at once (a restore, then collection warnings) is never lost.
enum MessageLogView {
    /// Message lines that fit at `height`.
    static func visibleLines(height: Int) -> Int { max(1, height - 6) }

    static func draw(_ state: AppState, env: AppEnvironment, into buffer: inout CellBuffer) {
        // As wide as the longest message needs (a path and a reason), within the screen.
        let longest = state.overlays.messages.map { DisplayWidth.of($0.text) }.max() ?? 0
        let width = min(buffer.width - 2, max(60, min(180, longest + 4))), height = min(buffer.height - 2, max(5, state.overlays.messages.count + 4))
        guard width > 10, height > 3 else { return }
        let box = Rect(x: (buffer.width - width) / 2, y: (buffer.height - height) / 2, width: width, height: height)
        buffer.fill(box)
        let border = Style(color: .accent)
        buffer.write("┌" + String(repeating: "─", count: width - 2) + "┐", x: box.x, y: box.y, style: border)
        buffer.write("└" + String(repeating: "─", count: width - 2) + "┘", x: box.x, y: box.maxY - 1, style: border)
        for y in (box.y + 1)..<(box.maxY - 1) {
            buffer.write("│", x: box.x, y: y, style: border)
            buffer.write("│", x: box.maxX - 1, y: y, style: border)
        }
        buffer.write(" Messages ", x: box.x + 2, y: box.y, style: Style(color: .accent, bold: true))
        let inner = Rect(x: box.x + 2, y: box.y + 1, width: width - 4, height: height - 2)
        let newestFirst = Array(state.overlays.messages.reversed())
        guard !newestFirst.isEmpty else {
            buffer.writeLine("No messages yet.", in: inner.row(0), style: Style(color: .muted))
            return
        }
        let visible = min(inner.height - 1, visibleLines(height: state.height))
        let top = min(max(0, state.overlays.helpTop), max(0, newestFirst.count - visible))
        for (index, message) in newestFirst.dropFirst(top).prefix(visible).enumerated() {
            buffer.writeLine(message.text, in: inner.row(index), style: Style(color: message.isWarning ? .warning : nil))
        }
        buffer.writeLine("\(newestFirst.count) message\(newestFirst.count == 1 ? "" : "s") · any other key closes", in: inner.row(inner.height - 1), style: Style(color: .muted))
    }
}
