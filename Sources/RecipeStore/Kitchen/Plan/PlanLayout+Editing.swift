/// The line changes behind `PlanEdit`, each made to the lines and, alike, to the plan they are
/// expected to read as (which `PlanEdit` then checks against the parse of the result).
extension PlanLayout {
    /// What an entry's line starts with when Cookbook writes one (as the official seed does).
    static let entryPrefix = "- "

    /// Adds `new` (an entry's lines, without endings) as the last entry of `meal` on `day`: after
    /// the meal's last entry, joined to it with `\`; as a new meal (`Dinner: \`) after the day's
    /// last line; or as a new day, in date order, when `day` is a date the plan has no section for.
    mutating func insert(_ new: [String], entry: PlanEntry, meal: String, day: PlanDay, plan: inout [PlanSection]) throws(PlanEdit.Failure) {
        guard let sections, !new.isEmpty else { return }
        guard let index = sections.firstIndex(where: { day.matches($0.section) }) else {
            guard case let .date(date) = day else { throw PlanEdit.Failure(.notFound, "the plan has no day \(day)") }
            return addDay(date, new, entry: entry, meal: meal, plan: &plan)
        }
        let section = sections[index]
        let name = PlanSection(name: section.section.name, meals: [])
        if let mealIndex = section.meals.lastIndex(where: { $0.meal.isCalled(meal) }), let last = section.meals[mealIndex].entries.last?.upperBound {
            var lines = new
            let previous = last - 1
            if Self.endsWithBackslash(self.lines.lines[previous].bytes) {
                lines[lines.count - 1] += " \\"               // the line after it goes on joining
            } else {
                guard Self.uncommented(self.lines.lines[previous].bytes) == self.lines.lines[previous].bytes else {
                    throw PlanEdit.Failure(.refused, "line \(previous + 1) ends in a comment, so no line can be joined after it; change it in a text editor")
                }
                self.lines.lines[previous].bytes += Array(" \\".utf8)
            }
            self.lines.insert(lines, at: last)
            var meals = section.section.meals
            let old = meals[mealIndex]
            meals[mealIndex] = PlanMeal(name: old.name, time: old.time, entries: old.entries + [entry])
            plan[index] = PlanSection(name: name.name, meals: meals)
            return
        }
        let after = (section.lastLine ?? section.header ?? -1) + 1
        var lines = ["", meal + ": \\"] + new
        if after < self.lines.lines.count, isHeader(after) { lines.append("") }
        self.lines.insert(lines, at: after)
        plan[index] = PlanSection(name: name.name, meals: section.section.meals + [PlanMeal(name: PlanReading.mealName(meal + ":"), time: PlanReading.time(in: meal), entries: [entry])])
    }

    /// A new section for `date` holding `meal` with the entry `new`: before the first day dated
    /// after it, else at the end.
    private mutating func addDay(_ date: PantryDate, _ new: [String], entry: PlanEntry, meal: String, plan: inout [PlanSection]) {
        let name = PlanSection.name(for: date)
        var block = [headerLine(name), "", meal + ": \\"] + new
        let section = PlanSection(name: name, meals: [PlanMeal(name: PlanReading.mealName(meal + ":"), time: PlanReading.time(in: meal), entries: [entry])])
        if let index = sections?.firstIndex(where: { ($0.section.date.map { $0 > date } ?? false) && $0.header != nil }),
           let header = sections?[index].header {
            block.append("")
            if header > 0, !lines.lines[header - 1].isBlank { block.insert("", at: 0) }
            lines.insert(block, at: header)
            plan.insert(section, at: index)
        } else {
            if let last = lines.lines.last, !last.isBlank { block.insert("", at: 0) }
            lines.insert(block, at: lines.lines.count)
            plan.append(section)
        }
    }

    /// A section header written as the file's first one is (`==Day 1==`, `= Day 1`), else `==name==`.
    private func headerLine(_ name: String) -> String {
        guard let first = sections?.lazy.compactMap(\.header).first else { return "==\(name)==" }
        let bytes = lines.lines[first].bytes.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let opening = bytes.prefix { $0 == UInt8(ascii: "=") }
        let space = bytes.dropFirst(opening.count).first == UInt8(ascii: " ") ? " " : ""
        let closing = bytes.reversed().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
            .prefix { $0 == UInt8(ascii: "=") }
        let open = String(repeating: "=", count: opening.count)
        return closing.isEmpty || closing.count == bytes.count ? open + space + name : open + space + name + space + String(repeating: "=", count: closing.count)
    }

    /// Whether line `index` is a section's header.
    private func isHeader(_ index: Int) -> Bool { sections?.contains { $0.header == index } ?? false }

    /// Takes `entry` out of `meal` on `day`, with the meal's header when it was the meal's only
    /// entry; returns the entry's lines as written, their final `\` dropped.
    mutating func remove(_ entry: PlanEntry, meal: String, day: PlanDay, plan: inout [PlanSection]) throws(PlanEdit.Failure) -> [String] {
        guard let sections, let index = sections.firstIndex(where: { day.matches($0.section) }) else {
            throw PlanEdit.Failure(.notFound, "the plan has no day \(day)")
        }
        let section = sections[index]
        guard let (mealIndex, entryIndex) = section.meals.indices.reversed().lazy.compactMap({ at -> (Int, Int)? in
            guard section.meals[at].meal.isCalled(meal), let found = section.meals[at].meal.entries.firstIndex(of: entry) else { return nil }
            return (at, found)
        }).first else {
            throw PlanEdit.Failure(.notFound, "\(entry.text) is not at \(meal) on \(section.section.name ?? "the plan's first lines")")
        }
        let laid = section.meals[mealIndex], range = laid.entries[entryIndex]
        var written = range.map { String(decoding: lines.lines[$0].bytes, as: UTF8.self) }
        if Self.endsWithBackslash(lines.lines[range.upperBound - 1].bytes) {
            written[written.count - 1] = String(written[written.count - 1].dropLast().reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        }
        var ranges = [range]
        var meals = section.section.meals
        if laid.entries.count == 1 {
            if let header = laid.header { ranges.append(header) }
            meals.remove(at: mealIndex)
        } else {
            var entries = meals[mealIndex].entries
            entries.remove(at: entryIndex)
            meals[mealIndex] = PlanMeal(name: meals[mealIndex].name, time: meals[mealIndex].time, entries: entries)
        }
        plan[index] = PlanSection(name: section.section.name, meals: meals)
        for range in Self.merged(ranges).reversed() { deleteLines(range) }
        return written
    }

    /// `ranges` sorted, touching ones joined.
    private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, last.upperBound == range.lowerBound { result[result.count - 1] = last.lowerBound..<range.upperBound } else { result.append(range) }
        }
        return result
    }

    /// Deletes the lines `range`: a line before them that joined on to them with `\` no longer
    /// does when nothing of its paragraph follows, and a paragraph they were the whole of takes
    /// one blank line with it.
    private mutating func deleteLines(_ range: Range<Int>) {
        let joinedOn = range.upperBound - 1
        let continues = Self.endsWithBackslash(lines.lines[joinedOn].bytes)
        lines.lines.removeSubrange(range)
        let before = range.lowerBound - 1, after = range.lowerBound
        if !continues, before >= 0, Self.endsWithBackslash(lines.lines[before].bytes), Self.uncommented(lines.lines[before].bytes) == lines.lines[before].bytes {
            var bytes = lines.lines[before].bytes
            bytes.removeLast()
            while let last = bytes.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { bytes.removeLast() }
            lines.lines[before].bytes = bytes
        }
        let blankBefore = before < 0 || lines.lines[before].isBlank, blankAfter = after >= lines.lines.count || lines.lines[after].isBlank
        if blankBefore, blankAfter {
            if before >= 0 { lines.lines.remove(at: before) } else if after < lines.lines.count { lines.lines.remove(at: after) }
        }
    }
}
