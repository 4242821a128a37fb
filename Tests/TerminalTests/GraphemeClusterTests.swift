import Terminal
import Testing

/// A grapheme cluster is one unit of width: flags, emoji ZWJ sequences and long runs of
/// combining marks are measured, kept and drawn whole.
@Suite("Grapheme clusters")
struct GraphemeClusterTests {
    static let flag = "\u{1F1EB}\u{1F1F7}"                                 // 🇫🇷
    static let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"       // 👨‍👩‍👧
    static let zalgo = "e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}"        // six marks
    static let keycap = "1\u{FE0F}\u{20E3}"                                  // 1️⃣
    static let thumbs = "\u{1F44D}\u{1F3FD}"                                 // 👍🏽

    @Test func eachClusterIsOneUnitOfWidth() {
        #expect(DisplayWidth.of(Character(Self.flag)) == 2)
        #expect(DisplayWidth.of(Character(Self.family)) == 2)
        #expect(DisplayWidth.of(Character(Self.zalgo)) == 1)
        #expect(DisplayWidth.of(Character(Self.keycap)) == 2)
        #expect(DisplayWidth.of(Character(Self.thumbs)) == 2)
        #expect(DisplayWidth.of("a\(Self.flag)b\(Self.family)c") == 7)
        #expect(DisplayWidth.of(Character("\u{1F1EB}")) == 1, "a lone regional indicator is narrow")
    }

    @Test func theBufferKeepsEveryScalarOfACluster() {
        var buffer = CellBuffer(width: 12, height: 1)
        let used = buffer.write("\(Self.flag)\(Self.family)\(Self.zalgo)!", x: 0, y: 0)
        #expect(used == 6)
        #expect(buffer.lines == ["\(Self.flag)\(Self.family)\(Self.zalgo)!      "])
        #expect(buffer.text(x: 2, y: 0) == Self.family)
        #expect(buffer[3, 0].isContinuation)
        #expect(buffer.text(x: 4, y: 0) == Self.zalgo)
    }

    @Test func aClusterIsNeverSplitAtTheEdge() {
        var buffer = CellBuffer(width: 3, height: 1)
        #expect(buffer.write("a\(Self.family)", x: 0, y: 0) == 3)
        #expect(buffer.write("ab\(Self.family)", x: 0, y: 0) == 2, "the family does not fit in one column")
        #expect(buffer.lines == ["ab "])
    }

    @Test func onlyClustersNcursesCanHoldFitOneCell() {
        #expect(DisplayWidth.fitsOneCell("é"))
        #expect(DisplayWidth.fitsOneCell(("e\u{301}\u{302}\u{303}\u{304}")), "four marks fit a cchar_t")
        #expect(!DisplayWidth.fitsOneCell((Self.zalgo)))
        #expect(!DisplayWidth.fitsOneCell((Self.flag)))
        #expect(!DisplayWidth.fitsOneCell((Self.family)))
    }
}

extension GraphemeClusterTests {
    /// The scalar fast path and the per-cluster path agree on every kind of text.
    @Test func fastAndClusterWidthsAgree() {
        let samples = ["plain", "café ★ · →", "麻婆豆腐 and 비빔밥", "e\u{301}", "\u{1F468}\u{200D}\u{1F469}", "\u{1F1EB}\u{1F1F7}!",
                       "tab\there", "del\u{7F}", "한글 \u{1100}\u{1161}\u{11A8}", "1\u{FE0F}\u{20E3}", "\u{1F44D}\u{1F3FD} ok", "Ω≈ç√∫"]
        for text in samples {
            #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) }, "\(text)")
            let cut = DisplayWidth.truncate(text, to: 5)
            #expect(DisplayWidth.of(cut) <= 5, "\(text) → \(cut)")
        }
    }
}
