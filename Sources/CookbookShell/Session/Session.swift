import CookbookApp
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FileSystem
import RecipeStore
#if canImport(Glibc)
import Glibc
#endif
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
public final class Session<Backend: TerminalBackend> {
    /// The recipes and keymap; the store is replaced when the collection is read again.
    private var env: AppEnvironment
    private(set) var state: AppState
    private let backend: Backend
    private let signals: any SignalSource
    private let stateStore: (any StateSaving)?
    private let favourites: (any FavouritesSaving)?
    private var links: any LinkSource
    private var reloads: any ReloadSource
    /// Started after the first frame (then nil).
    private var background: (() -> BackgroundSources)?
    private let shopping: ShoppingKeeper?
    private let editor: RecipeEditor?
    private var favouritesProblem: String?
    private let now: () -> Date
    private let monotonic: () -> Double
    private var lastSave = Date.distantPast
    private var unsaved = false
    private var saveError: String?
    /// Where the loop waits, and the doorbell its workers ring.
    private let inbox = EventInbox()
    /// The signals' self-pipe, once the loop runs (nil: none; `signals` is looked at after each wake-up).
    private var signalWake: Int32?
    private let imports: ImportJob
    /// What the running import was asked for, to ask about it again when the page is there already.
    private var importing: (source: String, category: CategoryID?)?
    private let shoppingJob: ShoppingJob
    /// "What can I cook?" ranked off the loop (issue #32), one ranking at a time.
    private let cookableJob: ShoppingJob
    private var shoppingNoticed = false
    private let environment: [String: String]

    /// A session showing `state` on `backend`. `stateStore` nil: this session is not saved;
    /// `favourites` nil: changes are kept in memory only, `favouritesProblem` says why.
    /// `links`: where links from `cookbook open` arrive while it runs (`LinkServer`);
    /// `reloads`: where a collection read again arrives (`FolderWatcher`); `shopping`: the
    /// shopping files (nil: the Shopping tab says there are none); `environment`: `HOME` for
    /// an import from `~/…`; `background`: sources started once the first frame is drawn,
    /// replacing `links` and `reloads`; `now` and `monotonic`: the wall clock and the one timers
    /// count on (`MonotonicClock`).
    public init(env: AppEnvironment, state: AppState, backend: Backend, signals: any SignalSource,
                stateStore: (any StateSaving)?, favourites: (any FavouritesSaving)?, favouritesProblem: String? = nil,
                links: any LinkSource = NoLinks(), reloads: any ReloadSource = NoReloads(), shopping: ShoppingKeeper? = nil,
                editor: RecipeEditor? = nil, environment: [String: String] = [:], background: (() -> BackgroundSources)? = nil,
                now: @escaping () -> Date = Date.init, monotonic: @escaping () -> Double = MonotonicClock.seconds) {
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
        self.now = now
        self.monotonic = monotonic
        imports = ImportJob(doorbell: inbox.doorbell)
        shoppingJob = ShoppingJob(doorbell: inbox.doorbell)
        cookableJob = ShoppingJob(doorbell: inbox.doorbell)
    }

    /// How many times the loop's wait has ended (tests count them: idle, it does not wake).
    var wakeUps: Int { inbox.wakeUps }

    /// Both clocks, for the timers.
    private var clocks: Event { .clock(wall: now().timeIntervalSince1970, monotonic: monotonic()) }

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

    /// The longest wait for the watcher's reading of an edit or an import, in seconds.
    static var readBackSeconds: Double { 10 }

    /// How long a shopping list may be worked out before the list says it is working.
    static var noticeMilliseconds: Int { 200 }

    /// The next key, or nil when the wait ended without one: its deadline came, a signal
    /// came, or a link, a collection read again or a worker's outcome came (applied here).
    private func nextKey() -> Key? {
        guard let input = backend.inputDescriptor else {
            // A backend without a descriptor (the tests' text backend) waits in `readKey`; what
            // came meanwhile is taken after it.
            let key = backend.readKey(timeoutMilliseconds: waitMilliseconds())
            takeArrivals()
            return key
        }
        while true {
            // Keys ncurses read ahead (a paste, keys typed while a frame was drawn) and a resize
            // are there though the descriptor says nothing: none is left when the loop waits.
            if let key = backend.readKey(timeoutMilliseconds: 0) { return key }
            let ready = inbox.wait(input: input, signal: signalWake, others: links.descriptors + reloads.descriptors,
                                   timeoutMilliseconds: waitMilliseconds())
            if ready.signal { signals.answerWake() }
            let arrived = takeArrivals()
            if ready.input || ready.signal { return backend.readKey(timeoutMilliseconds: 0) }
            // Woken by something that brought nothing to show (a file beside the recipes
            // written, a burst of changes begun): the wait goes on, until its new deadline.
            if arrived || !ready.other { return nil }
        }
    }

    /// How long the loop may wait (milliseconds; -1: for ever): while timers show, until the
    /// next whole second or a timer's end; while something is unsaved, a second (one tick a
    /// second at most); until the watcher must read a burst of changes; until a shopping list
    /// still being worked out should say so.
    private func waitMilliseconds() -> Int {
        var deadlines: [Int?] = [unsaved ? 1000 : nil, reloads.wakeAfterMilliseconds]
        if !state.cook.timers.isEmpty {
            // The next whole second, or a timer's end if that comes first (it rings on time).
            let time = monotonic()
            let nextEnd = state.cook.timers.compactMap { $0.isPaused || $0.rung ? nil : $0.left(at: time) }.filter { $0 > 0 }.min()
            let untilSecond = 1 - time.truncatingRemainder(dividingBy: 1)
            deadlines.append(max(20, Int((min(untilSecond, nextEnd ?? untilSecond) * 1000).rounded(.up))))
        }
        if shoppingJob.isBusy, !shoppingNoticed { deadlines.append(Self.noticeMilliseconds) }
        return EventInbox.timeout(deadlines)
    }

    /// Applies what came while the loop waited: links, a collection read again, an import's,
    /// a shopping list's or a ranking's outcome. Whether anything came.
    @discardableResult
    private func takeArrivals() -> Bool {
        inbox.doorbell.answer()                            // before looking, so a later ring wakes the next wait
        let opened = links.pendingLinks()
        for link in opened { send(.openLink(link)) }
        let reloaded = applyReload(), imported = applyImport(), shopped = applyShopping()
        let ranked = cookableJob.take().map { send($0) } != nil
        return !opened.isEmpty || reloaded || imported || shopped || ranked
    }

    /// Shows the shopping list the worker has worked out, if it has; while it works past the
    /// first wait, says so once. Whether the screen changed.
    private func applyShopping() -> Bool {
        guard var event = shoppingJob.take() else {
            guard shoppingJob.isBusy, !shoppingNoticed else { return false }
            shoppingNoticed = true
            send(.notice("Working out the shopping list…", isWarning: false))
            return true
        }
        if shoppingNoticed, !shoppingJob.isBusy, case let .shoppingLoaded(list, nil, problems) = event {
            event = .shoppingLoaded(list, note: "The shopping list is worked out.", problems: problems)
        }
        if !shoppingJob.isBusy { shoppingNoticed = false }
        send(event)
        return true
    }

    /// Shows what an import (`I`) came to, if it has ended: the first recipe it wrote opened
    /// (the collection read again first), or why nothing was imported. Whether it had ended.
    private func applyImport() -> Bool {
        guard let outcome = imports.take() else { return false }
        switch outcome {
        case let .failed(reason):
            send(.notice("Nothing imported: \(reason)", isWarning: true))
        case let .alreadyImported(file):
            guard let importing else { return true }
            send(.alreadyImported(source: importing.source, category: importing.category, file: String(file.split(separator: "/").last ?? "")))
        case let .imported(written, repairs, problem):
            guard let editor, let first = written.first else { return true }
            readBack(editor)
            let relative = String(first.file.dropFirst(editor.collection.count + 1))
            let name = String(relative.split(separator: "/").last ?? "")
            send(.created(CookFileIDs.recipeID(ofFile: relative), file: name))
            let more = written.count > 1 ? " and \(written.count - 1) more from the same page" : ""
            let repaired = repairs.isEmpty ? "" : " (the page's JSON-LD was repaired: \(repairs.joined(separator: "; ")))"
            let rest = problem.map { " The rest of the page was not written: \($0)" } ?? ""
            send(.notice("Imported \(first.title) as \(name)\(more)\(repaired).\(rest)", isWarning: !repairs.isEmpty || problem != nil))
        }
        return true
    }

    /// Removes the collection's index file when the store found it damaged while answering (a
    /// frame, a key, a worker): the store itself only reads, and goes on answering from the
    /// collection loaded afresh; the next start rebuilds the index.
    private func removeDamagedIndex() {
        (env.store as? IndexDamageReporting)?.takeIndexDamage()?.removeIndex()
    }

    /// Shows a collection read again, if one came: the store is replaced and the state told,
    /// which keeps the place. Whether anything came.
    private func applyReload() -> Bool {
        if let notice = reloads.takeNotice() {
            send(.notice(notice, isWarning: true))
            return true
        }
        guard let reload = reloads.takeReload() else { return false }
        apply(reload)
        return true
    }

    /// Shows a collection read again: the store replaced, the state told (what was open and
    /// is gone named).
    private func apply(_ reload: Reload) {
        switch reload {
        case let .changed(store, changedFiles, notes):
            let before = env.store.recipeCount
            // The recipes open on the screen, in the tabs' order: renamed (their files moved) or gone.
            let open = Tab.allCases.flatMap { state.screens(of: $0, env: env) }.compactMap { if case let .recipe(id) = $0 { id } else { nil } }
            let fate = RecipeRenames(of: open, before: env.store, after: store)
            let anchors = state.rowAnchors(env: env)      // the rows the recipes' cursors are on, read before the change
            removeDamagedIndex()                          // found in the store being replaced
            var fresh = AppEnvironment(store: SharedStore.sharing(store), keymap: env.keymap)
            fresh.isOneFile = env.isOneFile
            env = fresh
            send(.collectionReloaded(changedFiles: changedFiles, recipesBefore: before, notes: notes, renamed: fate.renamed, anchors: anchors))
            if !fate.gone.isEmpty {
                send(.notice(fate.gone.joined(separator: ", ") + (fate.gone.count == 1 ? " is" : " are") + " no longer in the collection (deleted or renamed); the rest of where you were is kept.", isWarning: true))
            }
        case let .failed(reason):
            send(.reloadFailed(reason: reason))
        }
    }

    /// After the editor or an import: the watcher's reading of the change when one is due (one
    /// reading, so no later one replaces what is said about the edit or the import), else one
    /// now. The wait is the inbox's, on the watcher's descriptors and the signals only (keys
    /// wait their turn); a watcher that saw no change is not waited for. The watcher's reading
    /// takes a moment (its quiet spell, then the files read); on a machine busy enough to make
    /// it take longer it is still waited for, up to `readBackSeconds`: reading again here as
    /// well would only be overtaken by it.
    private func readBack(_ editor: RecipeEditor) {
        let until = MonotonicClock.seconds() + Self.readBackSeconds
        while true {
            if let reload = reloads.takeReload() { return apply(reload) }
            let left = Int(((until - MonotonicClock.seconds()) * 1000).rounded(.up))
            guard reloads.isReading, signals.pending() == 0, left > 0 else { break }
            let timeout = EventInbox.timeout([left, reloads.wakeAfterMilliseconds])
            if inbox.wait(input: nil, signal: signalWake, others: reloads.descriptors, timeoutMilliseconds: timeout).signal { signals.answerWake() }
        }
        apply(editor.reload())
    }

    /// `e`: the editor on the recipe's file (the terminal handed over, the place saved first),
    /// then the collection read again and what the file now says about itself.
    private func edit(_ id: RecipeID) {
        guard let editor else { return send(.notice("Recipes cannot be edited here.", isWarning: true)) }
        switch editor.file(of: id, store: env.store) {
        case let .failure(refusal):
            send(.notice(refusal.description, isWarning: true))
        case let .success(file):
            save()
            while let pending = reloads.takeReload() { apply(pending) }    // what came before the edit, first
            let status = signals.whileHandedOver { backend.handOver { editor.edit(file) } }
            if status == 127 {
                return send(.notice("The editor (\(editor.editor)) could not be run; set $VISUAL or $EDITOR.", isWarning: true))
            }
            readBack(editor)
            if status != 0 {
                send(.notice("The editor (\(editor.editor)) ended with status \(status).", isWarning: true))
            } else {
                send(.edited(id, file: String(file.split(separator: "/").last ?? "")))
            }
        }
    }

    /// Why the last save failed, if it did.
    public var saveFailure: String? { saveError }

    private func send(_ event: Event) {
        for effect in state.update(event, env: env) { perform(effect) }
    }

    private func perform(_ effect: Effect) {
        switch effect {
        case let .saveFavourites(change):
            guard let favourites, favouritesProblem == nil else {
                send(.favouritesNotSaved(reason: favouritesProblem ?? "there is no favourites file"))
                return
            }
            do {
                send(.favouritesSaved(try favourites.apply(change)))
            } catch {
                if case .cannotSave = error {} else { favouritesProblem = "\(error)" }
                send(.favouritesNotSaved(reason: "\(error)"))
            }
        case .saveState:
            unsaved = true
            if now().timeIntervalSince(lastSave) >= 1 { save() }
        case .redraw:
            backend.redraw()
        case let .copyToClipboard(text):
            backend.copyToClipboard(text)
        case .suspend:
            save()
            backend.suspend()
            let size = backend.size
            send(.resize(width: size.width, height: size.height))
        case let .shopping(change):
            guard let shopping else {
                send(.shoppingNotSaved(reason: "this collection has no place for a shopping list"))
                return
            }
            let store = env.store
            shoppingJob.start { shopping.apply(change, store: store) }
        case let .rankCookable(request):
            let store = env.store
            cookableJob.start { .cookableRanked(request, request.rank(store: store)) }
        case let .ring(title, body):
            backend.ring(title: title, body: body)
        case let .edit(id):
            edit(id)
        case .readFavourites:
            guard let favourites, favouritesProblem == nil, let list = favourites.reread(), list != state.favourites else { return }
            send(.favouritesRead(list))
        case .reload:
            guard let editor else { return }
            apply(editor.reload())
        case let .newRecipe(title, category):
            guard let editor else { return }
            switch editor.create(title: title, category: category, store: env.store) {
            case let .failure(refusal):
                send(.notice(refusal.description, isWarning: true))
            case let .success((file, id)):
                save()
                while let pending = reloads.takeReload() { apply(pending) }
                let status = signals.whileHandedOver { backend.handOver { editor.edit(file) } }
                // Left as the template (the editor quit, or could not run): nothing was written.
                if FileText.read(file) == .text(RecipeEditor.template(title: title)) {
                    unlink(file)
                    let why = status == 127 ? "the editor (\(editor.editor)) could not be run" : "the template was left as it was"
                    return send(.notice("No recipe made: \(why).", isWarning: true))
                }
                readBack(editor)
                send(.created(id, file: String(file.split(separator: "/").last ?? "")))
            }
        case let .importRecipe(source, category, again):
            guard let editor, CollectionOpener.isFolder(editor.collection) else {
                return send(.notice("This collection is one JSON file: `cookbook import SOURCE --into DIR` imports into a folder of .cook files.", isWarning: true))
            }
            let relative = editor.folder(of: category, store: env.store)
            let folder = editor.collection + (relative.isEmpty ? "" : "/" + relative)
            guard imports.start(source: source, into: folder, again: again, environment: environment) else {
                return send(.notice("An import is already running; wait for it to end.", isWarning: true))
            }
            importing = (source, category)
            send(.notice("Importing from \(source)…", isWarning: false))
        case .quit:
            break
        }
    }

    /// Writes the state now; a failure is shown and makes the exit status 1.
    private func save() {
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
