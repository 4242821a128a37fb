/// A small collection for search (issue #16): the recipes a new user searched for — Phở bò,
/// Apple Pie, 麻婆豆腐 (id `mapo-tofu`, tag `sichuan`), Garlic Bread, Onion Soup — and a few
/// that match the same words elsewhere (a tag, an ingredient, a description, a step).
public enum SearchFixtures {
    public typealias F = CollectionFixtures

    /// The collection as JSON, in this order (ties rank in it).
    public static let json = F.json(recipes: [
        F.recipe("pho-bo", name: "Phở bò", category: "soups", tags: ["vietnamese"], ingredients: ["beef brisket", "rice noodles", "star anise"],
                 summary: "Beef noodle soup with a clear, spiced broth.", steps: ["Char the onion and ginger.", "Simmer the broth for 3 hours."],
                 servings: 4, prepMinutes: 30, cookMinutes: 180),
        F.recipe("apple-pie", name: "Apple Pie", category: "desserts", tags: ["baking"], ingredients: ["apples", "pie crust", "sugar"],
                 summary: "A double-crust pie.", steps: ["Fill the crust with apples.", "Bake for 50 minutes."], servings: 8, prepMinutes: 40, cookMinutes: 55),
        F.recipe("mapo-tofu", name: "麻婆豆腐", tags: ["sichuan", "spicy"], ingredients: ["soft tofu", "doubanjiang", "garlic cloves, minced"],
                 summary: "麻辣烫香的川菜。", steps: ["Simmer the tofu in the sauce."], servings: 3, prepMinutes: 10, cookMinutes: 15),
        F.recipe("garlic-bread", name: "Garlic Bread", category: "mains", tags: ["vegetarian", "baking"], ingredients: ["baguette", "butter", "garlic cloves"],
                 summary: "Crisp, buttery and quick.", steps: ["Spread the garlic butter.", "Bake for 10 minutes."], servings: 4, prepMinutes: 5, cookMinutes: 10),
        F.recipe("onion-soup", name: "Onion Soup", category: "soups", tags: ["french", "vegetarian"], ingredients: ["onions, sliced", "garlic cloves", "stock"],
                 summary: "Slow-cooked onions under a cheese crust.", steps: ["Cook the onions for an hour."], servings: 4, prepMinutes: 15, cookMinutes: 75),
        F.recipe("apple-crumble", name: "Crumble", category: "desserts", tags: ["baking"], ingredients: ["bramley apples", "oats"],
                 summary: "An apple pudding.", steps: ["Scatter the crumble over the fruit."], servings: 6, prepMinutes: 20, cookMinutes: 40),
        F.recipe("cider-pork", name: "Cider Pork", tags: ["autumn"], ingredients: ["pork chops", "cider"],
                 summary: "Pork braised in cider.", steps: ["Serve with apple sauce and a pie of mash."], servings: 2, prepMinutes: 10, cookMinutes: 30),
    ])
}
