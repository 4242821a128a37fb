#if canImport(Glibc)
import Glibc
#endif
import RecipeStore

/// Names one collection in per-collection files (its saved place, its link socket): the
/// collection's real path (links and `..` resolved), hashed, after a readable stem —
/// `recipes-3f2a9c…` — so two spellings of one folder share their files and two folders never do.
public struct CollectionKey: Equatable, Sendable {
    /// The collection's real path (the given path when it cannot be resolved).
    public let realPath: String
    /// The 64-bit FNV-1a hash of `realPath`, in hexadecimal.
    public let hash: String

    /// The key of the collection at `path`.
    public init(path: String) {
        if let resolved = realpath(path, nil) {
            realPath = String(cString: resolved)
            free(resolved)
        } else {
            realPath = path
        }
        hash = FNV1a.hex(realPath)
    }

    /// A file-name-safe name: the collection's last path component (letters, digits, `-`,
    /// at most 32 of them) and the hash.
    public var fileName: String {
        let last = realPath.split(separator: "/").last.map(String.init) ?? "collection"
        let stem = last.hasSuffix(".json") ? String(last.dropLast(5)) : last
        let safe: String
        if stem.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            // ASCII (nearly every name; CR is left out, as CR LF is one character): byte by byte,
            // without Unicode's case and letter tables.
            safe = String(decoding: stem.utf8.prefix(32).map { byte -> UInt8 in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 0x20
                default: UInt8(ascii: "-")
                }
            }, as: UTF8.self)
        } else {
            safe = String(stem.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }.prefix(32))
        }
        return (safe.isEmpty ? "collection" : safe) + "-" + hash
    }
}
