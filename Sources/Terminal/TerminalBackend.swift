/// Where frames go and keys come from: ncurses in the app, text in tests.
public protocol TerminalBackend: AnyObject {
    /// The current size in cells.
    var size: (width: Int, height: Int) { get }
    /// Shows `buffer` (sending only what changed, where the backend can).
    func draw(_ buffer: CellBuffer)
    /// The next key, waiting at most `timeoutMilliseconds` (negative: wait for ever); nil when
    /// none came in time, a signal interrupted the wait, or the input ended.
    func readKey(timeoutMilliseconds: Int) -> Key?
    /// The descriptor keys come from, for a loop that waits on it with others in one poll and
    /// then reads with `readKey(timeoutMilliseconds: 0)`; nil: none, so `readKey` itself waits.
    var inputDescriptor: Int32? { get }
    /// Whether the terminal has hung up or its input has ended (no key can come any more):
    /// asked after a read that brought no key.
    var inputEnded: Bool { get }
    /// Clears the terminal; the next `draw` sends the whole frame (Ctrl-L).
    func redraw()
    /// Gives the terminal back and stops the process until it is continued (`fg`), then takes
    /// the terminal again; the next `draw` sends the whole frame.
    func suspend()
    /// Puts `text` on the system clipboard (through the terminal, OSC 52).
    func copyToClipboard(_ text: String)
    /// Rings: the bell, and a desktop notification `title: body` where the terminal shows
    /// one (`DesktopNotification`).
    func ring(title: String, body: String)
    /// Gives the terminal to another program (an editor) while `program` runs, then takes it
    /// back and draws the whole frame again; returns what `program` returned.
    func handOver(_ program: () -> Int32) -> Int32
}

extension TerminalBackend {
    /// None: `readKey` does the waiting.
    public var inputDescriptor: Int32? { nil }
}

/// A backend without a terminal, for tests: it keeps the last frame as text and replays keys.
public final class TextBackend: TerminalBackend {
    /// The size frames are drawn at.
    public var size: (width: Int, height: Int)
    /// The last frame drawn.
    public private(set) var frame: CellBuffer
    /// How many frames have been drawn.
    public private(set) var frameCount = 0
    /// Keys still to be read, in order; nil stands for a read that times out.
    public var pendingKeys: [Key?]
    /// How many times `redraw` was asked for.
    public private(set) var redrawCount = 0
    /// How many times the program suspended itself.
    public private(set) var suspendCount = 0
    /// Run on each read before it answers (tests change the size or the clock here).
    public var beforeRead: (() -> Void)?
    /// Whether the terminal's input has ended, asked once the queued keys are read (a test
    /// closes a pipe and asks `TerminalInput` of it); nil: the input never ends.
    public var inputHasEnded: (() -> Bool)?

    /// A backend of `width` × `height` that will read `keys`.
    public init(width: Int, height: Int, keys: [Key?] = []) {
        size = (width, height)
        frame = CellBuffer(width: width, height: height)
        pendingKeys = keys
    }

    /// Counts the request.
    public func redraw() { redrawCount += 1 }

    /// Counts the suspension (nothing stops in tests).
    public func suspend() { suspendCount += 1 }

    /// What was copied, oldest first.
    public private(set) var clipboard: [String] = []

    /// Keeps `text` as copied.
    public func copyToClipboard(_ text: String) { clipboard.append(text) }

    /// What rang, oldest first (`title: body`).
    public private(set) var rings: [String] = []

    /// Keeps the ring.
    public func ring(title: String, body: String) { rings.append(title + ": " + body) }

    /// How many times another program had the terminal.
    public private(set) var handOverCount = 0

    /// Runs `program` (nothing to give in tests).
    public func handOver(_ program: () -> Int32) -> Int32 {
        handOverCount += 1
        return program()
    }

    /// Keeps `buffer` as the current frame.
    public func draw(_ buffer: CellBuffer) {
        frame = buffer
        frameCount += 1
    }

    /// Whether every queued key is read and the input has hung up or ended (`inputHasEnded`).
    public var inputEnded: Bool { pendingKeys.isEmpty && inputHasEnded?() == true }

    /// The next queued key; nil for a queued timeout or when none is left.
    public func readKey(timeoutMilliseconds: Int) -> Key? {
        beforeRead?()
        return pendingKeys.isEmpty ? nil : pendingKeys.removeFirst()
    }
}
