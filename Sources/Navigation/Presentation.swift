/// Names a destination presented by a Boolean, like `navigationDestination(isPresented:)`:
/// `stack[isPresented: .cookMode] = true` shows it, `false` (or going back) hides it.
public struct PresentationFlag: Hashable, Sendable, Codable {
    /// The stable name, used in diagnostics and saved state.
    public let name: String
    /// A flag named `name`.
    public init(_ name: String) { self.name = name }
}

/// Names a destination presented by an optional item, like `navigationDestination(item:)`:
/// a non-nil item shows it, `nil` (or going back) hides it.
public struct PresentationItem<Item: Hashable>: Hashable, Sendable {
    /// The stable name, used in diagnostics and saved state.
    public let name: String
    /// An item slot named `name`.
    public init(_ name: String) { self.name = name }
}

/// One screen stacked above a navigation path's value screens. None of these is part of the
/// path, and view destinations are never serialised.
public enum StackOverlay: Hashable, Sendable {
    /// A destination shown because its Boolean flag is true.
    case flag(PresentationFlag)
    /// A destination shown because its optional item is set to this value.
    case item(name: String, value: PathElement)
    /// A screen pushed without a value, like `NavigationLink(destination:label:)`.
    case view(PathElement)
}
