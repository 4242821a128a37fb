import Cooklang
import RecipeStore

extension FuzzTarget {
    /// The Cooklang parser and the conversion to the app's recipe (metadata numbers included)
    /// on any text, as a folder of `.cook` files would give it.
    public static let cooklang = FuzzTarget(
        name: "cooklang",
        seeds: [
            "---\ntitle: Pancakes\nservings: 4 people\ntime: 1h30m\ntags: [a, b]\n---\nMix @flour{200%g} and @eggs{2} in a #bowl{}.\nRest ~{10%minutes}.\n",
            ">> source: https://example.org\n>> time: 45 minutes\n\n== Dough ==\n\n@milk{1/2%cup}, @./Shared/Dough{1}(sifted) -- comment\n[- block\ncomment -]\n\n> a note\n",
            "Add @salt and @black pepper{} with #pan. ~timer{1 1/2%hours} @x{=3%kg}\\\nnext line",
            "@a{ #b{ ~{ @c( @{} ~{} @d{%g} @e{1/0} [- never closed",
        ].map { Array($0.utf8) } + FuzzSeeds.files(under: "cook-collections", suffix: ".cook", limit: 8),
        tokens: ["@", "#", "~", "{", "}", "(", ")", "%", "/", "=", "---\n", "\n---\n", ">>", "> ", "== ", "--", "[-", "-]", "\\\n",
                 "@./", "{1/0}", "{%}", "time: ", "servings: ", " days", " hours", "1/2", "  - "]
    ) { bytes in
        let recipe = CooklangParser.parse(String(decoding: bytes, as: UTF8.self))
        let converter = CookRecipeConverter(parsed: recipe)
        _ = (converter.ingredients, converter.steps, converter.references, converter.servings, converter.prepMinutes,
             converter.cookMinutes, converter.totalMinutes, converter.tags, converter.source, converter.summary, converter.problems)
        _ = (recipe.steps.map(\.text), recipe.errors.map(\.description), converter.cookware, converter.facts, converter.methodNotes)
        // What the steps use, kept as places in the list, comes back as it was made.
        let (ingredients, uses) = converter.ingredientsAndStepUses
        let steps = converter.steps
        let made = Recipe(id: "fuzz", name: "Fuzz", category: "fuzz", ingredients: ingredients, steps: steps, stepUses: uses)
        precondition(made.stepUses == uses && ingredients == converter.ingredients && uses.count == steps.count, "step uses do not come back")
        _ = (0..<steps.count).map { made.use(ofStep: $0) }
        _ = made.adjusted(by: 2.5).stepUses
    }
}
