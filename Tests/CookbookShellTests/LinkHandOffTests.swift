@testable import CookbookShell
import Foundation
import Testing
import TestSupport

/// `cookbook open URL` with the real binary: handed to a Cookbook running in a real terminal
/// (tmux) on the same collection, or, with none, the browser as before. Each test has its own
/// home and runtime directory, so no other test's Cookbook can take its links.
@Suite("Links to a running Cookbook: the real binary", .serialized)
struct LinkHandOffTests {
    let home: String
    let runtime: String

    init() throws {
        home = NSTemporaryDirectory() + "cookbook-handoff-\(UUID().uuidString.prefix(8))"
        runtime = home + "/run"
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    private var environment: [String: String] { ["XDG_RUNTIME_DIR": runtime] }

    private func open(_ link: String) async throws -> CommandRun {
        try await CommandRun.cookbook(["open", link, "--data", AppFixtures.framesCollection], home: home, environment: environment)
    }

    private var socketPath: String {
        get throws { try LinkAddress.forCollection(AppFixtures.framesCollection, environment: environment, create: false).socketPath }
    }

    @Test func aLinkGoesToTheRunningCookbook() async throws {
        let tmux = try TmuxSession.cookbook(home: home, width: 160, height: 48, environment: environment)
        try await tmux.waitFor(text: "Noodles & Rice")
        #expect(FileManager.default.fileExists(atPath: try socketPath), "the browser serves its collection")

        let run = try await open("cookbook://recipe/mapo-tofu")
        #expect(run.status == 0, "stderr: \(run.errorText)")
        #expect(run.outputText == "opened in the running Cookbook\n")
        #expect(run.errorText == "")
        let screen = try await tmux.waitFor(text: "Opened cookbook://recipe/mapo-tofu from another cookbook")
        #expect(screen[0].contains("麻婆豆腐"))

        let bad = try await open("cookbook://recipe/no-such-recipe")
        #expect(bad.status == 2)
        #expect(bad.errorText.contains("there is no recipe \"no-such-recipe\""), "checked here first: \(bad.errorText)")
        #expect(try tmux.capture()[0].contains("麻婆豆腐"), "the running Cookbook did not move")

        try tmux.send("q")
        #expect(try await tmux.exitStatus() == 0)
        #expect(!FileManager.default.fileExists(atPath: try socketPath), "quitting removes the socket")
        // Wherever this version keeps the saved place under the state folder.
        let saved = try FileManager.default.subpathsOfDirectory(atPath: home + "/state/cookbook")
            .compactMap { FileManager.default.contents(atPath: home + "/state/cookbook/" + $0) }.map { String(decoding: $0, as: UTF8.self) }
        #expect(saved.contains { $0.contains("mapo-tofu") }, "where the link went is saved")
    }

    @Test func withNoRunningCookbookTheBrowserStartsAsBefore() async throws {
        let run = try await open("cookbook://recipe/mapo-tofu")       // standard input is /dev/null
        #expect(run.status == 2)
        #expect(run.outputText == "")
        #expect(run.errorText.contains("standard input is not a terminal"), "\(run.errorText)")
    }

    @Test func aStaleSocketLeftByAKilledCookbookIsNoServer() async throws {
        let tmux = try TmuxSession.cookbook(home: home, width: 80, height: 24, environment: environment)
        try await tmux.waitFor(text: "Categories")
        kill(try tmux.pid(), SIGKILL)
        #expect(try await tmux.exitStatus() == 137)
        #expect(FileManager.default.fileExists(atPath: try socketPath), "kill -9 leaves the socket")
        let run = try await open("cookbook://recipe/mapo-tofu")
        #expect(run.status == 2)
        #expect(run.errorText.contains("standard input is not a terminal"), "\(run.errorText)")

        let again = try TmuxSession.cookbook(home: home, width: 80, height: 24, environment: environment)
        try await again.waitFor(text: "Categories")
        let handed = try await open("cookbook://category/desserts")
        #expect(handed.status == 0 && handed.outputText == "opened in the running Cookbook\n", "the next Cookbook serves again: \(handed.errorText)")
        try again.send("q")
        #expect(try await again.exitStatus() == 0)
    }
}
