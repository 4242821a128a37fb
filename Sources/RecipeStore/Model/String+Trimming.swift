extension StringProtocol {
    /// The text without leading and trailing characters for which `drop` holds (standard
    /// library only, keeping Foundation off the load path).
    func trimmed(while drop: (Character) -> Bool = { $0.isWhitespace }) -> String {
        guard let first = firstIndex(where: { !drop($0) }), let last = lastIndex(where: { !drop($0) }) else { return "" }
        return String(self[first...last])
    }
}
