import Foundation
import RecipeStore

extension FuzzTarget {
    /// Cooklang's `.shopping-list` (`ShoppingListFile`) on any text, and every change the app
    /// makes to it: the text written back reads as the same entries, after reading and after
    /// each change; an added recipe or item is the list's last entry; a removal takes away
    /// what it names and leaves every other entry as it was.
    public static let shoppingList = FuzzTarget(
        name: "shopping-list",
        seeds: [
            "./Breakfast/Burrito{2}\n./Weekly Plan\n  ./lamb-chops\n  ./Neapolitan Pizza{0.5}\n    ./Shared/Pizza Dough{3}\nolive oil{4%l}\ncoffee\n",
            "-- a comment\n[- block\n./Hidden{2} -]\n./Risotto [- skipped:\n./Pizza\n-]\nsalt{1%kg} -- note\r\n./x{abc}\n   ./odd\n  eggs{2}\n",
            "./A\r\n  ./B{1/2}\r\n\r\nmilk{1 1/2%cup}\r\n",
        ].map { Array($0.utf8) },
        tokens: ["./", "  ./", "    ./", "{", "}", "%", "{2}", "{0.5}", "{-1}", "{1e400}", "--", "[-", "-]", "\t", "  ", "\n", "\r\n",
                 "\u{2028}", "\u{85}", "\u{0B}", "./Weekly Plan\n", "olive oil{4%l}\n"],
        shapes: [.indented("./Nested{2}\n"), .nested("[- "), .nested("[- ", close: "-]")]
    ) { bytes in
        let text = String(decoding: bytes, as: UTF8.self)
        let file = ShoppingListFile(parsing: text)
        ShoppingListFuzzCheck.readsBack(file, after: "reading")
        let lineCount = file.lines.count
        precondition(file.problems.allSatisfy { (1...max(1, lineCount)).contains($0.line) }, "a problem on a line the file does not have")

        var added = file
        added.addRecipe("Fuzz/Probe Recipe", scale: 2)
        ShoppingListFuzzCheck.readsBack(added, after: "adding a recipe")
        precondition(added.topLevel.last == .recipe(path: "./Fuzz/Probe Recipe", scale: 2, depth: 0), "the added recipe is not the list's last entry")
        added.addItem("fuzz probe", quantity: "2", unit: "kg")
        ShoppingListFuzzCheck.readsBack(added, after: "adding an item")
        precondition(added.topLevel.last == .item(name: "fuzz probe", quantity: "2", unit: "kg"), "the added item is not the list's last entry")

        // Each change reads the whole list again: a list of a megabyte gets fewer of them.
        let changes = bytes.count <= 1 << 16 ? 3 : 1
        // Removing what the list holds, recipe by recipe and item by item.
        for entry in file.topLevel.prefix(changes) {
            var removed = file
            switch entry {
            case let .recipe(path, _, _):
                precondition(removed.removeRecipe(path), "\(path.prefix(60)) is on the list but cannot be removed")
                ShoppingListFuzzCheck.readsBack(removed, after: "removing a recipe")
                let expected = file.topLevel.filter { if case .recipe(path, _, 0) = $0 { false } else { true } }
                precondition(removed.topLevel == expected, "removing \(path.prefix(60)) changed other entries")
                precondition(!removed.removeRecipe(path), "\(path.prefix(60)) removed twice")
            case let .item(name, _, _):
                precondition(removed.removeItem(name), "\(name.prefix(60)) is on the list but cannot be removed")
                ShoppingListFuzzCheck.readsBack(removed, after: "removing an item")
                var expected = file.topLevel
                let lowered = name.lowercased()
                if let first = expected.firstIndex(where: { if case let .item(other, _, _) = $0 { other.lowercased() == lowered } else { false } }) {
                    expected.remove(at: first)
                }
                precondition(removed.topLevel == expected, "removing \(name.prefix(60)) changed other entries")
            case .other, .invalid:
                break
            }
        }

        // Names as a user or a menu may give them: pieces of the input, newlines and all.
        for piece in ShoppingListFuzzCheck.pieces(of: text).prefix(changes - 1) {
            var named = file
            named.addRecipe(piece, scale: 1.5)
            ShoppingListFuzzCheck.readsBack(named, after: "adding a recipe named from the input")
            named.addItem(piece, quantity: piece, unit: piece)
            ShoppingListFuzzCheck.readsBack(named, after: "adding an item named from the input")
            // (Closing a block comment left open brings back what its opening line holds before `[-`.)
            precondition(named.topLevel.count <= file.topLevel.count + 2 || !file.problems.isEmpty, "one addition made several entries")
            named.addMenu(piece, recipes: [(piece, 2, [piece]), ("./" + piece, .nan, [])])
            ShoppingListFuzzCheck.readsBack(named, after: "adding a menu named from the input")
        }
        var cleared = file
        cleared.clear()
        ShoppingListFuzzCheck.readsBack(cleared, after: "clearing")
        precondition(cleared.topLevel.isEmpty, "a cleared list still has entries")
    }
}

/// The `shopping-list` target's checks.
enum ShoppingListFuzzCheck {
    /// The file's text read again gives the same entries, and the same text.
    static func readsBack(_ file: ShoppingListFile, after what: String) {
        let again = ShoppingListFile(parsing: file.text)
        precondition(again.entries == file.entries, "after \(what), the list written back reads otherwise")
        precondition(again.text == file.text, "after \(what), the list written back is written otherwise")
    }

    /// A few short pieces of `text`, line breaks included.
    static func pieces(of text: String) -> [String] {
        let characters = Array(text.prefix(424))   // all the pieces come from (a megabyte is not copied)
        guard !characters.isEmpty else { return [] }
        return stride(from: 0, to: min(characters.count, 400), by: 97).map { String(characters[$0..<min(characters.count, $0 + 24)]) }
    }
}
