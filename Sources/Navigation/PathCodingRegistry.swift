#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The stable tags under which path element types are saved, e.g. `"recipe"` for `Recipe.ID`.
///
/// Tags, not mangled Swift type names, so a saved path survives renaming or moving a type.
/// First registration wins for both a tag and a type; duplicates are kept in `diagnostics`.
public struct PathCodingRegistry {
    private struct Coder {
        let tag: String
        let encode: (PathElement) throws -> String?
        let decode: (String) throws -> PathElement
    }

    private var byType: [ObjectIdentifier: Coder] = [:]
    private var byTag: [String: Coder] = [:]
    /// Problems found while registering (duplicate tags or types), in order.
    public private(set) var diagnostics: [NavigationError] = []

    /// An empty registry: no type is codable until registered.
    public init() {}

    /// Registers `type` under `tag`. Returns whether it took effect.
    @discardableResult
    public mutating func register<V: Hashable & Codable & Sendable>(_ type: V.Type, tag: String) -> Bool {
        let key = ObjectIdentifier(V.self)
        guard byType[key] == nil, byTag[tag] == nil else {
            diagnostics.append(.duplicateTag(tag: tag, type: PathElement.name(of: V.self)))
            return false
        }
        let coder = Coder(
            tag: tag,
            encode: { element in
                guard let value = element.value(as: V.self) else { return nil }
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                return String(decoding: try encoder.encode(value), as: UTF8.self)
            },
            decode: { json in PathElement(try JSONDecoder().decode(V.self, from: Data(json.utf8))) }
        )
        byType[key] = coder
        byTag[tag] = coder
        return true
    }


    /// The tag and JSON text for `element`; throws `notCodable` (with `index`) when its type
    /// has no tag.
    func encode(_ element: PathElement, index: Int) throws(NavigationError) -> (tag: String, json: String) {
        guard let coder = byType[ObjectIdentifier(element.valueType)],
              let json = try? coder.encode(element) else {
            throw .notCodable(type: element.typeName, index: index)
        }
        return (coder.tag, json)
    }

    /// The element stored as `json` under `tag`; throws `unknownTag` or `undecodableValue`.
    func decode(tag: String, json: String, index: Int) throws(NavigationError) -> PathElement {
        guard let coder = byTag[tag] else { throw .unknownTag(tag: tag, index: index) }
        do {
            return try coder.decode(json)
        } catch {
            throw .undecodableValue(tag: tag, index: index, reason: Self.describe(error))
        }
    }

    /// A one-line reason for a decoding failure, without Foundation's debug noise.
    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.typeMismatch(let type, _): return "expected \(PathElement.name(of: type))"
        case DecodingError.valueNotFound(let type, _): return "missing \(PathElement.name(of: type))"
        case DecodingError.keyNotFound(let key, _): return "missing key \"\(key.stringValue)\""
        case DecodingError.dataCorrupted: return "not valid JSON"
        default: return "\(error)"
        }
    }
}
