import RecipeStore
import TOML

extension FuzzTarget {
    /// `cookbook pantry add`, `update` and `remove` (`PantryEdit`) on any text: a new item (in a
    /// section and above the first), the file's first two items updated and its last removed;
    /// each change is refused or leaves a file that reads as TOML, whose other items read exactly
    /// as before and whose changed item says what was asked.
    public static let pantryEdit = FuzzTarget(
        name: "pantry-edit",
        seeds: [
            "# mine\r\nwater = \"unlim\"\r\n\r\n[fridge]\r\n  milk = \"1%l\"   # top\r\n  butter = { quantity = \"250%g\", expire = \"2026-04-15\" }\r\n",
            "[\"spice rack\"]\nsalt={\"quantity\"='1%kg'}\nnotes = [\n  \"a\",\n  # b\n]\n[a.b]\nx = {}\n\n# end\n[general]\ny = 3",
        ].map { Array($0.utf8) } + FuzzSeeds.files(under: "cook-collections", suffix: "pantry.conf", limit: 2),
        tokens: ["[", "]", "{", "}", " = ", "\"", "'", ",", "#", "\n", "\r\n", "\t", "quantity = ", "expire = ", "low = ", "[general]\n",
                 "\"1%kg\"", "{ }", "[\n", "\u{FEFF}"],
        shapes: [.nested("a = {a = ", close: "}"), .nested("[\n", close: "]")]
    ) { bytes in
        let text = String(decoding: bytes, as: UTF8.self)
        let before = PantryConfig(parsing: text)
        let attributes = PantryAttributes(quantity: "2%kg", expire: "09.03.2026", low: "1%kg")
        var edits: [PantryEdit] = [.add(section: "fridge", name: "fuzz", attributes), .add(section: "general", name: "fuzz", .init(quantity: "1"))]
        // The first item updated, the second's quantity alone, the last removed: a handful of changes per input.
        let items = before.items, at = { (index: Int) in items.indices.contains(index) ? items[index] : nil }
        for (item, edit) in [(at(0), 0), (at(1), 1), (items.last, 2)] {
            guard let item else { continue }
            let section = item.section ?? PantryEdit.general
            edits.append([.update(section: section, name: item.name, attributes), .update(section: section, name: item.name, .init(quantity: "3")),
                          .remove(section: section, name: item.name)][edit])
        }
        func facts(_ config: PantryConfig, leaving edit: PantryEdit) -> [String] {
            config.items.filter { !($0.name == edit.name && ($0.section ?? PantryEdit.general) == edit.section) }
                .map { [$0.section ?? "", $0.name, $0.quantityText ?? "", $0.expireText ?? "", $0.low ?? "", $0.bought ?? ""].joined(separator: "\u{1}") }
        }
        for edit in edits {
            guard let after = try? edit.applied(to: text) else { continue }
            precondition((try? TOMLReader.parse(after)) != nil, "\(edit) left a file TOML cannot read")
            let read = PantryConfig(parsing: after)
            precondition(facts(read, leaving: edit) == facts(before, leaving: edit), "\(edit) changed another item")
            if case let .remove(section, name) = edit {
                let count = { (config: PantryConfig) in config.items.count { $0.name == name && ($0.section ?? PantryEdit.general) == section } }
                precondition(count(read) == count(before) - 1, "\(edit) did not take one item out")
            }
            if case let .add(section, name, given) = edit, let item = read.items.last(where: { $0.name == name && ($0.section ?? PantryEdit.general) == section }) {
                precondition(item.quantityText == given.quantity, "\(edit) reads back as \(item)")
            } else if case .add = edit {
                preconditionFailure("\(edit) is not read back")
            }
        }
    }
}
