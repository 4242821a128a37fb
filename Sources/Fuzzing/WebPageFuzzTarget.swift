import Cooklang
import Foundation
import WebImport

extension FuzzTarget {
    /// `cookbook import` on any page: libxml2's HTML parse, the lenient JSON-LD reader, the
    /// schema.org mapping and the `.cook` text, which our Cooklang parser then reads. Errors
    /// are expected, crashes not.
    public static let webPage = FuzzTarget(
        name: "web-page",
        seeds: [
            #"<script type="application/ld+json">{"@type": "Recipe", "name": "A", "recipeIngredient": ["1 ½ cups flour", "2-3 eggs, beaten"], "recipeInstructions": "1. Mix the flour. 2. Add the eggs for 5 minutes."}</script>"#,
            #"{"@graph": [{"@type": ["Recipe"], "recipeYield": ["4", "Makes 4"], "prepTime": "PT1H5M", "recipeInstructions": [{"@type": "HowToSection", "name": "S", "itemListElement": [{"@type": "HowToStep", "text": "x"}]}]}]}"#,
        ].map { Array($0.utf8) } + FuzzSeeds.fixtures(under: "import"),
        tokens: ["<script type=\"application/ld+json\">", "</script>", "<!--", "-->", "\"@type\": \"Recipe\"", "\"@graph\": [", "\"HowToSection\"",
                 "\"recipeIngredient\": [\"", "\"recipeInstructions\": ", "PT", "H", "M", "&amp;", "&#", "½", "--", "[-", "@", "{", "}", ",]", "\n"]
    ) { bytes in
        do throws(ImportError) {
            for imported in try RecipeImporter().recipes(in: bytes, source: "fuzz") {
                _ = CooklangParser.parse(imported.file.text)
            }
        } catch {
            _ = error.description
        }
    }
}
