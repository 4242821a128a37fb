import CookbookApp
import Terminal
import Testing

/// Drives an `AppState` one key at a time and checks the *whole* state after each, as TCA's
/// `TestStore.send(_:_:)` does: the closure describes how the expected state differs from the
/// state before the key; anything else that changed is a failure, shown as a readable diff.
/// The effects are checked whole too: a step emits exactly the `effects` it states (none when
/// it states none), unless the steps were made with `effects: .unchecked`.
public struct StateSteps {
    /// Whether each step's effects must be exactly those it states.
    public enum EffectChecking: Sendable {
        /// A step that emits an effect it did not state, or misses one, fails (the default).
        case exhaustive
        /// Effects are not compared; for tests about the state alone.
        case unchecked
    }

    /// The state after the last step.
    public private(set) var state: AppState
    /// The effects of the last step (every key of it, in order).
    public private(set) var effects: [Effect] = []
    private let env: AppEnvironment
    private let checksHistory: Bool
    private let checking: EffectChecking

    /// Starts from `state`. The history of places is compared only when `checksHistory` (its
    /// own tests do); other tests leave it to the app. Effects are checked as `effects` says.
    public init(_ state: AppState, env: AppEnvironment, checksHistory: Bool = false, effects: EffectChecking = .exhaustive) {
        self.state = state
        self.env = env
        self.checksHistory = checksHistory
        checking = effects
    }

    /// Presses `key`; the state must then equal the previous state changed by `change`, and
    /// the key must emit exactly `expected`.
    public mutating func press(_ key: Key, effects expected: [Effect] = [], sourceLocation: SourceLocation = #_sourceLocation,
                               _ change: (inout AppState) throws -> Void = { _ in }) rethrows {
        try step("After \(key)", keys: [key], effects: expected, sourceLocation: sourceLocation, change)
    }

    /// Types each character of `text` as a key, checking the whole state after the last one and
    /// the effects of all of them, in order, against `expected`.
    public mutating func type(_ text: String, effects expected: [Effect] = [], sourceLocation: SourceLocation = #_sourceLocation,
                              _ change: (inout AppState) throws -> Void = { _ in }) rethrows {
        try step("After typing \"\(text)\"", keys: text.map { .character($0) }, effects: expected, sourceLocation: sourceLocation, change)
    }

    private mutating func step(_ what: String, keys: [Key], effects expected: [Effect], sourceLocation: SourceLocation,
                               _ change: (inout AppState) throws -> Void) rethrows {
        var expectedState = state
        try change(&expectedState)
        effects = keys.flatMap { state.update($0, env: env) }
        if !checksHistory { expectedState.history = state.history }
        if state != expectedState {
            Issue.record("\(what) the state differs from the expected one:\n\(Self.diff(expected: expectedState, actual: state))", sourceLocation: sourceLocation)
        }
        if checking == .exhaustive, effects != expected {
            Issue.record("\(what) the effects differ: expected \(expected), emitted \(effects)", sourceLocation: sourceLocation)
        }
    }

    /// The lines of the two states' dumps that differ, with the path to each.
    public static func diff(expected: AppState, actual: AppState) -> String {
        func lines(_ state: AppState) -> [String] {
            var text = ""
            dump(state, to: &text)
            return text.split(separator: "\n").map(String.init)
        }
        let (e, a) = (lines(expected), lines(actual))
        var out: [String] = []
        for change in a.difference(from: e) {
            switch change {
            case let .remove(offset, line, _): out.append("  - expected (line \(offset + 1)): \(line.trimmingPrefixSpaces())")
            case let .insert(offset, line, _): out.append("  + actual   (line \(offset + 1)): \(line.trimmingPrefixSpaces())")
            }
            if out.count == 16 { out.append("  …"); break }
        }
        return out.joined(separator: "\n")
    }
}

private extension String {
    func trimmingPrefixSpaces() -> String { String(drop { $0 == " " }) }
}
