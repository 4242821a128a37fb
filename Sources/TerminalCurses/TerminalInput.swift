import CTerminal

/// The terminal's input as a descriptor: whether it can still bring keys.
public enum TerminalInput {
    /// Whether `descriptor` has hung up (POLLHUP, POLLERR, POLLNVAL) or reached its end (a read
    /// would return 0): no key can come from it any more. Never blocks, never reads.
    public static func hasEnded(_ descriptor: Int32) -> Bool { cterminal_input_ended(descriptor) != 0 }
}
