import CTerminal
import Foundation
import Testing

/// The crash handler runs on a stack of its own: a stack overflow, which leaves no room on the
/// thread's stack, still gives the terminal back (alternate screen left, cursor shown, keypad
/// mode off) before the process dies.
@Suite("Crash handler on its own stack")
struct CrashStackTests {
    /// Recurses until the stack is gone; the addition after the call keeps every frame.
    @inline(never) private static func overflow(_ depth: Int) -> Int {
        var frame = (depth, depth, depth, depth, depth, depth, depth, depth)
        return withUnsafeMutablePointer(to: &frame) { overflow($0.pointee.7 + 1) } + frame.0
    }

    /// A C library function the Glibc module does not bring in (`unlockpt`, `ptsname`).
    private func libc<Function>(_ name: String, as type: Function.Type) throws -> Function {
        unsafeBitCast(try #require(dlsym(nil, name), "\(name) in the C library"), to: type)
    }

    @Test func aStackOverflowStillRestoresTheTerminal() throws {
        // A pseudo-terminal stands for the user's: the handler writes its restore bytes to it.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        try #require(master >= 0)
        defer { close(master) }
        let unlock = try libc("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
        let name = try libc("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
        try #require(unlock(master) == 0)
        let terminal = open(try #require(name(master)), O_RDWR | O_NOCTTY)
        let null = open("/dev/null", O_WRONLY)
        try #require(terminal >= 0 && null >= 0)
        defer { close(terminal); close(null) }
        // The child calls only C functions and the recursion: it forks from a threaded process.
        let child = fork()
        try #require(child >= 0)
        if child == 0 {
            dup2(null, STDERR_FILENO)                       // the crash line is not the test's output
            cterminal_save_tty(terminal)
            cterminal_install_crash_handlers(0)
            _exit(Int32(truncatingIfNeeded: Self.overflow(0)))
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        #expect(status & 0x7F == SIGSEGV, "the overflow's SIGSEGV ends the process (status \(status))")
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while poll(&ready, 1, 0) > 0, ready.revents & Int16(POLLIN) != 0 {
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        let written = String(decoding: bytes, as: UTF8.self)
        #expect(written.contains("\u{1B}[?1049l"), "the alternate screen is left")
        #expect(written.contains("\u{1B}[?25h"), "the cursor is shown")
        #expect(written.contains("\u{1B}[?1l\u{1B}>"), "keypad mode is off")
    }
}
