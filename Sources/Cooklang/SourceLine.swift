/// One line of a recipe's body with comments removed, each scalar keeping the column it had
/// in the file, so errors found later can still say where they are.
struct SourceLine {
    /// The line's text, comments removed.
    var scalars: [Unicode.Scalar] = []
    /// 1-based column of each scalar in `scalars`.
    var columns: [Int] = []
    /// 1-based line number in the file (of the line's first scalar).
    let line: Int

    /// Whether the line holds nothing but white space (a paragraph break).
    var isBlank: Bool { scalars.allSatisfy(\.isCooklangSpace) }

    /// The scalars without leading white space.
    var trimmedLeading: ArraySlice<Unicode.Scalar> { scalars.drop(while: \.isCooklangSpace) }

    /// Splits `text` into raw lines (any new line character, `\r\n` counting once).
    static func split(_ text: String) -> [[Unicode.Scalar]] {
        var lines: [[Unicode.Scalar]] = [[]]
        var previousWasReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\n", previousWasReturn { previousWasReturn = false; continue }
            previousWasReturn = scalar == "\r"
            if scalar.isCooklangNewline { lines.append([]) } else { lines[lines.count - 1].append(scalar) }
        }
        if lines.count > 1, lines[lines.count - 1].isEmpty { lines.removeLast() }
        return lines
    }

    /// Removes `-- line comments` and `[- block comments -]` from `lines`, which start at file
    /// line `firstLine`. A block comment that spans lines joins them, as if it were not there.
    /// `--` inside a longer run of dashes (`---`) is text, not a comment.
    static func strippingComments(_ lines: [[Unicode.Scalar]], firstLine: Int, errors: inout [CooklangError]) -> [SourceLine] {
        var result: [SourceLine] = []
        var openComment: (line: Int, column: Int)?
        for (offset, raw) in lines.enumerated() {
            let number = firstLine + offset
            if openComment == nil || result.isEmpty { result.append(SourceLine(line: number)) }
            var i = 0
            while i < raw.count {
                let next: Unicode.Scalar? = i + 1 < raw.count ? raw[i + 1] : nil
                if openComment != nil {
                    if raw[i] == "-", next == "]" { openComment = nil; i += 2 } else { i += 1 }
                    continue
                }
                if raw[i] == "-", next == "-", i == 0 || raw[i - 1] != "-", i + 2 >= raw.count || raw[i + 2] != "-" { break }
                if raw[i] == "[", next == "-" { openComment = (number, i + 1); i += 2; continue }
                result[result.count - 1].scalars.append(raw[i])
                result[result.count - 1].columns.append(i + 1)
                i += 1
            }
        }
        if let openComment { errors.append(CooklangError(.unterminatedBlockComment, line: openComment.line, column: openComment.column)) }
        return result
    }
}
