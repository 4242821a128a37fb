import Dispatch
import Glibc
import RecipeStore
import Terminal

/// Shows how far a folder load has got on one stderr line — `cookbook: reading Recipes
/// 1234/20000 files [####......]` — redrawn in place, and erased when the load is over. It
/// appears only when stderr is a terminal and the load is still running after `delay`, so
/// quick loads and piped output stay clean.
struct ProgressLine {
    /// The line for `done` of `total` files of `folder`, fitted to `width` columns (wide
    /// characters count two, and the line stays shorter than the terminal so it never wraps and
    /// `\r` can redraw it); the folder name is sanitised and shortened first.
    static func text(folder: String, done: Int, total: Int, width: Int) -> String {
        let counts = "\(done)/\(total) files"
        let barWidth = 20
        let filled = total > 0 ? min(barWidth, done * barWidth / total) : 0
        let bar = "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: barWidth - filled) + "]"
        let name = Sanitizer.escaped(String(folder.split(separator: "/").last ?? Substring(folder)), keepingNewlines: false)
        let fixed = "cookbook: reading  " + counts + " " + bar
        let shown = DisplayWidth.truncate(name, to: max(0, width - 1 - fixed.count))
        let line = "cookbook: reading " + shown + " " + counts + " " + bar
        return DisplayWidth.of(line) < width ? line : DisplayWidth.truncate(line, to: width - 1)
    }

    /// Runs `load` with a `LoadProgress`, showing it on stderr after `delay` seconds when stderr
    /// is a terminal and `folder` is a folder, and erasing the line before returning. The end
    /// of the load wakes the display at once, so a quick load is not held up.
    static func showing<T>(folder: String, delay: Double, _ load: (LoadProgress) throws -> T) rethrows -> T {
        let progress = LoadProgress()
        var info = stat()
        guard isatty(STDERR_FILENO) == 1, stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            return try load(progress)
        }
        let finished = DispatchSemaphore(value: 0)
        let thread = PosixThread {
            var drawn = false
            // Wait out the delay, then redraw ten times a second, until the load signals its end.
            var interval = delay
            while finished.wait(timeout: .now() + interval) == .timedOut {
                if progress.total > 0 {
                    CookbookCommand.writeStandardError("\r" + text(folder: folder, done: progress.done, total: progress.total, width: width()) + "\u{1B}[K")
                    drawn = true
                }
                interval = 0.1
            }
            if drawn { CookbookCommand.writeStandardError("\r\u{1B}[K") }
        }
        defer {
            finished.signal()
            thread.join()
        }
        return try load(progress)
    }

    /// The terminal's width in columns (80 when it cannot be asked).
    private static func width() -> Int {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
