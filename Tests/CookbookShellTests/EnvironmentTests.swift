import CookbookApp
import CookbookShell
import Foundation
import Terminal
import TerminalCurses
import Testing
import TestSupport

/// Odd environments get a clear answer: no home, a terminal that cannot draw, input that is
/// not a terminal, and command lines that say one thing twice.
@Suite("Odd environments and command lines")
struct EnvironmentTests {
    @Test func withoutHOMEThePasswordDatabaseGivesTheHome() async throws {
        let paths = XDGPaths(environment: [:], passwordHome: { "/home/cook" })
        #expect(try paths.stateFile() == "/home/cook/.local/state/cookbook/state.json")
        #expect(try paths.favouritesFile() == "/home/cook/.local/share/cookbook/favourites.json")
        #expect(try paths.cacheDirectory() == "/home/cook/.cache/cookbook")
        #expect(try XDGPaths(environment: ["HOME": ""], passwordHome: { "/home/cook" }).stateFile() == "/home/cook/.local/state/cookbook/state.json")
    }

    @Test func withNoHomeAtAllPathsAreErrorsNotFilesInTheRoot() async throws {
        let paths = XDGPaths(environment: ["HOME": "relative/dir"], passwordHome: { nil })
        #expect(throws: XDGPaths.NoHome(variable: "XDG_STATE_HOME")) { try paths.stateFile() }
        #expect(throws: XDGPaths.NoHome(variable: "XDG_CACHE_HOME")) { try paths.cacheDirectory() }
        let explicit = XDGPaths(environment: ["XDG_DATA_HOME": "/srv/data"], passwordHome: { nil })
        #expect(try explicit.favouritesFile() == "/srv/data/cookbook/favourites.json", "an absolute XDG variable needs no home")
        #expect(XDGPaths(environment: ["HOME": "/"]).home == "/")
        #expect(try XDGPaths(environment: ["HOME": "/"]).stateFile() == "/.local/state/cookbook/state.json")
    }

    @Test func aCollectionsFileNameIsItsStemMadeSafeAndItsHash() {
        let hash = { (path: String) in CollectionKey(path: path).hash }
        #expect(CollectionKey(path: "/nowhere/My Recipes_2.json").fileName == "my-recipes-2-" + hash("/nowhere/My Recipes_2.json"))
        let long = "/nowhere/" + String(repeating: "Ab", count: 20)
        #expect(CollectionKey(path: long).fileName == String(repeating: "ab", count: 16) + "-" + hash(long), "at most 32 characters")
        #expect(CollectionKey(path: "/nowhere/Crème brûlée").fileName == "cr-me-br-l-e-" + hash("/nowhere/Crème brûlée"))
        #expect(CollectionKey(path: "/nowhere/a\r\nb").fileName == "a-b-" + hash("/nowhere/a\r\nb"), "CR LF is one character")
        #expect(CollectionKey(path: "/nowhere/.json").fileName == "collection-" + hash("/nowhere/.json"))
        #expect(ProcessEnvironment.read()["PATH"] == getenv("PATH").map { String(cString: $0) }, "the environment as getenv sees it")
    }

    @Test func terminalsThatCannotDrawAreRefusedBeforeAnythingStarts() async throws {
        try NcursesBackend.check(term: "xterm-256color")
        #expect(throws: NcursesBackend.Failure.self) { try NcursesBackend.check(term: "dumb") }
        #expect(throws: NcursesBackend.Failure.self) { try NcursesBackend.check(term: "no-such-terminal") }
        #expect(throws: NcursesBackend.Failure.self) { try NcursesBackend.check(term: "") }
        #expect(throws: NcursesBackend.Failure.self) { try NcursesBackend.check(term: nil) }
        do { try NcursesBackend.check(term: "dumb") } catch {
            #expect(error.description.hasPrefix("the terminal \"dumb\" cannot move the cursor"))
        }
    }

    @Test func inputThatIsNotATerminalIsNamedAsInput() async throws {
        let home = NSTemporaryDirectory() + "cookbook-env-\(UUID().uuidString)"
        let run = try await CommandRun.cookbook(["--data", AppFixtures.framesCollection], home: home)
        #expect(run.status == 2)
        #expect(run.errorText.hasPrefix("cookbook: standard input is not a terminal; the browser needs one."))
    }

    @Test(arguments: [
        (["--data", "a", "--data", "b"], "--data is given more than once"),
        (["--state=a", "--state", "b"], "--state is given more than once"),
        (["-h", "--help"], "--help is given more than once"),
        (["list", "--json", "--json"], "--json is given more than once"),
        (["--no-restore=yes"], "--no-restore takes no value"),
        (["--reset=1"], "--reset takes no value"),
    ])
    func repeatedOptionsAndValuesOnFlagsAreErrors(arguments: [String], message: String) {
        #expect(throws: Options.Failure(message: message)) { try Options.parse(arguments) }
    }
}
