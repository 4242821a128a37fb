import TOML
import Testing

/// Accepted strings, integers and lists. Each row is our own input for the toml-test case named in
/// the comment above it (`tests/valid/…`), limited to what the subset accepts, and the value the
/// single key `k` must get.
@Suite("TOML reader: valid values")
struct TOMLValidValueTests {
    static let cases: [(input: String, value: TOMLValue)] = [
        // valid/string/simple
        (#"k = "You are not drinking enough whisky.""#, .string("You are not drinking enough whisky.")),
        // valid/string/empty
        (#"k = """#, .string("")),
        // valid/string/raw-empty
        ("k = ''", .string("")),
        // valid/string/basic-escape-01
        (#"k = "\"one\"""#, .string(#""one""#)),
        // valid/string/basic-escape-02
        (#"k = "\\\"one""#, .string(#"\"one"#)),
        // valid/string/basic-escape-03
        (#"k = "\\\\\\\\\"one""#, .string(#"\\\\"one"#)),
        // valid/string/escapes
        (#"k = "|\b|\t|\n|\f|\r|\"|\\|""#, .string("|\u{8}|\t|\n|\u{C}|\r|\"|\\|")),
        // valid/string/escapes (delete, unit separator)
        (#"k = "|\u007F.|\u001F.""#, .string("|\u{7F}.|\u{1F}.")),
        // valid/string/escapes (notunicode1-4)
        (#"k = "\\u \u005Cu \\u0075 \\\u0075""#, .string(#"\u \u \u0075 \u"#)),
        // valid/string/escaped-escape
        (#"k = "\\x64""#, .string(#"\x64"#)),
        // valid/string/unicode-escape
        (#"k = "\u03B4 \U000003B4 \u0061 \U00000063 \u0000 \U00000000""#, .string("δ δ a c \u{0} \u{0}")),
        // valid/string/quoted-unicode (edges of the scalar ranges)
        (#"k = "\ud7ff \ue000 \uffff \U00010000 \U0010ffff""#, .string("\u{D7FF} \u{E000} \u{FFFF} \u{10000} \u{10FFFF}")),
        // valid/string/multibyte-escape
        (#"k = "\u0251 \u20ac \U00010AF1""#, .string("ɑ € \u{10AF1}")),
        // valid/string/multibyte
        (#"k = "ɑ € 𐫱 ɑ€𐫱""#, .string("ɑ € 𐫱 ɑ€𐫱")),
        // valid/string/start-mb
        ("k = '§'", .string("§")),
        // valid/string/raw
        (#"k = 'a \b b \t c \n d \/ e \\ f'"#, .string(#"a \b b \t c \n d \/ e \\ f"#)),
        // valid/string/raw (unescaped tab)
        ("k = 'tab\there'", .string("tab\there")),
        // valid/string/escape-tricky (end_esc)
        (#"k = "does not end here\" but here\\""#, .string(#"does not end here" but here\"#)),
        // valid/string/escape-tricky (lit_end_esc)
        (#"k = 'ends here\'"#, .string(#"ends here\"#)),
        // valid/string/nl (lit_nl_uni)
        (#"k = 'val\ue'"#, .string(#"val\ue"#)),
        // valid/string/with-pound
        (#"k = "But there are # some comments here." # Did I # mess you up?"#, .string("But there are # some comments here.")),
        // valid/spec-1.0.0/string-0
        (#"k = "I'm a string. \"You can quote me\". Name\tJos\u00E9\nLocation\tSF.""#,
         .string("I'm a string. \"You can quote me\". Name\tJosé\nLocation\tSF.")),
        // valid/spec-1.0.0/string-2
        (#"k = "Roses are red\r\nViolets are blue""#, .string("Roses are red\r\nViolets are blue")),
        // valid/spec-1.0.0/string-5
        (#"k = '\\ServerX\admin$\system32\'"#, .string(#"\\ServerX\admin$\system32\"#)),
        // valid/spec-1.0.0/string-5 (regex)
        (#"k = '<\i\c*\s*>'"#, .string(#"<\i\c*\s*>"#)),
        // valid/integer/integer
        ("k = 42", .integer(42)),
        ("k = +42", .integer(42)),
        ("k = -42", .integer(-42)),
        // valid/integer/zero
        ("k = 0", .integer(0)),
        ("k = +0", .integer(0)),
        ("k = -0", .integer(0)),
        ("k = 0x00000", .integer(0)),
        ("k = 0o00", .integer(0)),
        ("k = 0b00000", .integer(0)),
        // valid/integer/literals
        ("k = 0b11010110", .integer(214)),
        ("k = 0b1_0_1", .integer(5)),
        ("k = 0o01234567", .integer(342_391)),
        ("k = 0o7_6_5", .integer(501)),
        ("k = 0xDEADBEEF", .integer(3_735_928_559)),
        ("k = 0xdead_beef", .integer(3_735_928_559)),
        ("k = 0x00987", .integer(2439)),
        // valid/integer/long
        ("k = 9223372036854775807", .integer(.max)),
        ("k = -9223372036854775808", .integer(.min)),
        ("k = 0x7FFFFFFFFFFFFFFF", .integer(.max)),
        // valid/integer/underscore
        ("k = 1_000", .integer(1000)),
        ("k = 1_1_1_1", .integer(1111)),
        // valid/integer/float64-max
        ("k = -9_007_199_254_740_991", .integer(-9_007_199_254_740_991)),
        // valid/spec-1.0.0/integer-1
        ("k = 53_49_221  # Indian number system grouping", .integer(5_349_221)),
        // valid/comment/tricky (six)
        ("k = 6#7", .integer(6)),
        // valid/array/nospaces
        ("k = [1,2,3]", .array([.integer(1), .integer(2), .integer(3)])),
        // valid/array/trailing-comma
        ("k = [1,]", .array([.integer(1)])),
        ("k = [4,\n]", .array([.integer(4)])),
        ("k = [\n\t5,\n\t6,\n]", .array([.integer(5), .integer(6)])),
        // valid/spec-1.0.0/array-1
        ("k = [\n  1,\n  2, # this is ok\n]", .array([.integer(1), .integer(2)])),
        // valid/array/strings (one-line strings only)
        (#"k = [ "all", 'strings' ]"#, .array([.string("all"), .string("strings")])),
        // valid/array/string-quote-comma-01
        ("k = [\n\"Client: \\\"XXXX\\\", Job: XXXX\",\n\"Code: XXXX\"\n]",
         .array([.string(#"Client: "XXXX", Job: XXXX"#), .string("Code: XXXX")])),
        // valid/array/string-quote-comma-02
        (#"k = [ " \", ",]"#, .array([.string(#" ", "#)])),
        // valid/comment/everywhere (comments inside a list)
        ("k = [ # Comment\n  # What about multiple # comments?\n#\n  42, 42, # Comments within arrays are fun.\n# ] Did I fool you?\n] # Hopefully not.",
         .array([.integer(42), .integer(42)])),
        // valid/comment/tricky (arr3, arr4)
        (##"k = [ "#", '#' ]"##, .array([.string("#"), .string("#")])),
        ("k = [ 1,# 9, 9,\n2#,9\n,#9\n3#]\n,4]", .array([.integer(1), .integer(2), .integer(3), .integer(4)])),
        // valid/array/empty (the innermost list)
        ("k = []", .array([])),
        ("k = [ \n # nothing\n ]", .array([])),
    ]

    @Test(arguments: cases)
    func isRead(_ row: (input: String, value: TOMLValue)) throws {
        let document = try TOMLReader.parse(row.input)
        #expect(document.root.entries == [TOMLEntry(key: "k", value: row.value, line: 1)])
        #expect(document.tables.isEmpty)
    }
}
