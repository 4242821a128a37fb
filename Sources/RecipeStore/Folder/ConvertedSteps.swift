import Cooklang

/// What `CookRecipeConverter` makes of a recipe's steps, in one pass over their items: each
/// step as prose, the ingredient list, the references and, for a whole recipe, what each step
/// uses and the cookware. Each item is read once (a pass per property copied every ingredient
/// four times over: a sixth of loading a folder).
struct ConvertedSteps {
    /// The steps as prose, in order (`CookRecipeConverter.steps`).
    private(set) var texts: [String] = []
    /// Every ingredient line, each once, with how often it is written.
    private(set) var ingredients = IngredientTally()
    /// The `@./…{}` references the ingredients make, in order.
    private(set) var references: [String] = []
    /// What each step uses (empty unless `whole`).
    private(set) var uses: [StepUse] = []
    /// The equipment, each once, with its amount (empty unless `whole`).
    private(set) var cookware = UniqueList<String>()

    /// The steps of `parsed`; `whole` also works out each step's uses and the cookware.
    init(_ parsed: CooklangRecipe, whole: Bool) {
        var count = 0
        for section in parsed.sections {
            for case .step in section.blocks { count += 1 }
        }
        texts.reserveCapacity(count)
        if whole { uses.reserveCapacity(count) }
        for section in parsed.sections {
            for case let .step(step) in section.blocks { add(step, whole: whole) }
        }
    }

    /// Reads one step's items: its text, and what it adds to the lists.
    private mutating func add(_ step: CooklangStep, whole: Bool) {
        // Most steps are words alone: no components, nothing to add up.
        if step.items.count == 1, case let .text(words) = step.items[0] {
            texts.append(words.trimmed())
            if whole { uses.append(StepUse()) }
            return
        }
        var text = "", tally = IngredientTally(), stepCookware = UniqueList<String>(), timers: [StepTimer] = []
        text.reserveCapacity(step.items.reduce(0) { $0 + Self.length(of: $1) })
        for item in step.items {
            switch item {
            case let .text(words):
                text += words
            case let .ingredient(ingredient):
                text += ingredient.name
                if let reference = ingredient.reference { references.append(reference) }
                let line = CookRecipeConverter.line(for: ingredient)
                ingredients.add(line)
                if whole { tally.add(line) }
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
                timers.append(StepTimer(name: timer.name.trimmed(), seconds: seconds))
            }
        }
        texts.append(text.trimmed())
        if whole { uses.append(StepUse(ingredients: tally.lines, cookware: stepCookware.elements, timers: timers)) }
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
