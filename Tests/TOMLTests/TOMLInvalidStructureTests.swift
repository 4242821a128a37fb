import TOML
import Testing

/// Invalid table headers, keys, duplicates and key/value lines from toml-test.
/// Each row is our own minimal input for the toml-test case named in the comment above it (the
/// suite's `tests/invalid/…` files, or `tests/valid/…` where a row is a value just outside what a
/// valid case allows), with the exact error, line:column first.
@Suite("TOML reader: invalid tables and keys")
struct TOMLInvalidStructureTests {
    static let cases: [(input: String, error: String)] = [
        // invalid/table/duplicate-key-01
        ("[a]\nb = 1\n\n[a]\nc = 2", "4:1: table [a] is already defined at line 1"),
        // invalid/table/duplicate-key-02
        ("[fruit]\ntype = \"apple\"\n\n[fruit.type]\napple = \"yes\"", "4:8: cannot define table [fruit.type]: key \"type\" in [fruit] already has a value (line 2)"),
        // invalid/table/duplicate-key-09
        ("[a]\nfoo=\"bar\"\n[a.b]\nfoo=\"bar\"\n[a]", "5:1: table [a] is already defined at line 1"),
        // invalid/table/duplicate-key-11
        ("[a]\n[a.b]\n[a.b]", "3:1: table [a.b] is already defined at line 2"),
        // invalid/table/duplicate-key-13
        ("[a.b]\n[a]\n[a.b]", "3:1: table [a.b] is already defined at line 1"),
        // invalid/table/duplicate-key-14
        ("[a.b]\nc = 1\n[a]\n[a.b]\nc = 2", "4:1: table [a.b] is already defined at line 1"),
        // invalid/table/super-twice
        ("[a.b]\n[a]\n[a]", "3:1: table [a] is already defined at line 2"),
        // invalid/table/append-with-dotted-keys-04
        ("[dependencies.foo]\nversion = \"0.16\"\n\n[dependencies]\nlibc = \"0.2\"\n\n[dependencies]\nrand = \"0.3.14\"", "7:1: table [dependencies] is already defined at line 4"),
        // invalid/table/overwrite-with-deep-table
        ("a=1\n[a.b.c.d]", "2:2: cannot define table [a.b.c.d]: key \"a\" already has a value (line 1)"),
        // invalid/table/redefine-01
        ("[a]\nb = 1\n\n[a.b]\nc = 2", "4:4: cannot define table [a.b]: key \"b\" in [a] already has a value (line 2)"),
        // invalid/table/append-with-dotted-keys-01 (with a key instead of a dotted key)
        ("[a.b.c]\nz = 9\n[a]\nb = 1", "4:1: key \"b\" is already a table (header at line 1)"),
        // invalid/table/bare-invalid-character-01
        ("[!]", "1:2: \"!\" cannot be in a bare key (only A-Z a-z 0-9 _ -); put the key in quotes"),
        // invalid/table/bare-invalid-character-02
        ("[bare!key]", "1:6: \"!\" cannot be in a bare key (only A-Z a-z 0-9 _ -); put the key in quotes"),
        // invalid/table/dot
        ("[.]", "1:2: expected a table name, found \".\""),
        // invalid/table/dotdot
        ("[..]", "1:2: expected a table name, found \".\""),
        // invalid/table/empty
        ("[]", "1:2: expected a table name, found \"]\""),
        // invalid/table/empty-implicit-table
        ("[naughty..naughty]", "1:10: expected a table name, found \".\""),
        // invalid/table/equals-sign
        ("[name=bad]", "1:6: expected \".\" or \"]\" in the table header, found \"=\""),
        // invalid/table/llbrace
        ("[ [table]]", "1:3: expected a table name, found \"[\""),
        // invalid/table/multiline-key-01
        ("[\"\"\"tbl\"\"\"]", "1:2: multi-line strings cannot be keys; use \"…\" or '…'"),
        // invalid/table/nested-brackets-close
        ("[a]b]", "1:4: expected the end of the line after the table header, found \"b\""),
        // invalid/table/nested-brackets-open
        ("[a[b]", "1:3: \"[\" cannot be in a bare key (only A-Z a-z 0-9 _ -); put the key in quotes"),
        // invalid/table/newline-01
        ("[tbl\n]", "1:5: expected \".\" or \"]\" in the table header, found the end of the line"),
        // invalid/table/newline-02
        ("[\"tbl\n\"]", "1:6: missing closing quote (\"); a \"…\" string must end on its line"),
        // invalid/table/newline-04
        ("[tbl.\n]", "1:6: expected a table name, found the end of the line"),
        // invalid/table/no-close-01
        ("[where will it end\nname = 1", "1:8: expected \".\" or \"]\" in the table header, found \"w\""),
        // invalid/table/no-close-04
        ("[", "1:2: expected a table name, found the end of the file"),
        // invalid/table/no-close-07
        ("[']", "1:4: missing closing apostrophe ('); a '…' string must end on its line"),
        // invalid/table/no-close-09
        ("[\"where will it end\"\"]", "1:21: expected \".\" or \"]\" in the table header, found '\"'"),
        // invalid/table/text-after-table
        ("[error] this shouldn't be here", "1:9: expected the end of the line after the table header, found \"t\""),
        // invalid/table/trailing-dot
        ("[a.]", "1:4: expected a table name, found \"]\""),
        // invalid/table/whitespace
        ("[invalid key]", "1:10: expected \".\" or \"]\" in the table header, found \"k\""),
        // invalid/table/with-pound
        ("[key#group]\nanswer = 42", "1:5: expected \".\" or \"]\" in the table header, found \"#\""),
        // invalid/key/after-table
        ("[error] this = \"should not be here\"", "1:9: expected the end of the line after the table header, found \"t\""),
        // invalid/key/after-value
        ("first = \"Tom\" last = \"Preston-Werner\"", "1:15: expected the end of the line after the value, found \"l\""),
        // invalid/key/bare-invalid-character-01
        ("! = 123", "1:1: \"!\" cannot be in a bare key (only A-Z a-z 0-9 _ -); put the key in quotes"),
        // invalid/key/bare-invalid-character-02
        ("bare!key = 123", "1:5: \"!\" cannot be in a bare key (only A-Z a-z 0-9 _ -); put the key in quotes"),
        // invalid/key/dot
        (". = 1", "1:1: expected a key, found \".\""),
        // invalid/key/duplicate-keys-01
        ("name = \"Tom\"\nname = \"Pradyun\"", "2:1: duplicate key \"name\" (first set at line 1)"),
        // invalid/key/duplicate-keys-03
        ("spelling   = \"favorite\"\n\"spelling\" = \"favourite\"", "2:1: duplicate key \"spelling\" (first set at line 1)"),
        // invalid/key/duplicate-keys-04
        ("spelling   = \"favorite\"\n'spelling' = \"favourite\"", "2:1: duplicate key \"spelling\" (first set at line 1)"),
        // invalid/key/duplicate-keys-05
        ("a        = 1\n\"\\u0061\" = 1", "2:1: duplicate key \"a\" (first set at line 1)"),
        // invalid/key/duplicate-keys-06
        ("\"a'b\"      = 1\n\"a\\u0027b\" = 2", "2:1: duplicate key \"a'b\" (first set at line 1)"),
        // invalid/key/duplicate-keys-07
        ("\"\" = 1\n\"\" = 2", "2:1: duplicate key \"\" (first set at line 1)"),
        // invalid/key/duplicate-keys-08
        ("arr = [1]\narr = [2]", "2:1: duplicate key \"arr\" (first set at line 1)"),
        // invalid/key/empty
        (" = 1", "1:2: expected a key, found \"=\""),
        // invalid/key/end-in-escape
        ("\"backslash is the last char\\\n", "1:29: missing closing quote (\"); a \"…\" string must end on its line"),
        // invalid/key/escape
        ("\\u00c0 = \"latin capital letter A with grave\"", "1:1: expected a key, found \"\\\""),
        // invalid/key/hash
        ("a# = 1", "1:2: expected \"=\" after the key \"a\", found \"#\""),
        // invalid/key/multiline-key-02
        ("'''key''' = 1", "1:1: multi-line strings cannot be keys; use \"…\" or '…'"),
        // invalid/key/newline-01
        ("barekey\n   = 1", "1:8: expected \"=\" after the key \"barekey\", found the end of the line"),
        // invalid/key/newline-02
        ("\"quoted\nkey\" = 1", "1:8: missing closing quote (\"); a \"…\" string must end on its line"),
        // invalid/key/newline-06
        ("key =\n1", "1:6: expected a value after \"=\""),
        // invalid/key/no-eol-01
        ("a = 1 b = 2", "1:7: expected the end of the line after the value, found \"b\""),
        // invalid/key/only-int
        ("1", "1:2: expected \"=\" after the key \"1\", found the end of the file"),
        // invalid/key/only-str
        ("\"\"", "1:3: expected \"=\" after the key \"\", found the end of the file"),
        // invalid/key/open-bracket
        ("[abc = 1", "1:6: expected \".\" or \"]\" in the table header, found \"=\""),
        // invalid/key/partial-quoted
        ("partial\"quoted\" = 5", "1:8: '\"' cannot be in a bare key (only A-Z a-z 0-9 _ -); put the key in quotes"),
        // invalid/key/quoted-unclosed-02
        ("\"key", "1:5: missing closing quote (\"); a \"…\" string must end on its line"),
        // invalid/key/single-open-bracket
        ("[", "1:2: expected a table name, found the end of the file"),
        // invalid/key/space
        ("a b = 1", "1:3: expected \"=\" after the key \"a\", found \"b\""),
        // invalid/key/space-quoted
        ("\"a\" \"b\" = 1", "1:5: expected \"=\" after the key \"a\", found '\"'"),
        // invalid/key/special-character
        ("μ = \"greek small letter mu\"", "1:1: \"μ\" (U+03BC) cannot be in a bare key (only A-Z a-z 0-9 _ -); put the key in quotes"),
        // invalid/key/start-dot
        (".key = 1", "1:1: expected a key, found \".\""),
        // invalid/key/tab
        ("a\tb = 1", "1:3: expected \"=\" after the key \"a\", found \"b\""),
        // invalid/key/two-equals-01
        ("key= = 1", "1:6: expected a value, found \"=\""),
        // invalid/key/two-equals-02
        ("a==1", "1:3: expected a value, found \"=\""),
        // invalid/key/two-equals-03
        ("a=b=1", "1:3: expected a value, found \"b\"; text needs quotes, e.g. \"b\""),
        // invalid/key/without-value-01
        ("key", "1:4: expected \"=\" after the key \"key\", found the end of the file"),
        // invalid/key/without-value-02
        ("key = ", "1:7: expected a value after \"=\""),
        // invalid/key/without-value-04
        ("\"key\" = ", "1:9: expected a value after \"=\""),
        // invalid/spec-1.0.0/key-value-pair-1
        ("key = # INVALID", "1:7: expected a value after \"=\""),
        // invalid/spec-1.0.0/keys-2
        ("= \"no key name\"", "1:1: expected a key, found \"=\""),
    ]

    @Test(arguments: cases)
    func isRejectedAtItsPlace(_ row: (input: String, error: String)) {
        do {
            let document = try TOMLReader.parse(row.input)
            Issue.record("accepted, expected \(row.error): \(document)")
        } catch {
            #expect(error.description == row.error)
        }
    }
}
