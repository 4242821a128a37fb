import Cooklang

/// Turns a parsed `.cook` file into the app's `Recipe`: ingredients in order (exact repeats
/// once), steps as prose with section names and notes kept, and the canonical metadata keys
/// (servings/serves/yield, prep/cook/total time, tags, source/author, description).
///
/// Numbers come from the file, so each is range-checked: a time over `maximumMinutes` or a
/// serving count over `maximumServings` is dropped and named in `problems`, never trapped on.
public struct CookRecipeConverter {
    /// The parsed file.
    public let parsed: CooklangRecipe

    /// The largest time kept, in minutes (about 1,900 years); larger ones are problems.
    public static let maximumMinutes = 1_000_000_000
    /// The largest serving count kept; larger ones are problems.
    public static let maximumServings = 1_000_000_000

    /// A number read from the metadata: its text as written and what it came to.
    typealias Reading = (text: String, value: NumberReading)

    /// Servings and the three times, read once (several properties and `problems` use each).
    private let servingsReading: Reading?, prepReading: Reading?, cookReading: Reading?, totalReading: Reading?
    /// Every ingredient the steps write, in order, gathered once (`ingredients` and `references` read them).
    private let written: [CooklangIngredient]
    /// Every cookware the steps write, in order, gathered in the same pass.
    private let writtenCookware: [CooklangCookware]
    /// The metadata values the converter reads, found in one pass.
    private let metadata: KnownMetadata

    /// A converter for one parsed file.
    public init(parsed: CooklangRecipe) {
        self.parsed = parsed
        let metadata = KnownMetadata(parsed.metadata)
        self.metadata = metadata
        servingsReading = Self.servingsReading(metadata)
        prepReading = Self.minutes(.prep, in: metadata)
        cookReading = Self.minutes(.cook, in: metadata)
        totalReading = Self.minutes(.total, in: metadata)
        (written, writtenCookware) = Self.components(of: parsed)
    }

    /// The ingredients and the cookware of every step, in order, in one pass over the steps'
    /// items (`CooklangRecipe.ingredients` and `.cookware` each gather the steps first: 2% of a load).
    private static func components(of parsed: CooklangRecipe) -> ([CooklangIngredient], [CooklangCookware]) {
        var ingredients: [CooklangIngredient] = [], cookware: [CooklangCookware] = []
        for section in parsed.sections {
            for case let .step(step) in section.blocks {
                for item in step.items {
                    switch item {
                    case let .ingredient(ingredient): ingredients.append(ingredient)
                    case let .cookware(item): cookware.append(item)
                    case .text, .timer: continue
                    }
                }
            }
        }
        return (ingredients, cookware)
    }

    /// The author's `title:`, trimmed; empty when the file has none (the file name names it then).
    public var title: String { metadata[.title]?.text?.trimmed() ?? "" }

    /// The ingredient list: each line once, in order of first use, with how many times the
    /// recipe writes it (`uses`), so a shopping list buys it as often.
    public var ingredients: [IngredientLine] {
        var tally = IngredientTally()
        for ingredient in written { tally.add(Self.line(for: ingredient)) }
        return tally.lines
    }

    /// The ingredient list and what each step uses, each ingredient's line made once: the
    /// list is the steps' lines merged in order, their uses added up (what `ingredients` gives).
    public var ingredientsAndStepUses: (ingredients: [IngredientLine], stepUses: [StepUse]) {
        let uses = stepUses
        var tally = IngredientTally()
        for use in uses { for line in use.ingredients { tally.add(line) } }
        return (tally.lines, uses)
    }

    /// An ingredient as a line of the list, amount and unit as written.
    static func line(for ingredient: CooklangIngredient) -> IngredientLine {
        IngredientLine(quantity: ingredient.quantity?.text ?? "", unit: ingredient.units, name: ingredient.name, note: ingredient.note,
                       isFixed: ingredient.quantity?.isFixed ?? false, reference: ingredient.reference)
    }

    /// The steps, numbered as the author wrote them; section headings and notes are
    /// `methodNotes`, never steps (cook mode counts only these).
    public var steps: [String] { eachStep(Self.text) }

    /// `transform` of every step, in order, across sections, into one array sized once.
    private func eachStep<T>(_ transform: (CooklangStep) -> T) -> [T] {
        var count = 0
        for section in parsed.sections {
            for case .step in section.blocks { count += 1 }
        }
        var result: [T] = []
        result.reserveCapacity(count)
        for section in parsed.sections {
            for case let .step(step) in section.blocks { result.append(transform(step)) }
        }
        return result
    }

    /// Section headings and notes, each placed before the step it precedes.
    public var methodNotes: [MethodNote] {
        var notes: [MethodNote] = []
        var stepCount = 0
        for section in parsed.sections {
            if let name = section.name?.trimmed(), !name.isEmpty { notes.append(MethodNote(.section, beforeStep: stepCount, text: name)) }
            for block in section.blocks {
                switch block {
                case .step: stepCount += 1
                case let .note(text): notes.append(MethodNote(.note, beforeStep: stepCount, text: text.trimmed()))
                }
            }
        }
        // Author text in metadata the app has no place for (`>> TIP: …`, every one of them) is
        // kept as notes after the method, never dropped.
        for entry in metadata.others {
            guard let text = entry.value.text?.trimmed(), !text.isEmpty else { continue }
            notes.append(MethodNote(.note, beforeStep: stepCount, text: entry.key + ": " + text))
        }
        return notes
    }

    /// The equipment, each once, in order of first use: `saucepan`, `2 baking trays`.
    public var cookware: [String] {
        var seen = UniqueList<String>()
        for item in writtenCookware {
            let amount = item.quantity?.text ?? ""
            seen.append(amount.isEmpty || amount == "1" ? item.name : amount + " " + item.name)
        }
        return seen.elements
    }

    /// A step as prose: components by name, a timer by its duration and, when it has one, its
    /// name (`5 minutes (onion softening)`).
    static func text(of step: CooklangStep) -> String {
        if step.items.count == 1, case let .text(words) = step.items[0] { return words.trimmed() }  // most steps: words alone
        var text = ""
        text.reserveCapacity(step.items.reduce(0) { $0 + length(of: $1) })
        for item in step.items {
            switch item {
            case let .text(words): text += words
            case let .ingredient(ingredient): text += ingredient.name
            case let .cookware(cookware): text += cookware.name
            case let .timer(timer):
                let amount = timer.quantity?.text ?? ""
                let duration = amount.isEmpty || timer.units.isEmpty ? amount + timer.units : amount + " " + timer.units
                if duration.isEmpty { text += timer.name } else if timer.name.isEmpty { text += duration } else { text += duration + " (" + timer.name + ")" }
            }
        }
        return text.trimmed()
    }

    /// About how many bytes `item` adds to its step's text (exact but for a timer's extras).
    private static func length(of item: CooklangStep.Item) -> Int {
        switch item {
        case let .text(words): words.utf8.count
        case let .ingredient(ingredient): ingredient.name.utf8.count
        case let .cookware(cookware): cookware.name.utf8.count
        case let .timer(timer): timer.name.utf8.count + timer.units.utf8.count + 8
        }
    }

    /// Headings for the ingredient list when the recipe has two or more named sections: each
    /// before the first ingredient a section introduces (ingredients are listed once, where
    /// first used).
    public var ingredientSections: [ListHeading] {
        guard parsed.sections.filter({ $0.name?.trimmed().isEmpty == false }).count >= 2 else { return [] }
        var seen = Set<IngredientLine>(), count = 0, headings: [ListHeading] = []
        for section in parsed.sections {
            var firstInSection: Int?
            for case let .step(step) in section.blocks {
                for case let .ingredient(ingredient) in step.items {
                    guard seen.insert(Self.line(for: ingredient)).inserted else { continue }
                    if firstInSection == nil { firstInSection = count }
                    count += 1
                }
            }
            if let first = firstInSection, let name = section.name?.trimmed(), !name.isEmpty { headings.append(ListHeading(before: first, text: name)) }
        }
        return headings
    }

    /// What each step uses, step by step: its ingredients (each once, a repeat counted in
    /// `uses`), cookware and timers (a range's start; a timer with no unit of time left out).
    public var stepUses: [StepUse] { eachStep(Self.use) }

    /// What `step` uses: its ingredients, cookware and timers.
    private static func use(of step: CooklangStep) -> StepUse {
        var use = StepUse(), tally = IngredientTally(), cookware = UniqueList<String>()
        for item in step.items {
            switch item {
            case let .ingredient(ingredient):
                tally.add(Self.line(for: ingredient))
            case let .cookware(item):
                cookware.append(item.name)
            case let .timer(timer):
                guard let unit = StepTimer.seconds(per: timer.units),
                      let amount = timer.quantity.flatMap({ $0.value ?? Amount(parsing: $0.text)?.value }) else { continue }
                if let seconds = StepTimer.seconds(amount, unitSeconds: unit) { use.timers.append(StepTimer(name: timer.name.trimmed(), seconds: seconds)) }
            case .text:
                continue
            }
        }
        use.ingredients = tally.lines
        use.cookware = cookware.elements
        return use
    }

    /// The paths of the recipes this one references (`./Shared/Pizza Dough`), in order: as
    /// ingredients, then in a `related:` front-matter list (related recipes that are no
    /// ingredient, as `cookbook export --cook` writes them).
    public var references: [String] {
        let related = metadata[.related].map { value in value.items?.compactMap(\.text) ?? value.text.map { [$0] } ?? [] } ?? []
        return written.compactMap(\.reference) + related.map { $0.trimmed() }.filter { $0.hasPrefix("./") }
    }

    /// `servings`, `serves` or `yield`: the leading number (`4 people` → 4); nil when too large.
    public var servings: Int? { servingsReading?.value.value }

    /// Preparation minutes from `prep time`, `time.prep` or `time: {prep: …}`; nil when too large.
    public var prepMinutes: Int? { prepReading?.value.value }
    /// Cooking minutes from `cook time`, `time.cook` or `time: {cook: …}`; nil when too large.
    public var cookMinutes: Int? { cookReading?.value.value }
    /// Total minutes from `time`, `duration` or `time required`; nil when too large.
    public var totalMinutes: Int? { totalReading?.value.value }
    /// The upper ends of times written as ranges (`prep time: 10-15 minutes` → 15), else nil.
    public var prepUpToMinutes: Int? { Self.upTo(prepReading) }
    /// See `prepUpToMinutes`.
    public var cookUpToMinutes: Int? { Self.upTo(cookReading) }
    /// See `prepUpToMinutes`.
    public var totalUpToMinutes: Int? { Self.upTo(totalReading) }

    private static func upTo(_ reading: Reading?) -> Int? {
        reading.flatMap { range($0.text)?.high.value }
    }

    /// Numbers in the metadata that were dropped as too large, e.g.
    /// `total time "99999999999999999999" is too large; ignored`.
    public var problems: [String] {
        let readings = [("servings", servingsReading), ("prep time", prepReading), ("cook time", cookReading), ("total time", totalReading)]
        return readings.compactMap { name, reading in
            guard let reading, case .tooLarge = reading.value else { return nil }
            return "\(name) \"\(reading.text)\" is too large; ignored"
        }
    }

    /// Tags from a YAML list or a comma-separated line, lowercased.
    public var tags: [String] {
        guard let value = metadata[.tags] else { return [] }
        let items = value.items?.compactMap(\.text) ?? (value.text ?? "").split(separator: ",").map(String.init)
        return items.map { $0.trimmed().quickLowercased() }.filter { !$0.isEmpty }
    }

    /// The other standard metadata (`yield`, `course`, `cuisine`, `diet`, `difficulty`,
    /// `locale`, `image` or the first of `images`), in that order, as written (`%` between a
    /// yield's amount and unit read as a space).
    public var facts: [RecipeFact] {
        zip(RecipeFact.keys, Self.factKeys).compactMap { name, key in
            let value = metadata[key] ?? (key == .image ? metadata[.images] : nil)
            guard let value else { return nil }
            let text = value.text ?? value.items?.compactMap(\.text).joined(separator: ", ") ?? ""
            let shown = key == .image ? (value.text ?? value.items?.first?.text ?? "")
                : key == .yield ? String(text.map { $0 == "%" ? " " : $0 }) : text
            return shown.trimmed().isEmpty ? nil : RecipeFact(key: name, value: shown.trimmed())
        }
    }

    /// `RecipeFact.keys` as metadata keys, in the same order.
    private static let factKeys: [KnownMetadata.Key] = RecipeFact.keys.map { name in
        guard let key = KnownMetadata.key(spelled: name) else { preconditionFailure("every fact is a known metadata key: \(name)") }
        return key
    }

    /// `source` (text, or `name`/`url` fields) and `author`, e.g. `Jamie Oliver · https://…`.
    public var source: String? {
        var parts: [String] = []
        if let author = metadata[.author]?.text ?? metadata[.sourceAuthor]?.text { parts.append(author) }
        if let source = metadata[.source] {
            parts += source.text.map { [$0] } ?? [source["name"]?.text, source["author"]?.text, source["url"]?.text].compactMap { $0 }
        } else if let url = metadata[.sourceURL]?.text {
            parts.append(url)
        }
        let unique = parts.filter { !$0.isEmpty }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return unique.isEmpty ? nil : unique.joined(separator: " · ")
    }

    /// `description` or `introduction`.
    public var summary: String { (metadata[.description] ?? metadata[.introduction])?.text ?? "" }
}
