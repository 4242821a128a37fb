import Cooklang

extension FuzzTarget {
    /// The YAML reader of Cooklang front matter on any text; errors are expected, crashes not.
    public static let yaml = FuzzTarget(
        name: "yaml",
        seeds: [
            "title: Carbonara\nservings: 2\ntags:\n  - pasta\n  - quick\nsource:\n  name: Book\n  url: https://x.org\n",
            "flow: [a, {b: c}, 'd''e', \"f\\u00e9\"]\nblock: |-\n  line one\n  line two\nfolded: >2\n   text\n# comment\n",
            "- a\n- - b\n  - c\n- key: value\n  other: [1, 2, 3]\n",
            "%YAML 1.2\n---\nkey: \"unterminated\nnext: 'x\n? complex\n",
        ].map { Array($0.utf8) } + FuzzSeeds.frontMatters(of: FuzzSeeds.files(under: "cook-collections", suffix: ".cook", limit: 24)),
        tokens: ["- ", ": ", "[", "]", "{", "}", "'", "\"", "|", ">", "|-", ">+", "|9", "#", "?", "---", "...", "&a", "*a", "!!str",
                 "\n  ", "\n    ", "\t", "%", "\\u", "\\x"],
        shapes: [.nested("[", close: "]"), .nested("{a: ", close: "}"), .nested("- "), .indented("a:\n"), .indented("- a:\n")]
    ) { bytes in
        do throws(YAMLError) {
            _ = try YAMLReader.parse(String(decoding: bytes, as: UTF8.self))
        } catch {
            _ = error.message
        }
    }
}
