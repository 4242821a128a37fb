import RecipeStore
import Testing
import TOML

/// `cookbook pantry add`, `remove` and `update` change only the item's line of `pantry.conf`
/// (issue #37): each case is a whole file before and after, byte for byte, so a comment, a
/// blank line, the order, the spacing or a line ending that moved shows. Every result reads
/// back (our reader, with the item as asked and no problem) and new items are written as the
/// official CLI writes them.
@Suite("Pantry: edits keep every other byte")
struct PantryEditTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String, before: String, edit: PantryEdit, after: String
        var testDescription: String { name }
    }

    static let house = """
        # My pantry

        [fridge]
        milk = "1%l"   # top shelf
          butter = { quantity = "250%g", expire = "2026-04-15" }

        # dry goods
        [larder]
        rice = "1%kg"

        """

    static let cases: [Case] = [
        Case(name: "add to an empty file", before: "", edit: .add(section: "dairy", name: "yogurt", .init(quantity: "500%g", expire: "2026-03-09")),
             after: "[dairy]\nyogurt = { quantity = \"500%g\", expire = \"2026-03-09\" }\n"),
        Case(name: "add to an existing section: after its last item, indented as it", before: house,
             edit: .add(section: "fridge", name: "eggs", .init(quantity: "12")),
             after: house.replacing("2026-04-15\" }\n", with: "2026-04-15\" }\n  eggs = \"12\"\n")),
        Case(name: "add a new section: at the end, after a blank line", before: house,
             edit: .add(section: "freezer", name: "peas", .init(quantity: "1%kg", low: "200%g")),
             after: house + "\n[freezer]\npeas = { quantity = \"1%kg\", low = \"200%g\" }\n"),
        Case(name: "add to a file whose last line has no line ending", before: "[fridge]\nmilk = \"1%l\"",
             edit: .add(section: "freezer", name: "peas", .init()), after: "[fridge]\nmilk = \"1%l\"\n\n[freezer]\npeas = \"\"\n"),
        Case(name: "names and sections that are not bare keys are quoted", before: "[larder]\nrice = \"1%kg\"\n",
             edit: .add(section: "spice rack", name: "crème fraîche \"light\"", .init(quantity: "200%ml")),
             after: "[larder]\nrice = \"1%kg\"\n\n[\"spice rack\"]\n\"crème fraîche \\\"light\\\"\" = \"200%ml\"\n"),
        Case(name: "add to a quoted section as the file wrote it", before: "[\"spice rack\"]\nsalt = \"1%kg\"\n",
             edit: .add(section: "spice rack", name: "black pepper", .init(quantity: "50%g")),
             after: "[\"spice rack\"]\nsalt = \"1%kg\"\n\"black pepper\" = \"50%g\"\n"),
        Case(name: "add above the first section: at the top, after the file's heading comment", before: house,
             edit: .add(section: "general", name: "water", .init(quantity: "unlim")),
             after: house.replacing("# My pantry\n\n", with: "# My pantry\n\nwater = \"unlim\"\n\n")),
        Case(name: "add above the first section after the items there", before: "salt = \"1%kg\"\n\n[fridge]\nmilk = \"1%l\"\n",
             edit: .add(section: "general", name: "water", .init(quantity: "unlim")),
             after: "salt = \"1%kg\"\nwater = \"unlim\"\n\n[fridge]\nmilk = \"1%l\"\n"),
        Case(name: "add to an empty section", before: "[fridge]\n\n[larder]\nrice = \"1%kg\"\n",
             edit: .add(section: "fridge", name: "milk", .init(quantity: "1%l")), after: "[fridge]\nmilk = \"1%l\"\n\n[larder]\nrice = \"1%kg\"\n"),
        Case(name: "update a { … } item: an attribute it has where it stands, a new one at the end, the comment kept",
             before: "[fridge]\nmilk = { quantity = \"1%l\", low = \"500%ml\" }   # keep\n",
             edit: .update(section: "fridge", name: "milk", .init(quantity: "2%l", expire: "2026-05-01")),
             after: "[fridge]\nmilk = { quantity = \"2%l\", low = \"500%ml\", expire = \"2026-05-01\" }   # keep\n"),
        Case(name: "update only the quantity of a short item: it stays short", before: house,
             edit: .update(section: "fridge", name: "milk", .init(quantity: "2%l")),
             after: house.replacing("milk = \"1%l\"   #", with: "milk = \"2%l\"   #")),
        Case(name: "update a short item with an expiry: it becomes { … }, its quantity kept", before: house,
             edit: .update(section: "fridge", name: "milk", .init(expire: "09.03.2026")),
             after: house.replacing("milk = \"1%l\"   #", with: "milk = { quantity = \"1%l\", expire = \"09.03.2026\" }   #")),
        Case(name: "odd spacing: tabs, no spaces, quoted attribute keys, an empty table", before: "[fridge]\n\tmilk={\"quantity\"=\"1%l\"}\n\tcream = {}\n",
             edit: .update(section: "fridge", name: "milk", .init(quantity: "2%l", low: "1%l")),
             after: "[fridge]\n\tmilk={\"quantity\"=\"2%l\", low = \"1%l\"}\n\tcream = {}\n"),
        Case(name: "update an empty { }", before: "[fridge]\ncream = { }\n", edit: .update(section: "fridge", name: "cream", .init(low: "100%ml")),
             after: "[fridge]\ncream = { low = \"100%ml\" }\n"),
        Case(name: "update keeps attributes we do not know", before: "[fridge]\nmilk = { quantity = \"1%l\", shelf = \"top\" }\n",
             edit: .update(section: "fridge", name: "milk", .init(quantity: "3%l")),
             after: "[fridge]\nmilk = { quantity = \"3%l\", shelf = \"top\" }\n"),
        Case(name: "remove an item: only its line goes, the comment above it stays", before: house,
             edit: .remove(section: "fridge", name: "milk"), after: house.replacing("milk = \"1%l\"   # top shelf\n", with: "")),
        Case(name: "remove the last item of a section: its header and blank line go, the next section's comment stays",
             before: "[fridge]\nmilk = \"1%l\"\n\n[freezer]\npeas = \"1%kg\"\n\n# dry goods\n[larder]\nrice = \"1%kg\"\n",
             edit: .remove(section: "freezer", name: "peas"), after: "[fridge]\nmilk = \"1%l\"\n\n# dry goods\n[larder]\nrice = \"1%kg\"\n"),
        Case(name: "remove the last item of the last section: its header goes, the comment above it stays", before: house,
             edit: .remove(section: "larder", name: "rice"), after: house.replacing("[larder]\nrice = \"1%kg\"\n", with: "")),
        Case(name: "remove the last item of the last section: the blank line before it goes too",
             before: "[fridge]\nmilk = \"1%l\"\n\n[larder]\nrice = \"1%kg\"\n\n", edit: .remove(section: "larder", name: "rice"),
             after: "[fridge]\nmilk = \"1%l\"\n"),
        Case(name: "a section left with a comment of its own keeps its header", before: "[fridge]\n# the door shelf\nmilk = \"1%l\"\n",
             edit: .remove(section: "fridge", name: "milk"), after: "[fridge]\n# the door shelf\n"),
        Case(name: "remove above the first section", before: "salt = \"1%kg\"\nwater = \"unlim\"\n\n[fridge]\nmilk = \"1%l\"\n",
             edit: .remove(section: "general", name: "salt"), after: "water = \"unlim\"\n\n[fridge]\nmilk = \"1%l\"\n"),
        Case(name: "CRLF: the file's own line endings for new lines, the others untouched", before: "# pantry\r\n[fridge]\r\nmilk = \"1%l\"\r\n",
             edit: .add(section: "fridge", name: "cream", .init(quantity: "200%ml")),
             after: "# pantry\r\n[fridge]\r\nmilk = \"1%l\"\r\ncream = \"200%ml\"\r\n"),
        Case(name: "CRLF: a new section", before: "[fridge]\r\nmilk = \"1%l\"\r\n", edit: .add(section: "larder", name: "rice", .init(quantity: "1%kg")),
             after: "[fridge]\r\nmilk = \"1%l\"\r\n\r\n[larder]\r\nrice = \"1%kg\"\r\n"),
        Case(name: "CRLF: remove and update", before: "[fridge]\r\nmilk = \"1%l\"\r\ncream = \"1%l\"\r\n",
             edit: .update(section: "fridge", name: "cream", .init(low: "1%l")),
             after: "[fridge]\r\nmilk = \"1%l\"\r\ncream = { quantity = \"1%l\", low = \"1%l\" }\r\n"),
        Case(name: "a list over several lines before the new item is stepped over whole", before: "[fridge]\nmilk = \"1%l\"\nnotes = [\n  \"a\",\n\n  # b\n]\n\n[larder]\n",
             edit: .add(section: "fridge", name: "cream", .init(quantity: "1%l")),
             after: "[fridge]\nmilk = \"1%l\"\nnotes = [\n  \"a\",\n\n  # b\n]\ncream = \"1%l\"\n\n[larder]\n"),
    ]

    @Test(arguments: cases)
    func theChangeTouchesOnlyItsLines(_ example: Case) throws {
        let after = try example.edit.applied(to: example.before)
        #expect(after == example.after)
        // It reads back: valid TOML, no new problem, the item with what was asked.
        _ = try TOMLReader.parse(after)
        let before = PantryConfig(parsing: example.before), read = PantryConfig(parsing: after)
        #expect(read.problems.count <= before.problems.count, "\(read.problems)")
        let item = read.items.first { $0.name == example.edit.name && ($0.section ?? PantryEdit.general) == example.edit.section }
        switch example.edit {
        case .remove: #expect(item == nil)
        case let .add(_, _, attributes), let .update(_, _, attributes):
            let found = try #require(item, "the item does not read back")
            if let quantity = attributes.quantity { #expect(found.quantityText == quantity) }
            if let expire = attributes.expire { #expect(found.expireText == expire && found.expire == PantryDate(parsing: expire)) }
            if let low = attributes.low { #expect(found.low == low) }
            if let bought = attributes.bought { #expect(found.bought == bought) }
        }
    }

    struct Refusal: CustomTestStringConvertible, Sendable {
        let name: String, before: String, edit: PantryEdit, kind: PantryEdit.Failure.Kind, message: String
        var testDescription: String { name }
    }

    static let refusals: [Refusal] = [
        Refusal(name: "an item already there", before: house, edit: .add(section: "fridge", name: "milk", .init(quantity: "2%l")), kind: .alreadyThere,
                message: "“milk” is already in [fridge]; `cookbook pantry update` changes it"),
        Refusal(name: "no such section", before: house, edit: .remove(section: "Fridge", name: "milk"), kind: .notFound,
                message: "there is no section “Fridge” (there is “fridge”)"),
        Refusal(name: "no such item", before: house, edit: .update(section: "fridge", name: "Milk", .init(quantity: "1%l")), kind: .notFound,
                message: "there is no “Milk” in [fridge] (there is “milk”)"),
        Refusal(name: "an update of nothing", before: house, edit: .update(section: "fridge", name: "milk", .init()), kind: .refused,
                message: "nothing to change: give --quantity, --low, --expire or --bought"),
        Refusal(name: "an expiry above the first section", before: house, edit: .add(section: "general", name: "salt", .init(quantity: "1%kg", expire: "2027-01-01")),
                kind: .refused, message: """
                only a quantity can be written above the first [section] (the official cook CLI reads a { … } there as a section of its own); \
                add “salt” to a section to give it --low, --expire or --bought
                """),
        Refusal(name: "a value that is no quantity", before: "[fridge]\neggs = 12\n", edit: .update(section: "fridge", name: "eggs", .init(quantity: "6")),
                kind: .unreadable, message: "“eggs” (line 2) is written as 12, not a quantity (\"1%kg\") or { quantity = … }; change it by hand"),
        Refusal(name: "a file TOML cannot read", before: "[fridge]\nmilk = \"1%l\nrice = \"1%kg\"\n", edit: .add(section: "fridge", name: "eggs", .init()),
                kind: .unreadable, message: "line 2, column 12: missing closing quote (\"); a \"…\" string must end on its line; fix it first (`cookbook check` lists every problem)"),
        Refusal(name: "a section whose name an item above the sections has", before: "fridge = \"1\"\n", edit: .add(section: "fridge", name: "milk", .init()),
                kind: .refused, message: "the change would make line 3 unreadable (cannot define table [fridge]: key \"fridge\" already has a value (line 1)); nothing was written"),
        Refusal(name: "a name with a control character", before: "", edit: .add(section: "fridge", name: "mi\u{1B}lk", .init()), kind: .refused,
                message: "the item name \"mi\\u001Blk\" has a control character"),
        Refusal(name: "a name with a space at its end", before: "", edit: .add(section: "fridge ", name: "milk", .init()), kind: .refused,
                message: "the section name “fridge ” starts or ends with a space"),
    ]

    @Test(arguments: refusals)
    func whatCannotBeDoneIsRefusedAndSaid(_ example: Refusal) {
        #expect(throws: PantryEdit.Failure(example.kind, example.message)) { try example.edit.applied(to: example.before) }
    }
}
