/// Everything that can go wrong while navigating, each with a message a developer can act on.
///
/// Navigation misuse never traps: the operation is refused, the state is left unchanged and
/// one of these is thrown or recorded.
public enum NavigationError: Error, Equatable, Sendable {
    /// `removeLast(k)` asked for more elements than the path holds (or a negative count).
    case cannotRemove(requested: Int, count: Int)
    /// Back was requested on a stack that is already at its root.
    case alreadyAtRoot
    /// A value was pushed whose type has no registered destination.
    case noDestination(type: String)
    /// A stack entry (e.g. from a restored path) whose type has no destination to show it.
    case noScreen(type: String)
    /// A second destination was registered for a type that already has one.
    case duplicateDestination(type: String)
    /// A presented destination (flag or item) is shown but none is registered under its name.
    case noPresentationDestination(name: String)
    /// A second destination was registered under a presentation name already in use.
    case duplicatePresentation(name: String)
    /// A homogeneous path was asked to hold a value of another type.
    case wrongElementType(expected: String, actual: String)
    /// A path element's type has no coding tag, so the path has no codable representation.
    case notCodable(type: String, index: Int)
    /// A coding tag, or the type behind it, was registered twice.
    case duplicateTag(tag: String, type: String)
    /// A codable representation that is not a flat array of tag/value pairs.
    case malformedRepresentation(reason: String)
    /// Decoding met a tag that no type is registered under.
    case unknownTag(tag: String, index: Int)
    /// Decoding could not turn the stored JSON into a value of the tag's type.
    case undecodableValue(tag: String, index: Int, reason: String)
    /// Lenient decoding dropped a value that decoded but no longer exists.
    case droppedMissing(tag: String, index: Int, value: String)
    /// A split-view selection was made that its column layout cannot hold.
    case invalidSelection(reason: String)
    /// A tab that the tab set does not contain.
    case unknownTab(name: String)
    /// A deep link that could not be parsed.
    case malformedURL(url: String, reason: String)
    /// A deep link that parsed but matches no route, or names something that does not exist.
    case unresolvedLink(url: String, reason: String)
    /// History back was requested at the oldest recorded place.
    case historyAtStart
    /// History forward was requested at the newest recorded place.
    case historyAtEnd
    /// A history was built or restored with an impossible position or limit.
    case invalidHistory(reason: String)
}

extension NavigationError: CustomStringConvertible {
    /// The message shown to the developer or user, one sentence that says what happened and why.
    public var description: String {
        switch self {
        case let .cannotRemove(requested, count):
            return "Cannot remove \(requested) element\(requested == 1 ? "" : "s") from a path of \(count); the path is unchanged."
        case .alreadyAtRoot:
            return "Already at the root of the stack; there is nothing to go back to."
        case let .noDestination(type):
            return "No destination is registered for \(type); the push was refused. Register one with register(\(type).self) { … }."
        case let .noScreen(type):
            return "No destination is registered for \(type); its screen cannot be shown."
        case let .duplicateDestination(type):
            return "A destination for \(type) is already registered; the first registration is kept and this one is ignored."
        case let .noPresentationDestination(name):
            return "No destination is registered for the presentation \"\(name)\"; it cannot be shown."
        case let .duplicatePresentation(name):
            return "A destination for the presentation \"\(name)\" is already registered; the first registration is kept and this one is ignored."
        case let .wrongElementType(expected, actual):
            return "This path holds only \(expected) values; a \(actual) cannot be pushed."
        case let .notCodable(type, index):
            return "Path element \(index) has type \(type), which has no coding tag; the path has no codable representation."
        case let .duplicateTag(tag, type):
            return "The coding tag \"\(tag)\" or the type \(type) is already registered; the first registration is kept."
        case let .malformedRepresentation(reason):
            return "The stored path is malformed: \(reason)."
        case let .unknownTag(tag, index):
            return "Stored path element \(index) has the unknown tag \"\(tag)\"."
        case let .undecodableValue(tag, index, reason):
            return "Stored path element \(index) (tag \"\(tag)\") could not be decoded: \(reason)."
        case let .droppedMissing(tag, index, value):
            return "Stored path element \(index) (tag \"\(tag)\", value \(value)) no longer exists and was dropped."
        case let .invalidSelection(reason):
            return "Invalid selection: \(reason)."
        case let .unknownTab(name):
            return "There is no tab named \(name)."
        case let .malformedURL(url, reason):
            return "Malformed link \"\(url)\": \(reason)."
        case let .unresolvedLink(url, reason):
            return "Cannot open \"\(url)\": \(reason)."
        case .historyAtStart:
            return "No earlier place in the history."
        case .historyAtEnd:
            return "No later place in the history."
        case let .invalidHistory(reason):
            return "Invalid history: \(reason)."
        }
    }
}
