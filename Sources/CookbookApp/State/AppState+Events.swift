import Navigation
import RecipeStore
import Terminal

/// Events other than keys: a resize, the clock, and what the shell did (saves, links, reloads,
/// the shopping files), each applied by the one `update`.
extension AppState {
    /// Applies one event: the only way the state changes. Returns the work for the shell.
    public mutating func update(_ event: Event, env: AppEnvironment) -> [Effect] {
        switch event {
        case let .key(key): return update(key, env: env)
        case let .resize(width, height):
            let before = (tabs, query, cookStep)
            resize(width: width, height: height, env: env)
            return before != (tabs, query, cookStep) ? [.saveState] : []
        case .tick: break
        case let .clock(wall, monotonic): return clock(wall: wall, monotonic: monotonic)
        case let .stateNotSaved(reason):
            status = StatusMessage("Cannot save where you are: \(reason)", isWarning: true)
        case let .favouritesSaved(list):
            favourites = list
        case let .favouritesRead(list):
            favourites = list
        case let .favouritesNotSaved(reason):
            status = StatusMessage("Not saved: \(reason); the change lasts until you quit.", isWarning: true)
        case let .openLink(link):
            recordPlace()                                       // where the link jumps from
            // Applied to a copy and kept only whole: a link that fails leaves every tab as it was.
            var opened = self
            do throws(NavigationError) { try AppLinks.router(env: env).open(link, in: &opened) } catch {
                status = StatusMessage("Cannot open \(link) from another cookbook: \(error.description)", isWarning: true)
                return []
            }
            opened.showHelp = false
            opened.editingQuery = false
            opened.settle(env: env)
            opened.recordPlace()                                // and where it lands
            let navigationChanged = (opened.tabs, opened.query, opened.cookStep) != (tabs, query, cookStep)
            self = opened
            status = StatusMessage("Opened \(link) from another cookbook")
            let load: [Effect] = tab == .shopping && shopping == nil ? [.shopping(.load)] : []
            return (navigationChanged ? [.saveState] : []) + load
        case let .shoppingLoaded(state, note, problems):
            let effects = shoppingLoaded(state, note: note, problems: problems, env: env)
            settle(env: env)
            return effects
        case let .cookableRanked(request, ranked):
            let effects = cookableRanked(request, ranked, env: env)
            settle(env: env)
            return effects
        case let .shoppingNotSaved(reason):
            status = StatusMessage("The shopping list was not changed: \(reason)", isWarning: true)
        case let .notice(text, isWarning):
            status = StatusMessage(text, isWarning: isWarning)
        case let .edited(id, file):
            guard let recipe = env.store.recipe(id) else {
                status = StatusMessage("\(file) no longer holds a recipe of the collection.", isWarning: true)
                break
            }
            if let problem = recipe.problems.first {
                let more = recipe.problems.count > 1 ? " (and \(recipe.problems.count - 1) more)" : ""
                status = StatusMessage("\(file):\(problem)\(more)", isWarning: true)
            } else {
                status = StatusMessage("Saved \(recipe.name).")
            }
        case let .created(id, file):
            var opened = self
            do throws(NavigationError) { try AppLinks.router(env: env).open("cookbook://recipe/" + id.rawValue, in: &opened) } catch {
                status = StatusMessage("Wrote \(file), but cannot show it: \(error.description)", isWarning: true)
                break
            }
            opened.settle(env: env)
            self = opened
            status = StatusMessage(env.store.recipe(id)?.problems.first.map { "\(file):\($0)" } ?? "Created \(file).",
                                   isWarning: env.store.recipe(id)?.problems.isEmpty == false)
            return [.saveState]
        case let .alreadyImported(source, category, file):
            alreadyImported(source: source, category: category, file: file)
        case let .reloadFailed(reason):
            status = StatusMessage("Cannot check the collection for changes: \(reason); showing it as last read.", isWarning: true)
        case let .collectionReloaded(changedFiles, recipesBefore, notes, renamed, anchors):
            for note in notes { status = StatusMessage(note, isWarning: true) }
            // The place is put back as on a restart over the new collection: kept (a renamed
            // recipe under its new id), minus what is gone.
            var restored = SavedState(self).renamingRecipes(renamed).restore(into: self, env: env)
            restored.state.follow(anchors, renamed: renamed, env: env)   // each recipe's cursor on its item
            let changed = (restored.state.tabs, restored.state.query, restored.state.servings) != (tabs, query, servings)
            self = restored.state
            collectionGeneration += 1                           // a ranking of the old recipes is stale
            let what = Self.changeSummary(changedFiles: changedFiles, recipeDelta: env.store.recipeCount - recipesBefore)
            if restored.dropped > 0 {
                let gone = restored.dropped == 1 ? "1 recipe or list you had open no longer exists" : "\(restored.dropped) recipes or lists you had open no longer exist"
                status = StatusMessage("The collection changed on disk\(what.isEmpty ? "" : " (\(what))"); \(gone). The rest of where you were is kept.", isWarning: true)
            } else if what.isEmpty {
                status = StatusMessage("Read the collection again: nothing changed.")
            } else {
                status = StatusMessage("The collection changed on disk; \(what).")
            }
            // Recipes changed: the list (and what the pantry covers of them) is worked out again.
            return (changed ? [.saveState] : []) + (shopping == nil ? [] : [.shopping(.load)])
        }
        settle(env: env)
        return []
    }
}
