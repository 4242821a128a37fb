@testable import Cooklang
import Testing

/// Front matter that is not valid YAML but plainly means something (issue #14): read with a
/// warning that says how, never an error, and the rest of the file still parsed.
@Suite("Cooklang parser: sloppy front matter")
struct FrontMatterSalvageTests {
    private func parse(_ frontMatter: String) -> CooklangRecipe {
        CooklangParser.parse("---\n\(frontMatter)\n---\nStir @salt{}.")
    }

    @Test func aColonInAnUnquotedValue() {
        let recipe = parse("title: Pasta: the quick way\nservings: 2")
        #expect(recipe.errors.isEmpty)
        #expect(recipe.metadata("title") == .plain("Pasta: the quick way"))
        #expect(recipe.metadata("servings") == .plain("2"))
        #expect(recipe.warnings.map(\.description) == [#"2:1: front matter line repaired: "title: Pasta: the quick way" read as title = "Pasta: the quick way"; put the value in quotes to make it valid YAML"#])
        #expect(recipe.ingredients.map(\.name) == ["salt"], "the body still parses")
    }

    @Test func aValueContinuedOnUnindentedLines() {
        let recipe = parse("title: Soup\ndescription: A warm soup\nfor cold days\nand rainy ones\ntags: [a, b]")
        #expect(recipe.errors.isEmpty)
        #expect(recipe.metadata("description") == .plain("A warm soup for cold days and rainy ones"))
        #expect(recipe.metadata("tags") == .sequence([.plain("a"), .plain("b")]))
        #expect(recipe.warnings.map(\.description) == [#"4:1: front matter line repaired: "for cold days" joined to the line above, read as description = "A warm soup for cold days and rainy ones"; indent continued lines to make them valid YAML"#])
    }

    @Test func aNestedValueContinuedOnUnindentedLines() {
        let recipe = parse("description:\n  A warm soup\nfor cold days")
        #expect(recipe.errors.isEmpty)
        #expect(recipe.metadata("description") == .plain("A warm soup for cold days"))
        #expect(recipe.warnings.map(\.line) == [4])
    }

    @Test(arguments: [("image: *hero*", "image", "*hero*"), ("ref: &main dish", "ref", "&main dish")])
    func aValueStartingLikeAnAliasOrAnchor(line: String, key: String, value: String) {
        let recipe = parse(line)
        #expect(recipe.errors.isEmpty)
        #expect(recipe.metadata(key) == .plain(value))
        #expect(recipe.warnings.map(\.description) == ["2:1: front matter line repaired: \"\(line)\" read as \(key) = \"\(value)\"; put the value in quotes to make it valid YAML"])
    }

    @Test func aQuotedStringFollowedByMoreText() {
        let recipe = parse(#"title: Soup"# + "\n" + #"note: "quoted" and more"#)
        #expect(recipe.errors.isEmpty)
        #expect(recipe.metadata("title") == .plain("Soup"))
        #expect(recipe.metadata("note") == .plain(#""quoted" and more"#))
        #expect(recipe.warnings.map(\.description) == [#"3:1: front matter line repaired: "note: \"quoted\" and more" read as note = "\"quoted\" and more"; put the value in quotes to make it valid YAML"#])
    }

    @Test func validFrontMatterHasNoWarning() {
        let recipe = parse("title: \"Pasta: the quick way\"\ndescription: >\n  folded\n  text")
        #expect(recipe.warnings.isEmpty)
        #expect(recipe.errors.isEmpty)
    }

    @Test func whatCannotBeReadStaysAnErrorAndOnlyThatIsDropped() {
        let recipe = parse("title: Pasta: quick\ntags:\n  - [a, b\nservings: 4")
        #expect(recipe.metadata("title") == .plain("Pasta: quick"))
        #expect(recipe.metadata("tags") == nil)
        #expect(recipe.metadata("servings") == .plain("4"))
        #expect(recipe.errors.map(\.line) == [4])
        #expect(recipe.errors.first?.message.hasPrefix("invalid front matter: ") == true)
        #expect(recipe.warnings.map(\.line) == [2])
    }

    @Test func textBeforeTheFirstKeyIsAnError() {
        let recipe = parse("just some words: here\n  x: [\nPasta night\ntitle: Soup: hot")
        let orphan = CooklangParser.parse("---\nPasta night\ntitle: a: b\n---\n")
        #expect(orphan.errors.map(\.description) == [#"2:1: invalid front matter: "Pasta night" is not "key: value"; write it as e.g. "title: Pasta night""#])
        #expect(orphan.metadata("title") == .plain("a: b"))
        #expect(recipe.metadata("title") == .plain("Soup: hot"))
    }

    /// 200 KB of sloppy front matter: the pass looks at each scalar a bounded number of times
    /// (counted), and parses in well under a second even in a debug build.
    @Test(arguments: ["title: Pasta: the quick way\n", "description: a\nwords that go on\n", "x: \"q\" y\n  more: text\n", "k:\n  - [\n"])
    func salvageStaysLinear(unit: String) {
        let frontMatter = String(repeating: unit, count: 200_000 / unit.utf8.count)
        let work = withLines(of: frontMatter) { FrontMatterSalvage($0, firstLine: 2).work }
        let bytes = frontMatter.utf8.count
        #expect(work <= 4 * bytes, "\(work) for \(bytes) bytes")
        // Linear by the count above (speed is for benchmarks); the whole parse still ends.
        let recipe = CooklangParser.parse("---\n\(frontMatter)---\nStir.")
        #expect(recipe.steps.count == 1)
    }
}
