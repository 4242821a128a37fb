import CookbookApp
import Dispatch
import RecipeStore
import Terminal

/// Opens the collection on a worker thread and, when that is still going after `delay` (a
/// folder read for the first time), takes the terminal and shows how far it has got
/// (`LoadingView`) until it is done (issue #15: no blank screen while 20,000 files are read).
/// The keymap's quit keys, Ctrl-C and every terminating signal leave at once; the worker is abandoned, and the
/// cache it may be writing is only ever renamed into place whole.
enum LoadingScreen {
    /// How a load ended.
    enum Outcome<Backend> {
        /// The store, and the terminal if the screen was shown (the browser goes on in it).
        case loaded(any RecipeStore, backend: Backend?)
        /// The load failed; the terminal, if taken, is still to be given back.
        case failed(CollectionError, backend: Backend?)
        /// The user left (or a signal came) before the load was done; the terminal, if taken,
        /// is still to be given back.
        case quit(backend: Backend?)
    }

    /// Runs `load` for `folder`; after `delay` seconds without an answer, opens a backend with
    /// `openBackend` (nil: no screen can be shown, so it just waits, still leaving on a signal)
    /// and redraws the progress ten times a second. `keymap`'s quit keys (and Ctrl-C) leave.
    static func run<Backend: TerminalBackend>(folder: String, delay: Double, signals: any SignalSource, keymap: Keymap = .defaults,
                                              openBackend: () -> Backend?,
                                              load: @escaping (LoadProgress) throws(CollectionError) -> any RecipeStore) -> Outcome<Backend> {
        // The worker's answer, left before `finished` is signalled and taken after.
        let progress = LoadProgress(), answer = Mailbox<Result<any RecipeStore, CollectionError>>(ringing: nil)
        let finished = DispatchSemaphore(value: 0)
        let worker = PosixThread {
            answer.put(Result { () throws(CollectionError) in try load(progress) })
            finished.signal()
        }
        guard worker.started else {
            return outcome(Result { () throws(CollectionError) in try load(progress) }, backend: nil)
        }
        if finished.wait(timeout: .now() + delay) == .success { return ended(worker, answer, backend: nil) }
        guard let backend = openBackend() else {
            // Checked more often than the watchdog's grace (`SignalWatchdog`), so a signal is answered here.
            while finished.wait(timeout: .now() + 0.05) == .timedOut {
                if signals.pending() != 0 { return .quit(backend: nil) }
            }
            return ended(worker, answer, backend: nil)
        }
        let quitKeys = keymap.keys(for: .quit) + [.control("c")], quitLabel = keymap.label(for: .quit)
        while true {
            if signals.pending() != 0 { return .quit(backend: backend) }
            let size = backend.size
            backend.draw(LoadingView.render(folder: folder, done: progress.done, total: progress.total, quitKey: quitLabel,
                                            width: size.width, height: size.height))
            if finished.wait(timeout: .now()) == .success { return ended(worker, answer, backend: backend) }
            guard let key = backend.readKey(timeoutMilliseconds: 100) else {
                if backend.inputEnded { return .quit(backend: backend) }     // the terminal hung up
                continue
            }
            if quitKeys.contains(key) { return .quit(backend: backend) }
        }
    }

    private static func ended<Backend>(_ worker: PosixThread, _ answer: Mailbox<Result<any RecipeStore, CollectionError>>,
                                       backend: Backend?) -> Outcome<Backend> {
        worker.join()
        guard let result = answer.take() else { preconditionFailure("the worker signals only after answering") }
        return outcome(result, backend: backend)
    }

    private static func outcome<Backend>(_ result: Result<any RecipeStore, CollectionError>, backend: Backend?) -> Outcome<Backend> {
        switch result {
        case let .success(store): return .loaded(store, backend: backend)
        case let .failure(error): return .failed(error, backend: backend)
        }
    }
}
