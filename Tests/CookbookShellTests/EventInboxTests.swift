import CookbookApp
@testable import CookbookShell
import Foundation
import RecipeStore
import Terminal
import TerminalCurses
import Testing
import TestSupport

/// Issue #33: the session waits in one poll (`EventInbox`) on the terminal, the signals, the
/// link server, the folder watcher and its workers, with no time slices: idle, it does not
/// wake; a key, a link or a signal wakes it at once. The session runs on its own thread over a
/// terminal made of a pipe; wake-ups are counted, never timed (the idle spell only gives a
/// sliced loop the time to show itself).
@Suite("Session: one event inbox", .serialized)
struct EventInboxTests {
    /// A terminal whose keys come down a pipe (one byte, one key), waited on by the session's poll.
    final class PipeBackend: TerminalBackend {
        let input: Int32
        let probe: FrameProbe
        var size: (width: Int, height: Int) = (160, 48)
        init(input: Int32, probe: FrameProbe) { (self.input, self.probe) = (input, probe) }
        var inputDescriptor: Int32? { input }
        func draw(_ buffer: CellBuffer) { probe.drew(buffer.lines.joined(separator: "\n")) }
        func readKey(timeoutMilliseconds: Int) -> Key? {
            var entry = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, Int32(timeoutMilliseconds)) == 1 else { return nil }
            var byte: UInt8 = 0
            guard read(input, &byte, 1) == 1 else { return nil }
            return .character(Character(Unicode.Scalar(byte)))
        }
        var inputEnded: Bool { TerminalInput.hasEnded(input) }
        func redraw() {}
        func suspend() {}
        func copyToClipboard(_ text: String) {}
        func ring(title: String, body: String) {}
        func handOver(_ program: () -> Int32) -> Int32 { program() }
    }

    /// What the session's thread drew and how its run ended, for the test's thread.
    final class FrameProbe: @unchecked Sendable {
        // Every field is read and written with `condition` locked.
        private let condition = NSCondition()
        private var screens: [String] = []
        private var ended: (status: Int32, wakeUps: Int)?

        func drew(_ screen: String) {
            condition.lock()
            screens.append(screen)
            condition.broadcast()
            condition.unlock()
        }

        func end(status: Int32, wakeUps: Int) {
            condition.lock()
            ended = (status, wakeUps)
            condition.broadcast()
            condition.unlock()
        }

        /// Whether a frame drawn so far (or within `seconds`) satisfies `test`.
        func waitForFrame(within seconds: Double = 20, _ test: (String) -> Bool) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            let deadline = Date().addingTimeInterval(seconds)
            while !screens.contains(where: test) {
                guard condition.wait(until: deadline) else { return screens.contains(where: test) }
            }
            return true
        }

        /// The run's exit status and wake-ups, once it ended (within `seconds`).
        func waitForEnd(within seconds: Double = 20) -> (status: Int32, wakeUps: Int)? {
            condition.lock()
            defer { condition.unlock() }
            let deadline = Date().addingTimeInterval(seconds)
            while ended == nil, condition.wait(until: deadline) {}
            return ended
        }
    }

    /// A signal source with a self-pipe the test writes to, as the C handler does.
    final class PipeSignals: SignalSource, @unchecked Sendable {
        // `signal` is read and written with `lock` held; the descriptors never change.
        private let lock = NSLock()
        private var signal: Int32 = 0
        let ends: [Int32]
        init() {
            var ends: [Int32] = [-1, -1]
            pipe(&ends)
            self.ends = ends
        }
        func pending() -> Int32 { lock.lock(); defer { lock.unlock() }; return signal }
        func wakeDescriptor() -> Int32? { ends[0] }
        func answerWake() {
            var byte: UInt8 = 0
            _ = read(ends[0], &byte, 1)
        }
        /// "Delivers" `number`: recorded, then the pipe written.
        func deliver(_ number: Int32) {
            lock.lock()
            signal = number
            lock.unlock()
            var byte: UInt8 = 1
            _ = write(ends[1], &byte, 1)
        }
    }

    /// A saver that keeps nothing (the place is saved at once, so nothing stays unsaved).
    final class Discarding: StateSaving { func save(_ state: SavedState) throws {} }

    /// Runs a session on its own thread over a pipe terminal, with a real link server at
    /// `linkAddress` and a real watcher on `watched`, when given; returns the key pipe's write end.
    private func start(probe: FrameProbe, saved: Bool = true, linkAddress: LinkAddress? = nil, watched: String? = nil,
                       signals: PipeSignals? = nil) throws -> Int32 {
        var keys: [Int32] = [-1, -1]
        try #require(pipe(&keys) == 0)
        let input = keys[0]
        let thread = Thread {
            defer { close(input) }
            guard let env = try? AppFixtures.environment() else { return probe.end(status: -1, wakeUps: -1) }
            let server = linkAddress.flatMap { try? LinkServer.start(address: $0) }
            defer { server?.stop() }
            let reloads: any ReloadSource = watched.map { FolderWatcher(collection: $0, cache: nil, stamp: nil, checkFirst: false) } ?? NoReloads()
            let session = Session(env: env, state: AppState(width: 160, height: 48), backend: PipeBackend(input: input, probe: probe),
                                  signals: signals ?? SettableSignals(), stateStore: saved ? Discarding() : nil, favourites: nil,
                                  links: server ?? NoLinks(), reloads: reloads)
            let status = session.run()
            probe.end(status: status, wakeUps: session.wakeUps)
        }
        thread.start()
        return keys[1]
    }

    private func press(_ key: String, into pipe: Int32) {
        var bytes = Array(key.utf8)
        _ = write(pipe, &bytes, bytes.count)
    }

    /// Lets `seconds` pass with nothing happening: a loop waking in slices of 200 ms (as before
    /// issue #33) wakes at least four times a second meanwhile, however loaded the machine.
    private func idle(seconds: Double = 1) { Thread.sleep(forTimeInterval: seconds) }

    @Test func anIdleSessionDoesNotWake() throws {
        // The folder in a parent of its own: the watcher also watches the parent (for the folder
        // replaced whole), and other tests' folders come and go in the shared temporary one.
        let folder = try TemporaryFolder.make("inbox-idle") + "/recipes"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        try Data("Boil @water.\n".utf8).write(to: URL(fileURLWithPath: folder + "/Soup.cook"))
        let runtime = try TemporaryFolder.make("inbox-idle-run")
        chmod(runtime, 0o700)
        let address = try LinkAddress.forCollection(folder, environment: ["XDG_RUNTIME_DIR": runtime], create: true)
        let probe = FrameProbe()
        let keys = try start(probe: probe, linkAddress: address, watched: folder)
        defer { close(keys) }
        #expect(probe.waitForFrame { $0.contains("Categories") })
        idle()
        press("q", into: keys)
        let end = try #require(probe.waitForEnd(), "q ended the session")
        // The watcher's first outcome (its watches made) may wake it once; then only q.
        #expect(end.status == 0 && end.wakeUps <= 2,
                "\(end.wakeUps) wake-ups for one key while links could arrive and the folder was watched")
    }

    /// With nowhere to save the place (`--no-restore`), nothing waits to be saved either: the
    /// loop used to wake every second for a save it could not make.
    @Test func anIdleSessionThatSavesNothingDoesNotWakeEither() throws {
        let probe = FrameProbe()
        let keys = try start(probe: probe, saved: false)
        defer { close(keys) }
        #expect(probe.waitForFrame { $0.contains("Categories") })
        idle(seconds: 1.5)
        press("q", into: keys)
        let end = try #require(probe.waitForEnd(), "q ended the session")
        #expect(end.status == 0 && end.wakeUps == 1, "woken once, by q: \(end.wakeUps)")
    }

    @Test func aLinkWakesTheIdleSessionAtOnce() throws {
        let runtime = try TemporaryFolder.make("inbox-link")
        chmod(runtime, 0o700)
        let address = try LinkAddress.forCollection(AppFixtures.framesCollection, environment: ["XDG_RUNTIME_DIR": runtime], create: true)
        let probe = FrameProbe()
        let keys = try start(probe: probe, linkAddress: address)
        defer { close(keys) }
        #expect(probe.waitForFrame { $0.contains("Categories") })
        #expect(LinkClient.send("cookbook://recipe/mapo-tofu", to: address.socketPath, timeout: .seconds(20)) == .opened)
        #expect(probe.waitForFrame { $0.contains("Opened cookbook://recipe/mapo-tofu from another cookbook") },
                "the link was drawn without a key")
        press("q", into: keys)
        let end = try #require(probe.waitForEnd())
        #expect(end.status == 0 && end.wakeUps <= 2, "one wake-up for the link, one for q: \(end.wakeUps)")
    }

    @Test func aSignalWakesTheIdleSessionAndEndsIt() throws {
        let probe = FrameProbe(), signals = PipeSignals()
        let keys = try start(probe: probe, signals: signals)
        defer { close(keys) }
        #expect(probe.waitForFrame { $0.contains("Categories") })
        idle()
        signals.deliver(SIGTERM)
        let end = try #require(probe.waitForEnd(), "the signal ended the session with no key")
        #expect(end.status == 0 && end.wakeUps == 1, "woken once, by the signal: \(end.wakeUps)")
    }

    /// The wait's timeout is the nearest deadline, or none: nothing wakes an idle loop.
    @Test(arguments: [
        ([], -1), ([nil, nil], -1), ([1000, nil], 1000), ([1000, 300, nil], 300), ([nil, 0], 0), ([-40, 500], 0),
    ] as [([Int?], Int)])
    func theTimeoutIsTheNearestDeadline(deadlines: [Int?], timeout: Int) {
        #expect(EventInbox.timeout(deadlines) == timeout)
    }
}
