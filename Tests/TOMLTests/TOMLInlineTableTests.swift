import TOML
import Testing

/// One-line inline tables, as Cooklang's pantry.conf writes them. Each row is our own input for
/// the toml-test case named in the comment above it (`tests/valid/…` or `tests/invalid/…`).
@Suite("TOML reader: inline tables")
struct TOMLInlineTableTests {
    static let valid: [(input: String, value: TOMLValue)] = [
        // valid/inline-table/empty
        ("k = {}", .table([])),
        ("k = { }", .table([])),
        ("k ={            }#nothing here", .table([])),
        (#"k = {"empty"={}}"#, .table([TOMLEntry(key: "empty", value: .table([]), line: 1)])),
        // valid/inline-table/inline-table and valid/spec-1.0.0/inline-table-0
        (#"k = { first = "Tom", last = "Preston-Werner" }"#,
         .table([TOMLEntry(key: "first", value: .string("Tom"), line: 1),
                 TOMLEntry(key: "last", value: .string("Preston-Werner"), line: 1)])),
        (#"k = { "a" = 1 }"#, .table([TOMLEntry(key: "a", value: .integer(1), line: 1)])),
        // valid/inline-table/spaces (with tabs)
        ("k = { version = \"4\"\t   \t,\t  \tfeatures = [   \"derive\" \t  ,  \t  \"cargo\"   ]   }",
         .table([TOMLEntry(key: "version", value: .string("4"), line: 1),
                 TOMLEntry(key: "features", value: .array([.string("derive"), .string("cargo")]), line: 1)])),
        // valid/inline-table/nest
        ("k = { tbl_1 = { one = 1 } }",
         .table([TOMLEntry(key: "tbl_1", value: .table([TOMLEntry(key: "one", value: .integer(1), line: 1)]), line: 1)])),
        // valid/inline-table/array-01
        ("k = [ {'a'= 1}, {'a'= 2} ]",
         .array([.table([TOMLEntry(key: "a", value: .integer(1), line: 1)]),
                 .table([TOMLEntry(key: "a", value: .integer(2), line: 1)])])),
        // the pantry.conf shape from Cooklang's conventions
        (#"k = { bought = "05.05.2024", expire = "05.06.2025", quantity = "1%kg" }"#,
         .table([TOMLEntry(key: "bought", value: .string("05.05.2024"), line: 1),
                 TOMLEntry(key: "expire", value: .string("05.06.2025"), line: 1),
                 TOMLEntry(key: "quantity", value: .string("1%kg"), line: 1)])),
    ]

    @Test(arguments: valid)
    func accepted(_ row: (input: String, value: TOMLValue)) throws {
        let document = try TOMLReader.parse(row.input)
        #expect(document.root.entries == [TOMLEntry(key: "k", value: row.value, line: 1)])
    }

    static let invalid: [(input: String, error: String)] = [
        // invalid/inline-table/bad-key-syntax
        ("tbl = { a = 1, [b] }", "1:16: expected a key, found \"[\""),
        // invalid/inline-table/double-comma
        ("t = {x=3,,y=4}", "1:10: expected a key or \"}\", found \",\""),
        // invalid/inline-table/duplicate-key-01
        ("a={b=1, b=2}", "1:9: duplicate key \"b\" in the inline table (first set at line 1)"),
        // invalid/inline-table/empty-01
        ("t = {,}", "1:6: expected a key or \"}\", found \",\""),
        // invalid/inline-table/linebreak-01
        ("simple = { a = 1 \n}", "1:18: expected \",\" or \"}\"; an inline table must end with \"}\" on the line it starts"),
        // invalid/inline-table/linebreak-02
        ("t = {a=1,\nb=2}", "1:10: expected a key or \"}\"; an inline table must end with \"}\" on the line it starts"),
        // invalid/inline-table/no-close-01
        ("a={", "1:4: expected a key or \"}\"; an inline table must end with \"}\" on the line it starts"),
        // invalid/inline-table/no-close-02
        ("a={b=1", "1:7: expected \",\" or \"}\"; an inline table must end with \"}\" on the line it starts"),
        // invalid/inline-table/no-comma-01
        ("t = {x = 3 y = 4}", "1:12: expected \",\" or \"}\" after a value in the inline table, found \"y\""),
        // invalid/inline-table/trailing-comma
        ("abc = { abc = 123, }", "1:20: a trailing comma is not allowed in an inline table; remove it"),
        // invalid/inline-table/overwrite-02
        ("a={}\n[a.b]", "2:2: cannot define table [a.b]: key \"a\" already has a value (line 1)"),
        // invalid/spec-1.0.0/inline-table-2-0
        ("[product]\ntype = { name = \"Nail\" }\ntype.edible = 1",
         "3:1: duplicate key \"type\" (first set at line 2)"),
        // invalid/string/missing-quotes-inline-table
        ("k = { x = hello }", "1:11: expected a value, found \"hello\"; text needs quotes, e.g. \"hello\""),
        // mixed kinds in a list
        ("k = [ {}, 1 ]", "1:11: mixed-type arrays are not supported here; use all strings, all integers or all tables"),
    ]

    @Test(arguments: invalid)
    func refused(_ row: (input: String, error: String)) {
        do {
            let document = try TOMLReader.parse(row.input)
            Issue.record("accepted: \(document)")
        } catch {
            #expect(error.description == row.error)
        }
    }
}
