import RecipeStore

extension FuzzTarget {
    /// Cooklang's `aisle.conf` (`AisleConfig`) on any text: read the same way twice, problems
    /// on lines the file has, each section once, and every ingredient it lists found again by
    /// any of its names, in a section.
    public static let aisle = FuzzTarget(
        name: "aisle",
        seeds: [
            "[fruit and veg]\napples\navocado | avocados\nonion | onions // the usual\n\n[milk and dairy]\nmilk\nbutter\n[fruit and veg]\nlime\n",
            "before any section\n[]\n[ spaced ]\n[unclosed\n| | |\nA|B|a\n[x]]\n// only a comment\r\n[Other]\nsalt\r\n",
        ].map { Array($0.utf8) } + FuzzSeeds.files(under: "cook-collections", suffix: "aisle.conf", limit: 2),
        tokens: ["[", "]", "|", " | ", "//", "\n", "\r\n", "[fruit and veg]\n", "onion | onions\n", "İ", "ß", "\u{2028}", "\u{85}"],
        shapes: [.nested("["), .nested("a | ")]
    ) { bytes in
        let text = String(decoding: bytes, as: UTF8.self)
        let aisles = AisleConfig(parsing: text)
        precondition(AisleConfig(parsing: text) == aisles, "the same file read twice reads otherwise")
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
        precondition(aisles.problems.allSatisfy { (1...max(1, lines)).contains($0.line) }, "a problem on a line the file does not have")
        precondition(Set(aisles.sections.map(\.name)).count == aisles.sections.count, "a section is listed twice")
        // A few names from anywhere in the file (each look-up of synonyms reads every section).
        let names = aisles.sections.flatMap { $0.ingredients.joined() }
        for name in stride(from: 0, to: names.count, by: max(1, names.count / 16)).map({ names[$0] }) {
            precondition(aisles.section(of: name) != nil, "\(name.prefix(60).debugDescription) is listed but in no section")
            precondition(!aisles.synonyms(of: name).isEmpty, "\(name.prefix(60).debugDescription) is listed but has no synonyms")
        }
    }

    /// Cooklang's `pantry.conf` (`PantryConfig`, TOML) on any text: read the same way twice,
    /// problems in line order on lines the file has, and every item found again by its name.
    public static let pantry = FuzzTarget(
        name: "pantry",
        seeds: [
            "water = \"unlim\"\n[fridge]\nbutter = { quantity = \"250%g\", expire = \"2026-04-15\" }\neggs = { quantity = \"12\", bought = \"2026-03-07\" }\n\"sour cream\" = { quantity = \"-200%ml\", low = \"1\" }\n[\"spice rack\"]\nsalt = { quantity = \"1%kg\" }\n",
            "[a]\nbad line\nx = { quantity = 5, colour = \"red\", expire = \"31.02.2026\" }\ny = 3\n\"\" = \"1\"\n[a]\nz = [\"1\"]\n",
        ].map { Array($0.utf8) } + FuzzSeeds.files(under: "cook-collections", suffix: "pantry.conf", limit: 2),
        tokens: ["[", "]", "{", "}", " = ", "\"", "'", ",", "quantity = ", "expire = ", "bought = ", "low = ", "\"unlim\"", "\"500%g\"",
                 "\"2026-02-30\"", "\"31.12.2026\"", "\"-1%kg\"", "\n", "bad line\n"],
        shapes: [.nested("a = {a = ", close: "}"), .nested("[{a = ", close: "}]")]
    ) { bytes in
        let text = String(decoding: bytes, as: UTF8.self)
        let pantry = PantryConfig(parsing: text)
        precondition(PantryConfig(parsing: text) == pantry, "the same file read twice reads otherwise")
        let lines = text.utf8.count { $0 == 0x0A } + 1
        precondition(pantry.problems.map(\.line) == pantry.problems.map(\.line).sorted(), "problems out of line order")
        precondition(pantry.problems.allSatisfy { (1...max(1, lines)).contains($0.line) },
                     "a problem on a line the file does not have: \(pantry.problems.filter { !(1...max(1, lines)).contains($0.line) }.prefix(2)) of \(lines)")
        for item in pantry.items.prefix(50) {
            precondition(pantry.item(named: item.name) != nil, "\(item.name.prefix(60).debugDescription) is in the pantry but not found by its name")
            _ = (item.isStocked, item.section, item.expire, item.low)
        }
    }
}
