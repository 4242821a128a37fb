import Terminal

/// The one keymap: which action each key runs in each mode. `update` looks keys up here, and
/// the `?` overlay, the status-line hints, cook mode's hint line and `cookbook --help keys` are
/// all written from the same bindings, so a key is spelled in one place only.
public struct Keymap: Equatable, Sendable {
    /// Two actions on one key in one mode: refused when the keymap is built.
    public struct Conflict: Error, Equatable, CustomStringConvertible {
        /// The key.
        public let key: Key
        /// The mode where both apply.
        public let mode: InputMode
        /// The actions, in keymap order.
        public let actions: (Action, Action)

        /// `key` runs both `actions` in `mode`.
        public init(key: Key, mode: InputMode, actions: (Action, Action)) {
            self.key = key
            self.mode = mode
            self.actions = actions
        }

        /// A message naming the key and both actions.
        public var description: String {
            "\(key.name ?? "?") is bound to both \(actions.0.name) and \(actions.1.name) in \(mode.rawValue) mode"
        }

        /// Equal when key, mode and both actions are.
        public static func == (lhs: Conflict, rhs: Conflict) -> Bool {
            lhs.key == rhs.key && lhs.mode == rhs.mode && lhs.actions == rhs.actions
        }
    }

    /// Every binding, in the order help lists them.
    public private(set) var bindings: [KeyBinding]
    private var lookup: [InputMode: [Key: Action]]
    /// The status-line hints of each mode, written once (every frame shows one).
    var hintsByMode: [InputMode: String] = [:]

    /// A keymap of `bindings`; two actions on one key in one mode are refused.
    public init(_ bindings: [KeyBinding]) throws(Conflict) {
        self.bindings = bindings
        lookup = [:]
        for binding in bindings {
            for mode in binding.modes.sorted() {
                for key in binding.keys where !Self.types(key, in: mode) {
                    if let other = lookup[mode]?[key], other != binding.action {
                        throw Conflict(key: key, mode: mode, actions: (other, binding.action))
                    }
                    lookup[mode, default: [:]][key] = binding.action
                }
            }
        }
        for mode in InputMode.allCases { hintsByMode[mode] = makeHints(in: mode) }
    }

    /// The built-in keymap.
    public static let defaults: Keymap = {
        do { return try Keymap(defaultBindings) } catch { preconditionFailure("the default keymap conflicts: \(error)") }
    }()

    /// Ctrl-C: it always quits (the place saved), whatever the config binds, and gives up a
    /// prompt while one is open, so there is always a way out.
    public static let interrupt = Key.control("c")

    /// The action `key` runs in `mode`, or nil. While a query is typed, printable keys type.
    public func action(for key: Key, in mode: InputMode) -> Action? {
        if key == Self.interrupt { return mode == .prompt ? .promptCancel : .quit }
        return Self.types(key, in: mode) ? nil : lookup[mode]?[key]
    }

    /// The binding of `action`.
    public func binding(for action: Action) -> KeyBinding? { bindings.first { $0.action == action } }

    /// The keys that run `action` (empty when it has none).
    public func keys(for action: Action) -> [Key] { binding(for: action)?.keys ?? [] }

    /// The label of the first key of `action` (`?` when the user unbound it).
    public func label(for action: Action) -> String { keys(for: action).first?.label ?? "(unbound)" }

    /// The bindings that apply in `mode`.
    public func bindings(in mode: InputMode) -> [KeyBinding] { bindings.filter { $0.modes.contains(mode) } }

    /// This keymap with `keys` bound to each action in `overrides` instead of its defaults. A
    /// key taken this way is removed from the other actions that had it in the same modes.
    public func overriding(_ overrides: [(action: Action, keys: [Key])]) throws(Conflict) -> Keymap {
        var bindings = self.bindings
        let overridden = Set(overrides.map(\.action))
        for (action, keys) in overrides {
            guard let index = bindings.firstIndex(where: { $0.action == action }) else { continue }
            bindings[index].keys = keys
            let modes = bindings[index].modes
            for other in bindings.indices where !overridden.contains(bindings[other].action) && !bindings[other].modes.isDisjoint(with: modes) {
                bindings[other].keys.removeAll { keys.contains($0) }
            }
        }
        // Ctrl-C stays on quit and prompt-cancel (a binding of it elsewhere is a conflict).
        for action in [Action.quit, .promptCancel] {
            guard let index = bindings.firstIndex(where: { $0.action == action }), !bindings[index].keys.contains(Self.interrupt) else { continue }
            bindings[index].keys.append(Self.interrupt)
        }
        return try Keymap(bindings)
    }

    /// Whether `key` types itself in `mode` (printable keys while a query or filter is typed).
    private static func types(_ key: Key, in mode: InputMode) -> Bool {
        if mode.types, case .character = key { return true }
        return false
    }
}
