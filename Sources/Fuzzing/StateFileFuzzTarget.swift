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
        let actions: [Action] = [.down, .last, .pageDown, .open, .open, .cook, .nextStep, .last, .nextStep, .back, .previousColumn,
                                 .last, .tabSearch, .tabFavourites, .tabBrowse]
        let keys = actions.map { Keymap.defaults.keys(for: $0)[0] }
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
        func key(_ action: Action) -> Key { Keymap.defaults.keys(for: action)[0] }
        let typedE = Key.character("e")                      // text typed into the search query
        let scripts: [[Key]] = [[], [.down, .open, .open, .open, .cook, .nextStep].map(key),
                                [key(.search), typedE, key(.results), key(.open), key(.tabFavourites)]]
        for keys in scripts {
            var state = AppState(width: 160, height: 48)
            for key in keys { _ = state.update(.key(key), env: env) }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            if let data = try? encoder.encode(SavedState(state)) { seeds.append(Array(data)) }
        }
        return seeds
    }
}
