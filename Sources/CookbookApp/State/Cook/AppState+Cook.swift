import Navigation
import RecipeStore

/// Cook mode as the app sees it: what the open recipe says a cook-mode action needs (its steps,
/// its mise en place, the step's timers), handed to `CookState.update`.
extension AppState {
    /// Applies a feature's outcome: each message said in turn (all kept in the log), the
    /// effects returned for the shell.
    @discardableResult
    mutating func merge(_ outcome: Outcome) -> [Effect] {
        for message in outcome.messages { overlays.status = message }
        return outcome.effects
    }

    /// The number of steps cook mode steps through.
    func cookSteps(env: AppEnvironment) -> Int {
        recipeBelowTop(env: env).flatMap { env.store.recipe($0)?.steps.count } ?? 0
    }

    /// How many rows the mise en place lists: the ingredients (each once, summed as the recipe
    /// screen lists them), then the cookware.
    func miseCount(env: AppEnvironment) -> Int {
        recipeBelowTop(env: env).flatMap { env.store.recipe($0) }.map { RecipeIngredients.entries(of: $0).count + $0.cookware.count } ?? 0
    }

    /// `c`: presents cook mode over the open recipe (a Boolean presentation).
    mutating func startCooking(env: AppEnvironment) {
        guard openRecipe(env: env) != nil else {
            overlays.status = StatusMessage("Open a recipe first; \(env.keymap.label(for: .cook)) starts cook mode on it.")
            return
        }
        do throws(NavigationError) { try tabs.active.split.updateDetail { $0[isPresented: .cook] = true } } catch { report(error) }
        merge(cook.update(.start))
    }

    /// `t`: the step's timer; with several, a prompt asks which.
    mutating func startStepTimer(env: AppEnvironment) -> [Effect] {
        guard isCooking(env: env), let id = recipeBelowTop(env: env), let recipe = env.store.recipe(id), let step = cook.stepIndex(of: recipe) else {
            overlays.status = StatusMessage("In cook mode, \(env.keymap.label(for: .timerStart)) starts the step's timer; \(env.keymap.label(for: .timerCustom)) sets one of any length.")
            return []
        }
        let offered = recipe.use(ofStep: step).timers
        switch offered.count {
        case 0:
            overlays.status = StatusMessage("This step sets no timer; \(env.keymap.label(for: .timerCustom)) sets one of any length.")
            return []
        case 1:
            return startTimer(named: offered[0].name, seconds: Double(offered[0].seconds), env: env)
        default:
            merge(overlays.update(.ask(Prompt(.chooseTimer(offered)))))
            return []
        }
    }

    /// Starts a timer `name` of `seconds` from now; one started while cooking belongs to the
    /// recipe (its finish page clears it).
    mutating func startTimer(named name: String, seconds: Double, env: AppEnvironment) -> [Effect] {
        merge(cook.update(.startTimer(name: name, seconds: seconds, recipe: isCooking(env: env) ? recipeBelowTop(env: env) : nil)))
    }
}
