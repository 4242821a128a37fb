import TOML

/// `pantry update`: the attributes given set on one item's line, everything else on the line
/// (its key as written, spacing, other attributes, a comment after it) kept.
extension PantryLayout {
    /// Sets `attributes` on `name` in `section`. `name = "1%kg"` stays that way when only the
    /// quantity changes, and becomes `{ quantity = "1%kg", … }` when another attribute is set; in
    /// a `{ … }` item an attribute it has is rewritten where it stands, a new one added at the end.
    mutating func update(_ name: String, in sectionName: String, _ attributes: PantryAttributes) throws(PantryEdit.Failure) {
        guard !attributes.isEmpty else {
            throw PantryEdit.Failure(.refused, "nothing to change: give --quantity, --low, --expire or --bought")
        }
        let target = try existingSection(sectionName)
        let (index, span) = try item(name, in: target, sectionName: sectionName)
        var line = lines.lines[index].bytes
        switch span.parsed {
        case let .string(quantity):
            if attributes.isQuantityOnly, let new = attributes.quantity {
                line.replaceSubrange(span.value, with: Array(TOMLQuoting.string(new).utf8))
                break
            }
            try refuseAttributesAboveSections(name, target)
            var members = attributes.given
            if attributes.quantity == nil { members.insert(("quantity", quantity), at: 0) }
            line.replaceSubrange(span.value, with: Array(PantryAttributes.inlineTable(members).utf8))
        case .table:
            try refuseAttributesAboveSections(name, target, table: true)
            for (key, value) in attributes.given {
                guard let current = TOMLEntrySpan.read(line), let members = current.members else { break }
                let quoted = Array(TOMLQuoting.string(value).utf8)
                if let member = members.first(where: { $0.key == key }) {
                    line.replaceSubrange(member.value, with: quoted)
                } else if let last = members.last {
                    line.insert(contentsOf: Array(", \(TOMLQuoting.key(key)) = ".utf8) + quoted, at: last.value.upperBound)
                } else {
                    line.replaceSubrange(current.value, with: Array(PantryAttributes.inlineTable([(key, value)]).utf8))
                }
            }
        case .integer, .array:
            throw PantryEdit.Failure(.unreadable, """
                “\(name)” (line \(index + 1)) is written as \(String(decoding: line[span.value], as: UTF8.self)), not a quantity \
                ("1%kg") or { quantity = … }; change it by hand
                """)
        }
        lines.lines[index].bytes = line
    }

    /// Refuses to give an item above the first header a `{ … }` table, which the official
    /// parser reads as a section of its own (`table`: it has one already).
    private func refuseAttributesAboveSections(_ name: String, _ section: Section, table: Bool = false) throws(PantryEdit.Failure) {
        guard section.isRoot else { return }
        throw PantryEdit.Failure(.refused, table
            ? "“\(name)” is written as { … } above the first [section], which the official cook CLI reads as a section of its own; move it into a section to change it"
            : "only a quantity can be written above the first [section] (the official cook CLI reads a { … } there as a section of its own); move “\(name)” into a section to give it --low, --expire or --bought")
    }
}
