import RecipeStore

/// The Shopping tab's own update: the files read, a change refused, "What can I cook?" shown,
/// asked and ranked. Ranking reads every recipe (tens of milliseconds for 764, seconds for a
/// large collection), so it is only asked for (`Effect.rankCookable`) and arrives as `.ranked`
/// while keys go on being handled.
extension ShoppingTabState {
    /// One change to the Shopping tab's state.
    public enum Action: Equatable, Sendable {
        /// The shell read the files (after a change, when `note` says what it did); `problems`
        /// name each file and line.
        case loaded(ShoppingState, note: String?, problems: [String])
        /// A change could not be written: `reason` says why.
        case notSaved(reason: String)
        /// `w`: the ranking is to be shown.
        case showCookable
        /// The ranking is not there yet: the cursor goes to it when it comes.
        case awaitRanking
        /// The cursor went to the ranking.
        case rankingShown
        /// The shell ranked the recipes as `request` asked.
        case ranked(CookableRequest, [CookableRecipe])
        /// The collection was read again: a ranking of the old recipes is stale.
        case collectionChanged
    }

    /// Applies `action`; what to say and the ranking to ask for come back.
    public mutating func update(_ action: Action) -> Outcome {
        var outcome = Outcome()
        switch action {
        case let .loaded(files, note, problems):
            self.files = files
            for problem in problems where !self.problems.contains(problem) { outcome.say(problem, isWarning: true) }
            self.problems = Set(problems)
            if let note { outcome.say(note) }
            outcome.effects = askCookable()                 // the ranking follows the files (a changed pantry)
        case let .notSaved(reason):
            outcome.say("The shopping list was not changed: \(reason)", isWarning: true)
        case .showCookable:
            showsCookable = true
        case .awaitRanking:
            cookableJumpPending = true
            outcome.effects = askCookable()
        case .rankingShown:
            cookableJumpPending = false
        case let .ranked(request, ranked):
            if cookableAsked == request { cookableAsked = nil }
            guard request == cookableRequest else {
                outcome.effects = askCookable()             // for older files: the current ones are asked
                break
            }
            cookable = CookableRanking(request: request, ranked: ranked)
        case .collectionChanged:
            collectionGeneration += 1
        }
        return outcome
    }

    /// Asks the shell to rank the recipes when the ranking is shown and the one there is (or
    /// is being worked out) is not for the files as read now; nothing else.
    private mutating func askCookable() -> [Effect] {
        guard showsCookable, let request = cookableRequest, cookable?.request != request, cookableAsked != request else { return [] }
        cookableAsked = request
        return [.rankCookable(request)]
    }
}
