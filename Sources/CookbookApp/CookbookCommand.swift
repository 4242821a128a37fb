import CTerminal
import Foundation
import Navigation
import RecipeStore
import Terminal

/// The `cookbook` program: parses the command line, opens the collection and runs the
/// interactive browser, restoring the terminal on every way out.
public enum CookbookCommand {
    /// The version `--version` prints.
    public static let version = "0.1.0"

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
        let store: MemoryRecipeStore
        do {
            let (path, _) = try locator.locate(option: options.data)
            store = MemoryRecipeStore(try CollectionLoader.load(path: path))
        } catch {
            printError("\(error)")
            return 2
        }
        guard isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 else {
            printError("standard output is not a terminal; the browser needs one. For plain output use `cookbook list` or `cookbook show ID`.")
            return 2
        }
        let paths = XDGPaths(environment: environment)
        let favourites: [RecipeID]
        var startup: StatusMessage?
        do {
            favourites = try FavouritesFile.load(path: paths.favouritesFile)
        } catch {
            favourites = []
            startup = StatusMessage("Favourites file \(paths.favouritesFile) is unreadable; favourites will not be saved.", isWarning: true)
        }
        if startup == nil, !store.warnings.isEmpty {
            startup = StatusMessage("The collection loaded with \(store.warnings.count) warning\(store.warnings.count == 1 ? "" : "s"), e.g. \(store.warnings[0])", isWarning: true)
        }
        return BrowserSession(env: AppEnvironment(store: store), favourites: favourites,
                              favouritesPath: startup?.text.hasPrefix("Favourites file") == true ? nil : paths.favouritesFile,
                              monochrome: !(environment["NO_COLOR"] ?? "").isEmpty, status: startup).run()
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data("cookbook: \(message)\n".utf8))
    }

    private static func executablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
