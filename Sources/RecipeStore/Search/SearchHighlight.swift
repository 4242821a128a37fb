/// Where a query's words occur in a name, as ranges of the name's characters, so a results
/// list can highlight them: `pho` in `Phở bò` is the first three characters. Each character is
/// folded alone (as `TextFolding` folds it), so a fold that changes length (`ß` → `ss`) still
/// maps back to the character it came from.
public enum SearchHighlight {
    /// The merged, ordered character ranges of `name` where any of `words` (folded, as
    /// `SearchQuery.matchedWords` gives them) occurs.
    public static func ranges(in name: String, words: [String]) -> [Range<Int>] {
        let needles = words.map { Array($0.utf8) }.filter { !$0.isEmpty }
        guard !needles.isEmpty else { return [] }
        var folded: [UInt8] = [], owner: [Int] = []
        for (index, character) in name.enumerated() {
            let bytes = TextFolding.fold(String(character)).utf8
            folded.append(contentsOf: bytes)
            owner.append(contentsOf: repeatElement(index, count: bytes.count))
        }
        var marked = [Bool](repeating: false, count: name.count)
        for needle in needles where needle.count <= folded.count {
            for start in 0...(folded.count - needle.count) where folded[start] == needle[0] && folded[start..<(start + needle.count)].elementsEqual(needle) {
                for character in owner[start]...owner[start + needle.count - 1] { marked[character] = true }
            }
        }
        var ranges: [Range<Int>] = []
        var index = 0
        while index < marked.count {
            guard marked[index] else { index += 1; continue }
            let start = index
            while index < marked.count, marked[index] { index += 1 }
            ranges.append(start..<index)
        }
        return ranges
    }
}
