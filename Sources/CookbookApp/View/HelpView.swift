import Terminal

/// The `?` overlay: every binding of the keymap, by mode, in a box over the screen. Long
/// descriptions wrap at word boundaries; it scrolls with the help mode's keys; any other key
/// closes it.
enum HelpView {
    /// The box: its rectangle, the key column's width and the text lines it holds.
    struct Page {
        let box: Rect
        let keyWidth: Int
        /// Each display line: keys (empty on continuation lines), text, whether a heading.
        let lines: [(keys: String, text: String, isHeading: Bool)]
        /// Lines that fit at once (the last inner row is the footer).
        var visible: Int { max(1, box.height - 3) }
    }

    /// The page for a screen of `width` × `height` (nil when too small to show).
    static func page(width: Int, height: Int, keymap: Keymap) -> Page? {
        let rows = keymap.helpRows()
        let keyWidth = min(24, rows.filter { !$0.isHeading }.map { DisplayWidth.of($0.keys) }.max() ?? 0) + 2
        let boxWidth = min(width - 2, keyWidth + 52)
        let textWidth = boxWidth - 4 - keyWidth
        guard boxWidth > 10, textWidth > 4 else { return nil }
        var lines: [(keys: String, text: String, isHeading: Bool)] = []
        for row in rows {
            if row.isHeading || row.text.isEmpty { lines.append(row); continue }
            for (index, line) in DisplayWidth.wrap(row.text, to: textWidth).enumerated() {
                lines.append((index == 0 ? DisplayWidth.truncate(row.keys, to: keyWidth - 1) : "", line, false))
            }
        }
        let boxHeight = min(height - 2, lines.count + 4)
        guard boxHeight > 3 else { return nil }
        let box = Rect(x: (width - boxWidth) / 2, y: (height - boxHeight) / 2, width: boxWidth, height: boxHeight)
        return Page(box: box, keyWidth: keyWidth, lines: lines)
    }

    static func draw(_ state: AppState, env: AppEnvironment, into buffer: inout CellBuffer) {
        guard let page = page(width: buffer.width, height: buffer.height, keymap: env.keymap) else { return }
        let box = page.box
        buffer.fill(box)
        let border = Style(color: .accent)
        buffer.write("┌" + String(repeating: "─", count: box.width - 2) + "┐", x: box.x, y: box.y, style: border)
        buffer.write("└" + String(repeating: "─", count: box.width - 2) + "┘", x: box.x, y: box.maxY - 1, style: border)
        for y in (box.y + 1)..<(box.maxY - 1) {
            buffer.write("│", x: box.x, y: y, style: border)
            buffer.write("│", x: box.maxX - 1, y: y, style: border)
        }
        buffer.write(" Keys ", x: box.x + 2, y: box.y, style: Style(color: .accent, bold: true))
        let inner = Rect(x: box.x + 2, y: box.y + 1, width: box.width - 4, height: box.height - 2)
        let top = min(max(0, state.overlays.helpTop), max(0, page.lines.count - page.visible))
        for (index, line) in page.lines.dropFirst(top).prefix(page.visible).enumerated() {
            let row = inner.row(index)
            if line.isHeading {
                buffer.writeLine(line.keys, in: row, style: Style(color: .accent, bold: true))
                continue
            }
            buffer.write(line.keys, x: row.x, y: row.y, limit: row.maxX, style: .bold)
            buffer.write(line.text, x: row.x + page.keyWidth, y: row.y, limit: row.maxX)
        }
        let scrolls = page.lines.count > page.visible
        let more = scrolls ? "\(top + 1)–\(min(page.lines.count, top + page.visible))/\(page.lines.count) · " : ""
        let scroll = scrolls ? env.keymap.label(for: .down) + "/" + env.keymap.label(for: .up) + " scroll · " : ""
        buffer.writeLine(more + scroll + "any other key closes this help", in: inner.row(inner.height - 1), style: Style(color: .muted))
    }

    /// How far the help can scroll at `state`'s size.
    static func maximumTop(_ state: AppState, env: AppEnvironment) -> Int {
        guard let page = page(width: state.width, height: state.height, keymap: env.keymap) else { return 0 }
        return max(0, page.lines.count - page.visible)
    }
}
