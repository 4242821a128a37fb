import Foundation
import Testing
import TestSupport
@testable import CookbookShell

/// `cookbook show ID --servings N | --scale F --units U` (issue #17) on the Cooklang CLI's seed
/// collection: the dough's water doubles at 12 servings, fixed amounts stay, units convert.
@Suite("cookbook show, scaled and converted: the real binary")
struct ShowScaledTests {
    let home: String
    let seed: String

    init() throws {
        home = try TemporaryFolder.make("show-scaled")
        seed = try ProjectPaths.sharedData("cook-collections/cookcli-seed")
    }

    private func show(_ arguments: [String]) async throws -> [String] {
        let run = try await CommandRun.cookbook(["show"] + arguments + ["--data", seed], home: home)
        #expect(run.status == 0, "\(arguments): \(run.errorText)")
        return run.outputText.split(separator: "\n").map(String.init)
    }

    @Test func theDoughDoublesAtTwelveServings() async throws {
        let lines = try await show(["shared/pizza-dough", "--servings", "12"])
        #expect(lines.contains("Shared · serves 12 (×2) · prep 30m"))
        // The flour written twice (80 g, 760 g) is listed once, summed and doubled (issue #32).
        #expect(lines.contains("- 1.07 l water") && lines.contains("- 1.68 kg tipo zero flour"))
        #expect(lines.filter { $0.hasSuffix(" tipo zero flour") }.count == 1, "\(lines)")
        #expect(lines.contains("- oil"), "an ingredient without an amount stays as it is")
        let half = try await show(["shared/pizza-dough", "--scale", "0.5"])
        #expect(half.contains("Shared · serves 3 (×0.5) · prep 30m") && half.contains("- 265 ml water"))
    }

    @Test func fixedAmountsStayAndUnitsConvert() async throws {
        let risotto = try await show(["risotto", "--servings", "8"])
        #expect(risotto.contains("- 1 tsp salt"), "@salt{=1%tsp} is fixed")
        let us = try await show(["risotto", "--units", "us"])
        #expect(us.contains { $0.hasPrefix("- ") && $0.contains("- 4 1/4 cups vegetable stock") }, "\(us)")
        let metric = try await show(["risotto", "--units", "metric"])
        #expect(metric.contains("- 1 tsp salt"), "spoons stay spoons")
    }

    /// An ingredient written twice is summed in the units asked (never cups in metric), and as
    /// written the author's spoons stay spoons; `serves: 500 g` is a yield, not 500 servings.
    @Test func aSummedLineFollowsTheUnitsAndAWeightIsAYield() async throws {
        let folder = try CookFolder(["Toast.cook": ">> serves: 500 g\nMelt @butter{3%Tbsp}, then brush with @butter{1%Tbsp} and @water{50%g}.\n"])
        func show(_ arguments: String...) async throws -> [String] {
            let run = try await CommandRun.cookbook(["show", "toast"] + arguments + ["--data", folder.path], home: home)
            #expect(run.status == 0, "\(arguments): \(run.errorText)")
            return run.outputText.split(separator: "\n").map(String.init)
        }
        #expect(try await show("--units", "metric").contains("- 4 tbsp butter"))
        #expect(try await show().contains("- 4 tbsp butter"), "3 Tbsp + 1 Tbsp as the author wrote them")
        #expect(try await show("--units", "us").contains("- 1/4 cup butter"))
        let written = try await show()
        #expect(written.contains("Yield: 500 g") && !written.contains { $0.contains("serves") }, "\(written)")
        #expect(try await show("--servings", "1").contains("- 50 g water"), "one serving is the recipe as written")
    }

    /// Issue #32, a cook's second read-through: `serves: 1 10 inch cake` is what the recipe
    /// makes, so `--servings 12` is refused (it made twelve cheesecakes, 60 eggs); `--scale` scales.
    @Test func aCakeIsNoServingsToScaleBy() async throws {
        let folder = try CookFolder(["Cheesecake.cook": ">> serves: 1 10 inch cake\nBeat @large eggs{5} into @cream cheese{2.5%lbs}.\n"])
        let refused = try await CommandRun.cookbook(["show", "cheesecake", "--servings", "12", "--data", folder.path], home: home)
        #expect(refused.status == 2 && refused.outputText.isEmpty)
        #expect(refused.errorText.contains("cheesecake makes 1 10 inch cake, not servings; --scale 2 makes twice as much"), "\(refused.errorText)")
        let written = try await CommandRun.cookbook(["show", "cheesecake", "--data", folder.path], home: home)
        #expect(written.outputText.contains("Yield: 1 10 inch cake") && !written.outputText.contains("serves"), "\(written.outputText)")
        let twice = try await CommandRun.cookbook(["show", "cheesecake", "--scale", "2", "--data", folder.path], home: home)
        #expect(twice.outputText.contains("- 10 large eggs") && twice.outputText.contains("- 5 lb cream cheese"), "\(twice.outputText)")
    }

    @Test(arguments: [
        (["show", "x", "--servings", "0"], "--servings needs a whole number from 1 to 10000, not \"0\""),
        (["show", "x", "--scale", "-1"], "--scale needs a number above 0 and up to 1000, not \"-1\""),
        (["show", "x", "--units", "imperial"], "--units is as-written, metric or us, not \"imperial\""),
        (["show", "x", "--servings", "2", "--scale", "2"], "--servings and --scale cannot be used together"),
        (["list", "--servings", "2"], "--servings goes with show, shopping-list add or plan add"), (["list", "--units", "us"], "--scale and --units go with show"),
    ])
    func badOptionsAreNamed(arguments: [String], message: String) {
        #expect(throws: Options.Failure(message: message)) { try Options.parse(arguments) }
    }
}
