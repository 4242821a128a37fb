import RecipeStore
import Testing
import TestSupport
import TOML

/// Generated `pantry.conf` files (comments, blank lines, indentation, CRLF, quoted keys, lists
/// over several lines, dotted and quoted sections, items above the first section) and random
/// edits of them (issue #37): every edit either is refused or leaves a file that reads as TOML,
/// whose other lines are the file's own, byte for byte, and whose other items read exactly as
/// before. Seeded, so a failure replays.
@Suite("Pantry: random edits touch nothing else")
struct PantryEditPropertyTests {
    static let names = ["milk", "olive oil", "crème fraîche", "Eggs", "eggs", "x-1", "salt"]
    static let sections = ["fridge", "spice rack", "a.b", "larder", "general"]
    static let values = ["\"1%kg\"", "'250%g'", "{ quantity = \"2\", low = \"1\" }", "{}", "{ \"quantity\"=\"3%l\" , expire = \"2026-01-02\" }",
                         "12", "[\n  \"a\",\n\n  # inside\n]", "{quantity=\"0\",bought=\"01.02.2026\"}", "\"unlim\"   # tap"]

    static func file(_ random: inout SplitMix64) -> String {
        let ending = random.below(4) == 0 ? "\r\n" : "\n"
        var lines: [String] = []
        func decorate() {
            for _ in 0..<random.below(3) { lines.append(["", "# a note", "   ", "", "\t# indented note", ""][random.below(6)]) }
        }
        func items() {
            var used: Set<String> = []
            let indent = ["", "  ", "\t"][random.below(3)]
            for _ in 0..<random.below(5) {
                let name = names[random.below(names.count)]
                guard used.insert(name).inserted else { continue }
                decorate()
                lines.append(indent + TOMLQuoting.key(name) + [" = ", "=", " =  "][random.below(3)] + values[random.below(values.count)])
            }
        }
        decorate()
        if random.below(2) == 0 { items() }
        var headers: Set<String> = []
        for _ in 0..<random.below(4) {
            let section = sections[random.below(sections.count)]
            guard headers.insert(section).inserted else { continue }
            decorate()
            lines.append(section == "a.b" && random.below(2) == 0 ? "[a.b]" : "[" + TOMLQuoting.key(section) + "]" + (random.below(4) == 0 ? " # shelf" : ""))
            items()
        }
        let text = lines.joined(separator: ending)
        return random.below(5) == 0 ? text : text + ending
    }

    /// A change to `text`: most often to one of its own items (so sections get emptied), else to any name.
    static func edit(_ random: inout SplitMix64, of text: String) -> PantryEdit {
        var section = (sections + ["freezer"])[random.below(sections.count + 1)], name = (names + ["peas"])[random.below(names.count + 1)]
        let items = PantryConfig(parsing: text).items
        if !items.isEmpty, random.below(3) > 0 {
            let item = items[random.below(items.count)]
            (section, name) = (item.section ?? PantryEdit.general, item.name)
        }
        let attributes = PantryAttributes(quantity: random.below(2) == 0 ? "5%kg" : nil, bought: random.below(4) == 0 ? "2026-03-01" : nil,
                                          expire: random.below(3) == 0 ? "09.03.2026" : nil, low: random.below(4) == 0 ? "1%kg" : nil)
        switch random.below(3) {
        case 0: return .add(section: section, name: name, attributes)
        case 1: return .remove(section: section, name: name)
        default: return .update(section: section, name: name, attributes)
        }
    }

    /// What an item reads as, apart from its line.
    static func facts(_ text: String, leaving edit: PantryEdit) -> [String] {
        PantryConfig(parsing: text).items.filter { !($0.name == edit.name && ($0.section ?? PantryEdit.general) == edit.section) }.map {
            "\($0.section ?? "-") \($0.name) \($0.quantityText ?? "-") \($0.expireText ?? "-") \($0.low ?? "-") \($0.bought ?? "-")"
        }
    }

    /// The lines of `text`, without their endings (a last line's ending or its lack aside).
    static func lines(_ text: String) -> [String] {
        var lines = text.replacing("\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Whether `short` is `long` with some lines left out.
    static func isSubsequence(_ short: [String], of long: [String]) -> Bool {
        var index = long.startIndex
        for line in short {
            guard let found = long[index...].firstIndex(of: line) else { return false }
            index = found + 1
        }
        return true
    }

    @Test func everyEditIsRefusedOrChangesOnlyItsItem() throws {
        var random = SplitMix64(seed: 37)
        var made = 0, refused = 0, unreadable = 0, emptied = 0
        for round in 0..<3_000 {
            let before = Self.file(&random), edit = Self.edit(&random, of: before)
            guard (try? TOMLReader.parse(before)) != nil else { unreadable += 1; continue }
            let after: String
            do { after = try edit.applied(to: before) } catch { refused += 1; continue }
            made += 1
            let context = "round \(round): \(edit)\n--- before\n\(before)\n--- after\n\(after)"
            #expect((try? TOMLReader.parse(after)) != nil, "\(context)")
            #expect(Self.facts(after, leaving: edit) == Self.facts(before, leaving: edit), "another item changed: \(context)")
            let old = Self.lines(before), new = Self.lines(after)
            switch edit {
            case .add:
                #expect(Self.isSubsequence(old.filter { !$0.isEmpty }, of: new), "a line changed: \(context)")
                #expect((1...3).contains(new.filter { !$0.isEmpty }.count - old.filter { !$0.isEmpty }.count), "\(context)")
            case .update:
                #expect(old.count == new.count && zip(old, new).filter { $0 != $1 }.count <= 1, "another line changed: \(context)")
            case .remove:
                #expect(Self.isSubsequence(new, of: old), "a line changed: \(context)")
                // What went: the item's line, and with an emptied section its header and blank lines, nothing else.
                var rest = new[...], gone: [String] = []
                for line in old { if rest.first == line { rest.removeFirst() } else { gone.append(line) } }
                let said = gone.filter { !$0.allSatisfy { $0 == " " || $0 == "\t" } }
                #expect(said.count == 1 || (said.count == 2 && said.contains { $0.hasPrefix("[") }), "more went than the item: \(gone) \(context)")
                if said.count == 2 { emptied += 1 }
            }
            // With a [general] table as well as items above the first header, `general` is the table: the later one.
            let item = PantryConfig(parsing: after).items.last { $0.name == edit.name && ($0.section ?? PantryEdit.general) == edit.section }
            switch edit {
            case .remove: #expect(item == nil || edit.section == PantryEdit.general, "\(context)")
            case let .add(_, _, attributes), let .update(_, _, attributes):
                #expect(item != nil, "\(context)")
                if let quantity = attributes.quantity { #expect(item?.quantityText == quantity, "\(context)") }
                if let expire = attributes.expire { #expect(item?.expireText == expire, "\(context)") }
                if let low = attributes.low { #expect(item?.low == low, "\(context)") }
            }
        }
        #expect(made > 600 && refused > 300 && emptied > 20,
                "made \(made) (\(emptied) emptying a section), refused \(refused), unreadable \(unreadable): the files and edits should reach each")
    }
}
