import RecipeStore

/// Kitchen timers (issue #18): `t` starts the cook-mode step's timer (asking which when it
/// sets several), `T` one of any length, `P` pauses or resumes them, `X` cancels the newest,
/// `x` dismisses those that ended. Time comes in as `Event.clock` (both the wall clock and a
/// monotonic one; timers count on the monotonic one), so the model is tested with clocks the
/// test moves, never with sleeps.
extension AppState {
    /// The clocks read `wall` and `monotonic`: timers that ended since ring once
    /// (`Effect.ring`), even after a jump (the machine slept); at the first reading after a
    /// start, ones that ended over a minute before (while the app was closed) are said instead
    /// of rung. Setting the wall clock moves no timer.
    mutating func clock(wall: Double, monotonic: Double) -> [Effect] {
        let firstReading = now == 0
        now = wall
        self.monotonic = monotonic
        var effects: [Effect] = []
        for index in timers.indices { timers[index].read(wall: wall, monotonic: monotonic) }
        for index in timers.indices where !timers[index].rung && timers[index].isFinished(at: monotonic) {
            timers[index].rung = true                               // saved: rung once, also after a crash
            let late = timers[index].late(at: monotonic)
            if firstReading, late > 60 {
                status = StatusMessage("\(timers[index].name) finished \(Self.ago(late)) ago. \(Self.keyLabel(.timerDismiss)) dismisses it.", isWarning: true)
            } else {
                status = StatusMessage("\(timers[index].name) is done! \(Self.keyLabel(.timerDismiss)) dismisses it.", isWarning: true)
                effects.append(.ring(title: "Cookbook", body: "\(timers[index].name) is done"))
            }
        }
        return effects
    }

    /// `t`: the step's timer; with several, a prompt asks which.
    mutating func startStepTimer(env: AppEnvironment) -> [Effect] {
        guard isCooking(env: env), let id = recipeBelowTop(env: env), let recipe = env.store.recipe(id), let step = cookStepIndex(of: recipe) else {
            status = StatusMessage("In cook mode, \(env.keymap.label(for: .timerStart)) starts the step's timer; \(env.keymap.label(for: .timerCustom)) sets one of any length.")
            return []
        }
        let offered = recipe.use(ofStep: step).timers
        switch offered.count {
        case 0:
            status = StatusMessage("This step sets no timer; \(env.keymap.label(for: .timerCustom)) sets one of any length.")
        case 1:
            startTimer(named: offered[0].name, seconds: Double(offered[0].seconds), env: env)
        default:
            prompt = Prompt(.chooseTimer(offered))
        }
        return []
    }

    /// Starts a timer `name` (`timer` when empty) of `seconds`, from now.
    mutating func startTimer(named name: String, seconds: Double, env: AppEnvironment) {
        guard timers.count < Self.mostTimers else {
            status = StatusMessage("\(Self.mostTimers) timers at once is the most; \(Self.keyLabel(.timerDismiss)) or \(Self.keyLabel(.timerCancel)) clears some.", isWarning: true)
            return
        }
        let id = min(timers.map(\.id).max() ?? 0, 1_000_000) + 1
        let shown = name.isEmpty ? "timer" : name
        var timer = CookTimer(id: id, name: shown, duration: seconds, wall: now, monotonic: monotonic)
        if isCooking(env: env) { timer.recipe = recipeBelowTop(env: env) }   // cleared when that cooking is done
        timers.append(timer)
        status = StatusMessage("\(shown): \(CookTimer.clock(seconds)) from now.")
    }

    /// `P`: pauses every running timer, or, when none runs, resumes the paused ones.
    mutating func pauseOrResumeTimers() {
        let running = timers.indices.filter { !timers[$0].isPaused && !timers[$0].isFinished(at: monotonic) }
        if !running.isEmpty {
            for index in running { timers[index].pause(at: monotonic) }
            status = StatusMessage("Timers paused; \(Self.keyLabel(.timerPause)) resumes them.")
        } else if timers.contains(where: \.isPaused) {
            for index in timers.indices { timers[index].resume(wall: now, monotonic: monotonic) }
            status = StatusMessage("Timers running again.")
        } else {
            status = StatusMessage("No timer is running; \(Self.keyLabel(.timerCustom)) sets one.")
        }
    }

    /// `X`: cancels the newest timer that has not ended.
    mutating func cancelNewestTimer() {
        guard let index = timers.indices.last(where: { !timers[$0].isFinished(at: monotonic) }) else {
            status = StatusMessage("No timer to cancel.")
            return
        }
        let timer = timers.remove(at: index)
        status = StatusMessage("Cancelled \(timer.name) (\(CookTimer.clock(timer.left(at: monotonic))) left).")
    }

    /// `x`: dismisses the timers that ended (the bar stops flashing).
    mutating func dismissFinishedTimers() {
        let finished = timers.filter { $0.isFinished(at: monotonic) }
        guard !finished.isEmpty else {
            status = StatusMessage("No timer has ended; \(Self.keyLabel(.timerCancel)) cancels the newest.")
            return
        }
        timers.removeAll { $0.isFinished(at: monotonic) }
        status = StatusMessage("Dismissed \(finished.map(\.name).joined(separator: ", ")).")
    }

    /// The most timers kept at once (as many as a saved place restores).
    static let mostTimers = 50

    /// `3 minutes`, `2 hours`, `1 day`: how long ago, for a timer that ended while away.
    static func ago(_ seconds: Double) -> String {
        let minutes = seconds.isFinite ? Int(min(max(seconds, 0), 1e9) / 60) : 0
        if minutes < 120 { return minutes == 1 ? "1 minute" : "\(minutes) minutes" }
        let hours = minutes / 60
        if hours < 48 { return "\(hours) hours" }
        return "\(hours / 24) days"
    }

    /// The default key of `action`, for messages made where no keymap is at hand.
    private static func keyLabel(_ action: Action) -> String { Keymap.defaults.label(for: action) }
}

/// Cook mode's pages (issue #18): the mise en place (0), each step (1…n), the finish (n + 1).
extension AppState {
    /// The step index cook mode shows for `recipe`, nil on the mise en place or the finish.
    func cookStepIndex(of recipe: Recipe) -> Int? {
        recipe.steps.indices.contains(cookStep - 1) ? cookStep - 1 : nil
    }

    /// How many rows the mise en place lists: the ingredients, then the cookware.
    func miseCount(env: AppEnvironment) -> Int {
        recipeBelowTop(env: env).flatMap { env.store.recipe($0) }.map { $0.ingredients.count + $0.cookware.count } ?? 0
    }

    /// The next page; reaching the finish clears the recipe's timers that ended (running ones
    /// go on: the last step may be "rest for 10 minutes").
    mutating func nextCookPage(env: AppEnvironment) {
        let steps = cookSteps(env: env)
        guard cookStep <= steps else { return }
        cookStep += 1
        guard cookStep == steps + 1, let id = recipeBelowTop(env: env) else { return }
        let done = { (timer: CookTimer) in timer.recipe == id && timer.isFinished(at: self.monotonic) }
        let cleared = timers.filter(done)
        timers.removeAll(where: done)
        if !cleared.isEmpty { status = StatusMessage("Cleared \(cleared.map(\.name).joined(separator: ", ")).") }
    }
}
