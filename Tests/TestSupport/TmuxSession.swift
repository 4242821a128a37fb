import Foundation

/// Runs a program in a real terminal: a detached tmux session on a private server, with keys
/// sent and the screen read back. Every wait polls the screen until it settles (stops
/// changing) or shows what is expected, with a bounded timeout — never a fixed sleep.
public final class TmuxSession {
    /// A tmux command failed.
    public struct Failure: Error, CustomStringConvertible {
        /// What failed and what tmux said.
        public let description: String
    }

    private let socket: String
    private let statusFile: String
    /// The session name.
    public let name = "cookbook"

    /// Starts `command` (already shell-quoted) at `width` × `height` with `environment` added.
    /// The pane stays after the program exits, so its exit status can be read.
    public init(command: String, width: Int, height: Int, environment: [String: String] = [:]) throws {
        socket = "cookbook-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        statusFile = NSTemporaryDirectory() + socket + ".status"
        let exports = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quote($0.value))" }.joined(separator: " ")
        // The shell records the program's exit status in a file (tmux's pane_dead_status was
        // seen empty after a resize), then waits so the pane stays for a last capture — long,
        // as a test thread held up on a loaded machine may come late (deinit ends the server).
        // TERM stays tmux's own (its key sequences match its terminfo) unless `environment` sets
        // it; NO_COLOR and COOKBOOK_DATA from the test runner (swift test sets NO_COLOR) are cleared.
        let script = "env -u NO_COLOR -u COOKBOOK_DATA LANG=C.UTF-8 \(exports) \(command); echo $? > \(Self.quote(statusFile)); sleep 300"
        // The pane also stays if the shell itself is ended (a loaded machine once lost the
        // server between the exit status and the last capture): set in the same command.
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)", script,
                  ";", "set-option", "-t", name, "remain-on-exit", "on"])
    }

    deinit {
        _ = try? tmux(["kill-server"])
        unlink(statusFile)
    }

    /// Wraps `text` in single quotes for the shell.
    public static func quote(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// Runs tmux on this session's server and returns its output.
    ///
    /// Through `system(3)`, not Foundation's `Process`: a tmux server started from a `Process`
    /// child was seen to exit at once on Linux, and the server would inherit a pipe and keep it
    /// open; the output goes through a file instead.
    @discardableResult
    public func tmux(_ arguments: [String]) throws -> String {
        let outputPath = NSTemporaryDirectory() + "\(socket)-\(UUID().uuidString).out"
        defer { unlink(outputPath) }
        let command = (["tmux", "-L", socket] + arguments).map(Self.quote).joined(separator: " ")
        let status = system("\(command) >\(Self.quote(outputPath)) 2>&1 </dev/null")
        let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        guard status == 0 else {
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed (\(status)): \(text)")
        }
        return text
    }

    /// Sends keys as tmux names them (`j`, `Enter`, `Escape`, `C-c`) — each argument one key.
    public func send(_ keys: String...) throws { try tmux(["send-keys", "-t", name] + keys) }

    /// Sends literal text.
    public func type(_ text: String) throws { try tmux(["send-keys", "-t", name, "-l", text]) }

    /// The screen's rows as text.
    public func capture() throws -> [String] {
        var lines = try tmux(["capture-pane", "-p", "-t", name]).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Resizes the terminal.
    public func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
    }

    /// Polls until `condition` holds for the screen and the screen has stopped changing
    /// (three identical captures 30 ms apart), or `timeout` seconds pass. Returns the screen;
    /// throws when the condition never held, showing the last screen. It sleeps with
    /// `Task.sleep`, so waiting never holds a thread other tests could run on.
    @discardableResult
    public func waitFor(_ what: String, timeout: Double = 30, _ condition: ([String]) -> Bool = { _ in true }) async throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var last: [String] = []
        var stable = 0
        // The screen is read once more after the deadline: a test thread held up by others
        // past it still sees what is there, rather than failing on a stale look.
        while true {
            let late = Date() >= deadline
            let screen = try capture()
            stable = screen == last ? stable + 1 : 0
            last = screen
            if stable >= 2 || late, condition(screen) { return screen }
            if late { break }
            try await Task.sleep(for: .milliseconds(30))
        }
        throw Failure(description: "timed out after \(timeout)s waiting for \(what); screen:\n" + last.joined(separator: "\n"))
    }

    /// Waits until the screen contains `text`.
    @discardableResult
    public func waitFor(text: String, timeout: Double = 30) async throws -> [String] {
        try await waitFor("“\(text)”", timeout: timeout) { $0.joined(separator: "\n").contains(text) }
    }

    /// The program's exit status once it has exited (waiting up to `timeout` seconds).
    public func exitStatus(timeout: Double = 30) async throws -> Int {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let late = Date() >= deadline
            if let text = try? String(contentsOfFile: statusFile, encoding: .utf8),
               let status = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return status
            }
            if late { break }
            try await Task.sleep(for: .milliseconds(30))
        }
        throw Failure(description: "the program did not exit within \(timeout)s; \(processReport()); screen:\n"
                          + ((try? capture()) ?? []).joined(separator: "\n"))
    }

    /// The pane's program as the system sees it (state, kernel wait channel, threads), for a
    /// failure message: a program that did not exit is told apart from one that never started.
    private func processReport() -> String {
        guard let pid = try? pid() else { return "no program runs in the pane" }
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let fields = status.split(separator: "\n").filter { $0.hasPrefix("State:") || $0.hasPrefix("Threads:") }
        let wchan = (try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8)) ?? "?"
        return "process \(pid): " + fields.joined(separator: ", ") + ", waiting in \(wchan)"
    }

    /// Waits until process `pid` is gone (at most `timeout` seconds); whether it is.
    public static func waitForExit(of pid: Int32, timeout: Double = 30) async throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while kill(pid, 0) == 0, Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
        return kill(pid, 0) != 0
    }

    /// Whether the program has exited.
    public var hasExited: Bool { FileManager.default.fileExists(atPath: statusFile) }

    /// The process id of the program (the child of the pane's shell).
    public func pid() throws -> Int32 {
        let text = try tmux(["display-message", "-p", "-t", name, "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let shell = Int32(text), shell > 1 else { throw Failure(description: "no process id for the pane (got \"\(text)\")") }
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        guard let child = children.split(separator: " ").first.flatMap({ Int32($0) }), child > 1 else {
            throw Failure(description: "the pane's shell \(shell) has no child process")
        }
        return child
    }

    /// Closes the window as a terminal emulator would, sending the program SIGHUP.
    public func killWindow() throws { try tmux(["kill-session", "-t", name]) }
}

/// The `cookbook` binary built beside the running tests.
public enum BuiltProducts {
    /// Path of the built `cookbook` executable (same build directory as the test bundle).
    public static var cookbook: String {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("cookbook").path
    }
}

extension TmuxSession {
    /// Starts the built `cookbook` on `data` (the frame fixture by default) with its state and
    /// data under `home`, so runs share nothing with the user's files or each other.
    /// `launcher` runs it (e.g. `setsid`: in a session of its own, so a closed terminal sends no SIGHUP).
    public static func cookbook(home: String, width: Int = 160, height: Int = 48, data: String = AppFixtures.framesCollection,
                                arguments: [String] = [], environment: [String: String] = [:], launcher: [String] = []) throws -> TmuxSession {
        let command = (launcher + [BuiltProducts.cookbook, "--data", data] + arguments).map(quote).joined(separator: " ")
        // A private runtime directory too, so a run never hands links to another test's app; the
        // cache where it is by default under `home`, whatever the test runner's own environment says.
        mkdir(home, 0o700)
        mkdir(home + "/run", 0o700)
        let base = ["HOME": home, "XDG_STATE_HOME": home + "/state", "XDG_DATA_HOME": home + "/data", "XDG_CONFIG_HOME": home + "/config",
                    "XDG_RUNTIME_DIR": home + "/run", "XDG_CACHE_HOME": home + "/.cache"]
        return try TmuxSession(command: command, width: width, height: height, environment: base.merging(environment) { $1 })
    }

    /// Captures the screen with its escape sequences (colours and attributes).
    public func captureWithEscapes() throws -> String { try tmux(["capture-pane", "-p", "-e", "-t", name]) }
}
