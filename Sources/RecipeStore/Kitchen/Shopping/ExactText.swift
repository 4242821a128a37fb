/// Text as a memo's key, hashed and compared by its UTF-8 bytes rather than by Unicode's
/// canonical equivalence: what was worked out for one spelling (an ingredient's key, an
/// amount) is reused only for the same bytes, so the memo answers exactly as working it out
/// again would, at a hash of bytes instead of a normalisation (issue #30).
struct ExactText: Hashable {
    /// The text.
    let text: String

    /// `text` as a key.
    init(_ text: String) { self.text = text }

    static func == (lhs: ExactText, rhs: ExactText) -> Bool { lhs.text.hasSameBytes(as: rhs.text) }

    func hash(into hasher: inout Hasher) {
        let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil { for byte in text.utf8 { hasher.combine(byte) } }
    }
}
