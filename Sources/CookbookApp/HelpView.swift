import Terminal

/// The `?` overlay: every key, in a box over the screen. Any key closes it.
enum HelpView {
    static let keys: [(String, String)] = [
        ("j k  ↓ ↑", "move"),
        ("PgDn PgUp  Ctrl-F Ctrl-B", "page down / up"),
        ("Ctrl-D Ctrl-U", "half page down / up"),
        ("g G  Home End", "first / last"),
        ("l →  Enter", "open: next column, recipe, ingredient"),
        ("h ←  Esc  Backspace", "back"),
        ("Tab  Shift-Tab", "next / previous column"),
        ("1 2 3", "Browse, Search, Favourites"),
        ("/", "search (type; Enter for results)"),
        ("f", "mark or unmark a favourite"),
        ("c", "cook mode: one step at a time"),
        ("s", "shopping list for the recipe"),
        ("mouse", "click a row, wheel to scroll"),
        ("?  F1", "this help"),
        ("q  Ctrl-C", "quit (you resume here next time)"),
    ]

    static func draw(into buffer: inout CellBuffer) {
        let keyWidth = keys.map { DisplayWidth.of($0.0) }.max()! + 2
        let width = min(buffer.width - 2, keyWidth + 44)
        let height = min(buffer.height - 2, keys.count + 4)
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
        for (index, entry) in keys.enumerated() where index < inner.height - 1 {
            let row = inner.row(index)
            buffer.write(entry.0, x: row.x, y: row.y, limit: row.maxX, style: .bold)
            buffer.write(DisplayWidth.truncate(entry.1, to: max(0, row.width - keyWidth)), x: row.x + keyWidth, y: row.y, limit: row.maxX)
        }
        buffer.writeLine("Any key closes this help.", in: inner.row(inner.height - 1), style: Style(color: .muted))
    }
}
