extension RandomAccessCollection where Index == Int {
    /// The index of the last element whose `key` is at most `value`, by binary search in
    /// elements sorted by `key` (the first index when none is; the collection must not be
    /// empty): the line or run a byte offset falls in, for placing errors.
    func lastIndex(keyAtMost value: Int, key: (Element) -> Int) -> Int {
        var low = startIndex, high = endIndex - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if key(self[middle]) <= value { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
