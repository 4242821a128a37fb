import CookbookApp
import Foundation
import RecipeStore
import Terminal

/// CPU time per key, from the key to the finished frame (update + render to cells), on the
/// thread's CPU clock, at 160×48: selection moves, drill in, back, tab switch, a filter
/// keystroke in a large list and a search keystroke. Prints a Markdown table row per action: median and p99 in microseconds.
enum KeyCost {
    static func cpuMicroseconds(_ body: () -> Void) -> Double {
        var start = timespec(), end = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
        body()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
        return Double(end.tv_sec - start.tv_sec) * 1e6 + Double(end.tv_nsec - start.tv_nsec) / 1e3
    }

    static func run(label: String, store: any RecipeStore) {
        let env = AppEnvironment(store: store)
        var state = AppState(width: 160, height: 48)
        var samples: [String: [Double]] = [:]
        func press(_ key: Key, as name: String) {
            let cost = cpuMicroseconds {
                _ = state.update(key, env: env)
                _ = AppView.render(state, env: env)
            }
            samples[name, default: []].append(cost)
        }
        // Keys by action, from the keymap, so the script says what it does, not which key.
        func key(_ action: Action) -> Key { env.keymap.keys(for: action)[0] }
        func quietly(_ actions: [Action]) { for action in actions { _ = state.update(key(action), env: env) } }
        quietly([.down, .open])                                              // into a big recipe list
        for _ in 0..<300 { press(key(.down), as: "move in recipe list (previews)") }
        quietly([.open])                                                     // into the recipe
        for _ in 0..<300 { press(key(.down), as: "move in recipe") }
        quietly([.first, .last])
        for _ in 0..<150 {
            press(key(.open), as: "drill in (related)")
            press(key(.back), as: "back")
        }
        for _ in 0..<150 {
            press(key(.tabSearch), as: "tab switch")
            press(key(.tabBrowse), as: "tab switch")
        }
        // A filter typed in the big recipe list (Browse, its second column), then cleared.
        quietly([.tabBrowse, .tabBrowse, .down, .open, .filter])
        // Each prefix typed once (a filter already worked out is reused, as when deleting).
        let words = ["chicken", "bread", "lemon", "garlic", "onion", "butter", "tomato", "pepper", "carrot", "cheese",
                     "-salt", "#baking", "ing:egg", "time<30m", "serves>=4", "-sugar", "potato", "ginger", "basil", "cream"]
        for word in words {
            for character in word { press(.character(character), as: "filter keystroke (recipe list)") }
            _ = state.update(key(.clearQuery), env: env)
        }
        quietly([.filterClear, .tabSearch])
        quietly([.search])
        let letters = Array("chickenbreadsouprice")
        for round in 0..<300 {
            press(round % 4 == 3 ? key(.deleteCharacter) : .character(letters[round % letters.count]), as: "search keystroke")
        }
        for (name, values) in samples.sorted(by: { $0.key < $1.key }) {
            let sorted = values.sorted()
            let median = sorted[sorted.count / 2], p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
            print(String(format: "| %@ | %@ | %.0f | %.0f |", label, name, median, p99))
        }
    }
}
