@testable import FileSystem
import Foundation
@testable import RecipeStore
import Testing
import TestSupport

/// The halves of an atomic write apart (`AtomicFile.Draft`): the stamp an index records is
/// the one the file has once in place, and a draft that is not finished leaves nothing behind.
@Suite("Atomic writes in stages")
struct AtomicDraftTests {
    let directory: String

    init() throws {
        directory = try TemporaryFolder.make("draft")
    }

    @Test func theStampOfAFilledDraftIsTheFilesInPlace() throws {
        try Data("old".utf8).write(to: URL(fileURLWithPath: directory + "/archive"))
        let draft = try AtomicFile.draft(to: directory + "/archive")
        #expect(draft.write([FilePiece(Array("body".utf8)[...])], at: 6))
        #expect(draft.write([FilePiece(Array("header".utf8)[...])], at: 0))
        let stamp = try #require(draft.stamp)
        try draft.flush().commit()
        #expect(try FilePath.readAll(directory + "/archive") == Array("headerbody".utf8))
        #expect(try SourceFile(path: directory + "/archive").stamp == stamp)
    }

    @Test func aDraftLetGoOfOrRefusedLeavesNothingBehind() throws {
        try Data("old".utf8).write(to: URL(fileURLWithPath: directory + "/index"))
        do {
            let dropped = try AtomicFile.draft(to: directory + "/index")
            dropped.write([FilePiece(Array("never flushed".utf8)[...])], at: 0)
        }
        let source = try SourceFile(path: directory + "/index")
        #expect(truncate(directory + "/index", 1) == 0)  // changed since it was read: a copy from it is refused
        let refused = try AtomicFile.draft(to: directory + "/index")
        #expect(!refused.write([FilePiece(Array("old".utf8)[...], copiedFrom: source)], at: 0))
        #expect(throws: AtomicFile.Failure(path: directory + "/index", reason: "\(directory)/index changed while it was copied")) { try refused.flush() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["index"], "no temporary file is left")
        #expect(try FilePath.readAll(directory + "/index") == Array("o".utf8))
    }
}
