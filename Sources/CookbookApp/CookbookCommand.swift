#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import Navigation
import RecipeStore
import Terminal

/// The `cookbook` program: parses the command line, opens the collection, then prints
/// (`list`, `show`) or runs the browser (resuming where the last run ended).
///
/// Exit status: 0 success, 1 a runtime error (unreadable collection or state), 2 a bad
/// command line, link or id — reported before the screen is touched.
public enum CookbookCommand {
    /// The version `--version` prints.
    public static let version = "0.2.0"

    /// Runs the program; returns the exit status.
    public static func main(arguments: [String], environment: [String: String]) -> Int32 {
        let options: Options
        do {
            options = try Options.parse(arguments)
        } catch {
            printError("\(error)\n\(Options.usage)")
            return 2
        }
        if options.help { print(Options.help); return 0 }
        if options.version { print("cookbook \(version)"); return 0 }

        let locator = CollectionLocator(environment: environment, executablePath: executablePath()) {
            FileManager.default.fileExists(atPath: $0)
        }
        let store: any RecipeStore
        do {
            let (path, _) = try locator.locate(option: options.data)
            store = try CollectionOpener.open(path: path, cacheDirectory: XDGPaths(environment: environment).cacheDirectory) {
                writeStandardError("cookbook: \($0)\n")
            }
        } catch {
            printError("\(error)")
            return 1
        }
        switch options.command {
        case .list: return list(store: store, options: options)
        case let .show(id): return show(id: id, store: store, json: options.json)
        case .browse, .open: return browse(store: store, options: options, environment: environment)
        }
    }

    private static func list(store: any RecipeStore, options: Options) -> Int32 {
        let category = options.category.map { CategoryID($0) }
        if let category, store.category(category) == nil {
            printError("there is no category \"\(category)\"; categories: \(store.categories.map(\.id.rawValue).joined(separator: ", "))")
            return 2
        }
        return write { try PlainOutput.list(store: store, category: category, json: options.json) }
    }

    private static func show(id: String, store: any RecipeStore, json: Bool) -> Int32 {
        guard let recipe = store.recipe(RecipeID(id)) else {
            printError("there is no recipe \"\(id)\"; `cookbook list` shows the ids")
            return 2
        }
        return write { try PlainOutput.show(recipe, store: store, json: json) }
    }

    private static func write(_ output: () throws -> String) -> Int32 {
        do {
            writeAll(try output(), to: STDOUT_FILENO)
            return 0
        } catch {
            printError("\(error)")
            return 1
        }
    }

    private static func browse(store: any RecipeStore, options: Options, environment: [String: String]) -> Int32 {
        let env = AppEnvironment(store: store)
        let paths = XDGPaths(environment: environment)
        let stateFile = StateFile(path: options.state ?? paths.stateFile)
        var favouritesPath: String? = paths.favouritesFile
        var favourites: [RecipeID] = []
        var messages: [StatusMessage] = []
        do {
            favourites = try FavouritesFile.load(path: paths.favouritesFile)
        } catch {
            favouritesPath = nil
            messages.append(StatusMessage("Favourites file \(paths.favouritesFile) is unreadable; it is left alone and favourites are not saved.", isWarning: true))
        }
        if options.reset {
            do { try stateFile.delete() } catch {
                printError("cannot delete \(stateFile.path): \(error)")
                return 1
            }
        }
        var state = AppState(width: 80, height: 24, favourites: favourites)
        var saveTo: StateFile? = options.noRestore ? nil : stateFile
        if !options.noRestore {
            switch stateFile.load() {
            case .none: break
            case let .saved(saved):
                let restored = saved.restore(into: state, env: env)
                state = restored.state
                if restored.dropped > 0 {
                    messages.append(StatusMessage("\(restored.dropped) saved recipe\(restored.dropped == 1 ? "" : "s") no longer exist\(restored.dropped == 1 ? "s" : ""); the rest of where you were is back.", isWarning: true))
                }
            case let .movedAside(to, reason):
                messages.append(StatusMessage("The saved state was unusable (\(reason)); it was moved to \(to). Starting fresh.", isWarning: true))
            case let .stuck(reason):
                saveTo = nil
                messages.append(StatusMessage("The saved state is unusable (\(reason)); it is left alone and this session is not saved.", isWarning: true))
            }
        }
        if case let .open(url) = options.command {
            do throws(NavigationError) {
                try AppLinks.router(env: env).open(url, in: &state)
            } catch {
                printError(error.description)
                return 2
            }
        }
        if !store.warnings.isEmpty {
            messages.append(StatusMessage("The collection loaded with \(store.warnings.count) warning\(store.warnings.count == 1 ? "" : "s"), e.g. \(store.warnings[0])", isWarning: true))
        }
        state.status = messages.first
        guard isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 else {
            printError("standard output is not a terminal; the browser needs one. For plain output use `cookbook list` or `cookbook show ID`.")
            return 2
        }
        return BrowserSession(env: env, state: state, favouritesPath: favouritesPath, stateFile: saveTo,
                              monochrome: !(environment["NO_COLOR"] ?? "").isEmpty).run()
    }

    static func printError(_ message: String) {
        writeStandardError("cookbook: \(message)\n")
    }

    static func writeStandardError(_ text: String) { writeAll(text, to: STDERR_FILENO) }

    /// Writes all of `text` to the file descriptor (POSIX: no Foundation file handles).
    private static func writeAll(_ text: String, to fd: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    private static func executablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
