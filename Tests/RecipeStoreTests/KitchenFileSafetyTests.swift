import Foundation
import RecipeStore
import Testing
import TestSupport

/// The kitchen files are the user's (and other Cooklang tools'): a change never leaves one
/// worse — permissions and line endings kept, a read-only file refused, a file that is not
/// UTF-8 shown but never written back, a commented-out entry never brought back to life.
@Suite("Shopping: the files are never made worse")
struct KitchenFileSafetyTests {
    let folder: String
    let files: ShoppingFiles

    init() throws {
        folder = try TemporaryFolder.make("kitchen-files")
        files = ShoppingFiles(dataDirectory: folder, configDirectory: nil)
    }

    private func write(_ text: String, _ name: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name)) }
    private func text(_ name: String) throws -> String { try String(contentsOfFile: folder + "/" + name, encoding: .utf8) }
    private func mode(_ name: String) throws -> Int { (try FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.posixPermissions] as? Int) ?? -1 }

    @Test func aTickIsAppendedInTheLogsOwnLineEnding() throws {
        try write("+ salt\r\n", ".shopping-checked")
        try files.check("fresh yeast", checked: true)
        #expect(try text(".shopping-checked") == "+ salt\r\n+ fresh yeast\r\n")
        try write("+ salt", ".shopping-checked")                       // no line end at the end
        try files.check("oil", checked: false)
        #expect(try text(".shopping-checked") == "+ salt\n- oil\n")
    }

    @Test func permissionsAreKeptAndAReadOnlyFileIsRefused() throws {
        try write("./Risotto\n", ".shopping-list")
        chmod(folder + "/.shopping-list", 0o600)
        try files.changeList { file in file.addItem("coffee"); return true }
        #expect(try mode(".shopping-list") == 0o600 && text(".shopping-list") == "./Risotto\ncoffee\n", "a private list stays private")
        guard getuid() != 0 else { return }                           // root may write anything
        chmod(folder + "/.shopping-list", 0o444)
        do {
            try files.changeList { file in file.addItem("tea"); return true }
            Issue.record("a read-only list was written")
        } catch {
            #expect(error.description == folder + "/.shopping-list: cannot save: the file is read-only")
        }
        #expect(try text(".shopping-list") == "./Risotto\ncoffee\n")
    }

    @Test func aListThatIsNotUTF8IsShownButNeverWrittenBack() throws {
        try Data("./Risotto\nbad\u{FF}".utf8.map { $0 } + [0xFF, 0xFE] + Array("{1}\nsalt\n".utf8)).write(to: URL(fileURLWithPath: folder + "/.shopping-list"))
        let before = try Data(contentsOf: URL(fileURLWithPath: folder + "/.shopping-list"))
        let contents = files.read()
        #expect(contents.list.topLevel.count == 3, "the rest of the list still counts")
        #expect(contents.problems == [folder + "/.shopping-list:2: not UTF-8 text; the bytes that are not are shown as �"])
        do {
            try files.changeList { file in file.addItem("tea"); return true }
            Issue.record("a list that is not UTF-8 was written back")
        } catch {
            #expect(error.description == folder + "/.shopping-list: cannot save: line 2 is not UTF-8 text; fix or remove it first")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/.shopping-list")) == before)
    }

    @Test func takingAnEntryOffKeepsTheCommentItOpens() {
        var file = ShoppingListFile(parsing: "./Risotto [- skipped this week:\n./Neapolitan Pizza\n-]\nsalt\n")
        file.clear()
        #expect(file.text == "[- skipped this week:\n./Neapolitan Pizza\n-]\n")
        #expect(file.topLevel.isEmpty, "the pizza stays commented out")
        var other = ShoppingListFile(parsing: "./Risotto [- skipped:\n./Pizza\n-]\ncoffee{1%bag}\n")
        let took = other.removeRecipe("./Risotto")
        #expect(took)
        #expect(other.text == "[- skipped:\n./Pizza\n-]\ncoffee{1%bag}\n")
        let removed = other.removeItem("Coffee"), again = other.removeItem("coffee")
        #expect(removed && !again && other.text == "[- skipped:\n./Pizza\n-]\n", "case aside, once")
    }

    @Test func typedItemsAreTakenExactlyOrRefused() throws {
        #expect(try ShoppingItemText.parse(" coffee{1%bag} ").written == "coffee{1%bag}")
        let salt = try ShoppingItemText.parse("salt")
        #expect(salt.name == "salt" && salt.quantity.isEmpty && salt.unit.isEmpty)
        #expect(try ShoppingItemText.parse("eggs{6}").written == "eggs{6}")
        let refused: [(String, String)] = [
            ("soy sauce{2%l", "needs one {…} at its end"), ("salt{x", "needs one {…} at its end"), ("50% cream{1}", "has % outside braces"),
            ("a{1%kg}{2}", "needs one {…} at its end"), ("Zucker{1%kg} -- für Kuchen", "holds a comment mark (--, [- or -])"),
            ("x{1%}", "has an empty or doubled unit"), ("{1%kg}", "has no name"), ("eggs{-3}", "has an amount below zero"), ("tea{}", "has no amount in its braces"),
        ]
        func problem(_ typed: String) -> String? {
            do throws(ShoppingItemText.Problem) { _ = try ShoppingItemText.parse(typed); return nil } catch { return error.description }
        }
        for (typed, why) in refused {
            #expect(problem(typed) == "“\(typed)” \(why); write a name, or name{amount%unit} such as coffee{1%bag}")
        }
        #expect(problem("./Risotto") == "“./Risotto” names a recipe; open the recipe and press a to add it")
    }

    @Test func takingAnEntryOffKeepsTheCommentItCloses() {
        // Found by the shopping-list fuzz target: taking off the line that closed a block comment
        // commented out every line below it.
        var file = ShoppingListFile(parsing: "[- skipped:\n./Pizza -]salt\nmilk\n./Soup\n")
        let took = file.removeItem("salt")
        #expect(took)
        #expect(file.topLevel == [.item(name: "milk", quantity: "", unit: ""), .recipe(path: "./Soup", scale: nil, depth: 0)])
        #expect(file.text == "[- skipped:\n./Pizza -]\nmilk\n./Soup\n")
        var recipes = ShoppingListFile(parsing: "[- old\nplan -]./Risotto\nmilk\n")
        let tookRecipe = recipes.removeRecipe("./Risotto")
        #expect(tookRecipe)
        #expect(recipes.topLevel == [.item(name: "milk", quantity: "", unit: "")])
    }

    @Test func aRecipeLedByATabIsNotTakenOffWithTheOneAbove() {
        // Found by the shopping-list fuzz target: the list reads `\t./Soup` as a recipe of its
        // own (nesting is two spaces a level), but taking off ./Pizza took it too.
        var file = ShoppingListFile(parsing: "./Pizza\n  ./Dough\n\t./Soup\nmilk\n")
        let took = file.removeRecipe("./Pizza")
        #expect(took)
        #expect(file.topLevel == [.recipe(path: "./Soup", scale: nil, depth: 0), .item(name: "milk", quantity: "", unit: "")])
    }
}
