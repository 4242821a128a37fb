import FileSystem
import Foundation
import Testing
import TestSupport

/// The pieces of the one file layer that the readers and writers moved onto (issue #33 point 2):
/// the free-name chooser, new files that never replace one, the read loop's stop, and the text
/// reader that replaced Foundation's.
@Suite("The file layer: names, new files, reads")
struct FileLayerTests {
    @Test func freeNamesAreNumberedAsCookbooksNumberCopies() {
        #expect((1...3).map { FreeName.numbered("Soup", $0) } == ["Soup", "Soup (2)", "Soup (3)"])
        var taken: Set<String> = ["Soup", "Soup (2)", "soup (4)"]
        #expect(FreeName.first("Soup", through: 10) { taken.insert($0).inserted }! == ("Soup (3)", 3))
        #expect(FreeName.first("Soup", from: 4, through: 10) { taken.insert($0).inserted }! == ("Soup (4)", 4), "case is the taker's to judge")
        #expect(FreeName.first("Soup", through: 2) { taken.insert($0).inserted } == nil, "none free up to the limit")
    }

    @Test func aNewFileNeverReplacesOne() throws {
        let folder = try TemporaryFolder.make("files-new")
        #expect(try FilePath.createNew(folder + "/Soup.cook", Array("first\n".utf8)))
        #expect(try FilePath.createNew(folder + "/Soup.cook", Array("second\n".utf8)) == false)
        #expect(try FilePath.readAll(folder + "/Soup.cook") == Array("first\n".utf8))
        #expect(throws: FilePath.Failure.self) { try FilePath.createNew(folder + "/missing/Soup.cook", []) }
    }

    /// A reader that knows how much is coming stops once it came: on a pipe left open, a read
    /// past that waits (here, non-blocking, fails) — a file read whole makes no extra call.
    @Test func aReadStopsOnceEnoughCame() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        #expect(FileDescriptor(rawValue: ends[1]).writeAll(Array("ten bytes!".utf8)))
        var buffer = [UInt8](repeating: 0, count: 100)
        #expect(buffer.withUnsafeMutableBytes { FileDescriptor(rawValue: ends[0]).read(into: $0, enough: 10) } == 10)
        #expect(Array(buffer[..<10]) == Array("ten bytes!".utf8))
        #expect(FileDescriptor(rawValue: ends[1]).writeAll(Array("more".utf8)))
        #expect(buffer.withUnsafeMutableBytes { FileDescriptor(rawValue: ends[0]).read(into: $0) } == nil, "without enough, it waits for the end")
    }

    @Test func standardInputOverItsLimitIsRefusedAsItComes() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        #expect(FileDescriptor(rawValue: ends[1]).writeAll([UInt8](repeating: 65, count: 3000)))
        close(ends[1])
        #expect(FileDescriptor(rawValue: ends[0]).readToEnd(limit: 2000) == .tooLarge)
    }

    /// What Foundation's reader did, kept: no file, text without its byte order mark, the first
    /// line that is not UTF-8, and anything but a file refused.
    @Test func aTextFileReadsAsFoundationReadItBefore() throws {
        let folder = try TemporaryFolder.make("files-text")
        try Data([0xEF, 0xBB, 0xBF] + Array("- flour\n".utf8)).write(to: URL(fileURLWithPath: folder + "/bom"))
        try Data(Array("ok\nok\n".utf8) + [0x61, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: folder + "/damaged"))
        #expect(mkfifo(folder + "/fifo", 0o600) == 0)
        #expect(FileText.read(folder + "/none") == .missing)
        #expect(FileText.read(folder + "/nowhere/none") == .missing)
        #expect(FileText.read(folder + "/bom") == .text("- flour\n"))
        #expect(FileText.read(folder + "/damaged") == .damaged("ok\nok\na\u{FFFD}\n", line: 3))
        #expect(FileText.read(folder + "/fifo") == .unreadable("it is not a readable file"), "a FIFO is refused, never waited on")
        #expect(FileText.read(folder) == .unreadable("it is not a readable file"))
    }
}
