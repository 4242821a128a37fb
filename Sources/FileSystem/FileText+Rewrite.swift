/// A user's file read to be changed and written back whole (`pantry.conf`, a `.menu` plan): its
/// text with the byte-order mark it starts with kept aside, so the file written back has it too.
extension FileText {
    /// What reading a file for a rewrite found.
    public enum Rewrite: Equatable, Sendable {
        /// No file there.
        case missing
        /// Its text (without the mark) and the mark it starts with (`"\u{FEFF}"` or empty).
        case text(String, mark: String)
        /// Not UTF-8 text; `line` is the first line that is not: it is never written back.
        case notUTF8(line: Int)
        /// It exists but cannot be read: why.
        case unreadable(String)
    }

    /// Reads the file at `path` (`FilePath.readAll`) to rewrite it.
    public static func readForRewrite(_ path: String) -> Rewrite {
        var bytes: [UInt8]
        do {
            bytes = try FilePath.readAll(path)
        } catch {
            if error.isMissing, !FilePath.exists(path) { return .missing }
            return .unreadable("cannot be read: \(error.reason)")
        }
        let mark = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? "\u{FEFF}" : ""
        if !mark.isEmpty { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            if case let .damaged(_, line) = read(path) { return .notUTF8(line: line) }
            return .notUTF8(line: 1)
        }
        return .text(text, mark: mark)
    }
}
