import Foundation

/// Reads a collection file and turns it into a validated `RecipeCollection`, or a
/// `CollectionError` that names the file, the recipe and the field.
///
/// What refuses the file and what only warns is documented in docs/collection-format.md.
public enum CollectionLoader {
    /// Loads the JSON collection at `path`.
    public static func load(path: String) throws(CollectionError) -> RecipeCollection {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .notFound(path: path, tried: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw .unreadable(path: path, reason: "it is a folder; give the path of a collection .json file")
        }
        return try decode(try read(path: path), file: path)
    }

    /// Decodes and validates collection JSON; `file` names it in messages.
    public static func decode(_ data: Data, file: String) throws(CollectionError) -> RecipeCollection {
        try decodeWithRanges(data, file: file).collection
    }

    /// Reads the file at `path` whole (for building an index).
    static func read(path: String) throws(CollectionError) -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: path, reason: Self.describe(error))
        }
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

    private static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue)).lowercased()
        }
        return nsError.localizedDescription
    }
}
