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
    }

    /// The author's `title:`, trimmed; empty when the file has none (the file name names it then).
    public var title: String { metadata[.title]?.text?.trimmed() ?? "" }

    /// The ingredient list: each line once, in order of first use, with how many times the
    /// recipe writes it (`uses`), so a shopping list buys it as often.
    public var ingredients: [IngredientLine] { ConvertedSteps(parsed, whole: false).ingredients.lines }

    /// The ingredient list and what each step uses, from one pass over the steps (every line
    /// counted in its step and in the recipe as it is read).
    public var ingredientsAndStepUses: (ingredients: [IngredientLine], stepUses: [StepUse]) {
        let steps = ConvertedSteps(parsed, whole: true)
        return (steps.ingredients.lines, steps.uses)
    }

    /// Everything made of the steps in one pass (`whole`: also each step's uses and the
    /// cookware): what a load asks for, where the properties each make it again.
    func convertedSteps(whole: Bool) -> ConvertedSteps { ConvertedSteps(parsed, whole: whole) }

    /// An ingredient as a line of the list, amount and unit as written.
    static func line(for ingredient: CooklangIngredient) -> IngredientLine {
        IngredientLine(quantity: ingredient.quantity?.text ?? "", unit: ingredient.units, name: ingredient.name, note: ingredient.note,
                       isFixed: ingredient.quantity?.isFixed ?? false, reference: ingredient.reference)
    }

    /// The steps, numbered as the author wrote them; section headings and notes are
    /// `methodNotes`, never steps (cook mode counts only these), nor is a first mise-en-place
    /// paragraph (`MiseEnPlaceStep`), whose ingredients are on the list.
    public var steps: [String] { ConvertedSteps(parsed, whole: false).texts }

    /// Section headings and notes, each placed before the step it precedes.
    public var methodNotes: [MethodNote] {
        var notes: [MethodNote] = []
        var stepCount = 0, miseRead = false
        for section in parsed.sections {
            if let name = section.name?.trimmed(), !name.isEmpty { notes.append(MethodNote(.section, beforeStep: stepCount, text: name)) }
            for block in section.blocks {
                switch block {
                // The mise-en-place paragraph is no step (`ConvertedSteps`).
                case let .step(step) where stepCount == 0 && !miseRead && MiseEnPlaceStep.isMiseEnPlace(step): miseRead = true
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
    public var cookware: [String] { ConvertedSteps(parsed, whole: true).cookware.elements }

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
    public var stepUses: [StepUse] { ConvertedSteps(parsed, whole: true).uses }

    /// The paths of the recipes this one references (`./Shared/Pizza Dough`), in order: as
    /// ingredients, then in a `related:` front-matter list (related recipes that are no
    /// ingredient, as `cookbook export --cook` writes them).
    public var references: [String] { referencesMade(by: ConvertedSteps(parsed, whole: false)) }

    /// `references`, the ingredients' taken from `steps` (this recipe's, converted already).
    func referencesMade(by steps: ConvertedSteps) -> [String] {
        let related = metadata[.related].map { value in value.items?.compactMap(\.text) ?? value.text.map { [$0] } ?? [] } ?? []
        return steps.references + related.map { $0.trimmed() }.filter { $0.hasPrefix("./") }
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
        // Most files have no number too large: nothing to gather.
        func tooLarge(_ reading: Reading?) -> Bool { if let reading, case .tooLarge = reading.value { true } else { false } }
        guard tooLarge(servingsReading) || tooLarge(prepReading) || tooLarge(cookReading) || tooLarge(totalReading) else { return [] }
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
    /// yield's amount and unit read as a space); a `servings` or `serves` in a unit of weight,
    /// volume or size (`500 g`), or whole bakes or dozens (`1 9 inch pie`, `6 dozen`), is the
    /// yield when no `yield` is given.
    public var facts: [RecipeFact] {
        // Most files give none of these keys: no list to make.
        // `serves: 500 g` is what the recipe makes: its yield, when no `yield` says otherwise.
        let measured = [KnownMetadata.Key.servings, .serves].lazy.compactMap { self.metadata[$0] }
            .first { $0.text.map(Self.isYield) == true }
        guard Self.factKeys.contains(where: { metadata[$0] != nil }) || metadata[.images] != nil || measured != nil else { return [] }
        return zip(RecipeFact.keys, Self.factKeys).compactMap { name, key in
            let value = metadata[key] ?? (key == .image ? metadata[.images] : key == .yield ? measured : nil)
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
        // One source, as most files give it: itself (nothing to join or drop).
        if metadata[.author] == nil, metadata[.sourceAuthor] == nil, let text = metadata[.source]?.text {
            return text.isEmpty ? nil : text
        }
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
