@testable import FileSystem
import Foundation
@testable import RecipeStore
import Testing
import TestSupport

/// A cache file written from pieces: bytes from memory and runs of an old file the kernel
/// copies; the result is the same file either way, also when the old file is cut short.
@Suite("Writing a file from pieces")
struct FilePieceTests {
    let directory: String

    init() throws {
        directory = try TemporaryFolder.make("filepiece")
    }

    /// An old file of `count` patterned bytes, open, and its bytes.
    private func oldFile(_ count: Int) throws -> (SourceFile, [UInt8]) {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 9) }
        try Data(bytes).write(to: URL(fileURLWithPath: directory + "/old"))
        return (try SourceFile(path: directory + "/old"), bytes)
    }

    @Test func copiedRunsAndNewBytesMakeTheFileAsIfWrittenFromMemory() throws {
        // Pieces longer than a write-back step (2 MiB) are written in runs, each copied from its own place.
        let (file, old) = try oldFile(6 << 20)
        let new: [UInt8] = Array("an edited record".utf8) + (0..<(5 << 19)).map { UInt8(truncatingIfNeeded: $0 >> 3) }
        let pieces = [FilePiece(old[0..<100], copiedFrom: file), FilePiece(new[...]), FilePiece(old[(1 << 20)..<(6 << 20) - 3], copiedFrom: file),
                      FilePiece(old[5..<6], copiedFrom: file), FilePiece([][...])]
        try AtomicFile.write(pieces: pieces, to: directory + "/new")
        #expect(try FilePath.readAll(directory + "/new") == Array(old[0..<100]) + new + Array(old[(1 << 20)..<(6 << 20) - 3]) + [old[5]])
        #expect(try FilePath.readAll(directory + "/old") == old, "the old file is left as it was")
    }

    @Test func piecesOnlyInTheirFileAreCopiedAndReadForTheirChecksum() throws {
        // An archive updated in place is never held whole: its unchanged runs are only in the old file.
        let (file, old) = try oldFile(3 << 20)
        let new: [UInt8] = Array("an edited record".utf8)
        let pieces = [FilePiece(copying: 7..<(5 << 18), of: file), FilePiece(new[...]), FilePiece(copying: (5 << 18)..<(3 << 20), of: file)]
        let whole = Array(old[7..<(5 << 18)]) + new + Array(old[(5 << 18)..<(3 << 20)])
        #expect(Checksum.of(pieces) == Checksum.of(whole, 0..<whole.count))
        try AtomicFile.write(pieces: pieces, to: directory + "/new")
        #expect(try FilePath.readAll(directory + "/new") == whole)
        #expect(truncate(directory + "/old", 1 << 20) == 0)
        #expect(Checksum.of(pieces) == nil, "the old file no longer has the pieces")
    }

    @Test func copiedRunsComeFromTheFileItself() throws {
        // The old file's bytes are changed in place behind the pieces' backs, its size and
        // modification time put back: what lands in the new file shows where it was read from.
        let (file, old) = try oldFile(1 << 20)
        let other = old.map { $0 ^ 0xFF }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: directory + "/old"))
        try handle.write(contentsOf: Data(other))
        try handle.close()
        var times = [file.info.st_atim, file.info.st_mtim]
        #expect(utimensat(AT_FDCWD, directory + "/old", &times, 0) == 0)
        try AtomicFile.write(pieces: [FilePiece(old[10..<(1 << 19)], copiedFrom: file), FilePiece(old[5..<9])], to: directory + "/new")
        #expect(try FilePath.readAll(directory + "/new") == Array(other[10..<(1 << 19)]) + Array(old[5..<9]), "copied by the kernel from the file")
    }

    @Test(arguments: ["rewritten", "cut short"])
    func aSourceChangedSinceItWasReadFailsTheWrite(change: String) throws {
        // Its checksum was made from the bytes read; bytes copied from a changed file may differ.
        let (file, old) = try oldFile(100_000)
        if change == "rewritten" {
            try Data(old.reversed() + [1]).write(to: URL(fileURLWithPath: directory + "/old"))  // in place: the same inode
        } else {
            #expect(truncate(directory + "/old", 30_000) == 0)
        }
        #expect(throws: AtomicFile.Failure(path: directory + "/new", reason: "\(directory)/old changed while it was copied")) {
            try AtomicFile.write(pieces: [FilePiece(old[20_000..<50_000], copiedFrom: file)], to: directory + "/new")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["old"], "no new file, no temporary file left")
    }
}
