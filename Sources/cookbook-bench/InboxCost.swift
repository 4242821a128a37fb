import FileSystem
import Foundation
import Fuzzing

/// `cookbook-bench --inbox` (issue #33): the real binary in a pseudo-terminal, on how the
/// browser waits. Key latency: from a key written to the terminal to the last byte of the frame
/// it brings. Link latency: from a link sent to the browser's socket (as `cookbook open` sends
/// it) to the first byte of the frame showing it. Idle: with no timer running, the process's wake-ups (voluntary context
/// switches, every thread) and CPU time (`/proc/PID/task/*/schedstat`) over a spell of nothing.
/// Prints one Markdown table row.
enum InboxCost {
    /// A child on a pseudo-terminal: its id and the terminal's master side.
    struct Child {
        let pid: pid_t
        let master: Int32
    }

    /// Measures `binary` browsing `collection`: `keys` presses, `links` hand-overs, `idle` seconds.
    static func run(label: String, binary: String, collection: String, keys: Int, links: Int, idle: Double) throws {
        let home = NSTemporaryDirectory() + "cookbook-bench-inbox-\(getpid())"
        FilePath.removeTree(home)
        try FilePath.createDirectories(home + "/run", permissions: 0o700)
        defer { FilePath.removeTree(home) }
        let environment = ["HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_STATE_HOME": home + "/state",
                           "XDG_CACHE_HOME": home + "/cache", "XDG_DATA_HOME": home + "/data", "XDG_RUNTIME_DIR": home + "/run",
                           "TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        let ids = try recipeIDs(binary: binary, collection: collection, environment: environment)
        // A first run writes the folder's cache (and any index), so the measured run starts warm.
        let warmUp = try spawn([binary, "--data", collection], environment: environment)
        guard read(warmUp, within: 120) != nil else { throw Failure("no first frame from \(binary)") }
        finish(warmUp)

        let child = try spawn([binary, "--data", collection], environment: environment)
        guard read(child, within: 60) != nil else { throw Failure("no first frame from \(binary)") }
        settle(child, seconds: 1.5)                        // the watcher's first check, the link server
        let before = TaskCounters(pid: child.pid)
        settle(child, seconds: idle)
        let after = TaskCounters(pid: child.pid)

        var keyTimes: [Double] = []
        for index in 0..<keys {
            let start = ContinuousClock.now
            write(child, index % 2 == 0 ? "j" : "k")
            guard let last = lastByte(child, quiet: 0.05, within: 5) else { continue }
            keyTimes.append(milliseconds(last - start))
        }
        var linkTimes: [Double] = []
        let socket = try socketPath(runtime: home + "/run/cookbook")
        for index in 0..<links {
            // As `cookbook open` sends it, without the client's own start (the same for any loop).
            let start = ContinuousClock.now
            guard send("cookbook://recipe/" + ids[index % ids.count] + "\n", to: socket) else { throw Failure("the link was not taken") }
            guard let first = firstByte(child, within: 10) else { continue }
            linkTimes.append(milliseconds(first - start))
            _ = lastByte(child, quiet: 0.1, within: 5)
        }
        finish(child)
        let row = [label, median(keyTimes, "%.1f") + " / " + quantileText(keyTimes, 0.9), median(linkTimes, "%.0f"),
                   String(format: "%.1f", Double(after.switches - before.switches) / idle),
                   String(format: "%.2f", Double(after.runNanoseconds - before.runNanoseconds) / 1e6 / idle)]
        print("| " + row.joined(separator: " | ") + " |")
    }

    /// Why a measurement could not be made.
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Two recipe ids of the collection, from `cookbook list` (tab-separated: id first).
    private static func recipeIDs(binary: String, collection: String, environment: [String: String]) throws -> [String] {
        let process = Process(), output = Pipe()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["list", "--data", collection]
        process.environment = environment
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let ids = text.split(separator: "\n").prefix(40).compactMap { $0.split(separator: "\t").first.map(String.init) }
        guard ids.count >= 2 else { throw Failure("cookbook list gave no recipes for \(collection)") }
        return [ids[ids.count / 2], ids[ids.count - 1]]
    }

    /// The one link socket in `runtime` (the measured browser's: every run has its own home).
    private static func socketPath(runtime: String) throws -> String {
        let names = FilePath.names(in: runtime) ?? []
        guard let name = names.first(where: { $0.hasSuffix(".sock") }) else { throw Failure("no link socket in \(runtime)") }
        return runtime + "/" + name
    }

    /// Sends `line` to the socket at `path` as `cookbook open` does, and reads the answer:
    /// whether it was `ok`. The session is woken (or not) as the server queues the link.
    private static func send(_ line: String, to path: String) -> Bool {
        LinkFuzzFixture.send(Array(line.utf8), to: path) == "ok"
    }

    /// Starts `arguments` in a new session on a new 160×48 pseudo-terminal.
    private static func spawn(_ arguments: [String], environment: [String: String]) throws -> Child {
        // posix_openpt, unlockpt and ptsname, which Swift's Glibc does not import: the
        // multiplexer, its TIOCSPTLCK (unlock) and TIOCGPTN (the number under /dev/pts).
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        var unlock: Int32 = 0, number: UInt32 = 0
        guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
            throw Failure("no pseudo-terminal")
        }
        let name = "/dev/pts/\(number)"
        var size = winsize(ws_row: 48, ws_col: 160, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        var actions = posix_spawn_file_actions_t(), attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer { posix_spawn_file_actions_destroy(&actions); posix_spawnattr_destroy(&attributes) }
        // POSIX_SPAWN_SETSID (glibc: 0x80, not imported): a new session, whose controlling
        // terminal is the first terminal it opens, the pseudo-terminal below.
        posix_spawnattr_setflags(&attributes, 0x80)
        posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        posix_spawn_file_actions_addclose(&actions, master)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let status = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard status == 0 else { throw Failure("cannot start \(arguments[0]): \(String(cString: strerror(status)))") }
        return Child(pid: pid, master: master)
    }

    /// The browser's status line, drawn last: its key hints, or a warning about the collection.
    static let statusLine = ["q quit", "warning"]

    /// Reads until one of `markers` has come and output pauses; the bytes, or nil when none came.
    private static func read(_ child: Child, until markers: [String] = statusLine, within seconds: Double) -> [UInt8]? {
        var bytes: [UInt8] = []
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        let wanted = markers.map { Array($0.utf8) }
        while ContinuousClock.now < deadline {
            let seen = wanted.contains { marker in
                bytes.count >= marker.count && (0...(bytes.count - marker.count)).contains { bytes[$0..<($0 + marker.count)].elementsEqual(marker) }
            }
            guard let chunk = readChunk(child, timeoutMilliseconds: seen ? 150 : 1000) else {
                if seen { return bytes }
                continue
            }
            if chunk.isEmpty { return nil }
            bytes += chunk
        }
        return nil
    }

    /// One read of what has come within `timeoutMilliseconds`: nil when nothing came, empty at the end.
    private static func readChunk(_ child: Child, timeoutMilliseconds: Int32) -> [UInt8]? {
        var entry = pollfd(fd: child.master, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, timeoutMilliseconds) == 1 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(child.master, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer[..<count]) : []
    }

    /// The time of the last byte before `quiet` seconds without one (nil: nothing came).
    private static func lastByte(_ child: Child, quiet: Double, within seconds: Double) -> ContinuousClock.Instant? {
        var last: ContinuousClock.Instant?
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline, let chunk = readChunk(child, timeoutMilliseconds: Int32(quiet * 1000)), !chunk.isEmpty {
            last = .now
        }
        return last
    }

    /// The time of the first byte to come within `seconds`.
    private static func firstByte(_ child: Child, within seconds: Double) -> ContinuousClock.Instant? {
        guard let chunk = readChunk(child, timeoutMilliseconds: Int32(seconds * 1000)), !chunk.isEmpty else { return nil }
        return .now
    }

    /// Reads whatever comes for `seconds` (nothing should, idle).
    private static func settle(_ child: Child, seconds: Double) {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while case let left = deadline - ContinuousClock.now, left > .zero {
            _ = readChunk(child, timeoutMilliseconds: Int32(max(1, milliseconds(left))))
        }
    }

    private static func write(_ child: Child, _ text: String) {
        _ = FileDescriptor(rawValue: child.master).writeAll(text)
    }

    /// Quits with q and waits for the process (killed after ten seconds).
    private static func finish(_ child: Child) {
        write(child, "q")
        var status: Int32 = 0
        for _ in 0..<100 {
            _ = lastByte(child, quiet: 0.05, within: 0.1)
            if waitpid(child.pid, &status, WNOHANG) == child.pid { close(child.master); return }
        }
        kill(child.pid, SIGKILL)
        waitpid(child.pid, &status, 0)
        close(child.master)
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    private static func median(_ samples: [Double], _ format: String) -> String {
        samples.isEmpty ? "–" : String(format: format, quantile(samples, 0.5))
    }

    private static func quantileText(_ samples: [Double], _ q: Double) -> String {
        samples.isEmpty ? "–" : String(format: "%.1f", quantile(samples, q))
    }
}

/// Every thread's context switches and CPU time of one process, from `/proc`.
struct TaskCounters {
    /// Voluntary context switches (a thread stopped to wait, then woke), summed over the threads alive now.
    var switches = 0
    /// Time on a CPU, nanoseconds, summed likewise.
    var runNanoseconds = 0

    /// The counters of `pid` now.
    init(pid: pid_t) {
        let tasks = FilePath.names(in: "/proc/\(pid)/task") ?? []
        for task in tasks {
            let base = "/proc/\(pid)/task/\(task)/"
            if let status = (try? FilePath.readAll(base + "status")).map({ String(decoding: $0, as: UTF8.self) }) {
                for line in status.split(separator: "\n") where line.hasPrefix("voluntary_ctxt_switches:") {
                    switches += Int(line.split(separator: "\t").last.map(String.init)?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
                }
            }
            if let stat = (try? FilePath.readAll(base + "schedstat")).map({ String(decoding: $0, as: UTF8.self) }) {
                runNanoseconds += Int(stat.split(separator: " ").first ?? "") ?? 0
            }
        }
    }
}
