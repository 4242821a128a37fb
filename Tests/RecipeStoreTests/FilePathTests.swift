import FileSystem
import Foundation
import RecipeStore
import Testing
import TestSupport

/// The one reader every file goes through: exact bytes, regular files only, a size limit.
@Suite("File reading and moving aside")
struct FilePathTests {
    let directory: String

    init() throws {
        directory = try TemporaryFolder.make("filepath")
    }

    @Test(arguments: [0, 1, 4095, 4096, 4097, 1 << 20, (1 << 20) + 3])
    func readsExactlyTheBytes(size: Int) throws {
        let path = directory + "/f-\(size)"
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(try FilePath.readAll(path) == bytes)
    }

    /// A file that holds more than its size said when it was looked at (it grew, or is one of
    /// the kernel's files that say 0) is read to its end, not cut at that size.
    @Test func aFileLongerThanItsSizeIsReadToItsEnd() throws {
        var info = stat()
        #expect(stat("/proc/self/status", &info) == 0 && info.st_size == 0)
        let text = String(decoding: try FilePath.readAll("/proc/self/status"), as: UTF8.self)
        #expect(text.hasPrefix("Name:") && text.contains("\nPid:") && text.count > 100)
        do {
            _ = try FilePath.readAll("/proc/self/status", limit: 10)
            Issue.record("a file past the limit once read is refused")
        } catch {
            #expect(error.reason.hasPrefix("it grew beyond"))
        }
    }

    @Test func refusesWhatIsNotARegularFileOrTooLarge() throws {
        #expect(throws: FilePath.Failure(path: directory, reason: "it is a directory, not a regular file")) { try FilePath.readAll(directory) }
        let fifo = directory + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: FilePath.Failure(path: fifo, reason: "it is a FIFO, not a regular file")) { try FilePath.readAll(fifo) }
        let big = directory + "/big"
        try Data(count: 3 << 20).write(to: URL(fileURLWithPath: big))
        #expect(throws: FilePath.Failure(path: big, reason: "it is 3 MiB, more than the 2 MiB Cookbook reads")) { try FilePath.readAll(big, limit: 2 << 20) }
        do { _ = try FilePath.readAll(directory + "/none") } catch { #expect(error.isMissing) }
    }

    @Test func aSizeOverTheLimitIsToldApartFromTheLimit() throws {
        let limit = 1 << 20
        for (size, reason) in [
            (1_258_291, "it is 1.2 MiB, more than the 1 MiB Cookbook reads"),
            (limit + 1, "it is 1,048,577 bytes, more than the 1,048,576 bytes (1 MiB) Cookbook reads"),
            (limit + 40_000, "it is 1,088,576 bytes, more than the 1,048,576 bytes (1 MiB) Cookbook reads"),
            (3 << 20, "it is 3 MiB, more than the 1 MiB Cookbook reads"),
        ] {
            let path = directory + "/size-\(size)"
            try Data(count: size).write(to: URL(fileURLWithPath: path))
            #expect(throws: FilePath.Failure(path: path, reason: reason)) { try FilePath.readAll(path, limit: limit) }
        }
    }

    @Test func movingAsideNeverOverwrites() throws {
        let path = directory + "/state.json"
        var asides: [String] = []
        for round in 0..<3 {
            try "round \(round)".write(toFile: path, atomically: true, encoding: .utf8)
            asides.append(try FilePath.moveAside(path, suffix: ".old"))
        }
        #expect(asides == [path + ".old", path + ".old-2", path + ".old-3"])
        #expect(try asides.map { try String(contentsOfFile: $0, encoding: .utf8) } == ["round 0", "round 1", "round 2"])
    }

    /// `readdir`'s records are as long as their names, not `struct dirent`: names are read in
    /// place up to their end (copying the whole `d_name` array read past the directory buffer,
    /// and crashed a cold start about once in 60 under load; valgrind showed the over-read).
    @Test func directoryEntryNamesAreReadWholeAndOnlyThemselves() throws {
        let folder = try TemporaryFolder.make("entries")
        let longest = String(repeating: "é", count: 127) + "x"          // 255 bytes, the limit
        var expected = [longest]
        for index in 0..<2000 { expected.append("r\(index).cook") }
        for name in expected { try Data().write(to: URL(fileURLWithPath: folder + "/" + name)) }
        var read: [String] = []
        let directory = try #require(opendir(folder))
        defer { closedir(directory) }
        while let entry = readdir(directory) { read.append(String(decoding: FilePath.entryName(entry), as: UTF8.self)) }
        #expect(read.filter { $0 != "." && $0 != ".." }.sorted() == expected.sorted())
    }
}
