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

extension AppState {
    /// Enter in a prompt: does what it asks with the answer; an answer that cannot be used is
    /// said and stays to be corrected.
    mutating func finishPrompt(env: AppEnvironment) -> [Effect] {
        guard let prompt else { return [] }
        if prompt.isOneKey { return answerImportAgain(with: .enter) }      // Enter is an answer too: no
        let answer = String(prompt.text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        guard !answer.isEmpty else {
            self.prompt = nil
            status = StatusMessage(prompt.purpose == .shoppingItem ? "Nothing added." : prompt.purpose == .timerDuration ? "No timer set."
                : { if case .importSource = prompt.purpose { "Nothing imported." } else { "Nothing made." } }())
            return []
        }
        switch prompt.purpose {
        case .shoppingItem:
            do throws(ShoppingItemText.Problem) {
                _ = try ShoppingItemText.parse(answer)
            } catch {
                status = StatusMessage(error.description, isWarning: true)
                return []
            }
            self.prompt = nil
            return [.shopping(.addItem(answer))]
        case .timerDuration:
            // `10m`, or a name then the duration: `eggs 6m`, `bread 1h 30m` (the longest end that reads as one).
            let words = answer.split(separator: " ")
            let split = (0..<words.count).lazy.compactMap { start -> (String, Double)? in
                CookTimer.duration(parsing: words[start...].joined(separator: " ")).map { (words[..<start].joined(separator: " "), $0) }
            }.first
            guard let (name, seconds) = split else {
                status = StatusMessage("“\(answer)” is not a length of time; write 10m, 1h30, 90s or 2:30 (a name first if you like: eggs 6m).", isWarning: true)
                return []
            }
            self.prompt = nil
            return startTimer(named: name, seconds: seconds, env: env)
        case let .newRecipe(category):
            guard answer.count <= 120, !answer.contains("/"), answer.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else {
                status = StatusMessage("A title is one line of up to 120 characters, without “/”.", isWarning: true)
                return []
            }
            self.prompt = nil
            return [.newRecipe(title: answer, category: category)]
        case let .importSource(category):
            guard answer.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else {
                status = StatusMessage("A source is one line: a URL (https://…) or the path of a saved page.", isWarning: true)
                return []
            }
            self.prompt = nil
            return [.importRecipe(source: answer, category: category)]
        case .importAgain:
            return []                                       // answered above
        case let .chooseTimer(offered):
            guard let number = Int(answer), offered.indices.contains(number - 1) else {
                status = StatusMessage("Type a number from 1 to \(offered.count).", isWarning: true)
                return []
            }
            self.prompt = nil
            return startTimer(named: offered[number - 1].name, seconds: Double(offered[number - 1].seconds), env: env)
        }
    }
}
