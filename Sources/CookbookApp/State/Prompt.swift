/// A question asked in the status line and the answer being typed (`i`: `Add to the shopping
/// list: coffee{1%bag}`). Enter does what it asks; Escape gives it up.
public struct Prompt: Equatable, Sendable {
    /// What the answer is for.
    public enum Purpose: Equatable, Sendable {
        /// A free-hand shopping-list item.
        case shoppingItem
    }

    /// What the answer is for.
    public let purpose: Purpose
    /// The answer so far.
    public var text: String

    /// A prompt for `purpose`, nothing typed yet.
    public init(_ purpose: Purpose, text: String = "") {
        self.purpose = purpose
        self.text = text
    }

    /// The question shown before the answer.
    public var question: String {
        switch purpose {
        case .shoppingItem: "Add to the shopping list (name{amount%unit}):"
        }
    }

    /// The question in a few words, for a narrow terminal where the answer needs the room.
    public var shortQuestion: String {
        switch purpose {
        case .shoppingItem: "Add:"
        }
    }
}
