import Glibc
import WebImport

/// `I` in the browser (issue #20): one import at a time on its own thread — a fetch may take
/// seconds — whose outcome rings the session loop awake when it is ready, so keys, timers and
/// redraws go on meanwhile.
final class ImportJob {
    /// What an import came to.
    enum Outcome {
        /// The files written (absolute paths) with their titles, what was repaired to read the
        /// page, and why the rest of the page's recipes were not written (nil: all were).
        case imported([(title: String, file: String)], repairs: [String], problem: String?)
        /// Why nothing was imported.
        case failed(String)
        /// Nothing was imported: the folder holds the page already, in `file` (absolute path).
        case alreadyImported(file: String)
    }

    private let outcome: Mailbox<Outcome>
    private var worker: PosixThread?
    /// Started and its outcome not taken yet.
    private var running = false

    /// An import job whose outcome rings `doorbell` (the session's `EventInbox`).
    init(doorbell: Doorbell?) { outcome = Mailbox(ringing: doorbell) }

    /// Whether an import runs or has an outcome not yet taken.
    var isWorking: Bool { running }

    /// Starts importing `source` into `folder`; false when one is running already. Unless
    /// `again`, a page the folder holds already (`ImportedPages`) is not written again.
    func start(source: String, into folder: String, again: Bool = false, environment: [String: String]) -> Bool {
        guard !running else { return false }
        running = true
        worker?.join()
        let mailbox = outcome
        // `~/…` as a shell would read it; anything else as typed.
        let path = source.hasPrefix("~/") ? (environment["HOME"] ?? "~") + source.dropFirst(1) : source
        worker = PosixThread {
            var outcome: Outcome
            do throws(ImportError) {
                let recipes = try RecipeImporter().recipes(from: path, standardInput: { [] })
                if !again, let file = ImportedPages(folder: folder).file(holding: recipes) {
                    mailbox.put(.alreadyImported(file: folder + "/" + file))
                    return
                }
                var written: [(title: String, file: String)] = []
                outcome = .imported([], repairs: [], problem: nil)
                // One writer for the page: the folder is listed once, not once per recipe.
                var writer = try RecipeFileWriter(folder: folder)
                for imported in recipes {
                    do throws(ImportError) {
                        written.append((imported.recipe.title, try writer.write(imported.file.text, title: imported.recipe.title)))
                    } catch {
                        outcome = .imported(written, repairs: recipes.first?.repairs ?? [], problem: error.description)
                        break
                    }
                    outcome = .imported(written, repairs: recipes.first?.repairs ?? [], problem: nil)
                }
                if case let .imported(done, _, problem?) = outcome, done.isEmpty { outcome = .failed(problem) }
            } catch {
                outcome = .failed(error.description)
            }
            mailbox.put(outcome)
        }
        if worker?.started != true {
            outcome.put(.failed("cannot start the import (the system made no thread)"))
        }
        return true
    }

    /// The outcome, once, when the import has ended.
    func take() -> Outcome? {
        guard let ended = outcome.take() else { return nil }
        running = false
        return ended
    }
}
