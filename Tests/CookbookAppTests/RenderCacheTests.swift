import CookbookApp
import RecipeStore
import Terminal
import Testing
import TestSupport

/// The environment's memo (`RenderCache`) is never a source of what the user sees (issue #33):
/// one environment kept for a whole session, its memo filled key after key, gives the same
/// state and the same frame at every step as a fresh environment with nothing remembered.
@Suite("The render memo changes no frame")
struct RenderCacheTests {
    /// What a walk picks from, one move at a time: moving, opening, tabs, favourites, servings,
    /// units, cook mode, help, and searches and filters typed whole (favourites, tags,
    /// ingredients, CJK); a resize to another layout every so often. Keys that only ask the
    /// shell for something (edit, a new recipe, a prompt) are left out.
    static let moves: [[Key]] = [
        "j", "j", "j", "k", "l", "l", "l", "h", "g", "G", "1", "2", "3", "4", "n", "N", "f", "f", "+", "+", "-", "u", "c", "?",
        "b", "H",
    ].map(AppFixtures.keys) + ["/@fav", "/egg", "/豆腐", "/tofu #sichuan", "\\ing:egg", "\\@fav", "\\é"].map { AppFixtures.keys($0) + [.enter] }
        + [[.pageDown], [.pageUp], [.tab], [.backTab], [.enter], [.escape], [.escape], [.backspace], [.control("o")], [.control("n")]]
    static let sizes = [(160, 48), (60, 20), (100, 30), (40, 12)]

    /// Walks `count` keys chosen by `seed` over `store`: at each step the state and frame with
    /// the long-lived environment equal those with a fresh one.
    /// Events for a walk of `count` moves chosen by `seed`, a resize now and then.
    private func randomWalk(seed: UInt64, count: Int) -> [[Event]] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            var events: [Event] = []
            if Int.random(in: 0..<25, using: &random) == 0 {
                let (width, height) = Self.sizes.randomElement(using: &random)!
                events.append(.resize(width: width, height: height))
            }
            return events + Self.moves.randomElement(using: &random)!.map(Event.key)
        }
    }

    /// Applies `steps` over `store`: after each, the state and frame with the long-lived
    /// environment equal those with a fresh one.
    private func walk(_ store: any RecipeStore, _ steps: [[Event]]) {
        let kept = AppEnvironment(store: store)
        var withMemo = AppState.started(width: 160, height: 48, env: kept)
        var without = AppState.started(width: 160, height: 48, env: AppEnvironment(store: store))
        for (number, step) in steps.enumerated() {
            for event in step {
                _ = withMemo.update(event, env: kept)
                _ = without.update(event, env: AppEnvironment(store: store))
            }
            guard withMemo == without else {
                Issue.record("step \(number), \(step): the states differ\n\(StateSteps.diff(expected: without, actual: withMemo))")
                return
            }
            let remembered = AppView.render(withMemo, env: kept).lines, fresh = AppView.render(without, env: AppEnvironment(store: store)).lines
            guard remembered == fresh else {
                Issue.record("step \(number), \(step): the frames differ\nwith the memo:\n\(remembered.joined(separator: "\n"))\nwithout:\n\(fresh.joined(separator: "\n"))")
                return
            }
        }
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func randomWalksOverTheFixtureCollection(seed: UInt64) throws {
        walk(try AppFixtures.environment().store, randomWalk(seed: seed, count: 300))
    }

    @Test func aRandomWalkOverTheBundledCollection() throws {
        walk(try AppFixtures.bundledEnvironment().store, randomWalk(seed: 7, count: 400))
    }

    /// Each input a memo entry depends on, changed while the entry is on the screen: the
    /// favourites under `@fav` (search and filter), servings and units of an open recipe, and
    /// the width rows are wrapped to.
    @Test func everyInputOfARememberedAnswerChangesTheFrame() throws {
        let keys = { (text: String) in AppFixtures.keys(text).map(Event.key) }
        let steps: [[Event]] = [
            keys("ll"), keys("f"), keys("+"), keys("+"), keys("u"), [.resize(width: 60, height: 20)], keys("-"), [.resize(width: 160, height: 48)],
            keys("2"), keys("/@fav") + [.key(.enter)], keys("f"), keys("f"), keys("1"), keys("h\\@fav") + [.key(.enter)], keys("jf"), keys("kf"),
        ]
        walk(try AppFixtures.environment().store, steps)
    }
}
