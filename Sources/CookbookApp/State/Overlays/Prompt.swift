import RecipeStore

/// A question asked in the status line and the answer being typed (`i`: `Add to the shopping
/// list: coffee{1%bag}`). Enter does what it asks; Escape gives it up.
public struct Prompt: Equatable, Sendable {
    /// What the answer is for.
    public enum Purpose: Equatable, Sendable {
        /// A free-hand shopping-list item.
        case shoppingItem
        /// A timer of any length (`T`): `10m`, `1h30`, `90s`, optionally after a name.
        case timerDuration
        /// Which of the step's timers to start (`t` on a step that sets several).
        case chooseTimer([StepTimer])
        /// A new recipe's title (`o`), in a category (nil: the collection's top).
        case newRecipe(CategoryID?)
        /// Where to import a recipe from (`I`): a URL or a saved page, into a category (nil: the top).
        case importSource(CategoryID?)
        /// Whether to import `source` into `category` again, when its folder holds the page in
        /// `file` already: one key answers, `y` yes, any other no.
        case importAgain(source: String, category: CategoryID?, file: String)
    }

    /// What the answer is for.
    public let purpose: Purpose
    /// The answer so far.
    public var text: String

    /// A prompt for `purpose`, nothing typed yet.
    public init(_ purpose: Purpose, text: String = "") {
        self.purpose = purpose
        self.text = text
    }

    /// The question shown before the answer.
    public var question: String {
        switch purpose {
        case .shoppingItem: "Add to the shopping list (name{amount%unit}):"
        case .timerDuration: "Timer (10m, 1h30, 90s; a name first if you like):"
        case .newRecipe: "New recipe's title:"
        case .importSource: "Import a recipe from (URL or saved page):"
        case let .importAgain(_, _, file): "Already imported as \(file) — import again? (y/N)"
        case let .chooseTimer(timers):
            "Which timer? " + timers.enumerated().map { "\($0.offset + 1) \($0.element.name.isEmpty ? "timer" : $0.element.name) \(CookTimer.clock(Double($0.element.seconds)))" }
                .joined(separator: " · ") + ":"
        }
    }

    /// Whether one key answers it (`y`/`N`) rather than a typed line and Enter.
    public var isOneKey: Bool {
        if case .importAgain = purpose { return true }
        return false
    }

    /// The question in a few words, for a narrow terminal where the answer needs the room.
    public var shortQuestion: String {
        switch purpose {
        case .shoppingItem: "Add:"
        case .timerDuration: "Timer:"
        case .newRecipe: "Title:"
        case .importSource: "Import:"
        case .importAgain: "Import again? (y/N)"
        case .chooseTimer: "Which (1, 2…):"
        }
    }
}
