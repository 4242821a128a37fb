import RecipeStore

/// Cook mode's own update: pages, the mise en place and the timers (`t` starts the step's
/// timer, `T` one of any length, `P` pauses or resumes them, `X` cancels the newest, `x`
/// dismisses those that ended). Time comes in as `.clock` (the wall clock and a monotonic one;
/// timers count on the monotonic one), so it is tested with clocks the test moves, never with
/// sleeps.
extension CookState {
    /// One change to cook mode, with what `AppState` read from the recipe for it.
    public enum Action: Equatable, Sendable {
        /// The clocks read `wall` (seconds since 1970) and `monotonic`.
        case clock(wall: Double, monotonic: Double)
        /// Cook mode starts (`c`): the mise en place, nothing ticked, the time noted.
        case start
        /// The mise-en-place cursor one row down, within `rows`.
        case miseDown(rows: Int)
        /// The mise-en-place cursor one row up.
        case miseUp
        /// Ticks the row under the cursor (or unticks it) and moves on, within `rows`.
        case miseTick(rows: Int)
        /// From the mise en place to the first step.
        case miseDone
        /// The first step.
        case firstStep
        /// The last of `steps` steps.
        case lastStep(steps: Int)
        /// The next page of a recipe of `steps` steps; reaching the finish clears `recipe`'s
        /// timers that ended.
        case nextPage(steps: Int, recipe: RecipeID?)
        /// The previous page (before the first step: the mise en place).
        case previousPage
        /// A timer `name` (`timer` when empty) of `seconds` from now, for `recipe` when it was
        /// started while cooking it.
        case startTimer(name: String, seconds: Double, recipe: RecipeID?)
        /// Pauses every running timer, or, when none runs, resumes the paused ones.
        case pauseOrResume
        /// Cancels the newest timer that has not ended.
        case cancelNewest
        /// Dismisses the timers that ended.
        case dismissFinished
    }

    /// Applies `action`; what to say and the work for the shell (a bell) come back.
    public mutating func update(_ action: Action) -> Outcome {
        var outcome = Outcome()
        switch action {
        case let .clock(wall, monotonic): clock(wall: wall, monotonic: monotonic, into: &outcome)
        case .start:
            step = 0
            miseTicked = []
            miseCursor = 0
            started = now
        case let .miseDown(rows): miseCursor = min(miseCursor + 1, max(0, rows - 1))
        case .miseUp: miseCursor = max(miseCursor - 1, 0)
        case let .miseTick(rows):
            if miseTicked.remove(miseCursor) == nil { miseTicked.insert(miseCursor) }
            miseCursor = min(miseCursor + 1, max(0, rows - 1))
        case .miseDone, .firstStep: step = 1
        case let .lastStep(steps): step = max(1, steps)
        case let .nextPage(steps, recipe): nextPage(steps: steps, recipe: recipe, into: &outcome)
        case .previousPage: step = max(step - 1, 0)
        case let .startTimer(name, seconds, recipe): startTimer(named: name, seconds: seconds, recipe: recipe, into: &outcome)
        case .pauseOrResume: pauseOrResume(into: &outcome)
        case .cancelNewest: cancelNewest(into: &outcome)
        case .dismissFinished: dismissFinished(into: &outcome)
        }
        return outcome
    }

    /// Timers that ended since ring once (`Effect.ring`), even after a jump (the machine
    /// slept); at the first reading after a start, ones that ended over a minute before (while
    /// the app was closed) are said instead of rung. Setting the wall clock moves no timer.
    private mutating func clock(wall: Double, monotonic: Double, into outcome: inout Outcome) {
        let firstReading = now == 0
        now = wall
        self.monotonic = monotonic
        for index in timers.indices { timers[index].read(wall: wall, monotonic: monotonic) }
        for index in timers.indices where !timers[index].rung && timers[index].isFinished(at: monotonic) {
            timers[index].rung = true                               // saved: rung once, also after a crash
            let late = timers[index].late(at: monotonic)
            if firstReading, late > 60 {
                outcome.say("\(timers[index].name) finished \(Self.ago(late)) ago. \(Self.keyLabel(.timerDismiss)) dismisses it.", isWarning: true)
            } else {
                outcome.say("\(timers[index].name) is done! \(Self.keyLabel(.timerDismiss)) dismisses it.", isWarning: true)
                outcome.effects.append(.ring(title: "Cookbook", body: "\(timers[index].name) is done"))
            }
        }
    }

    /// The next page; reaching the finish clears the recipe's timers that ended (running ones
    /// go on: the last step may be "rest for 10 minutes").
    private mutating func nextPage(steps: Int, recipe: RecipeID?, into outcome: inout Outcome) {
        guard step <= steps else { return }
        step += 1
        guard step == steps + 1, let recipe else { return }
        let done = { (timer: CookTimer) in timer.recipe == recipe && timer.isFinished(at: self.monotonic) }
        let cleared = timers.filter(done)
        timers.removeAll(where: done)
        if !cleared.isEmpty { outcome.say("Cleared \(cleared.map(\.name).joined(separator: ", ")).") }
    }

    private mutating func startTimer(named name: String, seconds: Double, recipe: RecipeID?, into outcome: inout Outcome) {
        guard timers.count < Self.mostTimers else {
            outcome.say("\(Self.mostTimers) timers at once is the most; \(Self.keyLabel(.timerDismiss)) or \(Self.keyLabel(.timerCancel)) clears some.", isWarning: true)
            return
        }
        let id = min(timers.map(\.id).max() ?? 0, 1_000_000) + 1
        let shown = name.isEmpty ? "timer" : name
        var timer = CookTimer(id: id, name: shown, duration: seconds, wall: now, monotonic: monotonic)
        timer.recipe = recipe                                       // cleared when that cooking is done
        timers.append(timer)
        outcome.say("\(shown): \(CookTimer.clock(seconds)) from now.")
    }

    private mutating func pauseOrResume(into outcome: inout Outcome) {
        let running = timers.indices.filter { !timers[$0].isPaused && !timers[$0].isFinished(at: monotonic) }
        if !running.isEmpty {
            for index in running { timers[index].pause(at: monotonic) }
            outcome.say("Timers paused; \(Self.keyLabel(.timerPause)) resumes them.")
        } else if timers.contains(where: \.isPaused) {
            for index in timers.indices { timers[index].resume(wall: now, monotonic: monotonic) }
            outcome.say("Timers running again.")
        } else {
            outcome.say("No timer is running; \(Self.keyLabel(.timerCustom)) sets one.")
        }
    }

    private mutating func cancelNewest(into outcome: inout Outcome) {
        guard let index = timers.indices.last(where: { !timers[$0].isFinished(at: monotonic) }) else {
            outcome.say("No timer to cancel.")
            return
        }
        let timer = timers.remove(at: index)
        outcome.say("Cancelled \(timer.name) (\(CookTimer.clock(timer.left(at: monotonic))) left).")
    }

    private mutating func dismissFinished(into outcome: inout Outcome) {
        let finished = timers.filter { $0.isFinished(at: monotonic) }
        guard !finished.isEmpty else {
            outcome.say("No timer has ended; \(Self.keyLabel(.timerCancel)) cancels the newest.")
            return
        }
        timers.removeAll { $0.isFinished(at: monotonic) }
        outcome.say("Dismissed \(finished.map(\.name).joined(separator: ", ")).")
    }

    /// `3 minutes`, `2 hours`, `1 day`: how long ago, for a timer that ended while away.
    static func ago(_ seconds: Double) -> String {
        let minutes = seconds.isFinite ? Int(min(max(seconds, 0), 1e9) / 60) : 0
        if minutes < 120 { return minutes == 1 ? "1 minute" : "\(minutes) minutes" }
        let hours = minutes / 60
        if hours < 48 { return "\(hours) hours" }
        return "\(hours / 24) days"
    }

    /// The default key of `action`, for messages made where no keymap is at hand.
    private static func keyLabel(_ action: CookbookApp.Action) -> String { Keymap.defaults.label(for: action) }
}
