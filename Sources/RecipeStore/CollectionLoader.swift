#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Reads a collection file and turns it into a validated `RecipeCollection`, or a
/// `CollectionError` that names the file, the recipe and the field.
///
/// What refuses the file and what only warns is documented in docs/collection-format.md.
public enum CollectionLoader {
    /// Loads the JSON collection at `path`.
    public static func load(path: String) throws(CollectionError) -> RecipeCollection {
        try decode(try read(path: path), file: path)
    }

    /// Decodes and validates collection JSON; `file` names it in messages.
    public static func decode(_ data: Data, file: String) throws(CollectionError) -> RecipeCollection {
        try decodeWithRanges(data, file: file).collection
    }

    /// Reads the file at `path` whole, with POSIX calls (no Foundation file APIs on the start
    /// path); a missing file, a folder or a read error is a clear `CollectionError`.
    static func read(path: String) throws(CollectionError) -> Data {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT { throw .notFound(path: path, tried: "no such file") }
            throw .unreadable(path: path, reason: Self.lastError())
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(path: path, reason: Self.lastError()) }
        guard (info.st_mode & S_IFMT) != S_IFDIR else {
            throw .unreadable(path: path, reason: "it is a folder; give the path of a collection .json file")
        }
        var data = Data(count: Int(info.st_size))
        let complete = data.withUnsafeMutableBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let got = Glibc.read(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if got <= 0 { return false }
                offset += got
            }
            return true
        }
        guard complete else { throw .unreadable(path: path, reason: Self.lastError()) }
        return data
    }

    /// Like `decode`, also giving where each recipe lies in `data` (for an index).
    static func decodeWithRanges(_ data: Data, file: String) throws(CollectionError) -> (collection: RecipeCollection, ranges: [Range<Int>]) {
        let parsed: RawCollection?
        do {
            parsed = try data.withUnsafeBytes { buffer throws(JSONReader.SyntaxError) in
                try CollectionParser.parse(buffer.bindMemory(to: UInt8.self))
            }
        } catch let error as JSONReader.SyntaxError {
            throw .invalidJSON(path: file, line: error.line, column: error.column, reason: error.reason)
        } catch {
            throw .unreadable(path: file, reason: "\(error)")
        }
        guard let raw = parsed else {
            throw .invalid([CollectionIssue(file: file, location: "", message: "the top level must be a JSON object with \"version\", \"categories\" and \"recipes\"")])
        }
        var validator = CollectionValidator(file: file)
        let collection = try validator.validate(raw)
        return (collection, validator.byteRanges)
    }

    private static func lastError() -> String { String(cString: strerror(errno)).lowercased() }
}
