import Terminal
import Testing
import TestSupport

@Suite("Cell buffer: widths, truncation, sanitising")
struct CellBufferTests {
    @Test func wideCharactersTakeTwoCells() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("麻婆豆腐") == 8)
        #expect(DisplayWidth.of("비빔밥") == 6)
        #expect(DisplayWidth.of("Crème brûlée") == 12)
        #expect(DisplayWidth.of("e\u{301}") == 1, "a combining accent takes no cell")
        #expect(DisplayWidth.of("🍜") == 2)
        var buffer = CellBuffer(width: 6, height: 1)
        #expect(buffer.write("蛋炒饭", x: 0, y: 0) == 6)
        #expect(buffer.lines == ["蛋炒饭"])
        #expect(buffer[1, 0].isContinuation)
    }

    @Test func truncationNeverSplitsACharacterAndEndsWithAnEllipsis() {
        #expect(DisplayWidth.truncate("Apple Pie", to: 20) == "Apple Pie")
        #expect(DisplayWidth.truncate("Apple Pie", to: 6) == "Apple…")
        #expect(DisplayWidth.truncate("麻婆豆腐", to: 6) == "麻婆…")
        #expect(DisplayWidth.truncate("麻婆豆腐", to: 5) == "麻婆…")
        #expect(DisplayWidth.truncate("麻婆豆腐", to: 4) == "麻…")
        #expect(DisplayWidth.truncate("麻婆豆腐", to: 1) == "…")
        #expect(DisplayWidth.truncate("abc", to: 0) == "")
    }

    @Test func aWideCharacterThatDoesNotFitIsLeftOut() {
        var buffer = CellBuffer(width: 5, height: 1)
        #expect(buffer.write("豆腐汤", x: 0, y: 0) == 4)
        #expect(buffer.lines == ["豆腐 "])
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var buffer = CellBuffer(width: 6, height: 1)
        buffer.write("麻婆豆", x: 0, y: 0)
        buffer.write("x", x: 1, y: 0)
        #expect(buffer.lines == [" x婆豆"])
        buffer.write("y", x: 2, y: 0)
        #expect(buffer.lines == [" xy 豆"])
    }

    @Test func escapeSequencesAndControlsAreShownHarmlessly() {
        #expect(Sanitizer.clean("Evil \u{1B}[31mRed\u{1B}[0m\u{07}") == "Evil ␛[31mRed␛[0m␇")
        #expect(Sanitizer.clean("a\tb\nc") == "a b c")
        #expect(Sanitizer.clean("\u{9B}31m") == "\u{FFFD}31m", "C1 CSI is replaced")
        #expect(Sanitizer.clean("abc\u{202E}fed") == "abcfed", "bidi overrides are dropped")
        #expect(Sanitizer.clean("plain") == "plain")
        var buffer = CellBuffer(width: 12, height: 1)
        buffer.write("\u{1B}[2J!", x: 0, y: 0)
        #expect(buffer.lines == ["␛[2J!       "])
        #expect(buffer.cells.allSatisfy { !$0.text.unicodeScalars.contains { $0.value < 0x20 } })
    }

    @Test func wrappingBreaksAtSpacesAndBetweenCJKCharacters() {
        #expect(DisplayWidth.wrap("Warm the dashi until it steams", to: 10) == ["Warm the", "dashi", "until it", "steams"])
        #expect(DisplayWidth.wrap("弱火にかけ、沸騰直前に", to: 8) == ["弱火にか", "け、沸騰", "直前に"])
        #expect(DisplayWidth.wrap("Supercalifragilistic", to: 8) == ["Supercal", "ifragili", "stic"])
        #expect(DisplayWidth.wrap("", to: 8) == [""])
        // A step written over two lines in its file: the line break is a space, never carried
        // into the next line (where it pushed the text past the column's edge).
        #expect(DisplayWidth.wrap("frying pan on \na medium heat", to: 14) == ["frying pan on", "a medium heat"])
        #expect(DisplayWidth.wrap("on \n\t a  b", to: 20) == ["on a  b"], "the break is one space; the author's double space stays")
    }

    @Test func writeLineCutsAndPadsWithItsStyle() {
        var buffer = CellBuffer(width: 8, height: 1)
        buffer.writeLine("Crème brûlée", in: Rect(x: 0, y: 0, width: 8, height: 1), style: .reverse)
        #expect(buffer.lines == ["Crème b…"])
        #expect(buffer.styleLines == ["RRRRRRRR"])
        buffer.writeLine("ok", in: Rect(x: 2, y: 0, width: 4, height: 1))
        #expect(buffer.lines == ["Crok  b…"])
        #expect(buffer.styleLines == ["RR....RR"])
    }
}
