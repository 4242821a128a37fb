extension CellBuffer {
    /// The screen as text, one string per row (wide characters once, trailing spaces kept), as
    /// the text backend shows it and golden files store it.
    public var lines: [String] {
        (0..<height).map { y in
            var line = ""
            for x in 0..<width where !self[x, y].isContinuation { line += text(x: x, y: y) }
            return line
        }
    }

    /// One character per cell describing its style, for golden files: `.` plain, `R` reverse,
    /// `B` bold, `b` bold and reverse, `D` dim, `U` underline, `C` colour only.
    public var styleLines: [String] {
        (0..<height).map { y in
            String((0..<width).map { x -> Character in
                let style = self[x, y].style
                switch (style.reverse, style.bold, style.dim, style.underline, style.color != nil) {
                case (true, true, _, _, _): return "b"
                case (true, false, _, _, _): return "R"
                case (false, true, _, _, _): return "B"
                case (false, false, true, _, _): return "D"
                case (false, false, false, true, _): return "U"
                case (false, false, false, false, true): return "C"
                default: return "."
                }
            })
        }
    }

    /// One character per cell naming its colour role, for golden files: `.` the terminal's
    /// default, `a` accent, `m` muted, `l` link, `w` warning, `*` mark.
    public var colourLines: [String] {
        (0..<height).map { y in
            String((0..<width).map { x -> Character in
                switch self[x, y].style.color {
                case nil: return "."
                case .accent?: return "a"
                case .muted?: return "m"
                case .link?: return "l"
                case .warning?: return "w"
                case .mark?: return "*"
                }
            })
        }
    }

    /// A buffer built from text rows (plain style), for tests: `CellBuffer(lines: ["ab", "cd"])`.
    public init(lines: [String]) {
        self.init(width: lines.map(DisplayWidth.of).max() ?? 0, height: lines.count)
        for (y, line) in lines.enumerated() { write(line, x: 0, y: y) }
    }
}
