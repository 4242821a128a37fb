import Foundation
import Testing
import TestSupport

/// With no `--data` and no `$COOKBOOK_DATA`, `cookbook` opens the collection that came with it:
/// the source tree's `Resources/recipes.json` for the binary built in the tree, or
/// `<prefix>/share/cookbook/recipes.json` for an installed one (issue #31) — whatever folder it
/// is run from, in an environment that names nothing else.
@Suite("The bundled collection, from any folder")
struct CollectionLookupTests {
    /// `cookbook list` run from a folder of its own with only `HOME` set (the XDG folders then
    /// under it): no `$COOKBOOK_DATA`, no `--data`.
    private func listFromElsewhere(binary: String, label: String) async throws -> CommandRun {
        let home = try TemporaryFolder.make(label)
        let elsewhere = try TemporaryFolder.make(label + "-cwd")
        return try await CommandRun.shell(#"cd "$ELSEWHERE" && exec env -i HOME="$HOME" "$BINARY" list"#, home: home,
                                          environment: ["ELSEWHERE": elsewhere, "BINARY": binary])
    }

    /// The listing of `collection` named with `--data`, to compare with.
    private func listing(of collection: String) async throws -> String {
        let run = try await CommandRun.cookbook(["list", "--data", collection], home: try TemporaryFolder.make("bundled-listing"))
        #expect(run.status == 0, "\(run.errorText)")
        #expect(!run.outputText.isEmpty)
        return run.outputText
    }

    @Test func theBinaryBuiltInTheSourceTreeListsTheBundledRecipes() async throws {
        let run = try await listFromElsewhere(binary: BuiltProducts.cookbook, label: "source-tree")
        #expect(run.status == 0, "\(run.errorText)")
        #expect(run.outputText == (try await listing(of: ProjectPaths.bundledCollection)))
    }

    @Test func anInstalledBinaryListsTheCollectionInstalledBesideIt() async throws {
        // As `make install PREFIX=…` lays it out. The collection installed is not the source
        // tree's, so the listing tells which one was found.
        let prefix = try TemporaryFolder.make("prefix")
        // Copied by `install` in a process of its own, as the Makefile does: a copy written by
        // this test process could be held open by a process another test forks meanwhile, and
        // then not run ("Text file busy").
        let copied = try await CommandRun.shell(#"install -D -m 755 "$COOKBOOK" "$PREFIX/bin/cookbook" && install -D -m 644 "$DATA" "$PREFIX/share/cookbook/recipes.json""#,
                                                home: prefix + "/home", environment: ["PREFIX": prefix, "DATA": AppFixtures.framesCollection])
        try #require(copied.status == 0, "\(copied.errorText)")
        let run = try await listFromElsewhere(binary: prefix + "/bin/cookbook", label: "installed")
        #expect(run.status == 0, "\(run.errorText)")
        #expect(run.outputText == (try await listing(of: AppFixtures.framesCollection)))
        #expect(run.outputText != (try await listing(of: ProjectPaths.bundledCollection)))
    }
}
