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
        let (file, old) = try oldFile(3 << 20)
        let new: [UInt8] = Array("an edited record".utf8)
        let pieces = [FilePiece(old[0..<100], copiedFrom: file), FilePiece(new[...]), FilePiece(old[(1 << 20)..<(3 << 20)], copiedFrom: file),
                      FilePiece(old[5..<6], copiedFrom: file), FilePiece([][...])]
        try AtomicFile.write(pieces: pieces, to: directory + "/new")
        #expect(try FilePath.readAll(directory + "/new") == Array(old[0..<100]) + new + Array(old[(1 << 20)..<(3 << 20)]) + [old[5]])
        #expect(try FilePath.readAll(directory + "/old") == old, "the old file is left as it was")
    }

    @Test func aSourceCutShortIsWrittenFromMemory() throws {
        let (file, old) = try oldFile(10_000)
        #expect(truncate(directory + "/old", 3_000) == 0)
        try AtomicFile.write(pieces: [FilePiece(old[2_000..<9_000], copiedFrom: file)], to: directory + "/new")
        #expect(try FilePath.readAll(directory + "/new") == Array(old[2_000..<9_000]))
    }
}
