import CookbookApp
import Terminal
import Testing

/// The keymap is one table: lookups by mode, conflicts refused with both names, user bindings
/// replacing defaults and taking their keys from other actions.
@Suite("Keymap")
struct KeymapTests {
    @Test func keysMeanDifferentActionsInDifferentModes() {
        let keymap = Keymap.defaults
        #expect(keymap.action(for: .backspace, in: .browse) == .back)
        #expect(keymap.action(for: .backspace, in: .query) == .deleteCharacter)
        #expect(keymap.action(for: .control("u"), in: .browse) == .halfUp)
        #expect(keymap.action(for: .control("u"), in: .query) == .clearQuery)
        #expect(keymap.action(for: .character("j"), in: .cook) == .nextStep)
        #expect(keymap.action(for: .character("q"), in: .query) == nil, "printable keys type while a query is edited")
        #expect(keymap.action(for: .control("c"), in: .query) == .quit)
        #expect(keymap.action(for: .character("z"), in: .browse) == nil)
        #expect(keymap.action(for: .character(" "), in: .mise) == .miseTick && keymap.action(for: .character(" "), in: .cook) == .nextStep)
    }

    @Test func aConflictInOneModeIsRefusedNamingBoth() {
        let bindings = [KeyBinding(.down, [.character("j")], modes: [.browse], help: "down"),
                        KeyBinding(.favourite, [.character("j")], modes: [.browse, .cook], help: "fav")]
        #expect(throws: Keymap.Conflict(key: .character("j"), mode: .browse, actions: (.down, .favourite))) { try Keymap(bindings) }
        do { _ = try Keymap(bindings) } catch {
            #expect(error.description == "j is bound to both down and favourite in browse mode")
        }
        let apart = [KeyBinding(.down, [.character("j")], modes: [.browse], help: "down"),
                     KeyBinding(.nextStep, [.character("j")], modes: [.cook], help: "next")]
        #expect(throws: Never.self) { try Keymap(apart) }
    }

    @Test func aUserBindingReplacesTheDefaultsAndTakesItsKeyFromOthers() throws {
        let keymap = try Keymap.defaults.overriding([(.down, [.character("n")]), (.quit, [.character("q"), .control("q")])])
        #expect(keymap.keys(for: .down) == [.character("n")])
        #expect(keymap.action(for: .character("j"), in: .browse) == nil, "j no longer moves down")
        #expect(keymap.action(for: .character("n"), in: .browse) == .down)
        #expect(keymap.action(for: .character("n"), in: .cook) == .nextStep, "cook mode keeps n: down does not apply there")
        #expect(keymap.action(for: .control("c"), in: .browse) == .quit, "Ctrl-C quits whatever the bindings say (issue #31)")
        #expect(throws: Keymap.Conflict.self) { try Keymap.defaults.overriding([(.favourite, [.control("c")])]) }

        let stolen = try Keymap.defaults.overriding([(.favourite, [.character("c")])])
        #expect(stolen.action(for: .character("c"), in: .browse) == .favourite)
        #expect(stolen.keys(for: .cook) == [], "cook lost its only key to favourite")
        #expect(stolen.label(for: .cook) == "(unbound)")
    }

    @Test func twoUserBindingsOnOneKeyConflict() {
        #expect(throws: Keymap.Conflict.self) {
            try Keymap.defaults.overriding([(.down, [.character("n")]), (.favourite, [.character("n")])])
        }
    }

    @Test func theDefaultsHaveEveryActionAndHintThemByTheirKeys() {
        let keymap = Keymap.defaults
        #expect(Set(keymap.bindings.map(\.action)) == Set(Action.allCases), "every action has a row")
        #expect(keymap.hints(in: .browse) == "j/k move · l open · h back · Tab/Shift-Tab column · 1/2/3/4 tabs · / search · f ★ · c cook · s list · a +list · ? help · q quit")
        #expect(keymap.hints(in: .cook) == "h back · f ★ · c cook · a +list · j/k step · t timer · ? help · q quit", "\(keymap.hints(in: .cook))")
        #expect(keymap.hints(in: .mise) == "j/k move · h back · c cook · Space tick · n start · ? help · q quit", "\(keymap.hints(in: .mise))")
        #expect(keymap.hints(in: .query) == "Enter results · Backspace delete · Ctrl-U clear · Ctrl-C quit")
    }

    @Test func keyNamesRoundTrip() {
        let names = ["j", "G", "?", "/", "ctrl-d", "Enter", "Esc", "Tab", "shift-Tab", "Backspace", "Delete", "Up", "Down", "Left",
                     "Right", "PageUp", "PageDown", "Home", "End", "F1", "F12", "Space", "é"]
        for name in names {
            let key = Key(name: name)
            #expect(key != nil, "\(name)")
            #expect(key?.name == name, "\(name)")
        }
        #expect(Key(name: "CTRL-X") == .control("x"))
        #expect(Key(name: "enter") == .enter)
        #expect(Key(name: "ctrl-i") == .tab, "ctrl-i is the Tab byte")
        #expect(Key(name: "ctrl-h") == .backspace)
        for bad in ["", "ctrl-", "ctrl-1", "F0", "F13", "F01", "jj", "Hyper-x", " ", "\u{1B}"] {
            #expect(Key(name: bad) == nil, "\(bad)")
        }
    }
}
