import FileSystem
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a collection file and turns it into a validated `RecipeCollection`, or a
/// `CollectionError` that names the file, the recipe and the field.
///
/// What refuses the file and what only warns is documented in docs/collection-format.md.
public enum CollectionLoader {
    /// The largest collection file read (1 GiB). Loading holds the file and every recipe in
    /// memory at once (building the index of a large one too), so a larger file is refused
    /// with a message instead of exhausting memory part-way; see docs/performance.md.
    public static let maximumSize = 1 << 30

    /// Loads the JSON collection at `path`, refusing files over `limit` bytes.
    public static func load(path: String, limit: Int = maximumSize) throws(CollectionError) -> RecipeCollection {
        let bytes: [UInt8]
        do {
            bytes = try FilePath.readAll(path, limit: limit)
        } catch {
            throw collectionError(error)
        }
        return try bytes.withUnsafeBufferPointer { buffer throws(CollectionError) in try decodeWithRanges(buffer, file: path).collection }
    }

    /// Decodes and validates collection JSON; `file` names it in messages.
    public static func decode(_ data: Data, file: String) throws(CollectionError) -> RecipeCollection {
        let bytes = [UInt8](data)
        return try bytes.withUnsafeBufferPointer { buffer throws(CollectionError) in try decodeWithRanges(buffer, file: file).collection }
    }

    /// The whole of the opened collection file `source` (at most `limit` bytes).
    static func read(_ source: SourceFile, limit: Int = maximumSize) throws(CollectionError) -> [UInt8] {
        do {
            return try source.readAll(limit: limit)
        } catch {
            throw collectionError(error)
        }
    }

    /// The `CollectionError` for a file that could not be read.
    static func collectionError(_ failure: FilePath.Failure) -> CollectionError {
        if failure.isMissing { return .notFound(path: failure.path, tried: "no such file") }
        if failure.reason.hasPrefix("it is a directory") {
            return .unreadable(path: failure.path, reason: "it is a folder; give the path of a collection .json file")
        }
        return .unreadable(path: failure.path, reason: failure.reason.prefix(1).lowercased() + failure.reason.dropFirst())
    }

    /// Like `decode`, also giving where each recipe lies in `bytes` (for an index).
    static func decodeWithRanges(_ bytes: UnsafeBufferPointer<UInt8>, file: String) throws(CollectionError) -> (collection: RecipeCollection, ranges: [Range<Int>]) {
        let parsed: RawCollection?
        do {
            parsed = try CollectionParser.parse(bytes)
        } catch {
            throw .invalidJSON(path: file, line: error.line, column: error.column, reason: error.reason)
        }
        guard let raw = parsed else {
            throw .invalid([CollectionIssue(file: file, location: "", message: "the top level must be a JSON object with \"version\", \"categories\" and \"recipes\"")])
        }
        var validator = CollectionValidator(file: file)
        let collection = try validator.validate(raw)
        return (collection, validator.byteRanges)
    }
}
