import TOML
import Testing

/// Lists and inline tables nest at most 128 levels: deeper is an error placed where it goes too
/// deep, never a stack overflow (30,000 levels are 240 KB, well under config.toml's 1 MiB).
@Suite("TOML reader: nesting depth")
struct TOMLNestingTests {
    private let message = "lists and inline tables are nested more than 128 levels deep"

    private func nested(_ opener: String, _ closer: String, levels: Int) -> String {
        "a = " + String(repeating: opener, count: levels) + "1" + String(repeating: closer, count: levels)
    }

    @Test func thirtyThousandInlineTablesAreAnErrorNotACrash() {
        let error = #expect(throws: TOMLError.self) { try TOMLReader.parse(nested("{b = ", "}", levels: 30_000)) }
        // The 129th `{`: after `a = ` and 128 times `{b = `.
        #expect(error == TOMLError(line: 1, column: 5 + 128 * 5, message: message))
    }

    @Test func listsOfInlineTablesCountEveryLevel() {
        let error = #expect(throws: TOMLError.self) { try TOMLReader.parse(nested("[{b = ", "}]", levels: 20_000)) }
        // The 129th opener is the `[` after 64 times `[{b = `.
        #expect(error == TOMLError(line: 1, column: 5 + 64 * 6, message: message))
    }

    @Test func oneHundredAndTwentyEightLevelsAreRead() throws {
        var value = try #require(try TOMLReader.parse(nested("{b = ", "}", levels: 128)).root["a"]?.value)
        var levels = 0
        while case let .table(entries) = value, let inner = entries.first?.value {
            levels += 1
            value = inner
        }
        #expect(levels == 128)
        #expect(value == .integer(1))
        #expect(throws: TOMLError(line: 1, column: 5 + 128 * 5, message: message)) {
            try TOMLReader.parse(nested("{b = ", "}", levels: 129))
        }
    }
}
