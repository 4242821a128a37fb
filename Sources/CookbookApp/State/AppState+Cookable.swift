import RecipeStore

/// "What can I cook?" worked out off the key path (issue #32): ranking reads every recipe
/// (764 of them in tens of milliseconds, seconds in a large collection), so `update` only asks
/// for it (`Effect.rankCookable`) and shows that it is working; the ranking arrives as
/// `Event.cookableRanked` while keys go on being handled.
extension AppState {
    /// The request the Shopping tab's files make now; nil without a pantry or before they are read.
    var cookableRequest: CookableRequest? {
        guard let shopping, let pantry = shopping.pantry else { return nil }
        return CookableRequest(pantry: pantry, aisles: shopping.aisles, today: shopping.today, isFolder: shopping.isFolder,
                               generation: collectionGeneration)
    }

    /// The ranking for the files as read now, nil while it is being worked out.
    var currentCookable: [CookableRecipe]? {
        guard let cookable, let request = cookableRequest, cookable.request == request else { return nil }
        return cookable.ranked
    }

    /// Asks the shell to rank the recipes when the ranking is shown and the one there is (or
    /// is being worked out) is not for the files as read now; nothing else.
    mutating func askCookable() -> [Effect] {
        guard showsCookable, let request = cookableRequest, cookable?.request != request, cookableAsked != request else { return [] }
        cookableAsked = request
        return [.rankCookable(request)]
    }

    /// The ranking came: kept when it is for the files as read now (else another is asked), and
    /// the cursor put on its first recipe when `w` asked for that.
    mutating func cookableRanked(_ request: CookableRequest, _ ranked: [CookableRecipe], env: AppEnvironment) -> [Effect] {
        if cookableAsked == request { cookableAsked = nil }
        guard request == cookableRequest else { return askCookable() }
        cookable = CookableRanking(request: request, ranked: ranked)
        if cookableJumpPending, tab == .shopping {
            cookableJumpPending = false
            return openCookable(env: env)
        }
        return []
    }
}

/// A ranking and what it was worked out from.
public struct CookableRanking: Equatable, Sendable {
    /// What it was ranked from.
    public let request: CookableRequest
    /// Every recipe that lists ingredients, best first.
    public let ranked: [CookableRecipe]
}
