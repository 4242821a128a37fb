/// Finds the next occurrence of one scalar (a closing `}` or `)`) in a paragraph, remembering
/// the last answer so a run of unclosed braces costs one scan in all, not one scan each: a
/// question from inside the range already searched is answered without looking again.
struct NextScalarIndex {
    private let target: Unicode.Scalar
    /// Positions `searchedFrom...answerLimit` all have `answer` as their next occurrence (nil:
    /// none up to the end).
    private var searchedFrom = 1
    private var answerLimit = 0
    private var answer: Int?

    /// An index of `target`'s occurrences.
    init(of target: Unicode.Scalar) { self.target = target }

    /// The first index at or after `start` in `scalars` holding the target, or nil; an index
    /// where `escaped` (empty: none) is true holds a `\`-escaped scalar, which never counts.
    mutating func next(from start: Int, in scalars: [Unicode.Scalar], escaped: [Bool] = []) -> Int? {
        if start >= searchedFrom, start <= answerLimit { return answer }
        var index = start
        while index < scalars.count, scalars[index] != target || !escaped.isEmpty && escaped[index] { index += 1 }
        answer = index < scalars.count ? index : nil
        searchedFrom = start
        answerLimit = index
        return answer
    }
}
