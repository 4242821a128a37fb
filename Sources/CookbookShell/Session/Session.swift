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
    private let imports = ImportJob()
    /// What the running import was asked for, to ask about it again when the page is there already.
    private var importing: (source: String, category: CategoryID?)?
    private let shoppingJob = ShoppingJob()
    /// "What can I cook?" ranked off the loop (issue #32), one ranking at a time.
    private let cookableJob = ShoppingJob()
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
    }

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
        loop: while signals.pending() == 0 {
            backend.draw(AppView.render(state, env: env))
            if let start = background {
                background = nil
                if startBackground(start) { continue }      // its notice is drawn before keys are waited for
            }
            guard let key = nextKey() else {
                if backend.inputEnded { break loop }          // the terminal hung up: as quit
                if unsaved, now().timeIntervalSince(lastSave) >= 1 { save() }
                send(.tick)
                if !state.timers.isEmpty { send(clocks) }
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
        // A ranking still being worked out is not waited for: it changes no file.
        save()
        return saveError == nil ? 0 : 1
    }

    /// Starts the background sources; whether that changed the screen (their notice shown).
    private func startBackground(_ start: () -> BackgroundSources) -> Bool {
        let started = start()
        links = started.links
        reloads = started.reloads
        guard let notice = started.notice, state.status == nil else { return false }
        send(.notice(notice, isWarning: true))
        return true
    }

    /// How long one wait for a key lasts while links or a re-read collection can arrive.
    static var linkPollMilliseconds: Int { 200 }

    /// The next key, waiting up to a second when something is unsaved (else for ever). While
    /// links can arrive or the collection is being read again, the wait is cut into short
    /// slices, and what came is applied between them; nil: the wait ran out, a signal came, or
    /// a link or a re-read changed the screen.
    private func nextKey() -> Key? {
        // While timers show, wake at the next whole second to redraw the countdown; else only
        // when something is unsaved (one tick a second at most), or never.
        var timeout = unsaved ? 1000 : -1
        if !state.timers.isEmpty {
            // The next whole second, or a timer's end if that comes first (it rings on time).
            let time = monotonic()
            let nextEnd = state.timers.compactMap { $0.isPaused || $0.rung ? nil : $0.left(at: time) }.filter { $0 > 0 }.min()
            let untilSecond = 1 - time.truncatingRemainder(dividingBy: 1)
            timeout = max(20, Int((min(untilSecond, nextEnd ?? untilSecond) * 1000).rounded(.up)))
        }
        guard links.isListening || reloads.isWorking || imports.isWorking || shoppingJob.isWorking || cookableJob.isWorking else {
            return backend.readKey(timeoutMilliseconds: timeout)
        }
        var slices = timeout < 0 ? Int.max : max(1, timeout / Self.linkPollMilliseconds)
        while true {
            let key = backend.readKey(timeoutMilliseconds: Self.linkPollMilliseconds)
            let opened = links.pendingLinks()
            for link in opened { send(.openLink(link)) }
            let reloaded = applyReload()
            let imported = applyImport()
            let shopped = applyShopping()
            let ranked = cookableJob.take().map { send($0) } != nil
            slices -= 1
            if key != nil || !opened.isEmpty || reloaded || imported || shopped || ranked || signals.pending() != 0 || slices <= 0 || backend.inputEnded { return key }
            if !links.isListening, !reloads.isWorking, !imports.isWorking, !shoppingJob.isWorking, !cookableJob.isWorking { return nil }
        }
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
            // The recipes open on the screen that are gone, by the names they had.
            let open = Set(Tab.allCases.flatMap { state.screens(of: $0, env: env) }.compactMap { if case let .recipe(id) = $0 { id } else { nil } })
            // A recipe gone whose name and category a new recipe has: its file was renamed.
            var renamed: [RecipeID: RecipeID] = [:], gone: [String] = []
            for id in open where !store.contains(id) {
                guard let recipe = env.store.recipe(id) else { continue }
                let phrase = recipe.name.filter { $0 != "\u{22}" }
                let hits = store.search(SearchQuery.parse("\u{22}" + phrase + "\u{22}"), limit: 500, favourites: [])
                if let moved = hits.first(where: { $0.recipe.name == recipe.name && $0.recipe.category == recipe.category && !env.store.contains($0.recipe.id) }) {
                    renamed[id] = moved.recipe.id
                } else {
                    gone.append(recipe.name)
                }
            }
            let anchors = state.rowAnchors(env: env)      // the rows the recipes' cursors are on, read before the change
            var fresh = AppEnvironment(store: SharedStore.sharing(store), keymap: env.keymap)
            fresh.isOneFile = env.isOneFile
            env = fresh
            send(.collectionReloaded(changedFiles: changedFiles, recipesBefore: before, notes: notes, renamed: renamed, anchors: anchors))
            if !gone.isEmpty {
                send(.notice(gone.joined(separator: ", ") + (gone.count == 1 ? " is" : " are") + " no longer in the collection (deleted or renamed); the rest of where you were is kept.", isWarning: true))
            }
        case let .failed(reason):
            send(.reloadFailed(reason: reason))
        }
    }

    /// After the editor: the watcher's reading of the change when it comes within a moment
    /// (one reading, so no later one replaces what is said about the edit), else one now.
    private func readBack(_ editor: RecipeEditor) {
        if reloads.isWorking {
            let deadline = now().addingTimeInterval(FolderWatcher.quiet + 1)
            while now() < deadline {
                if let reload = reloads.takeReload() {
                    apply(reload)
                    return
                }
                usleep(50_000)
            }
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
        guard let stateStore else { return }
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
