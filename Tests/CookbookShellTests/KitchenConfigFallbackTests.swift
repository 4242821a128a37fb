import Foundation
import Testing
import TestSupport

/// A folder collection's `aisle.conf` and `pantry.conf` come from its `config/` folder, and a file
/// it does not have from the user's `$XDG_CONFIG_HOME/cookbook/` (as docs/cli.md says, and as the
/// official CLI also looks in the user's config folder); `.shopping-list` and `.shopping-checked`
/// stay in the folder (issue #31).
@Suite("Kitchen config files: the folder's, else the user's")
struct KitchenConfigFallbackTests {
    let seed: SeedCopy
    /// `$XDG_CONFIG_HOME/cookbook` of the runs (`CommandRun` puts it under the home).
    let userConfig: String

    init() throws {
        seed = try SeedCopy("kitchen-fallback")
        userConfig = seed.home + "/config/cookbook"
        // The seed's config files become the user's; the folder keeps none.
        try FileManager.default.createDirectory(atPath: seed.home + "/config", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: seed.folder + "/config", toPath: userConfig)
    }

    private func run(_ arguments: String...) async throws -> CommandRun {
        try await CommandRun.cookbook(arguments + ["--data", seed.folder], home: seed.home)
    }

    /// The aisle `shopping-list --json` puts each item in.
    private func aisles() async throws -> [String: String] {
        let run = try await run("shopping-list", "--json")
        #expect(run.status == 0, "\(run.errorText)")
        let entries = try JSONSerialization.jsonObject(with: Data(run.output)) as? [[String: Any]] ?? []
        return Dictionary(entries.map { ($0["name"] as? String ?? "", $0["aisle"] as? String ?? "Other") }) { first, _ in first }
    }

    @Test func aFolderWithoutConfigUsesTheUsersAislesAndPantry() async throws {
        #expect(try await run("shopping-list", "add", "salads/caprese").status == 0)
        let aisles = try await aisles()
        #expect(aisles["fresh mozzarella"] == "milk and dairy")
        #expect(aisles["fresh basil"] == "fruit and veg")
        let cookable = try await run("cookable")
        #expect(cookable.status == 0, "\(cookable.errorText)")
        #expect(cookable.outputText.contains("salads/caprese"))
        // The list itself is the folder's, never the user's config folder's.
        #expect(seed.text(".shopping-list") == "./Salads/Caprese\n")
        #expect(!FileManager.default.fileExists(atPath: userConfig + "/.shopping-list"))
    }

    @Test func theFoldersOwnFileWinsEachFileOnItsOwn() async throws {
        try FileManager.default.createDirectory(atPath: seed.folder + "/config", withIntermediateDirectories: true)
        try Data("[cheese counter]\nfresh mozzarella\n".utf8).write(to: URL(fileURLWithPath: seed.folder + "/config/aisle.conf"))
        #expect(try await run("shopping-list", "add", "salads/caprese").status == 0)
        let aisles = try await aisles()
        #expect(aisles["fresh mozzarella"] == "cheese counter")
        #expect(aisles["fresh basil"] == "Other", "the folder's aisle.conf is used whole, not mixed with the user's")
        // No pantry.conf in the folder: the user's still counts.
        #expect(try await run("cookable").status == 0)
    }

    @Test func withNeitherTheCookableRankingSaysWhereToWriteOne() async throws {
        try FileManager.default.removeItem(atPath: userConfig)
        let run = try await run("cookable")
        #expect(run.status == 1)
        #expect(run.errorText.contains(seed.folder + "/config/pantry.conf"), "\(run.errorText)")
    }
}
