/// What a feature's own `update` (cook mode, the Shopping tab, the overlays) hands back to
/// `AppState.update`: work for the shell, and what to say in the status line, in order.
public struct Outcome: Equatable, Sendable {
    /// Work for the shell.
    public var effects: [Effect] = []
    /// Messages for the status line, oldest first (each is kept in the message log).
    public var messages: [StatusMessage] = []

    /// Nothing to do or say.
    public init(effects: [Effect] = [], messages: [StatusMessage] = []) {
        self.effects = effects
        self.messages = messages
    }

    /// Adds `text` to what is said.
    mutating func say(_ text: String, isWarning: Bool = false) {
        messages.append(StatusMessage(text, isWarning: isWarning))
    }
}
