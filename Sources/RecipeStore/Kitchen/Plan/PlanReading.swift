import Cooklang

/// How the official Cooklang CLI reads a parsed `.menu` file as a plan (cookcli's
/// `server/handlers/menus.rs`, `get_menu`), step for step: each section's steps are cut into
/// lines at the parser's hard line breaks (a line ending in `\`) and at a text of `-` alone;
/// a line that is one text ending in `:` (`Breakfast:`, `Dinner (19:30):`) starts a meal;
/// every other line's ingredients and recipe references belong to the meal above it (`Items`
/// above the first header), its text is decoration. Notes, cookware and timers are not read. A
/// header with nothing under it makes no meal.
enum PlanReading {
    /// One piece of a line while it is read.
    private enum Piece {
        case text(String)
        case item(IngredientLine)
    }

    /// What one line of a section is to a plan.
    enum LineKind: Equatable {
        /// A meal's header: its name and time.
        case header(name: String, time: String?)
        /// A line listing recipes and ingredients.
        case entry(PlanEntry)
        /// Text alone, which is decoration.
        case decoration
    }

    /// A meal as `group` finds it: the meal, and the tags of its header line (nil for `Items`)
    /// and of its entries' lines.
    struct GroupedMeal<Tag> {
        let meal: PlanMeal
        let header: Tag?
        let entries: [Tag]
    }

    /// The sections of `recipe` (a parsed `.menu` file) as plans have them.
    static func sections(of recipe: CooklangRecipe) -> [PlanSection] {
        recipe.sections.map { section in
            PlanSection(name: section.name, meals: group(lines(of: section).map { (kind(of: $0), ()) }).map(\.meal))
        }
    }

    /// What `text`, one line of a section as the parser joins it, is to a plan; nil when the
    /// official CLI would cut it into more than one line (a `-` standing alone in it).
    static func kind(ofLine text: String) -> LineKind? {
        let found = CooklangParser.parse(text).sections.flatMap(lines(of:))
        guard found.count <= 1 else { return nil }
        return found.first.map(kind(of:)) ?? .decoration
    }

    /// The section's lines, across its steps, as the official CLI cuts them.
    private static func lines(of section: CooklangRecipe.Section) -> [[Piece]] {
        var lines: [[Piece]] = []
        for case let .step(step) in section.blocks {
            var pieces: [Piece] = [], text = ""
            func endLine() {
                if !text.isEmpty { pieces.append(.text(text)); text = "" }
                if !pieces.isEmpty { lines.append(pieces); pieces = [] }
            }
            for item in step.items {
                switch item {
                case let .text(value) where value == "-":
                    endLine()                                   // a bullet marker of its own
                case let .text(value):
                    for (index, part) in value.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                        if index > 0 { endLine() }
                        text += part
                    }
                case let .ingredient(ingredient):
                    if !text.isEmpty { pieces.append(.text(text)); text = "" }
                    pieces.append(.item(CookRecipeConverter.line(for: ingredient)))
                case .cookware, .timer:
                    continue
                }
            }
            endLine()
        }
        return lines
    }

    /// A line's kind: a header when it is one text ending in `:`.
    private static func kind(of line: [Piece]) -> LineKind {
        if line.count == 1, case let .text(text) = line[0], isMealHeader(text) { return .header(name: mealName(text), time: time(in: text)) }
        let items = line.compactMap { if case let .item(item) = $0 { item } else { nil } }
        return items.isEmpty ? .decoration : .entry(PlanEntry(items: items))
    }

    /// The lines, each with a tag, grouped into meals under their headers: a header with no
    /// entry under it makes no meal, and entries above the first header make `Items`.
    static func group<Tag>(_ lines: [(kind: LineKind, tag: Tag)]) -> [GroupedMeal<Tag>] {
        var meals: [GroupedMeal<Tag>] = [], name = PlanMeal.looseItems, time: String?, header: Tag?
        var entries: [PlanEntry] = [], tags: [Tag] = []
        func flush() {
            if !entries.isEmpty { meals.append(GroupedMeal(meal: PlanMeal(name: name, time: time, entries: entries), header: header, entries: tags)) }
            entries = []
            tags = []
        }
        for (kind, tag) in lines {
            switch kind {
            case let .header(newName, newTime):
                flush()
                (name, time, header) = (newName, newTime, tag)
            case let .entry(entry):
                entries.append(entry)
                tags.append(tag)
            case .decoration:
                continue
            }
        }
        flush()
        return meals
    }

    /// Whether `text` heads a meal: it ends in `:` once trimmed, with something before the colons.
    static func isMealHeader(_ text: String) -> Bool {
        var trimmed = Substring(text.trimmed())
        guard trimmed.hasSuffix(":") else { return false }
        while trimmed.last == ":" { trimmed.removeLast() }
        return !String(trimmed).trimmed().isEmpty
    }

    /// `Breakfast` from `Breakfast (08:30):`: the colons at its end and any `(HH:MM)` taken out.
    static func mealName(_ header: String) -> String {
        var text = Substring(header.trimmed())
        while text.last == ":" { text.removeLast() }
        var name = String(text).trimmed()
        while let range = timeRange(in: name) {
            // The time and the spaces around it (`\s*\(\d{2}:\d{2}\)\s*`) go, joining what is on either side.
            var lower = range.lowerBound, upper = range.upperBound
            while lower > name.startIndex, name[name.index(before: lower)].isWhitespace { lower = name.index(before: lower) }
            while upper < name.endIndex, name[upper].isWhitespace { upper = name.index(after: upper) }
            name.replaceSubrange(lower..<upper, with: "")
        }
        return name.trimmed()
    }

    /// `08:30` from the first `(HH:MM)` in `header`.
    static func time(in header: String) -> String? {
        timeRange(in: header).map { String(header[header.index(after: $0.lowerBound)..<header.index(before: $0.upperBound)]) }
    }

    /// `2026-03-08` from the first `(YYYY-MM-DD)` in a section's name (any digits, as the
    /// official CLI's pattern takes them).
    static func dateText(in name: String) -> String? {
        firstMatch(in: name, pattern: "(dddd-dd-dd)").map { String(name[name.index(after: $0.lowerBound)..<name.index(before: $0.upperBound)]) }
    }

    /// Where the first `(HH:MM)` is.
    private static func timeRange(in text: String) -> Range<String.Index>? { firstMatch(in: text, pattern: "(dd:dd)") }

    /// The first place `text` matches `pattern`, in which `d` is an ASCII digit and every other
    /// character itself (the official CLI's `\d` is any Unicode digit; a plan's dates are ASCII).
    private static func firstMatch(in text: String, pattern: String) -> Range<String.Index>? {
        let wanted = Array(pattern)
        var start = text.startIndex
        while start < text.endIndex {
            var index = start, matched = true
            for character in wanted {
                guard index < text.endIndex else { matched = false; break }
                let found = text[index]
                if character == "d" ? !found.isASCII || !found.isNumber : found != character { matched = false; break }
                index = text.index(after: index)
            }
            if matched { return start..<index }
            start = text.index(after: start)
        }
        return nil
    }
}
