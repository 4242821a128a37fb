/// The reasons hits give, each kept once and referred to by number: a word found in the
/// steps of 30,000 recipes costs 30,000 numbers, not 30,000 strings.
final class SearchReasons {
    private(set) var texts: [String] = []
    private var numbers: [String: Int32] = [:]

    /// The number of `text`, given it on first use.
    func number(_ text: String) -> Int32 {
        if let number = numbers[text] { return number }
        texts.append(text)
        numbers[text] = Int32(texts.count - 1)
        return Int32(texts.count - 1)
    }
}
