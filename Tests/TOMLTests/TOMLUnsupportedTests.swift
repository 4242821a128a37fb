import TOML
import Testing

/// Every TOML feature outside the config subset is refused by name at its place, never read as
/// something else. Inputs come from the toml-test cases named in the comments.
@Suite("TOML reader: unsupported features")
struct TOMLUnsupportedTests {
    /// The error for `input`, or a recorded issue when it was accepted.
    private func failure(_ input: String) -> String {
        do {
            let document = try TOMLReader.parse(input)
            Issue.record("accepted: \(document)")
            return ""
        } catch {
            return error.description
        }
    }

    @Test func floats() {
        let message = "floats are not supported here; use an integer"
        #expect(failure("pi = 3.14") == "1:6: \(message)")  // valid/spec-1.0.0/float-0
        #expect(failure("x = 1e06") == "1:5: \(message)")  // valid/spec-1.0.0/float-1
        #expect(failure("x = -2E-2") == "1:5: \(message)")  // valid/spec-1.0.0/float-1
        #expect(failure("x = [1, 1.1]") == "1:9: \(message)")  // valid/array/mixed-int-float
        let special = "floats are not supported here (inf and nan included); use an integer"
        #expect(failure("x = inf") == "1:5: \(special)")  // valid/spec-1.0.0/float-2
        #expect(failure("x = -nan#c") == "1:5: \(special)")  // valid/comment/after-literal-no-ws
    }

    @Test func booleans() {
        let message = "booleans are not supported here; write the value this setting expects"
        #expect(failure("bool1 = true") == "1:9: \(message)")  // valid/spec-1.0.0/boolean-0
        #expect(failure("a = [true, false]") == "1:6: \(message)")  // valid/array/bool
    }

    @Test func datesAndTimes() {
        let message = #"dates and times are not supported here; write them as a "string""#
        #expect(failure("odt1 = 1979-05-27T07:32:00Z") == "1:8: \(message)")  // valid/spec-1.0.0/offset-date-time-0
        #expect(failure("ldt = 1979-05-27 07:32:00") == "1:7: \(message)")  // valid/spec-1.0.0/local-date-time-0
        #expect(failure("ld1 = 1979-05-27") == "1:7: \(message)")  // valid/spec-1.0.0/local-date-0
        #expect(failure("lt1 = 07:32:00") == "1:7: \(message)")  // valid/spec-1.0.0/local-time-0
    }

    @Test func inlineTablesOverMoreThanOneLine() {
        let message = "an inline table must end with \"}\" on the line it starts"
        // valid/inline-table/newline (TOML 1.1)
        #expect(failure("t = {\n\tc = 1\n}") == "1:6: expected a key or \"}\"; \(message)")
        #expect(failure("tbl-1 = { # note\n}") == "1:11: expected a key or \"}\"; \(message)")
    }

    @Test func dottedKeysInInlineTables() {
        // valid/spec-1.0.0/inline-table-0
        #expect(failure(#"animal = { type.name = "pug" }"#)
                == "1:16: dotted keys are not supported here; nest an inline table instead: \"type\" = { … }")
    }

    @Test func arraysOfTables() {
        let message = "arrays of tables ([[name]]) are not supported here; use one [name] table"
        #expect(failure("[[products]]\nname = \"Hammer\"") == "1:1: \(message)")  // valid/spec-1.0.0/array-of-tables-0
        #expect(failure("[a]\n  [[a.b]]") == "2:3: \(message)")  // valid/table/array-nest
    }

    @Test func multiLineStrings() {
        let basic = #"multi-line strings are not supported here; write one line, with \n for line breaks"#
        #expect(failure("str1 = \"\"\"\nRoses are red\"\"\"") == "1:8: \(basic)")  // valid/spec-1.0.0/string-1
        #expect(failure(#"k = """""""#) == "1:5: \(basic)")  // valid/string/multiline-empty
        let literal = "multi-line strings are not supported here; write one line"
        #expect(failure("regex2 = '''I [dw]on't need'''") == "1:10: \(literal)")  // valid/spec-1.0.0/string-6
        #expect(failure("k = [ 'a', '''b''' ]") == "1:12: \(literal)")  // valid/array/strings
    }

    @Test func mixedTypeArrays() {
        let message = "mixed-type arrays are not supported here; use all strings, all integers or all tables"
        #expect(failure(#"k = ["hi", 42]"#) == "1:12: \(message)")  // valid/array/mixed-int-string
        #expect(failure("k = [\n  1,\n  'one',\n]") == "3:3: \(message)")
    }

    @Test func nestedArrays() {
        let message = "nested arrays are not supported here; use one list of strings or of integers"
        #expect(failure("nest = [[\"a\"], [\"b\"]]") == "1:9: \(message)")  // valid/array/nested
        #expect(failure("thevoid = [[[[[]]]]]") == "1:12: \(message)")  // valid/array/empty
    }

    @Test func dottedKeys() {
        #expect(failure("physical.color = \"orange\"")  // valid/spec-1.0.0/keys-3
            == "1:9: dotted keys are not supported here; put the key under a [physical] header")
        #expect(failure("[fruit]\napple . color = \"red\"")  // valid/spec-1.0.0/table-9
            == "2:7: dotted keys are not supported here; put the key under a [fruit.apple] header")
        #expect(failure("3.14159 = \"pi\"")  // valid/spec-1.0.0/keys-7
            == "1:2: dotted keys are not supported here; put the key under a [3] header")
    }
}
