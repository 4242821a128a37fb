import Terminal

/// The status line while an answer is typed (`i`, `T`, `t` with several timers), on every
/// screen: the question (shortened when narrow), then the end of the answer with a caret. A
/// refused answer's reason shows instead until the next key, which brings the answer back.
enum PromptLine {
    static func draw(_ prompt: Prompt, status: StatusMessage?, in rect: Rect, into buffer: inout CellBuffer) {
        if let status, status.isWarning {
            buffer.writeLine(" " + status.text, in: rect, style: Style(color: .warning, bold: true))
            return
        }
        // A typed answer needs room; a one-key answer none, so its whole question shows where it fits.
        let needed = prompt.isOneKey ? DisplayWidth.of(prompt.question) + 3 : 2 * DisplayWidth.of(prompt.question)
        let question = " " + (rect.width < needed ? prompt.shortQuestion : prompt.question) + " "
        let room = max(1, rect.width - DisplayWidth.of(question) - 1)
        buffer.writeLine(question + DisplayWidth.truncateLeading(prompt.text, to: room) + "▏", in: rect, style: Style(bold: true))
    }
}
