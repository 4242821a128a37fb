/// The overlays' own update: the help and the message log opened, scrolled and closed, and the
/// prompt asked, typed into and closed.
extension OverlayState {
    /// One change to what is shown over the screen.
    public enum Action: Equatable, Sendable {
        /// `?`: the help, from its top.
        case openHelp
        /// `M`: the message log, from the newest; with nothing logged, says so (unlogged).
        case openMessages
        /// The help and the message log closed.
        case close
        /// Only the help closed (a link from another cookbook arrived).
        case closeHelp
        /// The help or the log scrolled by `rows`, within 0…`maximum`.
        case scroll(by: Int, maximum: Int)
        /// A question asked in the status line.
        case ask(Prompt)
        /// A character typed into the answer.
        case type(Character)
        /// The answer's last character deleted.
        case deleteCharacter
        /// The answer cleared.
        case clearAnswer
        /// The question closed (answered or given up).
        case closePrompt
    }

    /// Applies `action`; what to say comes back (the overlays ask no work of the shell).
    public mutating func update(_ action: Action) -> Outcome {
        switch action {
        case .openHelp:
            showHelp = true
            helpTop = 0
        case .openMessages:
            guard !messages.isEmpty else {
                status = StatusMessage("No messages")
                messages.removeLast()                       // said, not logged: the log would hold only this
                return Outcome()
            }
            showMessages = true
            unreadMessages = 0
            helpTop = 0
        case .close:
            showHelp = false
            showMessages = false
        case .closeHelp:
            showHelp = false
        case let .scroll(rows, maximum):
            helpTop = min(max(0, helpTop + rows), maximum)
        case let .ask(question):
            prompt = question
        case let .type(character):
            prompt?.text.append(character)
        case .deleteCharacter:
            if prompt?.text.isEmpty == false { prompt?.text.removeLast() }
        case .clearAnswer:
            prompt?.text = ""
        case .closePrompt:
            prompt = nil
        }
        return Outcome()
    }
}
