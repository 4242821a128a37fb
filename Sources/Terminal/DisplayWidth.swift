/// Terminal column widths of text, by the C library's `wcwidth` table (the one ncurses and the
/// terminal use, generated into `WidthTable`), so wide CJK characters and emoji take two cells
/// and combining marks none. Pure: no locale, no C call.
public enum DisplayWidth {
    /// Columns one character — a whole grapheme cluster — takes: 0, 1 or 2. A cluster is one
    /// unit: a flag (two regional indicators), an emoji ZWJ sequence (👨‍👩‍👧), an emoji with a
    /// skin tone or a presentation selector takes two columns, however many scalars it has;
    /// combining marks add nothing to their base.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        let first = scalars.first!
        if scalars.count > 1 {
            if isRegionalIndicator(first), scalars.dropFirst().contains(where: isRegionalIndicator) { return 2 }
            if scalars.contains("\u{FE0F}") || scalars.contains("\u{200D}") && scalars.contains(where: isEmojiPresentation) { return 2 }
        }
        if first.isASCII { return first.value >= 0x20 && first.value != 0x7F ? 1 : 0 }
        let width = WidthTable.wcwidth(first.value)
        return width < 0 ? 1 : min(width, 2)
    }

    /// Whether `scalar` is one of the 26 regional indicator letters that pair into flags.
    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool { (0x1F1E6...0x1F1FF).contains(scalar.value) }

    /// Whether `scalar` is shown as a two-column emoji on its own.
    private static func isEmojiPresentation(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isEmojiPresentation
    }

    /// Whether ncurses can hold a cell's `text` (its base and marks) in one cell: a spacing
    /// base followed by at most four zero-width scalars (its `cchar_t` limit). Flags, ZWJ
    /// sequences and long runs of combining marks cannot, and are drawn by the backend whole.
    public static func fitsOneCell(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard scalars.count > 1 else { return true }
        guard scalars.count <= 5 else { return false }
        return scalars.dropFirst().allSatisfy { WidthTable.wcwidth($0.value) == 0 }
    }

    /// Columns `text` takes.
    public static func of(_ text: String) -> Int {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        // Where no scalar joins its neighbours into one cluster, every character is one scalar:
        // add up scalar widths and skip grapheme breaking (a hot path: every row, every frame).
        var total = 0
        for scalar in text.unicodeScalars {
            guard !joins(scalar) else { return text.reduce(0) { $0 + of($1) } }
            total += width(of: scalar)
        }
        return total
    }

    /// The columns of a scalar that stands alone as a character.
    private static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value <= 0x7F { return value >= 0x20 && value != 0x7F ? 1 : 0 }
        let width = WidthTable.wcwidth(value)
        return width < 0 ? 1 : min(width, 2)
    }

    /// Whether `scalar` can join the scalar before or after it into one grapheme cluster (a
    /// mark, a joiner or other format character, a variation selector, a regional indicator,
    /// an emoji modifier), so widths must be measured per cluster.
    private static func joins(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x300 { return value == 0x0D }
        if (0x1F1E6...0x1F1FF).contains(value) || (0x1F3FB...0x1F3FF).contains(value) || (0xFE00...0xFE0F).contains(value) { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format: return true
        default: return (0x1100...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value)   // Hangul jamo compose
        }
    }

    /// `text` cut to at most `width` columns, ending in `…` when cut; a wide character that
    /// would straddle the edge is left out whole, never split.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard of(text) > width else { return text }
        if !text.unicodeScalars.contains(where: joins) {
            var result = String.UnicodeScalarView()
            var used = 0
            for scalar in text.unicodeScalars {
                let w = self.width(of: scalar)
                if used + w > width - 1 { break }
                result.append(scalar)
                used += w
            }
            return String(result) + "…"
        }
        var result = ""
        var used = 0
        for character in text {
            let w = of(character)
            if used + w > width - 1 { break }
            result.append(character)
            used += w
        }
        return result + "…"
    }

    /// The end of `text` in at most `width` columns, starting with `…` when cut: what a text
    /// field shows around a caret at its end.
    public static func truncateLeading(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard of(text) > width else { return text }
        var tail = ""
        var used = 0
        for character in text.reversed() {
            let w = of(character)
            if used + w > width - 1 { break }
            tail.insert(character, at: tail.startIndex)
            used += w
        }
        return "…" + tail
    }

    /// `text` broken into lines of at most `width` columns: at spaces where possible, between
    /// any two CJK characters, and inside a word only when the word alone is too long.
    public static func wrap(_ text: String, to width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in breakOpportunities(text) {
            let wordWidth = of(word)
            let isSpace = word == " "
            if lineWidth + wordWidth <= width {
                if !(isSpace && line.isEmpty) { line += word; lineWidth += wordWidth }
                continue
            }
            if isSpace { lines.append(line); line = ""; lineWidth = 0; continue }
            if !line.isEmpty { lines.append(trimmedTrailingSpace(line)); line = ""; lineWidth = 0 }
            for character in word {
                let w = of(character)
                if lineWidth + w > width, !line.isEmpty { lines.append(line); line = ""; lineWidth = 0 }
                line.append(character)
                lineWidth += w
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(trimmedTrailingSpace(line)) }
        return lines
    }

    /// Words, single spaces, and single wide characters (each a place a line may break). A line
    /// break or tab in the text (a Cooklang step written over two lines) is one space with the
    /// spaces around it, so wrapped text never carries it into a line; other spaces stay.
    private static func breakOpportunities(_ text: String) -> [String] {
        var pieces: [String] = []
        var word = ""
        var afterBreak = false
        for character in text {
            if character == "\n" || character == "\t" || character == "\r\n" || character == "\r" {
                if !word.isEmpty { pieces.append(word); word = "" }
                while pieces.last == " " { pieces.removeLast() }
                pieces.append(" ")
                afterBreak = true
                continue
            }
            if character == " ", afterBreak { continue }
            afterBreak = false
            if character == " " {
                if !word.isEmpty { pieces.append(word); word = "" }
                pieces.append(" ")
            } else if of(character) == 2 {
                if !word.isEmpty { pieces.append(word); word = "" }
                pieces.append(String(character))
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { pieces.append(word) }
        return pieces
    }

    private static func trimmedTrailingSpace(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
