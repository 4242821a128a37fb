@testable import Cooklang
import Testing

/// `YAMLLine.split` finds line breaks in the UTF-8; its lines must be those of splitting the
/// text's Characters, marks, CRLF pairs and non-ASCII text included.
struct YAMLLineSplitTests {
    /// The split as it was, Character by Character.
    private func characterSplit(_ text: String) -> [[Character]] {
        var lines: [[Character]] = [], current: [Character] = []
        for char in text.first == "\u{FEFF}" ? text.dropFirst() : text[...] {
            if char == "\n" || char == "\r\n" || char == "\r" {
                lines.append(current)
                current = []
            } else {
                current.append(char)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    private func check(_ text: String) {
        let lines = YAMLLine.split(text)
        #expect(lines.map(\.chars) == characterSplit(text), "\(text.debugDescription)")
        #expect(lines.map(\.number) == Array(1...lines.count))
        #expect(lines.map(\.indent) == lines.map(\.spaces))
    }

    @Test(arguments: [
        "", "\n", "\r", "\r\n", "\n\n", "\r\r\n", "a", "a\n", "a\nb", "a\r\nb\rc\n\nd", "  k: v\n    - x",
        "\u{FEFF}", "\u{FEFF}a\nb", "\u{FEFF}\u{301}a", "x\u{FEFF}\ny", "e\u{301}\n\u{301}x", "\r\u{301}\n",
        "\n\u{200D}👨‍🍳\r\n🇫🇷\r", "麻婆豆腐: 辣\r\nPhở: bò", "a\u{1F3FB}\r\u{0600}\n",
    ])
    func splitsAsCharactersDo(text: String) { check(text) }

    @Test func randomTextSplitsAsCharactersDo() {
        let pieces = ["a", "k: v", " ", "\t", "\n", "\r", "\r\n", "\u{301}", "\u{200D}", "\u{FE0F}", "\u{FEFF}",
                      "\u{0600}", "\u{1F3FB}", "👨‍🍳", "🇫", "é", "麻", "\u{A0}", "\u{85}", "\u{2028}", "#", "-"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<20_000 {
            check((0..<next(12)).map { _ in pieces[next(pieces.count)] }.joined())
        }
    }
}
