import Testing
import Cooklang

// Builders that keep expected values short.
func p(_ text: String) -> YAMLValue { .plain(text) }
func q(_ text: String) -> YAMLValue { .quoted(text) }
func s(_ items: YAMLValue...) -> YAMLValue { .sequence(items) }
func m(_ pairs: KeyValuePairs<String, YAMLValue>) -> YAMLValue { .mapping(pairs.map { YAMLEntry(key: $0.key, value: $0.value) }) }

func parse(_ text: String) -> YAMLValue? {
    do { return try YAMLReader.parse(text) } catch {
        Issue.record("unexpected error: \(error)")
        return nil
    }
}

let trailingSpaces = String(repeating: " ", count: 10)
let suiteSnippet = """
version: 7
tests:
  testBasicDirection:
    source: |
      Add a bit of chilli
    result:
      steps:
        -
          - type: text
            value: "Add a bit of chilli"
      metadata: {}


  testComments:
    source: |
      -- testing comments
      #frying pan{2}
    result:
      steps: []
      metadata:
        "cooking time": 30 mins
        "sourced": babooshka

  # a comment line, indented
  testTrailing:
    source: |
      @thyme{2%sprigs} -- testing comments
      and some text
    result:
      steps:
        -
          - type: ingredient
            name: "thyme"
            quantity: 2
            units: "sprigs"
          - type: text
            value: "  and some text"\(trailingSpaces)
      metadata: {}
"""

@Test func testSuiteSnippetParsesToTheWholeExpectedValue() {
    let basic = m(["steps": s(s(m(["type": p("text"), "value": q("Add a bit of chilli")]))), "metadata": m([:])])
    let comments = m(["steps": s(), "metadata": m(["cooking time": p("30 mins"), "sourced": p("babooshka")])])
    let trailing = m([
        "steps": s(s(
            m(["type": p("ingredient"), "name": q("thyme"), "quantity": p("2"), "units": q("sprigs")]),
            m(["type": p("text"), "value": q("  and some text")]))),
        "metadata": m([:]),
    ])
    let expected = m(["version": p("7"), "tests": m([
        "testBasicDirection": m(["source": q("Add a bit of chilli\n"), "result": basic]),
        "testComments": m(["source": q("-- testing comments\n#frying pan{2}\n"), "result": comments]),
        "testTrailing": m(["source": q("@thyme{2%sprigs} -- testing comments\nand some text\n"), "result": trailing]),
    ])])
    #expect(parse(suiteSnippet) == expected)
}

@Test func recipeFrontMatter() {
    let text = """
    ---
    title: Spaghetti Carbonara
    servings: 6
    tags:
      - pasta
      - comfort food
    source:
      name: The Palomar Cookbook
      url: https://example.org/recipe
    tags2: [2022, baking, "summer fun"]
    description: >
      folded text
      continues here
    """
    #expect(parse(text) == m([
        "title": p("Spaghetti Carbonara"), "servings": p("6"), "tags": s(p("pasta"), p("comfort food")),
        "source": m(["name": p("The Palomar Cookbook"), "url": p("https://example.org/recipe")]),
        "tags2": s(p("2022"), p("baking"), q("summer fun")), "description": q("folded text continues here\n"),
    ]))
}

@Test func emptyDocumentsAreEmptyMappings() {
    for text in ["", "\n\n", "# only a comment\n  \n", "%YAML 1.2\n---\n", "---\n...\n"] {
        #expect(parse(text) == m([:]))
    }
}

@Test func blockMappingsNestEmptyValuesAndDuplicateKeys() {
    #expect(parse("a:\n  b:\n    c: 1\n  d: 2\ne:\nf:  \n") == m(["a": m(["b": m(["c": p("1")]), "d": p("2")]), "e": p(""), "f": p("")]))
    #expect(parse("k: first\nk: second\nj: x") == m(["k": p("first"), "j": p("x")]))
    #expect(parse("  indented: root\n  second: 2") == m(["indented": p("root"), "second": p("2")]))
}

@Test func plainScalarsTrimCommentsAndKeepColonsWithoutSpace() {
    let text = "url: https://x.org/a?b=c#frag   # note\nkey with spaces  :  v a l  \ntime: 12:30\nhash: C#\nneg: -1"
    #expect(parse(text) == m([
        "url": p("https://x.org/a?b=c#frag"), "key with spaces": p("v a l"), "time": p("12:30"), "hash": p("C#"), "neg": p("-1"),
    ]))
}

@Test func plainScalarContinuationLinesAreJoined() {
    #expect(parse("d: one\n  two\n  three\n\n  four\nn: 1") == m(["d": p("one two three\nfour"), "n": p("1")]))
    #expect(parse("- a\n  b\n- c") == s(p("a b"), p("c")))
}

@Test func blockSequencesCompactMappingsAndBareDashes() {
    #expect(parse("- a\n- b  # c\n-\n-\n  - x\n  - y\n- - p\n  - q") == s(p("a"), p("b"), p(""), s(p("x"), p("y")), s(p("p"), p("q"))))
    #expect(parse("- name: x\n  n: 1\n-   k: v\n    l:\n      - z") == s(m(["name": p("x"), "n": p("1")]), m(["k": p("v"), "l": s(p("z"))])))
    #expect(parse("list:\n- a\n- b\nnext: 1") == m(["list": s(p("a"), p("b")), "next": p("1")]))
    #expect(parse("- tags:\n  - a\n- b") == s(m(["tags": s(p("a"))]), p("b")))
}

@Test func singleQuotedScalars() {
    #expect(parse("a: 'it''s: fine # here'   \n'quoted key': ''") == m(["a": q("it's: fine # here"), "quoted key": q("")]))
}

@Test func doubleQuotedEscapes() {
    let text = #"a: "say \"hi\" \\ a\nb\tc \/ \u00e9\u2009\U0001F600 \x41""#
    #expect(parse(text) == m(["a": q("say \"hi\" \\ a\nb\tc / é\u{2009}😀 A")]))
    #expect(parse(#""k: v": "x: y""#) == m(["k: v": q("x: y")]))
}

@Test func literalBlockScalarsWithChomping() {
    let body = "  line 1\n    indented # kept\n\n  #not a comment\n\n\nnext: x"
    #expect(parse("a: |\n" + body)?["a"] == q("line 1\n  indented # kept\n\n#not a comment\n"))
    #expect(parse("a: |-\n" + body)?["a"] == q("line 1\n  indented # kept\n\n#not a comment"))
    #expect(parse("a: |+\n" + body)?["a"] == q("line 1\n  indented # kept\n\n#not a comment\n\n\n"))
    #expect(parse("a: |2-\n    x\n   y\nb: |\nc: 1")  == m(["a": q("  x\n y"), "b": q(""), "c": p("1")]))
    #expect(parse("- |  # comment\n  x\n- >-\n  y\n   z") == s(q("x\n"), q("y\n z")))
}

@Test func foldedBlockScalars() {
    let body = "  one\n  two\n\n  three\n    more\n  four\n\n"
    #expect(parse("a: >\n" + body)?["a"] == q("one two\nthree\n  more\nfour\n"))
    #expect(parse("a: >-\n" + body)?["a"] == q("one two\nthree\n  more\nfour"))
    #expect(parse("a: >+\n" + body)?["a"] == q("one two\nthree\n  more\nfour\n\n"))
}

@Test func flowCollections() {
    let text = "a: []\nb: {}\nc: [x, \"y, z\", 'w' , [1, 2], {k: v}] # c\nd: {a: 1, b: two, \"c d\": [3], e, f: }\ne: [https://x.org, a b,]"
    #expect(parse(text) == m([
        "a": s(), "b": m([:]), "c": s(p("x"), q("y, z"), q("w"), s(p("1"), p("2")), m(["k": p("v")])),
        "d": m(["a": p("1"), "b": p("two"), "c d": s(p("3")), "e": p(""), "f": p("")]),
        "e": s(p("https://x.org"), p("a b")),
    ]))
}

@Test func commentsAndDocumentMarkers() {
    #expect(parse("%YAML 1.2\n--- # start\n# c\na: 1 # c\n  # indented comment\nb: 2\n...\n# after") == m(["a": p("1"), "b": p("2")]))
    #expect(parse("a: 1\n---\n") == m(["a": p("1")]))
}

@Test func nonASCIITextIsPreservedExactly() {
    let text = "t: 180\u{2009}°C ⸫ 🍝\u{2009}\n\u{2009}k: \"👨‍👩‍👧 é\" \nu:  \u{2009}x\u{2009} "
    #expect(parse(text) == m(["t": p("180\u{2009}°C ⸫ 🍝\u{2009}"), "\u{2009}k": q("👨‍👩‍👧 é"), "u": p("\u{2009}x\u{2009}")]))
}

@Test func windowsLineEndingsAndByteOrderMark() {
    #expect(parse("\u{FEFF}a: 1\r\nb: |\r\n  x\r\n  y\r\n") == m(["a": p("1"), "b": q("x\ny\n")]))
}

@Test func accessors() throws {
    let value = try YAMLReader.parse("a: 1\nb: 'two'\nc: [x]\na: dup")
    #expect(value["a"]?.text == "1")
    #expect(value["b"]?.text == "two")
    #expect(value["c"]?.items == [p("x")])
    #expect(value["c"]?.text == nil && value["a"]?.items == nil && value["zzz"] == nil && value.text == nil)
    #expect(p("x")["a"] == nil)
}

@Test(arguments: [
    ("a: \"abc", 1, 4, "unterminated double-quoted string"),
    ("a:\n  b: 'x", 2, 6, "unterminated single-quoted string"),
    ("😀 key: \"abc", 1, 8, "unterminated double-quoted string"),
    ("a: 1\njust text\nb: 2", 2, 1, "expected ':' after a mapping key"),
    ("a:\n  b: 1\n  just text", 3, 3, "expected ':' after a mapping key"),
    ("a:\n    b: 1\n  c: 2", 3, 3, "inconsistent indentation"),
    ("- a\n   - b", 2, 4, "inconsistent indentation"),
    ("a:\n\tb: 1", 2, 1, "tabs are not allowed for indentation"),
    ("a:\n  \tb: 1", 2, 3, "tabs are not allowed for indentation"),
    ("tags: [a, b", 1, 7, "unterminated flow sequence"),
    ("x: [a, [b]\n", 1, 4, "unterminated flow sequence"),
    ("m: {a: 1", 1, 4, "unterminated flow mapping"),
    ("x: [a: b]", 1, 6, "expected ',' or ']'"),
    ("x: [a, , b]", 1, 8, "expected a value"),
    ("x: {a [b]}", 1, 7, "expected ':' after a mapping key"),
    ("a: \"x\\q\"", 1, 6, "unknown escape sequence '\\q'"),
    ("a: \"\\u12G4\"", 1, 5, "invalid escape sequence '\\u12G4'"),
    ("a: \"x\" y", 1, 8, "unexpected text after the value"),
    ("a: b: c", 1, 5, "unexpected ': ' in a plain value; quote the value"),
    ("a: &x 1", 1, 4, "anchors, aliases and tags are not supported"),
    ("a: !!str 1", 1, 4, "anchors, aliases and tags are not supported"),
    ("a: |x\n  y", 1, 5, "invalid block scalar header"),
    ("a: 1\n- b", 2, 1, "unexpected sequence item inside a mapping"),
    ("a:\n  ? b\n  : c", 2, 3, "complex mapping keys ('? ') are not supported"),
    ("- a\nb: 1", 2, 1, "expected '- ' to start a sequence item"),
    ("a: 1\n---\nb: 2", 3, 1, "only one document is supported"),
    ("  a: 1\nb: 2", 2, 1, "inconsistent indentation"),
    ("\"a\"\n\"b\"", 2, 1, "unexpected content after the top-level value"),
])
func errorsCarryMessageLineAndColumn(text: String, line: Int, column: Int, message: String) {
    let error = #expect(throws: YAMLError.self) { try YAMLReader.parse(text) }
    #expect(error?.message == message)
    #expect(error?.line == line)
    #expect(error?.column == column)
    #expect(error?.description == "line \(line), column \(column): \(message)")
}

@Test func deepNestingIsAnErrorNotACrash() {
    for text in [String(repeating: "[", count: 5000), String(repeating: "- ", count: 5000) + "x"] {
        let error = #expect(throws: YAMLError.self) { try YAMLReader.parse(text) }
        #expect(error?.message == "nested more than 100 levels deep")
    }
}

@Test func fuzzedInputNeverTraps() {
    let alphabet: [Character] = [
        "a", "b", "1", " ", " ", " ", "\t", "\n", "\n", "\r\n", "\r", "-", ":", "#", "'", "\"", "\\", "u", "[", "]", "{", "}",
        ",", "|", ">", "+", "2", "&", "!", "%", ".", "😀", "°", "\u{2009}", "é", "\u{301}", "\u{FEFF}",
    ]
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((seed >> 33) % UInt64(bound))
    }
    for _ in 0..<5000 {
        var text = ""
        for _ in 0..<next(60) { text.append(alphabet[next(alphabet.count)]) }
        do {
            _ = try YAMLReader.parse(text)
        } catch {  // the position must point inside the text: at a character or just past a line's end
            let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
            let inRange = error.line >= 1 && error.line <= lines.count && error.column >= 1
            let inside = inRange && error.column <= lines[error.line - 1].count + 1
            #expect(inside, "\(error) for \(text.debugDescription)")
        }
    }
}
