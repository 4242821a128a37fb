extension StringProtocol {
    /// The text without leading and trailing characters for which `drop` holds (standard
    /// library only, keeping Foundation off the load path).
    func trimmed(while drop: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !drop($0) }), let last = lastIndex(where: { !drop($0) }) else { return "" }
        return String(self[first...last])
    }

    /// The text without leading and trailing whitespace. Text that starts and ends with a
    /// printable ASCII byte (most of a recipe's) has none, and is returned without walking its
    /// characters: a character is whitespace by its first scalar, and neither the first
    /// character nor the last one can start with a whitespace scalar there.
    func trimmed() -> String {
        let clean = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.first.map(Self.isPrintableASCII) == true && bytes.last.map(Self.isPrintableASCII) == true
        }
        return clean == true ? String(self) : trimmed { $0.isWhitespace }
    }

    /// Whether `byte` is ASCII and neither whitespace nor a control character.
    private static func isPrintableASCII(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }
}
