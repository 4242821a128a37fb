import Fuzzing
import TOML
import Testing

/// Bytes rather than text: encodings, newlines, huge lines and random damage. The reader must
/// answer every input with a document or a placed error, in time linear in the input.
@Suite("TOML reader: encodings and robustness")
struct TOMLRobustnessTests {
    private func failure(_ bytes: [UInt8]) -> String {
        do {
            let document = try TOMLReader.parse(bytes: bytes)
            Issue.record("accepted: \(document)")
            return ""
        } catch {
            return error.description
        }
    }

    @Test func invalidUTF8IsPlaced() {
        let save = "; save the file as UTF-8"
        // invalid/encoding/bad-utf8-in-string, …-in-string-literal, …-in-comment, …-at-end
        #expect(failure(Array("# c\nbad = \"".utf8) + [0xC3, 0x22]) == "2:8: invalid UTF-8 (byte 0xC3)\(save)")
        #expect(failure(Array("bad = 'é".utf8) + [0xC3, 0x27]) == "1:9: invalid UTF-8 (byte 0xC3)\(save)")
        #expect(failure([0x23, 0xC3, 0x0A]) == "1:2: invalid UTF-8 (byte 0xC3)\(save)")
        #expect(failure(Array("x = 1\n".utf8) + [0xDA]) == "2:1: invalid UTF-8 (byte 0xDA)\(save)")
        // invalid/encoding/bad-codepoint: an encoded surrogate; also overlong and above U+10FFFF
        #expect(failure(Array("k = \"".utf8) + [0xED, 0xA0, 0x80, 0x22]) == "1:6: invalid UTF-8 (byte 0xED)\(save)")
        #expect(failure([0xC0, 0xAF]) == "1:1: invalid UTF-8 (byte 0xC0)\(save)")
        #expect(failure([0xF4, 0x90, 0x80, 0x80]) == "1:1: invalid UTF-8 (byte 0xF4)\(save)")
        #expect(failure([0x80]) == "1:1: invalid UTF-8 (byte 0x80)\(save)")
    }

    @Test func utf16IsNamed() {
        let message = "1:1: the file is UTF-16; save it as UTF-8"
        #expect(failure([0xFE, 0xFF, 0x00, 0x23]) == message)  // invalid/encoding/utf16-bom
        #expect(failure([0xFF, 0xFE, 0x23, 0x00]) == message)
        #expect(failure([0x00, 0x23, 0x00, 0x20]) == message)  // invalid/encoding/utf16-comment
        #expect(failure([0x6B, 0x00, 0x20, 0x00]) == message)  // invalid/encoding/utf16-key
    }

    @Test func byteOrderMarkAtTheStartIsSkipped() throws {
        // invalid/encoding/bom-not-at-start-01/02/03 (in the invalid tables) are the other side
        let document = try TOMLReader.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("a = 1\nb = \"é\"".utf8))
        #expect(document.root.entries == [TOMLEntry(key: "a", value: .integer(1), line: 1),
                                          TOMLEntry(key: "b", value: .string("é"), line: 2)])
        #expect(failure([0xEF, 0xBB, 0xBF] + Array("a = 1 x".utf8)) == "1:7: expected the end of the line after the value, found \"x\"")
    }

    @Test func crlfAndLfLinesCountAlike() throws {
        // valid/spec-1.0.0/string-2 (CRLF files), invalid/control/bare-cr
        let document = try TOMLReader.parse("# c\r\n[keys]\r\ndown = \"n\" # x\r\n\r\nup = [\r\n \"k\",\r\n]\r\n")
        #expect(document.table(named: "keys")?.entries.map(\.line) == [3, 5])
        #expect(failure(Array("a = 1\r\nb = 2\r".utf8)) == "2:6: a carriage return (\\r) must be followed by a line feed (\\n)")
        #expect(failure(Array("a = 1\r\n\rb = 2".utf8)) == "2:1: a carriage return (\\r) must be followed by a line feed (\\n)")
    }

    @Test func hugeLinesAreFineAndMessagesStayShort() throws {
        let big = String(repeating: "x", count: 1 << 20)
        #expect(try TOMLReader.parse("k = \"\(big)\" # \(big)").root["k"]?.value == .string(big))
        #expect(failure(Array("k = \"\(big)".utf8)) == "1:\(big.count + 6): missing closing quote (\"); a \"…\" string must end on its line")
        #expect(failure(Array("k = '\(big)\n".utf8)).hasPrefix("1:\(big.count + 6): missing closing apostrophe"))
        let bare = failure(Array("k = \(big)".utf8))
        #expect(bare.hasPrefix("1:5: expected a value, found \"xxxx") && bare.count < 200)
        let key = failure(Array("\"\(big)\" = 1\n\"\(big)\" = 2".utf8))
        #expect(key.hasPrefix("2:1: duplicate key \"xxxx") && key.count < 200)
        let digits = String(repeating: "9", count: 1 << 20)
        #expect(failure(Array("k = \(digits)".utf8)).hasPrefix("1:5: integer out of range"))
    }

    @Test func longListsAndLongNamesAreLinear() throws {
        let count = 200_000
        let list = "k = [" + String(repeating: "1,", count: count) + "]"
        #expect(try TOMLReader.parse(list).root["k"]?.value.arrayValue?.count == count)
        let header = "[" + Array(repeating: "a", count: count).joined(separator: ".") + "]\nk = 1"
        #expect(try TOMLReader.parse(header).tables.first?.path.count == count)
        let keys = (0..<count).map { "k\($0) = \($0)" }.joined(separator: "\n")
        #expect(try TOMLReader.parse(keys).root.entries.count == count)
    }


    @Test func randomDamageNeverCrashes() {
        let config = Array("""
            # comment\r
            top = 'x'
            [keys]
            down = "n"              # one key, or a list: ["j", "n", "Down"]
            quit = ["q", "ctrl-q", "\\u00e9\\U0001F600"]
            [theme."a b".c]
            accent = "magenta"
            level = 0xf_5
            nums = [ 1_000, -5, 0b101, 0o17, # c
              9223372036854775807, ]
            """.utf8)
        let interesting: [UInt8] = Array("\"'[]{}=.,#\\_+-0x \t\n\r".utf8) + [0x00, 0x7F, 0xC3, 0xE2, 0xF0, 0x80, 0xEF, 0xBB, 0xBF]
        #expect(throws: Never.self) { try TOMLReader.parse(bytes: config) }
        var random = FuzzRandom(seed: 0x7031_2024)
        var accepted = 0
        for _ in 0..<4000 {
            var bytes = config
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<5, using: &random) {
                case 0: bytes[at] = interesting.randomElement(using: &random)!
                case 1: bytes.insert(interesting.randomElement(using: &random)!, at: at)
                case 2: if bytes.count > 1 { bytes.remove(at: at) }
                case 3: bytes[at] = UInt8.random(in: 0...255, using: &random)
                default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 8)], at: at)
                }
            }
            do {
                _ = try TOMLReader.parse(bytes: bytes)
                accepted += 1
            } catch {
                let lines = bytes.count { $0 == 0x0A } + 1
                #expect(error.line >= 1 && error.line <= lines && error.column >= 1, "\(error) for \(bytes)")
                #expect(!error.message.isEmpty && !error.message.contains("\n"))
            }
        }
        #expect(accepted > 0 && accepted < 4000)
    }
}
