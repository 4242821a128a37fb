import Foundation
import TerminalCurses
import Testing

/// Whether the terminal can still bring keys (issue #30): a pseudo-terminal whose other end
/// closed, or a pipe whose writer is gone, has ended; one that is open, with or without input
/// waiting, has not.
@Suite("Terminal input that hangs up")
struct TerminalInputTests {
    /// A pseudo-terminal: the master (the terminal emulator's end) and the slave (the program's).
    private func pseudoTerminal() throws -> (master: Int32, slave: Int32) {
        var master: Int32 = -1, slave: Int32 = -1
        try #require(openpty(&master, &slave, nil, nil, nil) == 0)
        return (master, slave)
    }

    @Test func aTerminalWhoseEmulatorClosedHasEnded() throws {
        let (master, slave) = try pseudoTerminal()
        defer { close(slave) }
        #expect(!TerminalInput.hasEnded(slave), "open, nothing typed")
        _ = "j".withCString { write(master, $0, 1) }
        #expect(!TerminalInput.hasEnded(slave), "open, a key waiting")
        close(master)
        #expect(TerminalInput.hasEnded(slave), "the emulator closed (tmux kill-session): hung up, with no SIGHUP after setsid")
    }

    @Test func aPipeWhoseWriterClosedHasEnded() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        #expect(!TerminalInput.hasEnded(ends[0]))
        close(ends[1])
        #expect(TerminalInput.hasEnded(ends[0]), "a read would return 0")
        #expect(TerminalInput.hasEnded(-1), "not a descriptor at all")
    }
}
