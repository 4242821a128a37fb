import Testing
import TestSupport
@testable import WebImport

/// Issue #36: a page with no schema.org markup at all is read from its layout — the lists under
/// an element whose class or id names ingredients or a method, or under such a heading — and
/// the import says so; a page whose layout shows no recipe is still refused.
@Suite("Importing a page by its layout")
struct LayoutImportTests {
    private func imported(_ page: String) throws -> RecipeImporter.Imported? {
        try RecipeImporter().recipes(from: ProjectPaths.fixture("import/" + page)).first
    }

    @Test func listsUnderIngredientAndMethodClassesAreTheRecipe() throws {
        let imported = try #require(try imported("layout-classes.html"))
        #expect(imported.recipe.title == "Oat Scones", "the page's <h1>, not its og:title with the site's name")
        #expect(imported.recipe.ingredients == ["250 g plain flour", "100 g rolled oats", "1 tbsp baking powder", "75 g cold butter", "150 ml milk"])
        #expect(imported.recipe.instructions.steps == ["Rub the butter into the flour, oats and baking powder.", "Stir in the milk to a soft dough.",
                                                       "Cut into rounds and bake for 12 minutes at 220 °C."])
        #expect(imported.repairs == ["read from the page's layout (it has no schema.org recipe): check the ingredients and steps"])
        #expect(imported.file.text.contains("@plain flour{250%g}"), "\(imported.file.text)")
    }

    @Test func listsAfterIngredientsAndMethodHeadingsAreTheRecipe() throws {
        let imported = try #require(try imported("layout-headings.html"))
        #expect(imported.recipe.title == "Weeknight Dal", "no <h1>: the page's <title>")
        #expect(imported.recipe.ingredients == ["200 g red lentils", "1 onion, chopped", "2 cloves garlic", "1 tsp ground turmeric"],
                "not the sidebar's or the comments' lists")
        #expect(imported.recipe.instructions.steps.count == 3)
        #expect(imported.recipe.instructions.steps.first == "Rinse the lentils until the water runs clear.")
    }

    @Test func aPageWhoseLayoutShowsNoRecipeIsStillRefused() throws {
        let list = "<h1>My week</h1><h2>Ingredients</h2><ul><li>one line only</li></ul><h2>Method</h2><p>Stir.</p>"
        #expect(throws: ImportError.noRecipe(source: "one.html"), "one ingredient line is not a recipe") {
            try RecipeImporter().recipes(in: Array(list.utf8), source: "one.html")
        }
        let noMethod = "<h1>Shopping</h1><ul class=\"ingredients\"><li>milk</li><li>eggs</li></ul>"
        #expect(throws: ImportError.noRecipe(source: "list.html"), "ingredients without a method are not a recipe") {
            try RecipeImporter().recipes(in: Array(noMethod.utf8), source: "list.html")
        }
    }

    /// The outline a scan records: elements and text runs in document order, each with its
    /// parent and the end of its subtree; scripts and styles left out.
    @Test func theOutlineKeepsTextInOrderAndLeavesScriptsOut() throws {
        let page = try HTMLPage(bytes: Array("<body><li>2 <b>cups</b> flour<script>x()</script></li><p class='A b' id='c'>hi</p></body>".utf8))
        let outline = page.outline
        let item = try #require(outline.nodes.firstIndex { $0.name == "li" })
        #expect(outline.text(of: item) == "2 cups flour")
        #expect(!outline.nodes.contains { $0.name == "script" || $0.text.contains("x()") })
        let paragraph = try #require(outline.nodes.firstIndex { $0.name == "p" })
        #expect(outline.nodes[paragraph].labels == "a b c" && outline.nodes[paragraph].parent == outline.nodes[item].parent)
        #expect(outline.holding(["b"])[item] && !outline.holding(["b"])[paragraph])
    }

    /// Items marked one by one (no list), with column heads marked too: the heads are no lines.
    @Test func itemsMarkedOneByOneAreLinesAndTheirHeadsAreNot() throws {
        let html = "<h1>Bread</h1><div class='ingredients'><span class='ingredient-label'>KG</span>"
            + "<div class='ingredient-row'>5.000 wheat flour</div><div class='ingredient-row'>0.100 salt</div></div>"
            + "<div class='method'><p>Mix and bake.</p></div>"
        let recipe = try #require(try RecipeImporter().recipes(in: Array(html.utf8), source: "bread.html").first?.recipe)
        #expect(recipe.ingredients == ["5.000 wheat flour", "0.100 salt"])
    }

    /// A list inside a list item (a group of ingredients) gives its own items, not the group's
    /// whole text as one line.
    @Test func nestedListsGiveTheirInnermostItems() throws {
        let html = "<h1>Cake</h1><div class='ingredients'><ul><li>Dry<ul><li>flour</li><li>sugar</li></ul></li><li>2 eggs</li></ul></div>"
            + "<div class='method'><p>Mix.</p></div>"
        let recipe = try #require(try RecipeImporter().recipes(in: Array(html.utf8), source: "cake.html").first?.recipe)
        #expect(recipe.ingredients == ["flour", "sugar", "2 eggs"])
    }
}
