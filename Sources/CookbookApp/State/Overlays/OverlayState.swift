/// What is shown over or under the screen rather than on it (`State/Overlays`): the help, the
/// message log, the status line's message and every message said, and the prompt being
/// answered. Changed by its own `update` (`OverlayState+Update.swift`); a message is said by
/// setting `status`, which also keeps it in the log.
public struct OverlayState: Equatable, Sendable {
    /// What is being typed in the status line, if anything (`i`: a shopping item).
    public var prompt: Prompt?
    /// Whether the `?` help is shown.
    public var showHelp = false
    /// Whether the message log is shown over the screen.
    public var showMessages = false
    /// The first row shown of the help or the message log (they scroll on small terminals).
    public var helpTop = 0
    /// The message in the status line, if any; every message set is also kept in `messages`.
    public var status: StatusMessage? {
        didSet {
            guard let status else { return }
            if oldValue != nil { unreadMessages += 1 }       // replaced before anyone saw it
            messages.append(status)
            if messages.count > Self.messageLimit { messages.removeFirst(messages.count - Self.messageLimit) }
        }
    }
    /// Every message shown or meant for the status line, oldest first (at most `messageLimit`).
    public internal(set) var messages: [StatusMessage] = []
    /// Messages replaced before they reached the screen (the status line counts them).
    public internal(set) var unreadMessages = 0

    /// How many messages the log keeps.
    public static let messageLimit = 200

    /// Nothing shown, nothing said.
    public init() {}

    /// Whether the help or the message log covers the screen (any key closes it).
    public var coversScreen: Bool { showHelp || showMessages }
}
