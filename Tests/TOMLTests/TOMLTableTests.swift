import TOML
import Testing

/// Tables, keys and the document API: names in file order, header and key lines, and what the
/// app reads from config.toml. Rows come from the toml-test cases named in the comments.
@Suite("TOML reader: tables and keys")
struct TOMLTableTests {
    static let headers: [(input: String, paths: [[String]])] = [
        // valid/table/empty
        ("[a]", [["a"]]),
        // valid/table/sub-empty
        ("[a]\n[a.b]", [["a"], ["a", "b"]]),
        // valid/table/names and valid/spec-1.0.0/table-3
        ("[a.b.c]\n[a.\"b.c\"]\n[a.'d.e']\n[a.' x ']\n[ d.e.f ]\n[ g . h . i ]\n[ j . \"ʞ\" . 'l' ]\n\n[x.1.2]",
         [["a", "b", "c"], ["a", "b.c"], ["a", "d.e"], ["a", " x "], ["d", "e", "f"], ["g", "h", "i"], ["j", "ʞ", "l"], ["x", "1", "2"]]),
        // valid/table/empty-name
        ("['']\n[\"\".a]\n[a.'']", [[""], ["", "a"], ["a", ""]]),
        // valid/table/keyword
        ("[true]\n[false]\n[inf]\n[nan]", [["true"], ["false"], ["inf"], ["nan"]]),
        // valid/table/whitespace and valid/table/with-pound
        ("[\"valid key\"]\n[\"key#group\"]", [["valid key"], ["key#group"]]),
        // valid/table/with-literal-string
        ("['a']\n[a.'\"b\"']\n[a.'\"b\"'.c]", [["a"], ["a", "\"b\""], ["a", "\"b\"", "c"]]),
        // valid/table/without-super and valid/spec-1.0.0/table-4
        ("[x.y.z.w] # for this to work\n[x] # afterwards is ok", [["x", "y", "z", "w"], ["x"]]),
        // valid/table/no-eol-01
        ("# No newline at end of file.\n[table]", [["table"]]),
        // valid/spec-1.0.0/table-5
        ("[fruit.apple]\n[animal]\n[fruit.orange]", [["fruit", "apple"], ["animal"], ["fruit", "orange"]]),
        // valid/key/escapes
        ("[\"backsp\\b\\b\"]\n[\"a.b\".\"\\u00c0\"]", [["backsp\u{8}\u{8}"], ["a.b", "À"]]),
        // valid/key/start
        ("[-key]\n[_key]\n[1key]\n[-]\n[_]\n[1] ", [["-key"], ["_key"], ["1key"], ["-"], ["_"], ["1"]]),
        // valid/key/like-date
        ("[2002-01-02]", [["2002-01-02"]]),
        // valid/comment/tricky
        ("[section]#attached comment\n#[notsection]", [["section"]]),
    ]

    @Test(arguments: headers)
    func headersAreReadInOrder(_ row: (input: String, paths: [[String]])) throws {
        let document = try TOMLReader.parse(row.input)
        #expect(document.tables.map(\.path) == row.paths)
        let lines = row.input.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(document.tables.map(\.line) == lines.indices.filter { lines[$0].hasPrefix("[") }.map { $0 + 1 })
        #expect(document.tables.map(\.entries.count).allSatisfy { $0 == 0 })
    }

    static let keys: [(input: String, key: String)] = [
        // valid/key/empty-01, valid/key/empty-02, valid/key/empty-03
        (#""" = "blank""#, ""),
        ("'' = 'blank'", ""),
        ("''=0", ""),
        // valid/key/equals-nospace, valid/key/zero
        ("answer=42", "answer"),
        ("0=0", "0"),
        // valid/key/alphanum and valid/spec-1.0.0/keys-0
        ("000111 = 1", "000111"),
        ("10e3 = 1", "10e3"),
        ("34-11 = 23", "34-11"),
        ("bare-key_1 = 1", "bare-key_1"),
        // valid/key/like-date
        ("2001-02-03   = 1", "2001-02-03"),
        ("\"2001-02-06T15:16:17+01:00\" = 4", "2001-02-06T15:16:17+01:00"),
        // valid/key/special-chars
        (#""=~!@$^&*()_+-`1234567890[]|/?><.,;:'=" = 1"#, "=~!@$^&*()_+-`1234567890[]|/?><.,;:'="),
        // valid/key/quoted-dots
        (#""escaped\u002edot" = 7"#, "escaped.dot"),
        // valid/key/escapes
        (#""\n" = "newline""#, "\n"),
        (#""\"" = "just a quote""#, "\""),
        // valid/key/space
        ("\"  much \t\t  whitespace  \t\\n  \\r\\n  \" = 3", "  much \t\t  whitespace  \t\n  \r\n  "),
        // valid/key/quoted-unicode
        (#""\u0000" = "null""#, "\u{0}"),
        (#"'\u0000' = "different key""#, #"\u0000"#),
        // valid/spec-1.0.0/keys-1
        (#""ʎǝʞ" = "value""#, "ʎǝʞ"),
        (#"'quoted "value"' = "value""#, #"quoted "value""#),
    ]

    @Test(arguments: keys)
    func keysAreUnquoted(_ row: (input: String, key: String)) throws {
        #expect(try TOMLReader.parse(row.input).root.entries.map(\.key) == [row.key])
    }

    @Test func entriesKeepFileOrderLinesAndTables() throws {
        // valid/key/case-sensitive, valid/table/sub, valid/key/numeric-08
        let document = try TOMLReader.parse("""
            sectioN = "NN"

            [section]
            name = "lower"
            NAME = "upper"
            1  = 'one'
            01 = 'zero one'

            # a.extend is a key inside the "a" table.
            [section.extend]
            name = 2
            """)
        #expect(document.root.entries == [TOMLEntry(key: "sectioN", value: .string("NN"), line: 1)])
        #expect(document.root.line == 0 && document.root.path.isEmpty)
        let section = try #require(document.table(named: "section"))
        #expect(section.line == 3)
        #expect(section.entries.map(\.key) == ["name", "NAME", "1", "01"])
        #expect(section.entries.map(\.line) == [4, 5, 6, 7])
        #expect(section["NAME"]?.value == .string("upper"))
        #expect(section["Name"] == nil)
        #expect(document.table(path: ["section", "extend"])?["name"] == TOMLEntry(key: "name", value: .integer(2), line: 11))
        #expect(document.table(path: []) == document.root)
    }

    @Test func theConfigFileOfTheApp() throws {
        let document = try TOMLReader.parse("""
            # comment
            [keys]
            down = "n"              # one key, or a list: ["j", "n", "Down"]
            quit = ["q", "ctrl-q"]

            [theme]
            accent = "magenta"      # the 8 ANSI names, "default", or 0-255
            muted = "245"
            level = 245

            """)
        #expect(document.root.entries.isEmpty)
        #expect(document.tables.map(\.name) == ["keys", "theme"])
        let keys = try #require(document.table(named: "keys"))
        #expect(keys.entries == [
            TOMLEntry(key: "down", value: .string("n"), line: 3),
            TOMLEntry(key: "quit", value: .array([.string("q"), .string("ctrl-q")]), line: 4),
        ])
        let theme = try #require(document.table(named: "theme"))
        #expect(theme["accent"]?.value.stringValue == "magenta")
        #expect(theme["muted"]?.value == .string("245"))
        #expect(theme["level"]?.value.integerValue == 245)
        #expect(theme["level"]?.line == 9)
        #expect(keys["quit"]?.value.arrayValue?.compactMap(\.stringValue) == ["q", "ctrl-q"])
        #expect(document.table(named: "colors") == nil)
    }

    @Test func impliedTablesAreNotListed() throws {
        // valid/table/without-super: [x], [x.y], [x.y.z] are implied by [x.y.z.w]
        let document = try TOMLReader.parse("[x.y.z.w]\na = 1")
        #expect(document.tables.map(\.name) == ["x.y.z.w"])
        #expect(document.table(named: "x") == nil)
    }

    @Test func namesQuotePartsThatAreNotBare() throws {
        let document = try TOMLReader.parse("[a.\"b.c\".'' . \"tab\\t\" . -_9]")
        #expect(document.tables.first?.name == #"a."b.c".""."tab\t".-_9"#)
    }
}
