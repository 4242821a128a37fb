import Foundation
import RecipeStore
import Testing
import TestSupport
@testable import WebImport

/// Every fixture page (our own text, one per shape the issue lists) imported, written, read back
/// by our loader and compared field by field with what the page states.
@Suite("Importing pages: each file read back matches its source")
struct PageImportTests {
    static let pages = ["graph-sections.html", "text-instructions.html", "text-lines.html", "broken-json.html", "several-recipes.html", "main-entity.json"]

    private func imported(_ page: String) throws -> [RecipeImporter.Imported] {
        try RecipeImporter().recipes(from: ProjectPaths.fixture("import/" + page))
    }

    /// Writes `recipes` to a new folder and loads it with the app's loader.
    private func readBack(_ recipes: [RecipeImporter.Imported]) throws -> (any RecipeStore, [String]) {
        let folder = try TemporaryFolder.make("import")
        let paths = try recipes.map { try RecipeFileWriter.write($0.file.text, title: $0.recipe.title, into: folder) }
        return (try CollectionOpener.open(path: folder, cacheDirectory: nil), paths)
    }

    @Test(arguments: pages) func eachImportedFileReadsBackAsThePageSaysIt(page: String) throws {
        let recipes = try imported(page)
        let (store, paths) = try readBack(recipes)
        #expect(store.warnings.isEmpty, "\(store.warnings)")
        for (imported, path) in zip(recipes, paths) {
            let source = imported.recipe
            let id = ShoppingList.recipeID(forPath: "./" + (path as NSString).lastPathComponent.dropLast(5), isFolder: true)
            let loaded = try #require(store.recipe(id), "\(path)")
            #expect(loaded.problems.isEmpty, "\(page): \(loaded.problems)")
            #expect(loaded.name == source.title)
            #expect(loaded.summary == (source.description ?? ""))
            #expect(loaded.servings == source.servings)
            #expect(loaded.tags == source.tags.map { $0.lowercased() })
            let minutes = { (text: String?) in text.map { ISODuration.minutes($0) ?? -1 } }
            #expect(loaded.prepMinutes == minutes(source.prepTime.map(Self.iso)), "\(page): prep")
            #expect(loaded.cookMinutes == minutes(source.cookTime.map(Self.iso)), "\(page): cook")
            #expect(loaded.totalMinutes == minutes(source.totalTime.map(Self.iso)) ?? loaded.totalMinutes, "\(page): total")
            if let url = source.source { #expect(loaded.source?.contains(url) == true, "\(page): \(loaded.source ?? "no source")") }
            // Every listed ingredient exactly once, with its amount and unit.
            let listed = source.ingredients.map(ImportedIngredient.init(line:)).map { [$0.name, $0.quantity, $0.unit, $0.note ?? ""] }
            let read = loaded.ingredients.map { [$0.name, $0.quantity, $0.unit, $0.note ?? ""] }
            #expect(read.sorted { $0.lexicographicallyPrecedes($1) } == listed.sorted { $0.lexicographicallyPrecedes($1) }, "\(page)")
            #expect(loaded.steps.count == imported.file.stepCount)
            let sections = loaded.methodNotes.filter { $0.kind == .section }.map(\.text)
            #expect(sections == source.instructions.sections.compactMap(\.name), "\(page)")
        }
    }

    /// `1 hour 5 minutes` back to `PT65M`, to compare through one reading of times.
    private static func iso(_ words: String) -> String {
        var minutes = 0
        let parts = words.split(separator: " ")
        for (number, unit) in zip(parts, parts.dropFirst()) { if let value = Int(number) { minutes += unit.hasPrefix("hour") ? value * 60 : value } }
        return "PT\(minutes)M"
    }

    @Test func theGraphPageHasSixIngredientsFourStepsUnderTwoSectionsAndItsTimes() throws {
        let recipes = try imported("graph-sections.html")
        #expect(recipes.count == 1)
        let (store, _) = try readBack(recipes)
        let recipe = try #require(store.recipe(RecipeID("lemon-chickpea-stew")))
        #expect(recipe.ingredients.map(\.text) == ["2 tbsp olive oil", "1 onion (finely chopped)", "3 cloves garlic",
                                                    "800 g chickpeas (two cans, drained)", "1 1/2 cups vegetable stock", "1 lemon"])
        #expect(recipe.steps == ["Warm the olive oil in a large pot and soften the onion for 8 minutes.", "Add the garlic and stir for 1 minute.",
                                 "Add the chickpeas and the vegetable stock; simmer for 45-50 minutes.", "Squeeze in the lemon, season and serve."])
        #expect(recipe.methodNotes == [MethodNote(.section, beforeStep: 0, text: "Start the base"), MethodNote(.section, beforeStep: 2, text: "Simmer")],
                "a step's name inside a section is no heading of its own")
        #expect(recipe.servings == 4 && recipe.prepMinutes == 15 && recipe.cookMinutes == 65 && recipe.totalMinutes == 80)
        #expect(recipe.summary == "A bright weeknight stew of chickpeas & spinach.", "entities decoded")
        #expect(recipe.source == "Ada Example · https://kitchen.example/recipes/lemon-chickpea-stew", "the author (an @id reference) and the canonical link")
        let text = recipes[0].file.text
        #expect(text.contains("nutrition:\n  calories: \"320 kcal\"\n  proteinContent: \"14 g\"\n"), "what Cooklang has no field for is kept under its schema.org name")
        #expect(text.contains("aggregateRating:\n  ratingCount: 23\n  ratingValue: \"4.7\"\n"))
        #expect(text.contains("image: \"https://kitchen.example/img/stew-1x1.jpg\""))
    }

    @Test func plainTextInstructionsBecomeNumberedSteps() throws {
        let (store, _) = try readBack(try imported("text-instructions.html"))
        let recipe = try #require(store.recipe(RecipeID("toast-with-butter")))
        #expect(recipe.steps == ["Toast the bread until golden.", "Spread the butter while it is warm.", "Cut in half and eat."])
        #expect(recipe.ingredients.map(\.text) == ["Salt to taste", "2 slices bread", "1 tbsp butter"],
                "an ingredient no step names is in the mise-en-place paragraph, which is no step")
        #expect(recipe.servings == 2 && recipe.totalMinutes == 5)
        #expect(recipe.methodNotes.contains(MethodNote(.note, beforeStep: 3, text: "recipeYield: Makes 2 slices")), "the yield in words is kept")
    }

    @Test func severalRecipesOnOnePageEachGetAFile() throws {
        let recipes = try imported("several-recipes.html")
        #expect(recipes.map(\.recipe.title) == ["Flatbreads", "Yoghurt Dip"])
        let (_, paths) = try readBack(recipes)
        #expect(paths.map { ($0 as NSString).lastPathComponent } == ["Flatbreads.cook", "Yoghurt Dip.cook"])
    }

    @Test func brokenJSONLDIsRepairedAndTheRepairsAreSaid() throws {
        let recipes = try imported("broken-json.html")
        #expect(recipes.first?.repairs == ["block 1: removed the <!-- … --> markers around the JSON-LD", "block 1: removed 3 trailing commas",
                                           "block 1: escaped 1 control character inside strings"])
        #expect(recipes.first?.recipe.description == "Fluffy inside, crisp outside.")
    }

    /// Issue #36: a recipe marked up as microdata is read as the JSON-LD it stands for: nested
    /// items (the author, each HowToStep, the nutrition), `content` and `src` values, and the
    /// repair said.
    @Test func aMicrodataRecipeIsReadLikeJSONLD() throws {
        let recipes = try imported("microdata-only.html")
        let recipe = try #require(recipes.first?.recipe)
        #expect(recipes.count == 1 && recipe.title == "Microdata Pancakes" && recipe.description == "Thin, buttery pancakes.")
        #expect(recipe.authors == ["Ann Cook"] && recipe.image == "https://example.com/pancakes.jpg" && recipe.servings == 4)
        #expect(recipe.prepTime == "10 minutes" && recipe.cookTime == "20 minutes")
        #expect(recipe.ingredients == ["2 eggs", "250 ml milk", "125 g flour"])
        #expect(recipe.instructions.steps == ["Whisk the eggs and milk.", "Whisk in the flour and rest 10 minutes.", "Fry thin pancakes in butter."])
        #expect(recipe.extras.map(\.key) == ["nutrition"])
        #expect(recipes.first?.repairs == ["read from the page's microdata (it has no JSON-LD recipe)"])
    }

    @Test func microdataItemsNestAndRepeatAsJSONLD() {
        typealias Record = MicrodataItems.Record
        let records = [
            Record(scope: nil, properties: [], type: "http://schema.org/Recipe", isItem: true, value: nil),
            Record(scope: 0, properties: ["name"], type: nil, isItem: false, value: "Soup"),
            Record(scope: 0, properties: ["recipeIngredient", "ingredients"], type: nil, isItem: false, value: "1 onion"),
            Record(scope: 0, properties: ["author"], type: "http://schema.org/Person", isItem: true, value: nil),
            Record(scope: 3, properties: ["name"], type: nil, isItem: false, value: "Bo"),
            Record(scope: 0, properties: ["recipeIngredient"], type: nil, isItem: false, value: "1 l stock"),
            Record(scope: nil, properties: ["name"], type: nil, isItem: false, value: "no item: ignored"),
            Record(scope: 9, properties: ["name"], type: nil, isItem: false, value: "a scope that is not there: ignored"),
        ]
        #expect(MicrodataItems.items(records) == [.object([
            "@type": .string("http://schema.org/Recipe"), "name": .string("Soup"),
            "recipeIngredient": .array([.string("1 onion"), .string("1 l stock")]), "ingredients": .string("1 onion"),
            "author": .object(["@type": .string("http://schema.org/Person"), "name": .string("Bo")]),
        ])])
        #expect(MicrodataItems.propertyName("http://schema.org/name") == "name" && MicrodataItems.propertyName("name") == "name")
    }

    @Test func pagesWithNoRecipeSayWhy() {
        let page = ProjectPaths.fixture("import/article-only.html")
        #expect(throws: ImportError.noRecipe(source: page)) { try RecipeImporter().recipes(from: page) }
        #expect("\(ImportError.noRecipe(source: page))" == "no schema.org Recipe found in \(page)")
        let hopeless = ProjectPaths.fixture("import/hopeless-json.html")
        #expect(throws: ImportError.invalidJSON(source: hopeless, block: 1, detail: "line 1, column 74: the file ends where ',' or ']' was expected")) {
            try RecipeImporter().recipes(from: hopeless)
        }
        #expect(throws: ImportError.unreadable(source: "/no/such/page.html", reason: "No such file or directory")) { try RecipeImporter().recipes(from: "/no/such/page.html") }
    }

    @Test func onlyWebAndFileAddressesAreFetched() throws {
        let allowed = "import reads http://, https:// and file:// addresses, files, and - for standard input"
        for source in ["gopher://example.com/1/stew", "FTP://example.com/stew.html", "data://text/html,<p>"] {
            let scheme = String(source.prefix { $0 != ":" }).lowercased()
            #expect(throws: ImportError.unreadable(source: source, reason: "the scheme \"\(scheme)\" is not allowed; \(allowed)")) {
                try RecipeImporter().recipes(from: source)
            }
        }
        let page = ProjectPaths.fixture("import/article-only.html")
        #expect(throws: ImportError.noRecipe(source: "file://" + page), "a file:// address reads the file") {
            try RecipeImporter().recipes(from: "file://" + page)
        }
        #expect(throws: ImportError.unreadable(source: "file://elsewhere.example/stew.html", reason: "a file:// address must name this computer (file:///path)")) {
            try RecipeImporter().recipes(from: "file://elsewhere.example/stew.html")
        }
    }

    @Test func htmlIsReadByAParserNotByPatterns() throws {
        let page = try HTMLPage(bytes: Array("""
            <html><head><SCRIPT Type="Application/LD+JSON; charset=utf-8">{"a": "<b>x</b>"}</SCRIPT>
            <script type="text/javascript">var s = '<script type="application/ld+json">{}</script>';</script>
            <link rel="alternate canonical" href="https://x.example/r"><link rel="canonical" href="https://second.example">
            </head><body><p>unclosed <div><script type="application/ld+json">[1]</script>
            """.utf8))
        #expect(page.jsonLD == [#"{"a": "<b>x</b>"}"#, "[1]"], "any case, parameters after the type; a script's text is not markup")
        #expect(page.canonical == "https://x.example/r" && !page.hasMicrodataRecipe)
        #expect(try HTMLPage(bytes: Array("<p>caf\u{E9}</p>".utf8)).jsonLD.isEmpty)
        #expect(HTMLPage.text(of: "Mix <b>well</b> &amp; rest<br>then &eacute;tale &#8211; done") == "Mix well & rest\nthen étale – done")
        #expect(HTMLPage.text(of: "3 < 5 and 5 > 3") == "3 < 5 and 5 > 3")
    }

    @Test func aStrayByteInAUTF8PageSpoilsNothingAndDeepNestingHidesNothing() throws {
        var bytes = Array(#"<meta charset="utf-8"><title>Caf"#.utf8) + [0xE9] + Array(#" blog</title><script type="application/ld+json">{"@type": "Recipe", "name": "Crème brûlée", "recipeIngredient": ["½ cup crème fraîche"]}</script>"#.utf8)
        var recipe = try #require(try RecipeImporter().recipes(in: bytes, source: "stray.html").first)
        #expect(recipe.recipe.title == "Crème brûlée" && recipe.file.text.contains("@crème fraîche{1/2%cup}"), "\(recipe.file.text)")
        bytes = Array((String(repeating: "<div>", count: 300) + String(repeating: "<span>", count: 3000)
            + #"<script type="application/ld+json">{"@type": "Recipe", "name": "Deep"}</script>"#).utf8)
        recipe = try #require(try RecipeImporter().recipes(in: bytes, source: "deep.html").first)
        #expect(recipe.recipe.title == "Deep")
    }

    /// Issue #36: a method cut at its limit is said, never cut silently.
    @Test func aMethodCutAtItsLimitIsSaid() throws {
        let steps = (0..<6_000).map { #"{"@type": "HowToStep", "text": "Stir \#($0)."}"# }.joined(separator: ",")
        let json = #"{"@type": "Recipe", "name": "Long", "recipeInstructions": ["# + steps + "]}"
        let imported = try #require(try RecipeImporter().recipes(in: Array(json.utf8), source: "long.json").first)
        #expect(imported.recipe.instructions.steps.count < 5_000 + 1 && imported.recipe.instructions.steps.count > 4_990)
        #expect(imported.repairs == ["Long: the method has more than 5000 items (or nests deeper than 32); the rest is left out"])
        let short = try #require(try RecipeImporter().recipes(in: Array(#"{"@type": "Recipe", "name": "S", "recipeInstructions": ["Stir."]}"#.utf8), source: "s.json").first)
        #expect(short.repairs.isEmpty)
    }

    /// Issue #36: front matter keeps what a cook reads; reviews, breadcrumbs, the publisher and
    /// its logo, page links and what only machines read (`@type`, rating bounds) are left out.
    @Test func frontMatterKeepsWhatACookReads() throws {
        let json = #"""
            {"@type": "Recipe", "name": "Stew", "review": [{"@type": "Review", "reviewBody": "Yum"}], "breadcrumb": {"@id": "#b"},
             "publisher": {"@type": "Organization", "name": "Site", "logo": {"@type": "ImageObject", "url": "https://x/logo.png"}},
             "mainEntityOfPage": "https://x/stew", "potentialAction": {"@type": "SearchAction"}, "suitableForDiet": "https://schema.org/VeganDiet",
             "aggregateRating": {"@type": "AggregateRating", "ratingValue": 4.5, "ratingCount": 12, "bestRating": 5, "worstRating": 1},
             "nutrition": {"@type": "NutritionInformation", "calories": "300 kcal"}}
            """#
        let recipe = try #require(try RecipeImporter().recipes(in: Array(json.utf8), source: "stew.json").first)
        #expect(recipe.recipe.extras.map(\.key) == ["aggregateRating", "nutrition", "suitableForDiet"])
        let text = recipe.file.text
        #expect(!text.contains("Yum") && !text.contains("logo") && !text.contains("publisher") && !text.contains("breadcrumb") && !text.contains("Rating\""), "\(text)")
        #expect(text.contains("ratingCount: 12") && !text.contains("bestRating") && text.contains("calories: \"300 kcal\""), "\(text)")
    }

    @Test func propertiesNamedLikeCooklangKeysAndUnreadableTimesAreKeptApart() throws {
        let json = #"{"@type": "Recipe", "name": "Stew", "title": "Site title", "servings": "lots", "prepTime": "PT", "cookTime": "P99999999999999999999W", "totalTime": "45 mins"}"#
        let recipe = try #require(try RecipeImporter().recipes(in: Array(json.utf8), source: "keys.json").first)
        let front = recipe.file.text.split(separator: "\n").map(String.init)
        #expect(front.filter { $0.hasPrefix("title:") } == [#"title: "Stew""#], "one title")
        #expect(front.contains(#""schema:title": "Site title""#) && front.contains(#""schema:servings": "lots""#))
        #expect(front.contains(#"prepTime: "PT""#) && front.contains(#"cookTime: "P99999999999999999999W""#), "kept under their schema.org names")
        #expect(!front.contains { $0.hasPrefix("prep time") || $0.hasPrefix("cook time") })
        #expect(front.contains(#"time: "45 mins""#), "a time in words is given as written")
    }

    @Test func aPageInAnotherEncodingIsReadByItsOwnDeclaration() throws {
        var bytes = Array(#"<html><head><meta charset="iso-8859-1"><script type="application/ld+json">{"@type": "Recipe", "name": "Cr"#.utf8)
        bytes += [0xE8, 0x6D, 0x65]  // "ème" in Latin-1
        bytes += Array(#""}</script></head></html>"#.utf8)
        let recipes = try RecipeImporter().recipes(in: bytes, source: "latin1.html")
        #expect(recipes.map(\.recipe.title) == ["Crème"])
    }
}
