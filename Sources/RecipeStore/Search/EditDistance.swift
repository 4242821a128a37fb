/// How many single-character edits turn a typed word into another — a character added,
/// dropped or changed, or two neighbours swapped (optimal string alignment) — counted only up
/// to a limit, so comparing one word with a vocabulary of thousands stays cheap: only the band
/// of `limit` cells either side of the diagonal is worked out, a row past the limit ends it,
/// and the table's rows are allocated once for every word compared.
struct EditDistance {
    /// The typed word, as Unicode scalar values.
    let word: [UInt32]
    /// The most edits counted.
    let limit: Int
    /// Three rows of the table (for i - 2, i - 1 and i), `width` cells each.
    private var rows: [Int]
    private let width: Int

    /// A measure from `word` allowing at most `limit` edits.
    init(from word: [UInt32], limit: Int) {
        self.word = word
        self.limit = limit
        width = word.count + limit + 1
        rows = [Int](repeating: 0, count: width * 3)
    }

    /// The distance from the word to `other`, or nil when it exceeds the limit.
    mutating func to(_ other: UnsafeBufferPointer<UInt32>) -> Int? {
        let n = word.count, m = other.count, limit = limit, width = width, beyond = limit + 1
        guard abs(n - m) <= limit else { return nil }
        if n == 0 || m == 0 { return max(n, m) }
        return word.withUnsafeBufferPointer { a in
            rows.withUnsafeMutableBufferPointer { rows -> Int? in
                // Row r of the table lives at ((r % 3) * width); cells outside the band hold `beyond`.
                for j in 0...m { rows[j] = j <= limit ? j : beyond }
                for i in 1...n {
                    let row = (i % 3) * width, up = ((i - 1) % 3) * width, twoUp = ((i + 1) % 3) * width
                    let low = max(1, i - limit), high = min(m, i + limit)
                    for j in 0...m { rows[row + j] = beyond }
                    if i <= limit { rows[row] = i }
                    var best = rows[row]
                    if low <= high {
                        for j in low...high {
                            let cost = a[i - 1] == other[j - 1] ? 0 : 1
                            var value = min(rows[up + j - 1] + cost, rows[up + j] + 1, rows[row + j - 1] + 1)
                            if i > 1, j > 1, a[i - 1] == other[j - 2], a[i - 2] == other[j - 1] { value = min(value, rows[twoUp + j - 2] + 1) }
                            rows[row + j] = min(value, beyond)
                            best = min(best, rows[row + j])
                        }
                    }
                    if best > limit { return nil }
                }
                let last = rows[(n % 3) * width + m]
                return last <= limit ? last : nil
            }
        }
    }

    /// The distance between two strings, or nil past `limit`.
    static func between(_ a: String, _ b: String, limit: Int) -> Int? {
        var measure = EditDistance(from: a.unicodeScalars.map(\.value), limit: limit)
        let other = b.unicodeScalars.map(\.value)
        return other.withUnsafeBufferPointer { measure.to($0) }
    }
}
