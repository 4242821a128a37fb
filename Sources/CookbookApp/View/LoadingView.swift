import Terminal

/// The frame shown while a folder is read for the first time (issue #15): which folder, how
/// many files of how many, a bar, and how to leave, centred on the screen. A pure function of
/// its inputs, so it is checked by golden frames like every other screen.
public enum LoadingView {
    /// The frame at `width` × `height` for `done` of `total` files of `folder` (total 0: the
    /// folder is still being listed), naming `quitKey` as the way out. The folder name is shown
    /// by its last component, sanitised, and shortened to fit.
    public static func render(folder: String, done: Int, total: Int, quitKey: String = "q", width: Int, height: Int) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: height)
        guard width >= 12, height >= 3 else { return buffer }
        let name = Sanitizer.clean(String(folder.split(separator: "/").last ?? Substring(folder)))
        let inner = min(width - 4, 60)
        let counts = total > 0 ? "\(done) of \(total) files" : "listing the files…"
        let filled = total > 0 ? min(inner, done * inner / total) : 0
        let hint = DisplayWidth.wrap("The first start reads every recipe once; later starts use the index.", to: inner)
        var lines: [(String, Style)] = [
            (DisplayWidth.truncate("Reading " + name, to: inner), Style(color: .accent, bold: true)),
            (counts, .plain),
            (String(repeating: "█", count: filled) + String(repeating: "░", count: inner - filled), Style(color: .accent)),
        ]
        // The hint only where it fits; how to leave always.
        if height >= lines.count + hint.count + 3 { lines += [("", .plain)] + hint.map { ($0, Style(color: .muted)) } + [("", .plain)] }
        lines.append((quitKey + " quit", Style(color: .muted)))
        let shown = lines.count <= height ? lines[...] : lines.prefix(height - 1) + [lines[lines.count - 1]]
        let top = max(0, (height - shown.count) / 2), left = (width - inner) / 2
        for (offset, line) in shown.enumerated() where !line.0.isEmpty {
            buffer.write(line.0, x: left, y: top + offset, limit: left + inner, style: line.1)
        }
        return buffer
    }
}
