/// An observable home for a navigation state value: every change goes through `update`,
/// is atomic (all or nothing), and reaches observers once with the old and new value.
///
/// Misuse inside an update is reported, not fatal: the thrown `NavigationError` is recorded
/// in `diagnostics`, sent to diagnostic observers, and the state stays as it was.
public final class NavigationModel<State: Equatable> {
    /// The current state.
    public private(set) var state: State
    /// Every refused change, oldest first.
    public private(set) var diagnostics: [NavigationError] = []

    private var nextID = 0
    private var changeObservers: [(id: Int, handler: (State, State) -> Void)] = []
    private var diagnosticObservers: [(id: Int, handler: (NavigationError) -> Void)] = []

    /// A model starting at `state`.
    public init(_ state: State) { self.state = state }

    /// Applies `body` to a copy of the state and commits it in one change. Returns the body's
    /// result, or nil when it threw (the error is reported and the state is unchanged).
    @discardableResult
    public func update<R>(_ body: (inout State) throws(NavigationError) -> R) -> R? {
        var copy = state
        do {
            let result = try body(&copy)
            commit(copy)
            return result
        } catch {
            report(error)
            return nil
        }
    }

    /// Replaces the whole state in one change.
    public func set(_ newState: State) { commit(newState) }

    /// Calls `handler(old, new)` after every change that alters the state.
    @discardableResult
    public func observe(_ handler: @escaping (State, State) -> Void) -> ObservationToken {
        nextID += 1
        changeObservers.append((nextID, handler))
        return ObservationToken(id: nextID)
    }

    /// Calls `handler(old, new)` only when the part of the state at `keyPath` changes, e.g.
    /// `\.path` of a stack.
    @discardableResult
    public func observe<Value: Equatable>(_ keyPath: KeyPath<State, Value>, _ handler: @escaping (Value, Value) -> Void) -> ObservationToken {
        observe { old, new in
            let (before, after) = (old[keyPath: keyPath], new[keyPath: keyPath])
            if before != after { handler(before, after) }
        }
    }

    /// Calls `handler` with every refused change.
    @discardableResult
    public func observeDiagnostics(_ handler: @escaping (NavigationError) -> Void) -> ObservationToken {
        nextID += 1
        diagnosticObservers.append((nextID, handler))
        return ObservationToken(id: nextID)
    }

    /// Stops the observer that `token` was returned for.
    public func cancel(_ token: ObservationToken) {
        changeObservers.removeAll { $0.id == token.id }
        diagnosticObservers.removeAll { $0.id == token.id }
    }

    private func commit(_ newState: State) {
        guard newState != state else { return }
        let old = state
        state = newState
        for observer in changeObservers { observer.handler(old, newState) }
    }

    private func report(_ error: NavigationError) {
        diagnostics.append(error)
        for observer in diagnosticObservers { observer.handler(error) }
    }
}

/// Identifies one observer of a `NavigationModel`, to cancel it later.
public struct ObservationToken: Hashable, Sendable {
    let id: Int
}
