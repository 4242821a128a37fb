import CookbookApp
import Terminal
import Testing

/// Drives an `AppState` one key at a time and checks the *whole* state after each, as TCA's
/// `TestStore.send(_:_:)` does: the closure describes how the expected state differs from the
/// state before the key; anything else that changed is a failure, shown as a readable diff.
public struct StateSteps {
    /// The state after the last step.
    public private(set) var state: AppState
    /// The effects of the last step.
    public private(set) var effects: [Effect] = []
    private let env: AppEnvironment
    private let checksHistory: Bool

    /// Starts from `state`. The history of places is compared only when `checksHistory` (its
    /// own tests do); other tests leave it to the app.
    public init(_ state: AppState, env: AppEnvironment, checksHistory: Bool = false) {
        self.state = state
        self.env = env
        self.checksHistory = checksHistory
    }

    /// Presses `key`; the state must then equal the previous state changed by `change`.
    public mutating func press(_ key: Key, sourceLocation: SourceLocation = #_sourceLocation, _ change: (inout AppState) throws -> Void = { _ in }) rethrows {
        var expected = state
        try change(&expected)
        effects = state.update(key, env: env)
        if !checksHistory { expected.history = state.history }
        if state != expected {
            Issue.record("After \(key) the state differs from the expected one:\n\(Self.diff(expected: expected, actual: state))", sourceLocation: sourceLocation)
        }
    }

    /// Types each character of `text` as a key, checking the whole state after the last one.
    public mutating func type(_ text: String, sourceLocation: SourceLocation = #_sourceLocation, _ change: (inout AppState) throws -> Void = { _ in }) rethrows {
        var expected = state
        try change(&expected)
        for character in text { effects = state.update(.character(character), env: env) }
        if !checksHistory { expected.history = state.history }
        if state != expected {
            Issue.record("After typing \"\(text)\" the state differs from the expected one:\n\(Self.diff(expected: expected, actual: state))", sourceLocation: sourceLocation)
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
