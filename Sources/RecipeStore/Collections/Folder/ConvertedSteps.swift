import Cooklang

/// What `CookRecipeConverter` makes of a recipe's steps, in one pass over their items: each
/// step as prose, the ingredient list, the references and, for a whole recipe, what each step
/// uses and the cookware. Each item is read once (a pass per property copied every ingredient
/// four times over: a sixth of loading a folder), and a step's ingredients are matched by
/// their place in the recipe's list, which matched their text once. A first paragraph that is
/// the mise en place (`MiseEnPlaceStep`) adds its ingredients to the list and is no step.
struct ConvertedSteps {
    /// The steps as prose, in order (`CookRecipeConverter.steps`).
    private(set) var texts: [String] = []
    /// Every ingredient line, each once, with how often it is written.
    private(set) var ingredients = IngredientTally()
    /// The `@./…{}` references the ingredients make, in order.
    private(set) var references: [String] = []
    /// What each step uses (empty unless `whole`), its ingredients as places in `ingredients`.
    private(set) var parts: [StepParts] = []
    /// The equipment, each once, with its amount (empty unless `whole`).
    private(set) var cookware = UniqueList<String>()

    /// What each step uses as `StepUse`s (each line copied, counted as the step writes it).
    var uses: [StepUse] { parts.map { $0.use { ingredients.lines[$0] } } }

    /// The steps of `parsed`; `whole` also works out each step's uses and the cookware.
    init(_ parsed: CooklangRecipe, whole: Bool) {
        var count = 0
        for section in parsed.sections {
            for case .step in section.blocks { count += 1 }
        }
        texts.reserveCapacity(count)
        if whole { parts.reserveCapacity(count) }
        for section in parsed.sections {
            for case let .step(step) in section.blocks {
                if texts.isEmpty, !readMise, MiseEnPlaceStep.isMiseEnPlace(step) {
                    readMise = true
                    for case let .ingredient(ingredient) in step.items {
                        if let reference = ingredient.reference { references.append(reference) }
                        _ = ingredients.add(CookRecipeConverter.line(for: ingredient))
                    }
                } else {
                    add(step, whole: whole)
                }
            }
        }
    }

    /// Whether the first paragraph was the mise en place (read into the list, no step).
    private(set) var readMise = false

    /// Reads one step's items: its text, and what it adds to the lists.
    private mutating func add(_ written: CooklangStep, whole: Bool) {
        // Most steps are words alone: no components, nothing to add up.
        if written.items.count == 1, case let .text(words) = written.items[0] {
            texts.append(words.trimmed())
            if whole { parts.append(StepParts()) }
            return
        }
        var text = "", step = StepParts(), stepCookware = UniqueList<String>()
        // Where each ingredient line is among the step's, once the step names more than a few.
        var counted: [Int: Int]?
        text.reserveCapacity(written.items.reduce(0) { $0 + Self.length(of: $1) })
        for item in written.items {
            switch item {
            case let .text(words):
                text += words
            case let .ingredient(ingredient):
                text += ingredient.name
                if let reference = ingredient.reference { references.append(reference) }
                let position = ingredients.add(CookRecipeConverter.line(for: ingredient))
                if whole { Self.count(position, in: &step, index: &counted) }
            case let .cookware(item):
                text += item.name
                guard whole else { continue }
                stepCookware.append(item.name)
                let amount = item.quantity?.text ?? ""
                cookware.append(amount.isEmpty || amount == "1" ? item.name : amount + " " + item.name)
            case let .timer(timer):
                text += Self.text(of: timer)
                // A range's start; a timer with no unit of time is left out.
                guard whole, let unit = StepTimer.seconds(per: timer.units),
                      let amount = timer.quantity.flatMap({ $0.value ?? Amount(parsing: $0.text)?.value }),
                      let seconds = StepTimer.seconds(amount, unitSeconds: unit) else { continue }
                step.timers.append(StepTimer(name: timer.name.trimmed(), seconds: seconds))
            }
        }
        texts.append(text.trimmed())
        if whole {
            step.cookware = stepCookware.elements
            parts.append(step)
        }
    }

    /// Counts the recipe's line at `position` once more in `step`: a repeat adds to its count,
    /// a new one is appended. A few are matched one by one; past 16 through `index`, so a step
    /// naming thousands of ingredients stays linear.
    private static func count(_ position: Int, in step: inout StepParts, index: inout [Int: Int]?) {
        if index == nil, step.ingredients.count >= 16 {
            index = Dictionary(uniqueKeysWithValues: step.ingredients.enumerated().map { (Int($1.position), $0) })
        }
        let at = index.map { $0[position] } ?? step.ingredients.firstIndex { $0.position == position }
        if let at {
            step.ingredients[at].uses += 1
        } else {
            index?[position] = step.ingredients.count
            step.ingredients.append(StepParts.Ingredient(position: Int32(position), uses: 1))
        }
    }

    /// A timer as prose: its duration and, when it has one, its name (`5 minutes (onion softening)`).
    private static func text(of timer: CooklangTimer) -> String {
        let amount = timer.quantity?.text ?? ""
        let duration = amount.isEmpty || timer.units.isEmpty ? amount + timer.units : amount + " " + timer.units
        if duration.isEmpty { return timer.name }
        return timer.name.isEmpty ? duration : duration + " (" + timer.name + ")"
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
}
