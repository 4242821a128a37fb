/// Every recipe's description and step words as numbers into one vocabulary, in position
/// order: how a folder's archive keeps them, and what its index's word tables are made from
/// without splitting or hashing any text again.
struct NumberedWords {
    /// The words, by number.
    let vocabulary: [[UInt8]]
    /// Each recipe's description words, as numbers.
    let summary: [[UInt32]]
    /// Each recipe's step words, as numbers.
    let steps: [[UInt32]]
}
