import CookbookApp
import CookbookShell
import Foundation
import RecipeStore
import Terminal

extension FuzzTarget {
    /// The state file on any bytes, as a launch reads it: decoded (or refused with a reason),
    /// restored into a fresh app over a small collection, then driven by keys that move, page,
    /// open cook mode and step through it, and drawn. A damaged or hand-edited file must never
    /// trap (`cookStep: 9223372036854775807` did).
    public static let stateFile: FuzzTarget = {
        let keys: [Key] = [.character("j"), .end, .pageDown, .character("l"), .character("l"), .character("c"), .character("n"),
                           .end, .character("n"), .escape, .backTab, .character("G"), .character("2"), .character("3"), .character("1")]
        return FuzzTarget(name: "state", seeds: StateFuzzFixture.seeds,
                          tokens: ["9223372036854775807", "-9223372036854775808", "1e308", "\"cookStep\":", "\"cursor\":", "\"top\":",
                                   "\"tab\":\"kitchen\"", "\"focus\":\"detail\"", "\"presented\":[\"cook\"]", "\"recipe\"", "\"category\"",
                                   "\"ingredient\"", "\"version\":2", "[{\"cursor\":1,\"top\":1}]"]) { bytes in
            guard case let .success(saved) = StateFile.decode(bytes), let env = StateFuzzFixture.environment() else { return }
            for (width, height) in [(160, 48), (60, 24), (19, 5)] {
                var state = saved.restore(into: AppState(width: width, height: height), env: env).state
                _ = AppView.render(state, env: env)
                for key in keys { _ = state.update(.key(key), env: env) }
                _ = AppView.render(state, env: env)
                _ = SavedState(state)
            }
        }
    }()

    /// The favourites file on any bytes: parsed (or refused as damaged or newer), and for a
    /// usable one a change merged the way `f` merges it.
    public static let favourites = FuzzTarget(
        name: "favourites",
        seeds: [#"{"version": 1, "favourites": ["apfelkuchen", "mapo-tofu"]}"#,
                #"{"version": 2, "favourites": ["a"], "folders": {"x": ["b", 1, 2.5, true, null]}}"#,
                #"{"favourites": [], "version": 1, "note": "\u00e9\ud83d\ude00"}"#].map { Array($0.utf8) },
        tokens: ["\"version\":", "\"favourites\":", "9223372036854775808", "-1", "[", "]", "{", "}", "\"", "\\u0000", "null"]
    ) { bytes in
        do throws(FavouritesFile.Failure) {
            let loaded = try FavouritesFile.parse(bytes, path: "favourites.json")
            _ = FavouritesChange(added: ["new"], removed: loaded.favourites.prefix(1).map { $0 }).applied(to: loaded.favourites)
            _ = loaded.readOnly?.description
        } catch {
            _ = error.description
        }
    }
}

/// The small collection the state target restores into, and seed state files made from real
/// navigation in it.
private enum StateFuzzFixture {
    static let collection = #"{"version":1,"title":"Fuzz","categories":[{"id":"soups","name":"Soups"},{"id":"mains","name":"Mains"}],"recipes":["#
        + #"{"id":"leek-soup","name":"Leek Soup","category":"soups","ingredients":["2 leeks","1 egg"],"steps":["Sweat.","Blend."],"related":["omelette"]},"#
        + #"{"id":"omelette","name":"Omelette","category":"mains","ingredients":["3 eggs","salt"],"steps":["Beat.","Fry."],"related":["leek-soup"]}]}"#

    /// A fresh environment (each input gets its own render cache).
    static func environment() -> AppEnvironment? {
        guard let collection = try? CollectionLoader.decode(Data(collection.utf8), file: "fuzz.json") else { return nil }
        return AppEnvironment(store: MemoryRecipeStore(collection))
    }

    static var seeds: [[UInt8]] {
        guard let env = environment() else { return [] }
        var seeds: [[UInt8]] = []
        for keys in [[Key](), [.character("j"), .character("l"), .character("l"), .character("l"), .character("c"), .character("n")],
                     [.character("/"), .character("e"), .enter, .character("l"), .character("3")]] {
            var state = AppState(width: 160, height: 48)
            for key in keys { _ = state.update(.key(key), env: env) }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            if let data = try? encoder.encode(SavedState(state)) { seeds.append(Array(data)) }
        }
        return seeds
    }
}
