import RecipeStore

/// Numbers in JSON-LD too large for any number type (`1e999` reads as infinity): left out with
/// a sentence naming where, so an import never writes `inf` or `nan` into a recipe file.
enum OutOfRangeNumbers {
    /// `value` without its non-finite numbers (an object's field or a list's item left out),
    /// and a sentence for each, in key order.
    static func removed(from value: JSONValue) -> (value: JSONValue, notes: [String]) {
        var notes: [String] = []
        let kept = removed(from: value, at: "", notes: &notes) ?? .null
        return (kept, notes)
    }

    /// `value` (at `path`) without its non-finite numbers; nil when it is one.
    private static func removed(from value: JSONValue, at path: String, notes: inout [String]) -> JSONValue? {
        switch value {
        case let .number(number) where !number.isFinite:
            notes.append("left out \"\(path)\": a number too large to read")
            return nil
        case let .object(object):
            var kept: [String: JSONValue] = [:]
            for key in object.keys.sorted() {
                kept[key] = removed(from: object[key]!, at: path.isEmpty ? key : path + "." + key, notes: &notes)
            }
            return .object(kept)
        case let .array(items):
            return .array(items.enumerated().compactMap { removed(from: $1, at: path + "[\($0)]", notes: &notes) })
        default:
            return value
        }
    }
}
