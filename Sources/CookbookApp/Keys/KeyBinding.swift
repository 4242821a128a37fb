import Terminal

/// One row of the keymap: an action, the keys that run it, the modes where they do, and the
/// words the help and the status line show for it. Said once, read by every place that names
/// a key.
public struct KeyBinding: Equatable, Sendable {
    /// The command.
    public var action: Action
    /// The keys, the first being the one hints show.
    public var keys: [Key]
    /// Where the keys run the action.
    public var modes: Set<InputMode>
    /// A one-line description for `?` and `--help keys`.
    public var help: String
    /// How the status line's hints show this binding.
    public var hint: Hint

    /// A binding's place in the status line's hints.
    public enum Hint: Equatable, Sendable {
        /// Not hinted.
        case none
        /// Hinted as its first key and this word: `f ★`.
        case word(String)
        /// Its first key joins the hint before it: `j/k move`.
        case joinsPrevious
    }

    /// A binding of `keys` to `action` in `modes`.
    public init(_ action: Action, _ keys: [Key], modes: Set<InputMode>, help: String, hint: Hint = .none) {
        self.action = action
        self.keys = keys
        self.modes = modes
        self.help = help
        self.hint = hint
    }
}
