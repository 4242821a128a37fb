import CNcursesw
import CTerminal
import FileSystem
#if canImport(Glibc)
import Glibc
#endif
import Terminal

/// The real terminal, through ncursesw: the one file that imports ncurses. It copies each
/// frame's changed cells to ncurses, which sends the terminal only the difference.
public final class NcursesBackend: TerminalBackend {
    /// Why the terminal could not be used.
    public enum Failure: Error, CustomStringConvertible {
        /// ncurses does not know or cannot drive the terminal.
        case cannotOpen(term: String)
        /// The terminal cannot move the cursor (e.g. `TERM=dumb`), so a full screen cannot be drawn.
        case cannotAddress(term: String)
        /// The C library has no UTF-8 locale, so wide characters would be garbled.
        case noUTF8Locale

        /// A message for stderr.
        public var description: String {
            switch self {
            case let .cannotOpen(term):
                return "cannot drive the terminal \"\(term)\" (unknown TERM or missing terminfo); try TERM=xterm-256color"
            case let .cannotAddress(term):
                return "the terminal \"\(term)\" cannot move the cursor, so the browser cannot draw; use a full-screen terminal (e.g. TERM=xterm-256color), or `cookbook list` and `cookbook show ID` for plain output"
            case .noUTF8Locale:
                return "no UTF-8 locale is available (tried the environment's locale and C.UTF-8)"
            }
        }
    }

    private var screen: OpaquePointer?
    private var previous: CellBuffer?
    private let colors: Bool
    private var closed = false
    /// The last click, for double clicks: cell and monotonic milliseconds.
    private var lastClick: (x: Int, y: Int, time: Int)?
    /// The ANSI colour (0–7) of each colour role.
    /// The colour of each role; indexes the terminal lacks become its default foreground.
    private let theme: Theme

    /// Checks, without touching the screen, that `term` (the `TERM` value) names a terminal
    /// the browser can drive: known to terminfo and able to move the cursor.
    public static func check(term: String?) throws(Failure) {
        guard let term, !term.isEmpty else { throw .cannotOpen(term: term ?? "") }
        guard term.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { throw .cannotOpen(term: term) }
        guard cb_terminal_can_address(term) != 0 else {
            throw term == "dumb" ? .cannotAddress(term: term) : .cannotOpen(term: term)
        }
    }

    /// Switches the C library to a UTF-8 locale once (the user's if it is one, else C.UTF-8),
    /// before ncurses starts: ncurses reads wide characters by it. Whether one is active.
    private static let hasUTF8Locale: Bool = cterminal_use_utf8_locale() != 0

    /// Which desktop-notification escape this terminal takes (from the environment, when a
    /// timer first rings: nothing at start).
    private lazy var notificationKind = DesktopNotification.kind(environment: ProcessEnvironment.read())

    /// Takes over the terminal: raw keys, no echo, keypad and mouse, a 25 ms ESC delay, the
    /// alternate screen, and `theme`'s colours unless `monochrome` (e.g. `NO_COLOR`) or
    /// unsupported.
    public init(monochrome: Bool, theme: Theme = .standard) throws(Failure) {
        guard Self.hasUTF8Locale else { throw .noUTF8Locale }
        cterminal_save_tty(STDIN_FILENO)
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        guard let screen = newterm(nil, cb_stdout(), cb_stdin()) else { throw .cannotOpen(term: term) }
        self.screen = screen
        set_term(screen)
        raw()
        noecho()
        nonl()
        keypad(cb_stdscr(), true)
        cb_set_escdelay(25)
        curs_set(0)
        mousemask(cb_mouse_mask(), nil)
        mouseinterval(0)
        Self.leaveFirstRefreshMode()      // before colours: taken again after them, ncurses would reset the palette (OSC 104)
        if !monochrome, has_colors() {
            start_color()
            use_default_colors()
            var usable = theme
            for role in Style.Color.allCases {
                if let index = usable[role].index, index >= Int(cb_colors()) { usable.colours[role]?.index = nil }
                init_pair(Int16(role.rawValue), Int16(usable[role].index ?? -1), -1)
            }
            self.theme = usable
            colors = true
        } else {
            self.theme = theme
            colors = false
        }
        clearok(cb_curscr(), true)        // the first frame clears in the colours just set: its blanks need no erasing
    }

    /// Until its first `endwin`, ncurses (6.4) writes its output buffer to the terminal after
    /// every cursor movement, so a frame went out in one `write` per row or more (≈ 100 for the
    /// first frame at 160×48). Giving the terminal back once and taking it again at once, as
    /// after Ctrl-Z, before anything is drawn ends that: each frame is then one `write`. The
    /// alternate screen is kept meanwhile (`cb_leave_first_refresh_mode`), so the user's screen
    /// does not flash back.
    private static func leaveFirstRefreshMode() {
        cb_leave_first_refresh_mode()
    }

    /// The terminal's size in cells.
    public var size: (width: Int, height: Int) { (Int(cb_cols()), Int(cb_lines())) }

    /// Copies the cells that changed since the last frame to ncurses and refreshes. A grapheme
    /// ncurses cannot hold in one cell (a flag, an emoji ZWJ sequence, five or more combining
    /// marks) is given to ncurses as its first scalar, which has the right width, then written
    /// whole straight after at the same place, cursor and attributes saved around it.
    public func draw(_ buffer: CellBuffer) {
        let diff = FrameDiff.between(previous, buffer)
        if diff.isFull { werase(cb_stdscr()) }
        // One cell's scalars, NUL-ended: at most five (`fitsOneCell`), on the stack.
        var wide: (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t, wchar_t) = (0, 0, 0, 0, 0, 0)
        for change in diff.changes {
            withUnsafeMutableBytes(of: &wide) { raw in
                let scalars = raw.bindMemory(to: wchar_t.self)
                var count = 0
                for scalar in change.text.unicodeScalars {
                    scalars[count] = wchar_t(bitPattern: scalar.value)
                    count += 1
                    if count == 5 { break }
                }
                if count > 1, !DisplayWidth.fitsOneCell(change.text) { count = 1 }
                scalars[count] = 0
                _ = cb_mvadd_wch(Int32(change.y), Int32(change.x), scalars.baseAddress, attributes(change.style),
                                 colors ? Int16(change.style.color?.rawValue ?? 0) : 0)
            }
        }
        wnoutrefresh(cb_stdscr())
        doupdate()
        if !diff.isEmpty { writeWholeGraphemes(of: buffer) }
        previous = buffer
    }

    /// Writes each grapheme of `buffer` that ncurses holds only in part, whole, in its cell's
    /// style: DECSC/DECRC (ESC 7 / ESC 8) keep the cursor and attributes ncurses expects.
    private func writeWholeGraphemes(of buffer: CellBuffer) {
        var output = ""
        for index in buffer.marks.keys.sorted() {
            let x = index % buffer.width, y = index / buffer.width
            let text = buffer.text(x: x, y: y)
            guard !DisplayWidth.fitsOneCell(text) else { continue }
            output += "\u{1B}7\u{1B}[\(y + 1);\(x + 1)H" + sgr(buffer[x, y].style) + text + "\u{1B}8"
        }
        guard !output.isEmpty else { return }
        FileDescriptor.standardOutput.writeAll(output)
    }

    /// The SGR sequence for `style`, matching `attributes(_:)` and the colour palette.
    private func sgr(_ style: Style) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim || dims(style.color) { codes.append("2") }
        if style.underline || (!colors && style.color == .link) { codes.append("4") }
        if style.reverse { codes.append("7") }
        if colors, let color = style.color, let index = theme[color].index { codes.append(index < 8 ? "\(30 + index)" : "38;5;\(index)") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// Standard input, the terminal: readable when a key (or part of one) has come. Keys
    /// ncurses has read ahead are not seen there, so a poll on it follows reads until none is left.
    public var inputDescriptor: Int32? { STDIN_FILENO }

    /// The next key within `timeoutMilliseconds`, or nil (timeout or a signal).
    public func readKey(timeoutMilliseconds: Int) -> Key? {
        wtimeout(cb_stdscr(), Int32(timeoutMilliseconds))
        var value: wint_t = 0
        let result = cb_get_wch(&value)
        if result == cb_err() { return nil }
        if result == cb_key_code_yes() { return special(Int32(value)) }
        return character(UInt32(value))
    }

    /// Whether standard input, the terminal, has hung up or ended (after `setsid`, a closed
    /// terminal sends no SIGHUP: every read would return at once with nothing).
    public var inputEnded: Bool { TerminalInput.hasEnded(STDIN_FILENO) }

    /// Clears the terminal: the next `draw` repaints every cell (Ctrl-L).
    public func redraw() {
        clearok(cb_curscr(), true)
        previous = nil
    }

    /// Gives the terminal back (endwin, cooked mode, main screen), stops this process as Ctrl-Z
    /// would, and on `fg` takes the terminal again and repaints everything.
    public func suspend() {
        endwin()
        cterminal_stop_self()
        // Continued: refresh restores ncurses' terminal modes; a full repaint follows.
        wnoutrefresh(cb_stdscr())
        doupdate()
        redraw()
    }

    /// Gives the terminal to `program` (an editor) and takes it back after: its status.
    public func handOver(_ program: () -> Int32) -> Int32 {
        endwin()
        let status = program()
        wnoutrefresh(cb_stdscr())
        doupdate()
        redraw()
        return status
    }

    /// Sends the OSC 52 sequence that puts `text` on the clipboard, after the frame.
    public func copyToClipboard(_ text: String) { send(OSC52.sequence(copying: text)) }

    /// Rings the bell, with a desktop notification where the terminal shows one.
    public func ring(title: String, body: String) {
        send(DesktopNotification.bytes(title: title, body: body, kind: notificationKind))
    }

    /// Writes `text` to the terminal as it is (escapes the screen does not draw).
    private func send(_ text: String) {
        FileDescriptor.standardOutput.writeAll(text)
    }

    /// Gives the terminal back (endwin); safe to call more than once.
    public func close() {
        guard !closed else { return }
        closed = true
        endwin()
        if let screen { delscreen(screen) }
        screen = nil
    }

    deinit { close() }

    private func attributes(_ style: Style) -> attr_t {
        var value = cb_a_normal()
        if style.bold { value |= cb_a_bold() }
        if style.reverse { value |= cb_a_reverse() }
        if style.dim || dims(style.color) { value |= cb_a_dim() }
        if style.underline || (!colors && style.color == .link) { value |= cb_a_underline() }
        return value
    }

    /// Whether text of `role` is dimmed: the theme says so, or (without colours) it is muted.
    private func dims(_ role: Style.Color?) -> Bool {
        guard let role else { return false }
        return colors ? theme[role].dim : role == .muted
    }

    private func character(_ value: UInt32) -> Key? {
        switch value {
        case 0x09: return .tab
        case 0x0A, 0x0D: return .enter
        case 0x1B: return .escape
        case 0x7F, 0x08: return .backspace
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(value + 0x60)!))
        default: return Unicode.Scalar(value).map { .character(Character($0)) }
        }
    }

    private func special(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_BTAB: return .backTab
        case cb_key_resize(): return .resize
        case cb_key_mouse():
            var event = MEVENT()
            guard getmouse(&event) == cb_ok() else { return nil }
            let (x, y) = (Int(event.x), Int(event.y))
            if cb_button4(event.bstate) != 0 { return .wheel(-1, x: x, y: y) }
            if cb_button5(event.bstate) != 0 { return .wheel(1, x: x, y: y) }
            if cb_button1(event.bstate) != 0 {
                // ncurses' own click timing is off (mouseinterval 0, for prompt clicks): a
                // second click on the same cell within 400 ms is a double click.
                var now = timespec()
                clock_gettime(CLOCK_MONOTONIC, &now)
                let milliseconds = Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000
                if let last = lastClick, last.x == x, last.y == y, milliseconds - last.time < 400 {
                    lastClick = nil
                    return .doubleClick(x: x, y: y)
                }
                lastClick = (x, y, milliseconds)
                return .click(x: x, y: y)
            }
            return nil
        case cb_key_f(1)...cb_key_f(12): return .function(Int(code - cb_key_f(0)))
        default: return nil
        }
    }
}
