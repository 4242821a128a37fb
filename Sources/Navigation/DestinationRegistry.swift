/// Answers whether a value can be pushed, so stacks refuse values no screen exists for.
public protocol DestinationResolving {
    /// Whether a destination is registered for `element`'s type.
    func hasDestination(for element: PathElement) -> Bool
}

/// Maps values to screens by their type, like `navigationDestination(for:destination:)`, plus
/// the destinations presented by flags and items.
///
/// Duplicate rule (deterministic, as SwiftUI keeps the one nearest the root): the first
/// registration for a type or presentation name wins; later ones are ignored and reported
/// in `diagnostics`.
public struct DestinationRegistry<Screen>: DestinationResolving {
    private var byType: [ObjectIdentifier: (PathElement) -> Screen?] = [:]
    private var byPresentation: [String: (PathElement?) -> Screen?] = [:]
    /// Problems found while registering (duplicates), in order.
    public private(set) var diagnostics: [NavigationError] = []

    /// An empty registry. View destinations resolve when their value already is a `Screen`.
    public init() {}

    /// Registers how values of type `V` become screens. Returns whether it took effect
    /// (false, with a diagnostic, when `V` already has a destination).
    @discardableResult
    public mutating func register<V: Hashable>(_ type: V.Type, destination: @escaping (V) -> Screen) -> Bool {
        let key = ObjectIdentifier(V.self)
        guard byType[key] == nil else {
            diagnostics.append(.duplicateDestination(type: PathElement.name(of: V.self)))
            return false
        }
        byType[key] = { element in element.value(as: V.self).map(destination) }
        return true
    }

    /// Registers the screen shown while `flag` is true. First registration wins.
    @discardableResult
    public mutating func register(_ flag: PresentationFlag, destination: @escaping () -> Screen) -> Bool {
        registerPresentation(flag.name) { _ in destination() }
    }

    /// Registers the screen shown while the item `key` is set. First registration wins.
    @discardableResult
    public mutating func register<Item: Hashable>(_ key: PresentationItem<Item>, destination: @escaping (Item) -> Screen) -> Bool {
        registerPresentation(key.name) { element in element?.value(as: Item.self).map(destination) }
    }

    private mutating func registerPresentation(_ name: String, _ build: @escaping (PathElement?) -> Screen?) -> Bool {
        guard byPresentation[name] == nil else {
            diagnostics.append(.duplicatePresentation(name: name))
            return false
        }
        byPresentation[name] = build
        return true
    }

    /// Whether values of `element`'s type have a destination.
    public func hasDestination(for element: PathElement) -> Bool {
        byType[ObjectIdentifier(element.valueType)] != nil
    }

    /// The screen for one stack entry, or the reason there is none.
    public func screen(for entry: StackEntry) throws(NavigationError) -> Screen {
        switch entry {
        case let .value(element):
            guard let build = byType[ObjectIdentifier(element.valueType)], let screen = build(element) else {
                throw .noScreen(type: element.typeName)
            }
            return screen
        case let .overlay(.flag(flag)):
            guard let screen = byPresentation[flag.name]?(nil) else { throw .noPresentationDestination(name: flag.name) }
            return screen
        case let .overlay(.item(name, value)):
            guard let screen = byPresentation[name]?(value) else { throw .noPresentationDestination(name: name) }
            return screen
        case let .overlay(.view(element)):
            guard let screen = element.value(as: Screen.self) else { throw .noScreen(type: element.typeName) }
            return screen
        }
    }

    /// The screens of a whole stack, bottom first; entries that cannot resolve are skipped
    /// and reported through `report`, so a bad entry never blanks the stack.
    public func screens<P>(for stack: NavigationStackState<P>, report: (NavigationError) -> Void = { _ in }) -> [Screen] {
        stack.entries.compactMap { entry in
            do throws(NavigationError) { return try screen(for: entry) } catch { report(error); return nil }
        }
    }
}
