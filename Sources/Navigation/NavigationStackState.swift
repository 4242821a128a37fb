/// The state of one navigation stack: a path of values plus the screens stacked above it
/// (presented destinations and view destinations), as plain data.
///
/// The rule that keeps the two consistent: overlays belong to the top screen, so any change
/// to the path dismisses them first (their flags read `false` and items `nil` afterwards).
public struct NavigationStackState<Path: NavigationPathProtocol>: Equatable {
    /// The value path, root first.
    public private(set) var path: Path
    /// Screens above the path, bottom first.
    public private(set) var overlays: [StackOverlay]

    /// A stack showing `path` with nothing above it.
    public init(path: Path = Path()) {
        self.path = path
        self.overlays = []
    }

    /// A stack showing `path` with `overlays` above it, e.g. when moving a detail stack
    /// between the split and collapsed forms.
    public init(path: Path, overlays: [StackOverlay]) {
        self.path = path
        self.overlays = overlays
    }

    /// How many screens sit above the root: path elements plus overlays.
    public var depth: Int { path.count + overlays.count }

    /// Whether only the root is showing.
    public var isAtRoot: Bool { depth == 0 }

    /// Every screen above the root, bottom first: the path's values, then the overlays.
    public var entries: [StackEntry] {
        path.erasedElements.map(StackEntry.value) + overlays.map(StackEntry.overlay)
    }

    /// Pushes `value` if `registry` has a destination for its type; overlays are dismissed
    /// first. Throws `noDestination` (and changes nothing) otherwise.
    public mutating func push<V: Hashable & Sendable>(_ value: V, using registry: some DestinationResolving) throws(NavigationError) {
        let element = PathElement(value)
        guard registry.hasDestination(for: element) else { throw .noDestination(type: element.typeName) }
        var newPath = path
        try newPath.append(erased: element)
        path = newPath
        overlays.removeAll()
    }

    /// Replaces the whole path at once, dismissing overlays.
    public mutating func setPath(_ newPath: Path) {
        path = newPath
        overlays.removeAll()
    }

    /// Pushes a screen that has no value (a view destination) above everything else.
    public mutating func pushView<S: Hashable & Sendable>(_ screen: S) {
        overlays.append(.view(PathElement(screen)))
    }

    /// Goes back one screen: the top overlay if any (writing its flag or item back to
    /// false/nil), else the top path element. Throws `alreadyAtRoot` at the root.
    public mutating func back() throws(NavigationError) {
        if !overlays.isEmpty {
            overlays.removeLast()
        } else if path.isEmpty {
            throw .alreadyAtRoot
        } else {
            try path.removeLast(1)
        }
    }

    /// Removes the last `k` path elements (dismissing overlays), or throws `cannotRemove`.
    public mutating func removeLast(_ k: Int = 1) throws(NavigationError) {
        try path.removeLast(k)
        overlays.removeAll()
    }

    /// Pops back to the topmost path element matching `predicate`; returns whether one matched.
    /// When none matches nothing changes, overlays included.
    @discardableResult
    public mutating func popTo(where predicate: (PathElement) -> Bool) -> Bool {
        guard path.popTo(where: predicate) else { return false }
        overlays.removeAll()
        return true
    }

    /// Returns to the root, dismissing everything.
    public mutating func popToRoot() { setPath(Path()) }

    /// Whether the destination named by `flag` is showing. Setting `true` presents it on top
    /// (no-op if shown); setting `false` dismisses it and everything above it.
    public subscript(isPresented flag: PresentationFlag) -> Bool {
        get { overlays.contains(.flag(flag)) }
        set {
            if newValue { if !self[isPresented: flag] { overlays.append(.flag(flag)) } }
            else { dismissOverlay { $0 == .flag(flag) } }
        }
    }

    /// The item that presents the destination named by `key`, or nil when it is not shown.
    /// Setting an item presents (or replaces) it on top; setting nil dismisses it.
    public subscript<Item: Hashable & Sendable>(item key: PresentationItem<Item>) -> Item? {
        get {
            for case let .item(name, value) in overlays.reversed() where name == key.name {
                return value.value(as: Item.self)
            }
            return nil
        }
        set {
            dismissOverlay { if case .item(key.name, _) = $0 { return true } else { return false } }
            if let newValue { overlays.append(.item(name: key.name, value: PathElement(newValue))) }
        }
    }

    /// Removes the bottom-most overlay matching `predicate` together with everything above it.
    private mutating func dismissOverlay(where predicate: (StackOverlay) -> Bool) {
        guard let index = overlays.firstIndex(where: predicate) else { return }
        overlays.removeSubrange(index...)
    }
}

/// One screen of a stack above its root, in the order the user sees them.
public enum StackEntry: Hashable, Sendable {
    /// A screen resolved from a path value by its type.
    case value(PathElement)
    /// A presented or view destination above the path.
    case overlay(StackOverlay)
}

extension NavigationStackState: Sendable where Path: Sendable {}
