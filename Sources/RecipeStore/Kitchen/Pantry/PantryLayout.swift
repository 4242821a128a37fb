import TOML

/// A `pantry.conf` as lines and where its sections and items are in them (from the reader's
/// parse), for `PantryEdit`: it adds, removes and updates one item's line and leaves the rest.
struct PantryLayout {
    /// The file's lines, changed in place.
    var lines: KitchenLines
    /// The file as parsed before the change.
    let document: TOMLDocument

    /// Where a section is: its table, the line of its header (nil for the items above the first
    /// header) and the line where its lines end (the next header, or the end of the file).
    struct Section {
        let table: TOMLTable
        let header: Int?
        let end: Int

        /// Its first line after the header.
        var start: Int { header.map { $0 + 1 } ?? 0 }
        /// Whether it is the items above the first header, where an item cannot be a `{ … }` table.
        var isRoot: Bool { header == nil }
    }

    /// The section the command line calls `name`: a `[name]` table (`[a.b]` and `["a.b"]` are both
    /// `a.b`, as the reader names them), or for `general` without a `[general]` table, the items
    /// above the first header.
    func section(_ name: String) -> Section? {
        let tables = document.tables
        if let index = tables.firstIndex(where: { $0.path.joined(separator: ".") == name }) {
            let end = index + 1 < tables.count ? tables[index + 1].line - 1 : lines.lines.count
            return Section(table: tables[index], header: tables[index].line - 1, end: end)
        }
        guard name == PantryEdit.general else { return nil }
        return Section(table: document.root, header: nil, end: tables.first.map { $0.line - 1 } ?? lines.lines.count)
    }

    /// The section named, or a failure listing the sections there are.
    func existingSection(_ name: String) throws(PantryEdit.Failure) -> Section {
        if let section = section(name) { return section }
        let names = document.tables.map { $0.path.joined(separator: ".") }
        let near = names.first { $0.lowercased() == name.lowercased() }
        let hint = near.map { " (there is “\($0)”)" } ?? (names.isEmpty ? " (it has no sections)" : " (sections: \(names.joined(separator: ", ")))")
        throw PantryEdit.Failure(.notFound, "there is no section “\(name)”\(hint)")
    }

    /// The line (0-based) and spans of the item `name` in `section`, or a failure.
    func item(_ name: String, in section: Section, sectionName: String) throws(PantryEdit.Failure) -> (line: Int, span: TOMLEntrySpan) {
        guard let entry = section.table[name] else {
            let near = section.table.entries.first { $0.key.lowercased() == name.lowercased() }.map { " (there is “\($0.key)”)" } ?? ""
            throw PantryEdit.Failure(.notFound, "there is no “\(name)” in \(Self.place(sectionName))\(near)")
        }
        guard let span = TOMLEntrySpan.read(lines.lines[entry.line - 1].bytes) else {
            throw PantryEdit.Failure(.unreadable, "“\(name)” (line \(entry.line)) goes on over several lines; change it by hand")
        }
        return (entry.line - 1, span)
    }

    /// `[dairy]`, or `general (above the first [section])`, for messages.
    static func place(_ section: String) -> String { section == PantryEdit.general ? "general" : "[\(section)]" }

    /// Adds `name` to `section`: after the section's last line that says something, indented as
    /// its last item; a missing section is added at the end of the file, after a blank line.
    mutating func add(_ name: String, to sectionName: String, _ attributes: PantryAttributes) throws(PantryEdit.Failure) {
        let target = section(sectionName)
        if target?.isRoot ?? false, !attributes.isQuantityOnly {
            throw PantryEdit.Failure(.refused, """
                only a quantity can be written above the first [section] (the official cook CLI reads a { … } there as a \
                section of its own); add “\(name)” to a section to give it --low, --expire or --bought
                """)
        }
        let line = TOMLQuoting.key(name) + " = " + attributes.newValue
        guard let target else {
            let separated = lines.lines.last.map { !$0.isBlank } ?? false
            lines.insert((separated ? [""] : []) + ["[" + TOMLQuoting.key(sectionName) + "]", line], at: lines.lines.count)
            return
        }
        if target.table[name] != nil {
            throw PantryEdit.Failure(.alreadyThere, "“\(name)” is already in \(Self.place(sectionName)); `cookbook pantry update` changes it")
        }
        let indent = target.table.entries.last.map { String(decoding: lines.lines[$0.line - 1].indent, as: UTF8.self) } ?? ""
        if let last = ((target.header ?? 0)..<target.end).last(where: { lines.lines[$0].isContent }) {
            lines.insert([indent + line], at: last + 1)
        } else {
            // Nothing above the first header yet: at the top, after a comment that heads the file.
            var at = 0
            while at < target.end, lines.lines[at].isComment { at += 1 }
            at = at > 0 && at < target.end && lines.lines[at].isBlank ? at + 1 : 0
            let spaced = at < lines.lines.count && !lines.lines[at].isBlank
            lines.insert(spaced ? [line, ""] : [line], at: at)
        }
    }

    /// Takes `name` out of `section`; a section left with nothing but blank lines loses its
    /// header too (the official parser drops an empty section), and those blank lines with it.
    mutating func remove(_ name: String, from sectionName: String) throws(PantryEdit.Failure) {
        let target = try existingSection(sectionName)
        let (line, _) = try item(name, in: target, sectionName: sectionName)
        lines.lines.remove(at: line)
        guard let header = target.header, target.table.entries.count == 1 else { return }
        let end = target.end - 1, atEnd = end == lines.lines.count
        // Comments just above the next header are that section's, not this one's.
        var own = end
        if !atEnd { while own > header + 1, lines.lines[own - 1].isComment { own -= 1 } }
        guard lines.lines[(header + 1)..<own].allSatisfy(\.isBlank) else { return }
        // At the end of the file, the blank lines that kept it apart from the section before go too.
        var start = header
        if atEnd { while start > 0, lines.lines[start - 1].isBlank { start -= 1 } }
        lines.lines.removeSubrange(start..<own)
    }
}
