import Terminal

/// The `?` overlay: every binding of the keymap, by mode, in a box over the screen. It scrolls
/// with the help mode's keys; any other key closes it.
enum HelpView {
    static func draw(_ state: AppState, env: AppEnvironment, into buffer: inout CellBuffer) {
        let rows = env.keymap.helpRows()
        let keyWidth = min(24, rows.filter { !$0.isHeading }.map { DisplayWidth.of($0.keys) }.max() ?? 0) + 2
        let width = min(buffer.width - 2, keyWidth + 52)
        let height = min(buffer.height - 2, rows.count + 4)
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
        buffer.write(" Keys ", x: box.x + 2, y: box.y, style: Style(color: .accent, bold: true))
        let inner = Rect(x: box.x + 2, y: box.y + 1, width: width - 4, height: height - 2)
        let visible = inner.height - 1
        let top = min(max(0, state.helpTop), max(0, rows.count - visible))
        for (index, row) in rows.dropFirst(top).prefix(visible).enumerated() {
            let line = inner.row(index)
            if row.isHeading {
                buffer.writeLine(row.keys, in: line, style: Style(color: .accent, bold: true))
                continue
            }
            buffer.write(DisplayWidth.truncate(row.keys, to: keyWidth - 1), x: line.x, y: line.y, limit: line.maxX, style: .bold)
            buffer.write(DisplayWidth.truncate(row.text, to: max(0, line.width - keyWidth)), x: line.x + keyWidth, y: line.y, limit: line.maxX)
        }
        let more = rows.count > visible ? "\(top + 1)–\(min(rows.count, top + visible))/\(rows.count) · " : ""
        let scroll = rows.count > visible ? env.keymap.label(for: .down) + "/" + env.keymap.label(for: .up) + " scroll · " : ""
        buffer.writeLine(more + scroll + "any other key closes this help", in: inner.row(inner.height - 1), style: Style(color: .muted))
    }

    /// How far the help can scroll at `state`'s size.
    static func maximumTop(_ state: AppState, env: AppEnvironment) -> Int {
        let rows = env.keymap.helpRows().count
        let visible = min(state.height - 2, rows + 4) - 3
        return max(0, rows - max(1, visible))
    }
}
