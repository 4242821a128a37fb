import CookbookApp
import RecipeStore

/// What reaches the loop from outside the keyboard: links, a collection read again (the store
/// replaced, the place kept), an import's, a shopping list's or a ranking's outcome, and the
/// watcher's reading waited for after an edit or an import.
extension Session {
    /// The longest wait for the watcher's reading of an edit or an import, in seconds.
    static var readBackSeconds: Double { 10 }

    /// Applies what came while the loop waited: links, a collection read again, an import's,
    /// a shopping list's or a ranking's outcome. Whether anything came.
    @discardableResult
    func takeArrivals() -> Bool {
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
    func removeDamagedIndex() {
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
    func apply(_ reload: Reload) {
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
    func readBack(_ editor: RecipeEditor) {
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
}
