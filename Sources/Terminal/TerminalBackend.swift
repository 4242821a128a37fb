/// Where frames go and keys come from: ncurses in the app, text in tests.
public protocol TerminalBackend: AnyObject {
    /// The current size in cells.
    var size: (width: Int, height: Int) { get }
    /// Shows `buffer` (sending only what changed, where the backend can).
    func draw(_ buffer: CellBuffer)
    /// The next key, waiting at most `timeoutMilliseconds` (negative: wait for ever); nil when
    /// none came in time or a signal interrupted the wait.
    func readKey(timeoutMilliseconds: Int) -> Key?
}

/// A backend without a terminal, for tests: it keeps the last frame as text and replays keys.
public final class TextBackend: TerminalBackend {
    /// The size frames are drawn at.
    public var size: (width: Int, height: Int)
    /// The last frame drawn.
    public private(set) var frame: CellBuffer
    /// How many frames have been drawn.
    public private(set) var frameCount = 0
    /// Keys still to be read, in order.
    public var pendingKeys: [Key]

    /// A backend of `width` × `height` that will read `keys`.
    public init(width: Int, height: Int, keys: [Key] = []) {
        size = (width, height)
        frame = CellBuffer(width: width, height: height)
        pendingKeys = keys
    }

    /// Keeps `buffer` as the current frame.
    public func draw(_ buffer: CellBuffer) {
        frame = buffer
        frameCount += 1
    }

    /// The next queued key, or nil when none is left.
    public func readKey(timeoutMilliseconds: Int) -> Key? {
        pendingKeys.isEmpty ? nil : pendingKeys.removeFirst()
    }
}
