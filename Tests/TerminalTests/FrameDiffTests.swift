import Terminal
import Testing

/// The frame diff: what changed between two frames, cell by cell, as the backend sends it.
@Suite("Frame diff")
struct FrameDiffTests {
    private func texts(_ diff: FrameDiff) -> [String] { diff.changes.map { "\($0.x),\($0.y):\($0.text)" } }

    @Test func identicalFramesSendNothing() {
        let frame = CellBuffer(lines: ["ab麻c", "e\u{301}f "])
        let diff = FrameDiff.between(frame, frame)
        #expect(diff.isEmpty)
        #expect(diff.changes == [])
    }

    @Test func theFirstFrameOrANewSizeSendsEveryCellButContinuations() {
        let frame = CellBuffer(lines: ["a麻b"])
        let first = FrameDiff.between(nil, frame)
        #expect(first.isFull)
        #expect(texts(first) == ["0,0:a", "1,0:麻", "3,0:b"], "the wide character's right half is not sent")
        let resized = FrameDiff.between(CellBuffer(width: 3, height: 1), frame)
        #expect(resized.isFull)
        #expect(resized.changes.count == 3)
    }

    @Test func aFullFrameLeavesOutThePlainBlanksTheClearDraws() {
        var frame = CellBuffer(width: 5, height: 2)
        frame.write("a b", x: 0, y: 0)
        frame.fill(Rect(x: 3, y: 1, width: 1, height: 1), style: .reverse)
        frame.write("\u{301}", x: 1, y: 1)
        let first = FrameDiff.between(nil, frame)
        #expect(first.isFull)
        #expect(texts(first) == ["0,0:a", "2,0:b", "1,1: \u{301}", "3,1: "], "a styled blank or a blank with a mark is sent")
        #expect(first.changes.last?.style == .reverse)
    }

    @Test func onlyChangedCellsAreSentWithTheirStyle() {
        var old = CellBuffer(width: 4, height: 2)
        old.write("abcd", x: 0, y: 0)
        var new = old
        new.write("X", x: 2, y: 0, style: .bold)
        new.write("z", x: 1, y: 1)
        let diff = FrameDiff.between(old, new)
        #expect(!diff.isFull)
        #expect(diff.changes == [FrameDiff.Change(x: 2, y: 0, text: "X", style: .bold), FrameDiff.Change(x: 1, y: 1, text: "z", style: .plain)])
        var restyled = old
        restyled.writeLine("abcd", in: Rect(x: 0, y: 0, width: 4, height: 1), style: .reverse)
        #expect(texts(FrameDiff.between(old, restyled)) == ["0,0:a", "1,0:b", "2,0:c", "3,0:d"], "a style change alone is a change")
    }

    @Test func aWideCharacterReplacedByTwoNarrowOnesLeavesNoHalf() {
        let wide = CellBuffer(lines: ["麻."])
        let narrow = CellBuffer(lines: ["ab."])
        #expect(texts(FrameDiff.between(wide, narrow)) == ["0,0:a", "1,0:b"], "the old right half is overwritten")
        #expect(texts(FrameDiff.between(narrow, wide)) == ["0,0:麻"], "the new wide character covers the old second cell")
    }

    @Test func combiningMarksAreChangesOfTheirCell() {
        let plain = CellBuffer(lines: ["cafe"])
        let accented = CellBuffer(lines: ["cafe\u{301}"])
        #expect(texts(FrameDiff.between(plain, accented)) == ["3,0:e\u{301}"])
        #expect(texts(FrameDiff.between(accented, plain)) == ["3,0:e"], "a mark removed is sent too")
        let other = CellBuffer(lines: ["cafe\u{300}"])
        #expect(texts(FrameDiff.between(accented, other)) == ["3,0:e\u{300}"])
    }
}
