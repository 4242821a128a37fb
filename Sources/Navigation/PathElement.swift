/// One value on a navigation path, with its concrete type erased.
///
/// Unlike `AnyHashable`, two elements are equal only when their dynamic types are identical,
/// so `1 as Int` and `1 as Int8` are different screens. Values are `Sendable` (IDs, as
/// navigation state should hold), so paths and stacks can cross concurrency domains.
public struct PathElement: Sendable {
    /// The wrapped value.
    public let base: any Hashable & Sendable

    /// Wraps `value`; wrapping an element again unwraps it first.
    public init<V: Hashable & Sendable>(_ value: V) {
        if let element = value as? PathElement {
            self = element
        } else {
            self.base = value
        }
    }

    /// The dynamic type of the wrapped value, which selects its destination.
    public var valueType: Any.Type { type(of: base) }

    /// A readable name for the wrapped value's type, used in diagnostics (`Recipe.ID`, `Int`).
    public var typeName: String { PathElement.name(of: valueType) }

    /// The wrapped value as `V`, or `nil` when it has another type.
    public func value<V>(as type: V.Type = V.self) -> V? { base as? V }

    /// A readable name for `type` without its module prefix, for diagnostics.
    public static func name(of type: Any.Type) -> String {
        let full = String(reflecting: type)
        guard let dot = full.firstIndex(of: "."), !full[..<dot].contains("<") else { return full }
        return String(full[full.index(after: dot)...])
    }
}

extension Hashable {
    /// Whether `other` has exactly this value's type and is equal to it.
    fileprivate func isIdentical(to other: any Hashable) -> Bool {
        guard type(of: other) == Self.self, let other = other as? Self else { return false }
        return self == other
    }
}

extension PathElement: Hashable {
    /// Equal when both the dynamic types and the values are equal.
    public static func == (lhs: PathElement, rhs: PathElement) -> Bool {
        lhs.base.isIdentical(to: rhs.base)
    }

    /// Hashes the type identity together with the value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(valueType))
        hasher.combine(base)
    }
}

extension PathElement: CustomStringConvertible {
    /// The wrapped value as text, e.g. `"apple-pie"` or `42`.
    public var description: String { String(describing: base) }
}

