extension Recipe {
    /// One line of the method as it reads: a section heading, a note, or a numbered step.
    public enum MethodLine: Hashable, Sendable {
        /// A section heading.
        case section(String)
        /// A note set apart from the steps.
        case note(String)
        /// Step `number` (1-based).
        case step(number: Int, text: String)
    }

    /// The method in reading order: each heading and note before the step it precedes, then
    /// the step. What the detail screen and `cookbook show` both print.
    public var method: [MethodLine] {
        var lines: [MethodLine] = []
        var notes = methodNotes.sorted { $0.beforeStep < $1.beforeStep }[...]
        func flush(upTo index: Int) {
            while let note = notes.first, note.beforeStep <= index {
                lines.append(note.kind == .section ? .section(note.text) : .note(note.text))
                notes = notes.dropFirst()
            }
        }
        for (index, step) in steps.enumerated() {
            flush(upTo: index)
            lines.append(.step(number: index + 1, text: step))
        }
        flush(upTo: Int.max)
        return lines
    }
}
