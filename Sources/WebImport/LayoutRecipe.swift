import RecipeStore

/// A recipe read from a page's layout, for a page with no schema.org markup at all: the
/// ingredient lines are the list items under an element whose class or id names ingredients
/// (`<ul class="ingredients">`), else those after a heading that says so ("Ingredients",
/// "Zutaten", …), else the elements whose own class names one ingredient; the method likewise
/// ("instructions", "method", "Zubereitung", …); the title is the first `<h1>`, else the page's
/// `og:title` or `<title>`. It is a recipe only with two ingredient lines and one step; the
/// importer says that it was read this way, so the cook checks it.
public enum LayoutRecipe {
    /// The most lines read for either list.
    static let maximumLines = 500

    /// The recipe on a page, as the JSON-LD object it stands for, or nil when the page's
    /// layout shows no ingredient list and method.
    public static func object(in outline: PageOutline, title pageTitle: String?) -> [String: JSONValue]? {
        let ingredients = lines(in: outline, labelled: ingredientLabels, kinds: ["li", "tr"])
            .nonEmpty ?? lines(in: outline, under: ingredientHeadings, kinds: ["li"])
            .nonEmpty ?? ownLines(in: outline, labelled: ingredientLabels)
        let steps = lines(in: outline, labelled: stepLabels, kinds: ["li", "p"])
            .nonEmpty ?? lines(in: outline, under: stepHeadings, kinds: ["li", "p"])
        guard ingredients.count >= 2, !steps.isEmpty else { return nil }
        let heading = outline.nodes.indices.first { outline.nodes[$0].name == "h1" }.map(outline.text(of:))
        guard let title = [heading, pageTitle].compactMap({ $0?.trimmingSpaces() }).first(where: { !$0.isEmpty }) else { return nil }
        return ["@type": .string("Recipe"), "name": .string(title),
                "recipeIngredient": .array(ingredients.map(JSONValue.string)),
                "recipeInstructions": .array(steps.map(JSONValue.string))]
    }

    /// Words in a class or id that mark a list of ingredients, or a method.
    static let ingredientLabels = ["ingredient", "ingrediënt", "ingrédient", "zutat", "υλικ"]
    static let stepLabels = ["instruction", "direction", "method", "preparation", "step", "zubereitung", "bereiding",
                             "instructie", "préparation", "preparaci", "procedure", "procedimiento", "εκτέλεση"]
    /// Headings over a list of ingredients, or a method (lower case, without a trailing colon).
    static let ingredientHeadings: Set<String> = [
        "ingredients", "ingredient", "zutaten", "ingrediënten", "ingrédients", "ingredienti", "ingredientes", "υλικά",
        "what you need", "you'll need", "you will need", "ingredienser", "składniki", "hozzávalók"]
    static let stepHeadings: Set<String> = [
        "method", "instructions", "directions", "preparation", "steps", "zubereitung", "bereiding", "bereidingswijze",
        "préparation", "procedimiento", "preparazione", "εκτέλεση", "how to make it", "how to make", "elkészítés",
        "fremgangsmåde", "sådan gør du", "make it"]

    /// The text of each innermost element named one of `kinds` with an ancestor (up to eight
    /// levels up, itself included) whose class or id holds one of `labels`.
    static func lines(in outline: PageOutline, labelled labels: [String], kinds: Set<String>) -> [String] {
        let holding = outline.holding(kinds)
        var found: [String] = []
        for (index, node) in outline.nodes.enumerated() where found.count < maximumLines {
            guard let name = node.name, kinds.contains(name), !holding[index] else { continue }
            var ancestor: Int? = index
            for _ in 0..<8 {
                guard let current = ancestor else { break }
                let marks = outline.nodes[current].labels
                if !marks.isEmpty, labels.contains(where: marks.contains) {
                    let text = outline.text(of: index)
                    if !text.isEmpty, text.count < 600 { found.append(text) }
                    break
                }
                ancestor = outline.nodes[current].parent
            }
        }
        return found
    }

    /// The innermost elements named one of `kinds` after a heading (`<h1>`–`<h6>`, `<strong>`,
    /// `<b>`) that reads one of `headings`, up to the next heading of the other list or, once
    /// some are found, the next `<h1>` or `<h2>`; the first of at most eight such headings
    /// with a list after it.
    static func lines(in outline: PageOutline, under headings: Set<String>, kinds: Set<String>) -> [String] {
        let headingNames: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6", "strong", "b"]
        let sections = ingredientHeadings.union(stepHeadings)
        let holding = outline.holding(kinds)
        var tried = 0
        for (index, node) in outline.nodes.enumerated() where tried < 8 {
            guard let name = node.name, headingNames.contains(name), let key = outline.shortText(of: index), headings.contains(key) else { continue }
            tried += 1
            var found: [String] = []
            for later in (index + 1)..<outline.nodes.count {
                guard let laterName = outline.nodes[later].name else { continue }
                if ["h1", "h2", "h3"].contains(laterName), let key = outline.shortText(of: later), sections.contains(key) { break }
                if kinds.contains(laterName), !holding[later] {
                    let text = outline.text(of: later)
                    if !text.isEmpty { found.append(text) }
                }
                if found.count >= maximumLines || (!found.isEmpty && (laterName == "h1" || laterName == "h2")) { break }
            }
            if !found.isEmpty { return found }
        }
        return []
    }

    /// The text of each element whose own class or id holds one of `labels` (and is no label,
    /// title or header) and that holds no such element (`<div class="ingredients__item">`),
    /// when shorter than a line of 300 characters.
    static func ownLines(in outline: PageOutline, labelled labels: [String]) -> [String] {
        let nodes = outline.nodes
        // A column head or a group's title (`ingredient-label`, `ingredients__title`) is no line.
        let heads = ["label", "title", "header", "heading"]
        let marked = nodes.map { !$0.labels.isEmpty && labels.contains(where: $0.labels.contains) && !heads.contains(where: $0.labels.contains) }
        var markedInside = [Bool](repeating: false, count: nodes.count)
        for index in nodes.indices.reversed() {
            if let parent = nodes[index].parent, marked[index] || markedInside[index] { markedInside[parent] = true }
        }
        var found: [String] = []
        for index in nodes.indices where marked[index] && !markedInside[index] && found.count < maximumLines {
            let text = outline.text(of: index)
            if !text.isEmpty, text.count < 300 { found.append(text) }
        }
        return found
    }

}

private extension Array {
    /// The array, or nil when it is empty (to chain alternatives with `??`).
    var nonEmpty: Self? { isEmpty ? nil : self }
}
