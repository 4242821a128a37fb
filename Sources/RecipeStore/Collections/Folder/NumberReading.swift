/// A number read from a file's metadata: a usable value, or one too large to keep.
enum NumberReading: Equatable {
    case value(Int)
    case tooLarge

    /// The value, nil when too large.
    var value: Int? { if case let .value(value) = self { return value } else { return nil } }
}
