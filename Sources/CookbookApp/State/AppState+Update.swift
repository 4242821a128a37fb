import Navigation
import RecipeStore
import Terminal

/// The one `update`: every event — a key (`AppState+Keys.swift`), a resize, the clock, and what
/// the shell did (saves, links, reloads, the shopping files) — and the one rule for saving.
extension AppState {
    /// Applies one event: the only way the state changes. Returns the work for the shell,
    /// `Effect.saveState` first whenever the event changed what the state file holds: the one
    /// rule for "worth saving" is `SavedState(before) != SavedState(after)`, made here only.
    public mutating func update(_ event: Event, env: AppEnvironment) -> [Effect] {
        let before = SavedState(self)
        var effects = apply(event, env: env)
        if SavedState(self) != before { effects.insert(.saveState, at: 0) }
        return effects
    }

    /// Applies one key (as `update(.key(key), env:)`).
    public mutating func update(_ key: Key, env: AppEnvironment) -> [Effect] {
        update(.key(key), env: env)
    }

    /// Applies `event` without deciding whether to save (`update` does, once).
    private mutating func apply(_ event: Event, env: AppEnvironment) -> [Effect] {
        switch event {
        case let .key(key): return handle(key, env: env)
        case let .resize(width, height):
            resize(width: width, height: height, env: env)
            return []
        case .tick: break
        case let .clock(wall, monotonic, today):
            plan.today = today ?? PantryDate(unixTime: wall)
            return merge(cook.update(.clock(wall: wall, monotonic: monotonic)))
        case let .stateNotSaved(reason):
            overlays.status = StatusMessage("Cannot save where you are: \(reason)", isWarning: true)
        case let .favouritesSaved(list):
            favourites = list
        case let .favouritesRead(list):
            favourites = list
        case let .favouritesNotSaved(reason):
            overlays.status = StatusMessage("Not saved: \(reason); the change lasts until you quit.", isWarning: true)
        case let .openLink(link):
            let origin = currentPlace                           // where the link jumps from
            // Applied to a copy and kept only whole: a link that fails leaves every tab as it was.
            var opened = self
            do throws(NavigationError) { try AppLinks.router(env: env).open(link, in: &opened) } catch {
                overlays.status = StatusMessage("Cannot open \(link) from another cookbook: \(error.description)", isWarning: true)
                return []
            }
            opened.merge(opened.overlays.update(.closeHelp))
            opened.editingQuery = false
            opened.settle(env: env)
            opened.recordJump(from: origin)                     // and where it lands
            self = opened
            overlays.status = StatusMessage("Opened \(link) from another cookbook")
            return tab == .shopping && shopping.files == nil ? [.shopping(.load)] : []
        case let .shoppingLoaded(state, note, problems):
            let effects = shoppingLoaded(state, note: note, problems: problems, env: env)
            settle(env: env)
            return effects
        case let .cookableRanked(request, ranked):
            let effects = cookableRanked(request, ranked, env: env)
            settle(env: env)
            return effects
        case let .shoppingNotSaved(reason):
            merge(shopping.update(.notSaved(reason: reason)))
        case let .notice(text, isWarning):
            overlays.status = StatusMessage(text, isWarning: isWarning)
        case let .edited(id, file):
            guard let recipe = env.store.recipe(id) else {
                overlays.status = StatusMessage("\(file) no longer holds a recipe of the collection.", isWarning: true)
                break
            }
            if let problem = recipe.problems.first {
                let more = recipe.problems.count > 1 ? " (and \(recipe.problems.count - 1) more)" : ""
                overlays.status = StatusMessage("\(file):\(problem)\(more)", isWarning: true)
            } else {
                overlays.status = StatusMessage("Saved \(recipe.name).")
            }
        case let .created(id, file):
            var opened = self
            do throws(NavigationError) { try AppLinks.router(env: env).open("cookbook://recipe/" + id.rawValue, in: &opened) } catch {
                overlays.status = StatusMessage("Wrote \(file), but cannot show it: \(error.description)", isWarning: true)
                break
            }
            opened.settle(env: env)
            self = opened
            overlays.status = StatusMessage(env.store.recipe(id)?.problems.first.map { "\(file):\($0)" } ?? "Created \(file).",
                                   isWarning: env.store.recipe(id)?.problems.isEmpty == false)
            return []
        case let .alreadyImported(source, category, file):
            alreadyImported(source: source, category: category, file: file)
        case let .reloadFailed(reason):
            overlays.status = StatusMessage("Cannot check the collection for changes: \(reason); showing it as last read.", isWarning: true)
        case let .collectionReloaded(changedFiles, recipesBefore, notes, renamed, anchors):
            for note in notes { overlays.status = StatusMessage(note, isWarning: true) }
            // The place is put back as on a restart over the new collection: kept (a renamed
            // recipe under its new id), minus what is gone.
            var restored = SavedState(self).renamingRecipes(renamed).restore(into: self, env: env)
            restored.state.follow(anchors, renamed: renamed, env: env)   // each recipe's cursor on its item
            self = restored.state
            merge(shopping.update(.collectionChanged))          // a ranking of the old recipes is stale
            let what = Self.changeSummary(changedFiles: changedFiles, recipeDelta: env.store.recipeCount - recipesBefore)
            if restored.dropped > 0 {
                let gone = restored.dropped == 1 ? "1 recipe or list you had open no longer exists" : "\(restored.dropped) recipes or lists you had open no longer exist"
                overlays.status = StatusMessage("The collection changed on disk\(what.isEmpty ? "" : " (\(what))"); \(gone). The rest of where you were is kept.", isWarning: true)
            } else if what.isEmpty {
                overlays.status = StatusMessage("Read the collection again: nothing changed.")
            } else {
                overlays.status = StatusMessage("The collection changed on disk; \(what).")
            }
            // Recipes changed: the list (and what the pantry covers of them) is worked out again.
            return shopping.files == nil ? [] : [.shopping(.load)]
        }
        settle(env: env)
        return []
    }
}
