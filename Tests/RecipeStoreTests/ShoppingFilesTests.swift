import RecipeStore
import Testing

/// Cooklang's shopping-list files as the conventions define them (issue #17): `.shopping-list`
/// (nested recipe references, free-hand items, comments kept through edits) and
/// `.shopping-checked` (an append-only log; the last entry wins, case-insensitively).
@Suite("Shopping: .shopping-list and .shopping-checked")
struct ShoppingFilesTests {
    /// The conventions' example, verbatim.
    static let example = """
        ./Plans/3 Day Plan I
          ./Breakfast/Mexican Style Burrito{2}
            ./Components/Guacamole{2}
            ./Components/Beans{2}
          ./Salads/Boring{2}
          ./Slowcooker/Slow-cooker beef stew{0.5}
        olive oil{4%l}
        salt
        -- remember to check the pantry

        """

    @Test func theConventionsExampleReads() {
        let file = ShoppingListFile(parsing: Self.example)
        #expect(file.entries == [
            .recipe(path: "./Plans/3 Day Plan I", scale: nil, depth: 0),
            .recipe(path: "./Breakfast/Mexican Style Burrito", scale: 2, depth: 1),
            .recipe(path: "./Components/Guacamole", scale: 2, depth: 2),
            .recipe(path: "./Components/Beans", scale: 2, depth: 2),
            .recipe(path: "./Salads/Boring", scale: 2, depth: 1),
            .recipe(path: "./Slowcooker/Slow-cooker beef stew", scale: 0.5, depth: 1),
            .item(name: "olive oil", quantity: "4", unit: "l"),
            .item(name: "salt", quantity: "", unit: ""),
            .other,
        ])
        #expect(file.problems.isEmpty)
        #expect(file.text == Self.example, "read and written back byte for byte")
    }

    @Test func editsKeepEverythingElseAsWritten() {
        var file = ShoppingListFile(parsing: Self.example)
        file.addRecipe("./Shared/Pizza Dough", scale: 2)
        file.addItem("coffee", quantity: "1", unit: "bag")
        #expect(file.text.hasSuffix("-- remember to check the pantry\n./Shared/Pizza Dough{2}\ncoffee{1%bag}\n"))
        let removed = file.removeRecipe("./Plans/3 Day Plan I")
        #expect(removed)
        #expect(file.text == "olive oil{4%l}\nsalt\n-- remember to check the pantry\n./Shared/Pizza Dough{2}\ncoffee{1%bag}\n",
                "the plan and everything nested under it went")
        let missing = file.removeRecipe("./Nope")
        #expect(!missing)
        file.clear()
        #expect(file.text == "-- remember to check the pantry\n")
    }

    @Test func commentsAndMistakesAreRead() {
        let file = ShoppingListFile(parsing: "[- a block\ncomment -]\n./A{x}\n   ./B\n  salt\nmilk{1%l} -- inline\n")
        #expect(file.entries == [.other, .other, .invalid("“x” is not a number to multiply the recipe by"),
                                 .invalid("a nested recipe is indented by two spaces a level"),
                                 .invalid("only recipes may be nested; an ingredient starts at the line's beginning"),
                                 .item(name: "milk", quantity: "1", unit: "l")])
        #expect(file.problems.map(\.line) == [3, 4, 5])
    }

    @Test func theCheckLogsLastEntryWinsCaseInsensitively() {
        let log = ShoppingCheckLog(parsing: "+ salt\n+ avocados\n+ olive oil\n- avocados\n+ Avocados\n- salt\noops\n")
        #expect(log.checked == ["avocados", "olive oil"])
        #expect(log.isChecked("AVOCADOS") && !log.isChecked("salt"))
        #expect(log.problems.map(\.line) == [7])
        #expect(ShoppingCheckLog.line("tipo zero flour", checked: true) == "+ tipo zero flour\n")
        let compacted = log.compacted(keeping: ["avocados", "salt"])
        #expect(compacted == "+ Avocados\noops\n", "stale and unchecked entries dropped; a line it cannot read kept (issue #30)")
        #expect(ShoppingCheckLog(parsing: compacted).compacted(keeping: ["avocados", "salt"]) == compacted, "idempotent")
    }

    @Test func windowsLineEndingsAreReadAndKept() {
        var file = ShoppingListFile(parsing: "./A{2}\r\n./B\r\nsalt\r\n")
        #expect(file.entries == [.recipe(path: "./A", scale: 2, depth: 0), .recipe(path: "./B", scale: nil, depth: 0),
                                 .item(name: "salt", quantity: "", unit: "")])
        file.addItem("milk")
        #expect(file.text == "./A{2}\r\n./B\r\nsalt\r\nmilk\r\n")
        #expect(ShoppingCheckLog(parsing: "+ salt\r\n+ milk\r\n- salt\r\n").checked == ["milk"])
    }

    @Test func removingARecipeTakesEverythingIndentedUnderItAndNoMore() {
        var file = ShoppingListFile(parsing: "./A\n  extra cheese\n   ./odd\n-- keep me\n\n./B\n  ./C{2}\n")
        file.removeRecipe("./A")
        #expect(file.text == "-- keep me\n\n./B\n  ./C{2}\n")
        var nested = ShoppingListFile(parsing: "./Plan\n  ./X\n-- about Y\n  ./Y\nsalt\n")
        nested.removeRecipe("./Plan")
        #expect(nested.text == "salt\n", "a comment between nested lines goes with them")
    }

    @Test func anUnclosedBlockCommentIsSaidAndNotWrittenInto() {
        var file = ShoppingListFile(parsing: "milk\n[- TODO\nbread\n")
        #expect(file.problems.map(\.line) == [2])
        file.addRecipe("Pasta", scale: 1.0 / 3)
        #expect(file.text == "milk\n[- TODO\nbread\n-]\n./Pasta{0.3333333333333333}\n", "closed first; the ./ added; full precision")
        #expect(file.entries.last == .recipe(path: "./Pasta", scale: 1.0 / 3, depth: 0))
    }

    @Test func whatIsWrittenReadsBack() {
        var file = ShoppingListFile(parsing: "")
        file.addRecipe("./Salt--baked fish")
        file.addItem("./x", quantity: "1", unit: "bag")
        file.addRecipe("./Tiny", scale: 0.004)
        #expect(file.entries == [.recipe(path: "./Salt-baked fish", scale: nil, depth: 0), .item(name: "x", quantity: "1", unit: "bag"),
                                 .recipe(path: "./Tiny", scale: 0.004, depth: 0)])
        #expect(file.problems.isEmpty)
    }

    @Test func checkLinesNeedTheSpaceAsTheOfficialToolsRead() {
        let log = ShoppingCheckLog(parsing: "+salt\n-- a note\n+ milk\n")
        #expect(log.checked == ["milk"])
        #expect(log.problems.map(\.line) == [1, 2])
    }

    @Test func lineBreaksInNamesAreNotWrittenIntoTheFiles() {
        // Found by the shopping-list and shopping-checked fuzz targets: a "\r\n" (one Character)
        // or a U+2028 in a name split the line it was written on.
        var file = ShoppingListFile(parsing: "")
        file.addRecipe("./Pasta\r\nBake")
        file.addItem("olive\u{2028}oil", quantity: "1\r\n", unit: "l")
        file.addMenu("./Plan\u{85}", recipes: [("./Soup\r\n", 2, ["./Stock\u{2028}"])])
        #expect(ShoppingListFile(parsing: file.text).entries == file.entries)
        #expect(file.entries == [.recipe(path: "./PastaBake", scale: nil, depth: 0), .item(name: "oliveoil", quantity: "1", unit: "l"),
                                 .recipe(path: "./Plan.menu", scale: nil, depth: 0), .recipe(path: "./Soup", scale: 2, depth: 1),
                                 .recipe(path: "./Stock", scale: nil, depth: 2)])
        let log = ShoppingCheckLog(parsing: "+ salt\n" + ShoppingCheckLog.line("olive\r\noil", checked: true))
        #expect(log.problems.isEmpty)
        #expect(log.checked == ["salt", "olive oil"])
    }

    @Test func aMenuOfManyRecipesIsAddedWholeAndInOrder() {
        var file = ShoppingListFile(parsing: "milk\n[- open\n")
        file.addMenu("./Big Plan", recipes: (0..<5_000).map { ("./Soup \($0)", Double($0 + 1), []) })
        #expect(file.topLevel.count == 2)
        #expect(file.entries.last == .recipe(path: "./Soup 4999", scale: 5_000, depth: 1) && file.entries.count == 5_004)
        #expect(file.lines[2] == "-]", "the open comment is closed before the menu")
    }
}
