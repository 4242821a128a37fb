import RecipeStore
import Testing

/// Which ingredients a JSON recipe's step lists in cook mode (issue #32), read from real steps
/// of the bundled collection: the ingredients the step names — by head noun, plural or not, by
/// a shorter part no other ingredient shares, by a gloss — each at the first step naming it.
@Suite("Ingredients named by each step")
struct StepNamingTests {
    /// A recipe's ingredient names, its steps, and the names cook mode lists at each step.
    struct Case: CustomTestStringConvertible {
        let recipe: String
        let ingredients: [String]
        let steps: [(text: String, lists: [String])]
        var testDescription: String { recipe }
    }

    static let cases: [Case] = [
        Case(recipe: "chicken-curry", ingredients: [
            "vegetable oil", "onions, finely chopped", "garlic cloves, minced", "grated fresh ginger", "green chilli, slit", "ground cumin",
            "ground coriander", "ground turmeric", "Kashmiri chilli powder", "chopped tomatoes", "boneless chicken thighs, cut into chunks",
            "plain yoghurt", "garam masala", "salt", "fresh coriander, chopped",
        ], steps: [
            ("Heat the oil in a heavy pan and fry the onions over medium heat for 12 to 15 minutes, stirring often, until deep golden. This base gives the curry its sweetness and body.",
             ["vegetable oil", "onions, finely chopped"]),
            ("Add the garlic, ginger and chilli and cook for 2 minutes, then stir in the ground spices with a splash of water and cook for a minute until fragrant.",
             ["garlic cloves, minced", "grated fresh ginger", "green chilli, slit"]),
            // The oil went in at step 1: `until the oil begins to separate` adds nothing.
            ("Add the tomatoes and cook for 8 minutes, until the oil begins to separate from the sauce.", ["chopped tomatoes"]),
            ("Stir in the chicken and season with salt. Cover and simmer for 15 minutes.", ["boneless chicken thighs, cut into chunks", "salt"]),
            // A bare `coriander` is the fresh one (all its name but `fresh`), not the ground one.
            ("Take the pan off the heat and stir in the yoghurt a spoonful at a time so it does not split, then return to a gentle heat for 5 minutes. Finish with garam masala and coriander, and serve with rice or naan.",
             ["plain yoghurt", "garam masala", "fresh coriander, chopped"]),
        ]),
        Case(recipe: "naan", ingredients: [
            "plain flour", "fast-action dried yeast", "sugar", "salt", "baking powder", "warm milk", "plain yoghurt", "vegetable oil",
            "melted butter or ghee", "garlic cloves, minced", "chopped coriander",
        ], steps: [
            ("Mix the flour, yeast, sugar, salt and baking powder. Add the milk, yoghurt and oil and knead for 5 minutes into a soft, slightly sticky dough.",
             ["plain flour", "fast-action dried yeast", "sugar", "salt", "baking powder", "warm milk", "plain yoghurt", "vegetable oil"]),
            ("Cover and leave in a warm place for 1 1/2 hours until doubled.", []),
            ("Mix the melted butter with the garlic and coriander and brush it over each naan as it comes out of the pan.",
             ["melted butter or ghee", "garlic cloves, minced", "chopped coriander"]),
        ]),
        Case(recipe: "tiramisu", ingredients: [
            "very fresh eggs, separated", "caster sugar", "mascarpone", "strong espresso, cooled", "coffee liqueur or marsala",
            "savoiardi (ladyfinger biscuits)", "cocoa powder",
        ], steps: [
            ("Whisk the egg yolks with the sugar until thick and pale, then beat in the mascarpone until smooth.", ["very fresh eggs, separated", "caster sugar", "mascarpone"]),
            ("In a clean bowl, whisk the egg whites to soft peaks and fold them gently into the mascarpone cream in three additions.", []),
            // `biscuits` by the gloss; `liqueur` is a part of one name only.
            ("Mix the espresso with the liqueur in a shallow dish. Dip the biscuits one at a time, just for a second on each side, and lay them in a single layer in a 20 x 30 cm dish.",
             ["strong espresso, cooled", "coffee liqueur or marsala", "savoiardi (ladyfinger biscuits)"]),
            ("Cover and chill for at least 6 hours or overnight. Dust thickly with cocoa through a sieve just before serving.", ["cocoa powder"]),
        ]),
        Case(recipe: "basil-pesto", ingredients: [
            "fresh basil leaves", "pine nuts, lightly toasted", "garlic clove", "coarse salt", "parmesan, finely grated", "Pecorino, finely grated", "extra virgin olive oil",
        ], steps: [
            ("Pound the garlic with the salt in a mortar to a paste, then add the pine nuts and pound until broken down.",
             ["garlic clove", "coarse salt", "pine nuts, lightly toasted"]),
            ("Add the basil a handful at a time, grinding with a circular motion rather than bashing, until it forms a coarse green paste.", ["fresh basil leaves"]),
            // `the cheeses` name no cheese: parmesan and pecorino are on the mise en place only.
            ("Stir in the cheeses, then the olive oil, to make a thick sauce.", ["extra virgin olive oil"]),
            ("Use straight away, or cover with a thin layer of oil and keep in the fridge for up to 3 days.", []),
        ]),
        Case(recipe: "masala-chai", ingredients: [
            "water", "green cardamom pods, crushed", "cloves", "small cinnamon stick", "fresh ginger", "black peppercorns",
            "strong loose black tea such as Assam", "whole milk", "sugar",
        ], steps: [
            ("Bring the water to the boil with the cardamom, cloves, cinnamon, ginger and pepper, then simmer for 5 minutes until fragrant and lightly coloured.",
             ["water", "green cardamom pods, crushed", "cloves", "small cinnamon stick", "fresh ginger"]),
            ("Add the tea and simmer for 2 minutes.", ["strong loose black tea such as Assam"]),
            ("Pour in the milk and sugar and bring back to the boil, watching carefully because it rises quickly.", ["whole milk", "sugar"]),
        ]),
        // The words of a name before its head are part of the naming; the one said most wins.
        Case(recipe: "caprese-salad", ingredients: ["large ripe tomatoes", "buffalo mozzarella", "fresh basil leaves", "extra virgin olive oil", "flaky sea salt and black pepper"], steps: [
            ("Season with flaky salt and pepper, drizzle with the olive oil and serve at room temperature; fridge-cold tomatoes taste of very little.",
             ["flaky sea salt and black pepper", "extra virgin olive oil", "large ripe tomatoes"]),
        ]),
        Case(recipe: "focaccia", ingredients: ["strong white bread flour", "salt", "extra virgin olive oil, divided", "rosemary, leaves picked", "flaky sea salt"], steps: [
            ("Mix the flour and salt, then add the oil.", ["strong white bread flour", "salt", "extra virgin olive oil, divided"]),
            ("Drizzle with the remaining oil and scatter with rosemary and flaky salt.", ["rosemary, leaves picked", "flaky sea salt"]),
        ]),
        // Two oils: a bare `oil` names neither; `olive oil` the olive.
        Case(recipe: "two oils", ingredients: ["olive oil", "sesame oil", "spring onions"], steps: [
            ("Warm the oil and add the spring onions.", ["spring onions"]),
            ("Finish with the sesame oil.", ["sesame oil"]),
        ]),
        // A number names only with the whole name: `5 minutes` is no `spice 5`.
        Case(recipe: "numbers", ingredients: ["spice 5", "spice 9", "5 minute rice"], steps: [
            ("Fry for 5 minutes.", []),
            ("Add spice 9, then the rice.", ["spice 9", "5 minute rice"]),
            ("Add the spice 5 for 5 minutes.", ["spice 5"]),
        ]),
        // The same line twice: named in turn; `chilli powder` is the powder, not the chilli before it.
        Case(recipe: "repeats", ingredients: ["salt", "green chilli", "chilli powder", "salt"], steps: [
            ("Salt the water and add the chilli powder.", ["salt", "chilli powder"]),
            ("Add the chilli, then more salt.", ["green chilli", "salt"]),
        ]),
    ]

    @Test(arguments: cases) func aStepListsTheIngredientsItFirstNames(_ example: Case) {
        let recipe = Recipe(id: "r", name: example.recipe, category: "c", ingredients: example.ingredients.map { IngredientLine(quantity: "1", name: $0) },
                            steps: example.steps.map(\.text))
        for (index, step) in example.steps.enumerated() {
            #expect(recipe.use(ofStep: index).ingredients.map(\.name) == step.lists, "step \(index + 1): \(step.text)")
        }
    }

    /// Durations in prose, as cook mode offers them: a range at its start, hours and minutes as one.
    @Test func aStepsTimersAreTheDurationsItStates() {
        let table: [(String, [Int])] = [
            ("fry the onions over medium heat for 12 to 15 minutes, stirring often", [720]),
            ("Roast for about 1 hour 20 minutes, basting once or twice", [4_800]),
            ("leave in a warm place for 1 1/2 hours until doubled.", [5_400]),
            ("leave to rise in a warm place for 1 to 1 1/2 hours until doubled.", [3_600]),
            ("bake for 20-22 minutes (or 1/3 hour), then cool for 5 minutes.", [1_200, 1_200, 300]),
            ("roll each into a teardrop shape about 5 mm thick; 2 m of string", []),
        ]
        for (text, seconds) in table {
            #expect(StepTimer.durations(in: text).map(\.seconds) == seconds, "\(text)")
        }
    }
}
