import CookbookShell
import Foundation
import Testing

/// The arguments as the system gave them: never assuming a program name is there (with
/// libfaketime preloaded `argc` reads 0, and every run died on `1..<0`).
@Suite("Raw command-line arguments")
struct CommandArgumentsTests {
    private func raw(_ arguments: [[UInt8]], count: Int32? = nil) -> [[UInt8]] {
        var vector: [UnsafeMutablePointer<CChar>?] = arguments.map { bytes in
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
            copy[bytes.count] = 0
            return copy
        } + [nil]
        defer { for pointer in vector { pointer?.deallocate() } }
        return vector.withUnsafeMutableBufferPointer { CommandArguments.raw(count: count ?? Int32(arguments.count), vector: $0.baseAddress) }
    }

    @Test func anEmptyArgumentVectorIsNoArguments() {
        #expect(raw([]) == [])
        #expect(raw([], count: -1) == [])
        #expect(CommandArguments.raw(count: 0, vector: nil) == [])
    }

    @Test func theProgramNameIsLeftOutAndEveryByteIsKept() {
        #expect(raw([Array("cookbook".utf8)]) == [])
        #expect(raw([Array("cookbook".utf8), Array("list".utf8), [0x43, 0x61, 0x66, 0xE9]]) == [Array("list".utf8), [0x43, 0x61, 0x66, 0xE9]])
    }

    @Test func aCountLargerThanTheVectorStopsAtItsEnd() {
        #expect(raw([Array("cookbook".utf8), Array("list".utf8)], count: 5) == [Array("list".utf8)])
    }
}
