import CookbookApp
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipeStore
import Terminal

/// One run of the interactive browser on any backend: render → draw → read → `update` →
/// effects, until `update` asks to quit, a terminating signal arrives or the terminal hangs up
/// (its input ended: as quit, without waiting for a SIGHUP that may never come).
///
/// Everything reaches the state as an `Event`: keys, resizes, idle ticks, and the outcome of
/// each save. Navigation is saved at most once a second while browsing and after a second of
/// quiet, so a `kill -9` loses at most the last second; every way out saves once more.
///
/// The loop waits in one place (`EventInbox`): one poll on the terminal, the signals, links,
/// changes on disk and the workers' outcomes, until the nearest deadline or, with none, for ever.
///
/// Here the loop itself; its wait in `Session+Waiting.swift`, what arrives while it waits in
/// `Session+Arrivals.swift`, and the effects it performs in `Session+Effects.swift`.
public final class Session<Backend: TerminalBackend> {
    /// The recipes and keymap; the store is replaced when the collection is read again.
    var env: AppEnvironment
    private(set) var state: AppState
    let backend: Backend
    let signals: any SignalSource
    private let stateStore: (any StateSaving)?
    let favourites: (any FavouritesSaving)?
    private(set) var links: any LinkSource
    private(set) var reloads: any ReloadSource
    /// Started after the first frame (then nil).
    private var background: (() -> BackgroundSources)?
    let shopping: ShoppingKeeper?
    let editor: RecipeEditor?
    var favouritesProblem: String?
    /// The clocks: the wall one, the one timers count on, and today (`COOKBOOK_TODAY`).
    let clock: AppClock
    private(set) var lastSave = Date.distantPast
    var unsaved = false
    private var saveError: String?
    /// Where the loop waits, and the doorbell its workers ring.
    let inbox = EventInbox()
    /// The signals' self-pipe, once the loop runs (nil: none; `signals` is looked at after each wake-up).
    private(set) var signalWake: Int32?
    let imports: ImportJob
    /// What the running import was asked for, to ask about it again when the page is there already.
    var importing: (source: String, category: CategoryID?)?
    let shoppingJob: ShoppingJob
    /// "What can I cook?" ranked off the loop (issue #32), one ranking at a time.
    let cookableJob: ShoppingJob
    var shoppingNoticed = false
    let environment: [String: String]

    /// A session showing `state` on `backend`. `stateStore` nil: this session is not saved;
    /// `favourites` nil: changes are kept in memory only, `favouritesProblem` says why.
    /// `links`: where links from `cookbook open` arrive while it runs (`LinkServer`);
    /// `reloads`: where a collection read again arrives (`FolderWatcher`); `shopping`: the
    /// shopping files (nil: the Shopping tab says there are none); `environment`: `HOME` for
    /// an import from `~/…`; `background`: sources started once the first frame is drawn,
    /// replacing `links` and `reloads`; `clock`: the wall clock, the one timers count on
    /// (`MonotonicClock`) and today.
    public init(env: AppEnvironment, state: AppState, backend: Backend, signals: any SignalSource,
                stateStore: (any StateSaving)?, favourites: (any FavouritesSaving)?, favouritesProblem: String? = nil,
                links: any LinkSource = NoLinks(), reloads: any ReloadSource = NoReloads(), shopping: ShoppingKeeper? = nil,
                editor: RecipeEditor? = nil, environment: [String: String] = [:], background: (() -> BackgroundSources)? = nil,
                clock: AppClock = AppClock()) {
        self.env = env.reading(through: SharedStore.sharing(env.store))
        self.state = state
        self.backend = backend
        self.signals = signals
        self.stateStore = stateStore
        self.favourites = favourites
        self.favouritesProblem = favouritesProblem
        self.links = links
        self.reloads = reloads
        self.shopping = shopping
        self.editor = editor
        self.environment = environment
        self.background = background
        self.clock = clock
        imports = ImportJob(doorbell: inbox.doorbell)
        shoppingJob = ShoppingJob(doorbell: inbox.doorbell)
        cookableJob = ShoppingJob(doorbell: inbox.doorbell)
    }

    /// How many times the loop's wait has ended (tests count them: idle, it does not wake).
    var wakeUps: Int { inbox.wakeUps }

    /// Now on the wall clock.
    func now() -> Date { clock.wall() }

    /// Seconds on the clock timers count on.
    func monotonic() -> Double { clock.monotonic() }

    /// Every clock, for the timers and the Plan tab's today.
    private var clocks: Event {
        let reading = clock.reading
        return .clock(wall: reading.wall, monotonic: reading.monotonic, today: reading.today)
    }

    /// Runs until quit or a terminating signal; returns the exit status: 0, or 1 when where
    /// the user was could not be saved (the reason is in `saveFailure`).
    public func run() -> Int32 {
        // Resumed on the Shopping tab: its files are read before the first frame is laid out, so
        // the cursor finds the row it was on.
        if state.tab == .shopping, let shopping { send(shopping.apply(.load, store: env.store)) }
        let size = backend.size
        send(.resize(width: size.width, height: size.height))
        send(clocks)
        signalWake = signals.wakeDescriptor()                // the terminal is taken: resizes wake it too
        loop: while signals.pending() == 0 {
            backend.draw(AppView.render(state, env: env))
            removeDamagedIndex()
            if let start = background {
                background = nil
                if startBackground(start) { continue }      // its notice is drawn before keys are waited for
            }
            guard let key = nextKey() else {
                if backend.inputEnded { break loop }          // the terminal hung up: as quit
                if unsaved, now().timeIntervalSince(lastSave) >= 1 { save() }
                send(.tick)
                if !state.cook.timers.isEmpty { send(clocks) }
                continue
            }
            // Timers count from the moment the key came.
            send(clocks)
            if key == .resize {
                let size = backend.size
                send(.resize(width: size.width, height: size.height))
                continue
            }
            for effect in state.update(.key(key), env: env) {
                if effect == .quit { break loop }
                perform(effect)
            }
        }
        shoppingJob.finish()                                // every change asked is written
        removeDamagedIndex()
        // A ranking still being worked out is not waited for: it changes no file.
        save()
        return saveError == nil ? 0 : 1
    }

    /// Starts the background sources; whether that changed the screen (their notice shown).
    private func startBackground(_ start: () -> BackgroundSources) -> Bool {
        let started = start()
        links = started.links
        reloads = started.reloads
        guard let notice = started.notice, state.overlays.status == nil else { return false }
        send(.notice(notice, isWarning: true))
        return true
    }

    /// Why the last save failed, if it did.
    public var saveFailure: String? { saveError }

    /// Gives `event` to the state and performs each effect its `update` asks for.
    func send(_ event: Event) {
        for effect in state.update(event, env: env) { perform(effect) }
    }

    /// Writes the state now; a failure is shown and makes the exit status 1.
    func save() {
        guard let stateStore else {
            unsaved = false         // nowhere to save (--no-restore): nothing is waiting to be saved either
            return
        }
        do {
            try stateStore.save(SavedState(state))
            saveError = nil
        } catch {
            saveError = "cannot save where you were: \(error)"
            send(.stateNotSaved(reason: "\(error)"))
        }
        lastSave = now()
        unsaved = false
    }
}
