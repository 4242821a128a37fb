/// Finds the next occurrence of one ASCII byte (a closing `}` or `)`) in a paragraph, remembering
/// the last answer so a run of unclosed braces costs one scan in all, not one scan each: a
/// question from inside the range already searched is answered without looking again.
struct NextByteIndex {
    /// The byte looked for.
    private let target: UInt8
    /// Positions `searchedFrom...answerLimit` all have `answer` as their next occurrence (nil:
    /// none up to the end).
    private var searchedFrom = 1
    private var answerLimit = 0
    private var answer: Int?

    /// An index of `target`'s occurrences.
    init(of target: UInt8) { self.target = target }

    /// The first index at or after `start` in `bytes` holding the target, or nil; an index where
    /// `escaped` (empty: none) is true holds a `\`-escaped character, which never counts. The
    /// bytes looked at are added to `work`.
    mutating func next(from start: Int, in bytes: UnsafeBufferPointer<UInt8>, escaped: [Bool] = [], work: ParseWork? = nil) -> Int? {
        if start >= searchedFrom, start <= answerLimit { return answer }
        var index = start
        while index < bytes.count, bytes[index] != target || !escaped.isEmpty && escaped[index] { index += 1 }
        work?.add(index - start + 1)
        answer = index < bytes.count ? index : nil
        searchedFrom = start
        answerLimit = index
        return answer
    }
}
