import TOML
import Testing

/// Invalid strings, integers, lists, control characters and misplaced BOMs from toml-test.
/// Each row is our own minimal input for the toml-test case named in the comment above it (the
/// suite's `tests/invalid/…` files, or `tests/valid/…` where a row is a value just outside what a
/// valid case allows), with the exact error, line:column first.
@Suite("TOML reader: invalid strings, integers, lists, control characters")
struct TOMLInvalidValueTests {
    static let cases: [(input: String, error: String)] = [
        // invalid/string/bad-byte-escape
        ("naughty = \"\\xAg\"", "1:12: invalid escape \"\\x\"; use \\b \\t \\n \\f \\r \\\" \\\\ \\uXXXX or \\UXXXXXXXX"),
        // invalid/string/basic-byte-escapes
        ("answer = \"\\x33\"", "1:11: invalid escape \"\\x\"; use \\b \\t \\n \\f \\r \\\" \\\\ \\uXXXX or \\UXXXXXXXX"),
        // invalid/string/bad-concat
        ("no_concat = \"first\" \"second\"", "1:21: expected the end of the line after the value, found '\"'"),
        // invalid/string/bad-escape-01
        ("e = \"a \\a escape\"", "1:8: invalid escape \"\\a\"; use \\b \\t \\n \\f \\r \\\" \\\\ \\uXXXX or \\UXXXXXXXX"),
        // invalid/string/bad-escape-02
        ("e = \"a \\  escape\"", "1:8: invalid escape \"\\ \"; use \\b \\t \\n \\f \\r \\\" \\\\ \\uXXXX or \\UXXXXXXXX"),
        // invalid/string/bad-escape-03
        ("backslash = \"\\\"", "1:16: missing closing quote (\"); a \"…\" string must end on its line"),
        // invalid/string/bad-escape-04
        ("a = \"a \\\\\\ b\"", "1:10: invalid escape \"\\ \"; use \\b \\t \\n \\f \\r \\\" \\\\ \\uXXXX or \\UXXXXXXXX"),
        // invalid/string/bad-slash-escape
        ("e = \"a \\/ b\"", "1:8: invalid escape \"\\/\"; use \\b \\t \\n \\f \\r \\\" \\\\ \\uXXXX or \\UXXXXXXXX"),
        // invalid/string/basic-unknown-escape
        ("a = \"\\@\"", "1:6: invalid escape \"\\@\"; use \\b \\t \\n \\f \\r \\\" \\\\ \\uXXXX or \\UXXXXXXXX"),
        // invalid/string/bad-uni-esc-01
        ("u = \"val\\ue\"", "1:9: \\u must be followed by 4 hexadecimal digits"),
        // invalid/string/bad-uni-esc-02
        ("u = \"val\\Ux\"", "1:9: \\U must be followed by 8 hexadecimal digits"),
        // invalid/string/bad-uni-esc-03
        ("u = \"val\\U0000000\"", "1:9: \\U must be followed by 8 hexadecimal digits"),
        // invalid/string/bad-uni-esc-04
        ("u = \"val\\U0000\"", "1:9: \\U must be followed by 8 hexadecimal digits"),
        // invalid/string/bad-uni-esc-05
        ("u = \"val\\Ugggggggg\"", "1:9: \\U must be followed by 8 hexadecimal digits"),
        // invalid/string/bad-uni-esc-06
        ("u = \"surrogate \\uD801\"", "1:16: \\uD801 is not a Unicode character (surrogates D800-DFFF and values above 10FFFF are not)"),
        // invalid/string/bad-uni-esc-07
        ("u = \"\\uabag\"", "1:6: \\u must be followed by 4 hexadecimal digits"),
        // invalid/string/basic-out-of-range-unicode-escape-01
        ("a = \"\\UFFFFFFFF\"", "1:6: \\UFFFFFFFF is not a Unicode character (surrogates D800-DFFF and values above 10FFFF are not)"),
        // invalid/string/basic-out-of-range-unicode-escape-02
        ("a = \"\\U00D80000\"", "1:6: \\U00D80000 is not a Unicode character (surrogates D800-DFFF and values above 10FFFF are not)"),
        // invalid/string/bad-multiline
        ("multi = \"first line\nsecond line\"", "1:20: missing closing quote (\"); a \"…\" string must end on its line"),
        // invalid/string/missing-quotes
        ("name = value", "1:8: expected a value, found \"value\"; text needs quotes, e.g. \"value\""),
        // invalid/string/missing-quotes-array
        ("name = [value]", "1:9: expected a value, found \"value\"; text needs quotes, e.g. \"value\""),
        // invalid/string/no-close-01
        ("no-ending-quote = \"One time", "1:28: missing closing quote (\"); a \"…\" string must end on its line"),
        // invalid/string/no-close-03
        ("no-ending-quote = 'One time", "1:28: missing closing apostrophe ('); a '…' string must end on its line"),
        // invalid/string/no-close-05
        ("x = \"no newline at the end", "1:27: missing closing quote (\"); a \"…\" string must end on its line"),
        // invalid/string/no-close-09
        ("a = \"\n\"", "1:6: missing closing quote (\"); a \"…\" string must end on its line"),
        // invalid/string/no-close-10
        ("a = '\n'", "1:6: missing closing apostrophe ('); a '…' string must end on its line"),
        // invalid/string/no-open-01
        ("s = a\"", "1:5: expected a value, found \"a\"; text needs quotes, e.g. \"a\""),
        // invalid/string/no-open-04
        ("a = [a']", "1:6: expected a value, found \"a\"; text needs quotes, e.g. \"a\""),
        // invalid/string/text-after-string
        ("string = \"life?\" No.", "1:18: expected the end of the line after the value, found \"N\""),
        // invalid/string/wrong-close
        ("bad = \"double and single'", "1:26: missing closing quote (\"); a \"…\" string must end on its line"),
        // invalid/integer/capital-bin
        ("n = 0B0", "1:6: \"B\" is not a decimal digit"),
        // invalid/integer/capital-hex
        ("n = 0X1", "1:6: \"X\" is not a decimal digit"),
        // invalid/integer/capital-oct
        ("n = 0O0", "1:6: \"O\" is not a decimal digit"),
        // invalid/integer/double-sign-nex
        ("n = --99", "1:6: expected a digit after \"-\", found \"-\""),
        // invalid/integer/double-sign-plus
        ("n = ++99", "1:6: expected a digit after \"+\", found \"+\""),
        // invalid/integer/double-us
        ("n = 1__23", "1:7: \"_\" in a number must be between two digits"),
        // invalid/integer/incomplete-bin
        ("n = 0b", "1:7: expected binary digits after \"0b\""),
        // invalid/integer/incomplete-hex
        ("n = 0x", "1:7: expected hexadecimal digits after \"0x\""),
        // invalid/integer/incomplete-oct
        ("n = 0o", "1:7: expected octal digits after \"0o\""),
        // invalid/integer/invalid-bin
        ("n = 0b0012", "1:10: \"2\" is not a binary digit"),
        // invalid/integer/invalid-hex-01
        ("n = 0xaafz", "1:10: \"z\" is not a hexadecimal digit"),
        // invalid/integer/invalid-hex-03
        ("n = 0x-1", "1:7: \"-\" is not a hexadecimal digit"),
        // invalid/integer/invalid-oct
        ("n = 0o778", "1:9: \"8\" is not an octal digit"),
        // invalid/integer/leading-us
        ("n = _123", "1:5: expected a value, found \"_123\"; text needs quotes, e.g. \"_123\""),
        // invalid/integer/leading-zero-01
        ("n = 01", "1:5: leading zeros are not allowed in integers"),
        // invalid/integer/leading-zero-02
        ("n = 00", "1:5: leading zeros are not allowed in integers"),
        // invalid/integer/leading-zero-03
        ("n = 0_0", "1:5: leading zeros are not allowed in integers"),
        // invalid/integer/leading-zero-sign-01
        ("n = -01", "1:6: leading zeros are not allowed in integers"),
        // invalid/integer/leading-zero-sign-03
        ("n = +0_1", "1:6: leading zeros are not allowed in integers"),
        // invalid/integer/negative-hex
        ("n = -0xff", "1:5: hexadecimal, octal and binary integers cannot have a sign"),
        // invalid/integer/positive-bin
        ("n = +0b11", "1:5: hexadecimal, octal and binary integers cannot have a sign"),
        // invalid/integer/positive-oct
        ("n = +0o755", "1:5: hexadecimal, octal and binary integers cannot have a sign"),
        // invalid/integer/text-after-integer
        ("answer = 42 the ultimate answer?", "1:13: expected the end of the line after the value, found \"t\""),
        // invalid/integer/trailing-us
        ("n = 123_", "1:8: \"_\" in a number must be between two digits"),
        // invalid/integer/trailing-us-hex
        ("n = 0x1_", "1:8: \"_\" in a number must be between two digits"),
        // invalid/integer/us-after-bin
        ("n = 0b_1", "1:7: \"_\" in a number must be between two digits"),
        // invalid/integer/arabic-zero-01
        ("n = 1٠", "1:6: expected the end of the line after the value, found \"٠\" (U+0660)"),
        // valid/integer/long (one past the maximum)
        ("n = 9223372036854775808", "1:5: integer out of range; it must be between -9223372036854775808 and 9223372036854775807"),
        // valid/integer/long (one past the minimum)
        ("n = -9223372036854775809", "1:5: integer out of range; it must be between -9223372036854775808 and 9223372036854775807"),
        // valid/integer/long (hex past the maximum)
        ("n = 0x8000000000000000", "1:5: integer out of range; it must be between -9223372036854775808 and 9223372036854775807"),
        // invalid/array/double-comma-01
        ("a = [1,,2]", "1:8: expected a value or \"]\", found \",\""),
        // invalid/array/double-comma-02
        ("a = [1,2,,]", "1:10: expected a value or \"]\", found \",\""),
        // invalid/array/missing-separator-02
        ("wrong = [ 1 2 3 ]", "1:13: expected \",\" or \"]\" after a list element, found \"2\""),
        // invalid/array/no-close-01
        ("a = [ 1, 2, 3", "1:14: expected \"]\" to close the list opened on line 1"),
        // invalid/array/no-close-02
        ("a = [1,\n", "2:1: expected \"]\" to close the list opened on line 1"),
        // invalid/array/no-close-03
        ("a = [42 #]", "1:11: expected \"]\" to close the list opened on line 1"),
        // invalid/array/no-close-08
        ("a = [\n", "2:1: expected \"]\" to close the list opened on line 1"),
        // invalid/array/no-comma-03
        ("a = [ 1 #,]\n", "2:1: expected \"]\" to close the list opened on line 1"),
        // invalid/array/only-comma-01
        ("a = [,]", "1:6: expected a value or \"]\", found \",\""),
        // invalid/array/only-comma-02
        ("a = [,,]", "1:6: expected a value or \"]\", found \",\""),
        // invalid/array/text-after-array-entries
        ("array = [\n  \"Is there life?\", No\n  \"Entry\"\n]", "2:21: expected a value, found \"No\"; text needs quotes, e.g. \"No\""),
        // invalid/array/text-before-array-separator
        ("array = [\n  \"Is there life?\" No,\n]", "2:20: expected \",\" or \"]\" after a list element, found \"N\""),
        // invalid/array/text-in-array
        ("array = [\n  \"Entry 1\",\n  I don't belong,\n]", "3:3: expected a value, found \"I\"; text needs quotes, e.g. \"I\""),
        // invalid/control/bare-cr
        ("a = 1\r", "1:6: a carriage return (\\r) must be followed by a line feed (\\n)"),
        // invalid/control/bare-formfeed
        ("bare-formfeed = \u{C}", "1:17: expected a value, found U+000C"),
        // invalid/control/bare-null
        ("bare-null = \"some value\" \u{0}", "1:26: expected the end of the line after the value, found U+0000"),
        // invalid/control/bare-vertical-tab
        ("v = \u{B}", "1:5: expected a value, found U+000B"),
        // invalid/control/comment-cr
        ("c = \"x\" # \ra=1", "1:11: control character U+000D is not allowed in a comment"),
        // invalid/control/comment-del
        ("c = \"x\" # \u{7F}", "1:11: control character U+007F is not allowed in a comment"),
        // invalid/control/comment-ff
        ("c = \"x\" # \u{C}", "1:11: control character U+000C is not allowed in a comment"),
        // invalid/control/comment-lf
        ("c = \"x\" # \u{10}", "1:11: control character U+0010 is not allowed in a comment"),
        // invalid/control/comment-null
        ("c = \"x\" # \u{0}", "1:11: control character U+0000 is not allowed in a comment"),
        // invalid/control/comment-us
        ("c = \"x\" # \u{1F}", "1:11: control character U+001F is not allowed in a comment"),
        // invalid/control/linetab-number-01
        ("n = 1\u{B}", "1:6: expected the end of the line after the value, found U+000B"),
        // invalid/control/only-ff
        ("\u{C}", "1:1: expected a key, found U+000C"),
        // invalid/control/only-null
        ("\u{0}", "1:1: expected a key, found U+0000"),
        // invalid/control/rawstring-cr
        ("r = 'null\r'", "1:10: missing closing apostrophe ('); a '…' string must end on its line"),
        // invalid/control/rawstring-del
        ("r = 'null\u{7F}'", "1:10: control character U+007F is not allowed in a '…' string; use a \"…\" string with an escape"),
        // invalid/control/rawstring-null
        ("r = 'null\u{0}'", "1:10: control character U+0000 is not allowed in a '…' string; use a \"…\" string with an escape"),
        // invalid/control/rawstring-us
        ("r = 'null\u{1F}'", "1:10: control character U+001F is not allowed in a '…' string; use a \"…\" string with an escape"),
        // invalid/control/string-bs
        ("s = \"backspace\u{8}\"", "1:15: control character U+0008 must be written as an escape (\\uXXXX) in a string"),
        // invalid/control/string-cr
        ("s = \"null\r\"", "1:10: missing closing quote (\"); a \"…\" string must end on its line"),
        // invalid/control/string-del
        ("s = \"null\u{7F}\"", "1:10: control character U+007F must be written as an escape (\\uXXXX) in a string"),
        // invalid/control/string-lf
        ("s = \"null\u{10}\"", "1:10: control character U+0010 must be written as an escape (\\uXXXX) in a string"),
        // invalid/control/string-null
        ("s = \"null\u{0}\"", "1:10: control character U+0000 must be written as an escape (\\uXXXX) in a string"),
        // invalid/control/string-us
        ("s = \"null\u{1F}\"", "1:10: control character U+001F must be written as an escape (\\uXXXX) in a string"),
        // invalid/encoding/bom-not-at-start-01
        ("a=\u{FEFF}1", "1:3: expected a value, found \"\u{FEFF}\" (U+FEFF)"),
        // invalid/encoding/bom-not-at-start-02
        ("\u{FEFF}\u{FEFF}# two BOMs\na=1", "1:1: \"\u{FEFF}\" (U+FEFF) cannot be in a bare key (only A-Z a-z 0-9 _ -); put the key in quotes"),
        // invalid/encoding/ideographic-space
        ("\u{3000}foo = \"bar\"", "1:1: \"\u{3000}\" (U+3000) cannot be in a bare key (only A-Z a-z 0-9 _ -); put the key in quotes"),
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
