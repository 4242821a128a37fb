import RecipeStore
import Testing
@testable import WebImport

/// Finding schema.org Recipe objects in the JSON-LD real pages publish, and reading that JSON-LD
/// when it is not quite JSON: what is repaired is said, what cannot be is an error with a place.
@Suite("JSON-LD: finding recipes and repairing what pages publish")
struct JSONLDReadingTests {
    private func recipes(_ json: String) throws -> [String] {
        let value = try LenientJSON.parse(json, source: "page", block: 1).value
        return SchemaRecipeFinder([value]).recipes.compactMap { if case let .string(name)? = $0["name"] { name } else { nil } }
    }

    @Test func recipesAreFoundInEveryShapePagesUse() throws {
        #expect(try recipes(#"{"@type": "Recipe", "name": "Top"}"#) == ["Top"])
        #expect(try recipes(#"[{"@type": "Organization", "name": "Site"}, {"@type": "Recipe", "name": "In an array"}]"#) == ["In an array"])
        #expect(try recipes(#"{"@context": "https://schema.org", "@graph": [{"@type": "WebPage"}, {"@type": ["Recipe", "NewsArticle"], "name": "Graph"}]}"#) == ["Graph"])
        #expect(try recipes(#"{"@type": "WebPage", "mainEntity": {"@type": "http://schema.org/Recipe", "name": "Main entity"}}"#) == ["Main entity"])
        #expect(try recipes(#"{"@type": "https://schema.org/Recipe", "name": "IRI"}"#) == ["IRI"])
        #expect(try recipes(#"{"@type": "schema:Recipe", "name": "Prefixed"}"#) == ["Prefixed"])
        #expect(try recipes(#"{"@type": "NewsArticle", "headline": "Soups"}"#) == [], "an article is no recipe")
        #expect(try recipes(#"{"@type": "RecipeCollection", "name": "Not a recipe"}"#) == [], "a type merely containing the word")
        #expect(try recipes(#"[{"@type": "Recipe", "name": "One"}, {"@type": "Recipe", "name": "Two"}]"#) == ["One", "Two"])
    }

    @Test func referencesByIdResolve() throws {
        let json = ##"{"@graph": [{"@id": "#ada", "@type": "Person", "name": "Ada Example"}, {"@type": "Recipe", "name": "Stew", "author": {"@id": "#ada"}}]}"##
        let finder = SchemaRecipeFinder([try LenientJSON.parse(json, source: "page", block: 1).value])
        let recipe = SchemaRecipe(try #require(finder.recipes.first), nodes: finder.nodes)
        #expect(recipe.authors == ["Ada Example"])
    }

    @Test func strictJSONNeedsNoRepair() throws {
        let (value, repairs) = try LenientJSON.parse(#"{"a": [1, 2.5, "x", true, null]}"#, source: "page", block: 1)
        #expect(repairs.isEmpty)
        #expect(value == .object(["a": .array([.integer(1), .number(2.5), .string("x"), .bool(true), .null])]))
    }

    @Test func unambiguousDamageIsRepairedAndSaid() throws {
        let (value, repairs) = try LenientJSON.parse("<!--\n{\"name\": \"Two\nlines\", \"list\": [1, 2,],}\n-->", source: "page", block: 1)
        #expect(value == .object(["name": .string("Two\nlines"), "list": .array([.integer(1), .integer(2)])]))
        #expect(repairs == ["removed the <!-- … --> markers around the JSON-LD", "removed 2 trailing commas", "escaped 1 control character inside strings"])
        let cdata = try LenientJSON.parse("//<![CDATA[\n{\"a\": \"tab\there\"}\n//]]>", source: "page", block: 1)
        #expect(cdata.value == .object(["a": .string("tab\there")]))
        #expect(cdata.repairs == ["removed the //<![CDATA[ … //]]> markers around the JSON-LD", "escaped 1 control character inside strings"])
        // Issue #36, as real pages publish it: CDATA markers behind `// ` (eatwell101.com), a `;`
        // after the object (pauladeen.com), JavaScript's `\'` in a string (bodybuilding.com).
        let spaced = try LenientJSON.parse("\n\t// <![CDATA[\n{\"a\": 1}// ]]>\n", source: "page", block: 1)
        #expect(spaced.value == .object(["a": .integer(1)]) && spaced.repairs == ["removed the // <![CDATA[ … // ]]> markers around the JSON-LD"])
        let statement = try LenientJSON.parse("{\"@type\": \"Recipe\"};\n\t\t", source: "page", block: 1)
        #expect(statement.value == .object(["@type": .string("Recipe")]) && statement.repairs == ["removed the ; after the JSON-LD"])
        let quote = try LenientJSON.parse(#"{"text": "Don\'t stir, it\'s \"set\"."}"#, source: "page", block: 1)
        #expect(quote.value == .object(["text": .string(#"Don't stir, it's "set"."#)]) && quote.repairs == [#"read 2 \' as ' inside strings"#])
    }

    @Test func numbersTooLargeToReadAreLeftOutAndSaid() throws {
        let json = #"{"@type": "Recipe", "name": "Forever", "prepTime": 1e999, "cookTime": "PT5M", "recipeYield": -1e999, "nutrition": {"calories": 1e400, "fat": 5}, "recipeIngredient": ["salt", 2e308]}"#
        let imported = try #require(try RecipeImporter().recipes(in: Array(json.utf8), source: "page.json").first)
        #expect(imported.repairs == [
            #"block 1: left out "nutrition.calories": a number too large to read"#,
            #"block 1: left out "prepTime": a number too large to read"#,
            #"block 1: left out "recipeIngredient[1]": a number too large to read"#,
            #"block 1: left out "recipeYield": a number too large to read"#,
        ])
        let text = imported.file.text
        #expect(!text.lowercased().contains("inf") && !text.lowercased().contains("nan"), "\(text)")
        #expect(!text.contains("prep time") && text.contains(#"cook time: "5 minutes""#), "\(text)")
        #expect(text.contains("fat: 5") && text.contains("@salt"), "what can be read is kept: \(text)")
    }

    @Test func aCommaInsideAStringIsNotATrailingComma() throws {
        let (value, repairs) = try LenientJSON.parse("{\"a\": \"x, ]\", \"b\": [\"y\",\n]}", source: "page", block: 1)
        #expect(value == .object(["a": .string("x, ]"), "b": .array([.string("y")])]))
        #expect(repairs == ["removed 1 trailing comma"])
    }

    @Test func damageThatCannotBeRepairedNamesTheSourceAndThePlace() {
        #expect(throws: ImportError.invalidJSON(source: "saved.html", block: 2, detail: "line 2, column 9: expected ',' or '}'")) {
            try LenientJSON.parse("{\"a\": 1,\n \"b\": 2 \"c\": 3}", source: "saved.html", block: 2)
        }
        #expect("\(ImportError.invalidJSON(source: "saved.html", block: 2, detail: "line 2, column 9: expected ',' or '}'"))"
                == "the JSON-LD in saved.html (block 2) is not valid JSON: line 2, column 9: expected ',' or '}'")
        #expect(throws: ImportError.self) { try LenientJSON.parse("{'single': 'quotes'}", source: "page", block: 1) }
    }
}
