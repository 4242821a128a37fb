extension NavigationPath {
    /// The serialisable form of a path, in SwiftUI's shape: one flat array alternating a
    /// stable type tag and that element's JSON text, newest (top) element first, e.g.
    /// `["recipe", "\"apple-pie\"", "category", "\"desserts\""]`.
    public struct CodableRepresentation: Equatable, Codable, Sendable {
        /// Tag, JSON, tag, JSON, … newest first.
        public var items: [String]

        /// Wraps already-flattened `items`.
        public init(items: [String]) { self.items = items }

        /// Decodes the flat JSON array of strings.
        public init(from decoder: any Decoder) throws { items = try [String](from: decoder) }

        /// Encodes as a flat JSON array of strings.
        public func encode(to encoder: any Encoder) throws { try items.encode(to: encoder) }
    }

    /// The codable form of this path, or nil when some element's type has no tag in
    /// `registry`; the reason (naming the type and index) goes to `report`.
    public func codable(using registry: PathCodingRegistry, report: (NavigationError) -> Void = { _ in }) -> CodableRepresentation? {
        do {
            return try encoded(using: registry)
        } catch {
            report(error)
            return nil
        }
    }

    /// The codable form of this path; throws `notCodable` naming the first element without a tag.
    public func encoded(using registry: PathCodingRegistry) throws(NavigationError) -> CodableRepresentation {
        var items: [String] = []
        items.reserveCapacity(count * 2)
        for (index, element) in elements.enumerated().reversed() {
            let (tag, json) = try registry.encode(element, index: index)
            items.append(tag)
            items.append(json)
        }
        return CodableRepresentation(items: items)
    }

    /// Strict decoding: rebuilds the path exactly or throws a typed error naming the tag and
    /// index (root = 0) of the first element that cannot be decoded.
    public init(_ representation: CodableRepresentation, using registry: PathCodingRegistry) throws(NavigationError) {
        var elements: [PathElement] = []
        for (index, pair) in try Self.pairs(of: representation).enumerated() {
            elements.append(try registry.decode(tag: pair.tag, json: pair.json, index: index))
        }
        self.init(elements: elements)
    }

    /// Lenient decoding, the `compactMap` of Apple's sample: keeps every element that decodes
    /// and that `exists` accepts, drops the rest, and reports each drop. A malformed array
    /// (odd length) yields an empty path and one report.
    public static func decodingLeniently(
        _ representation: CodableRepresentation,
        using registry: PathCodingRegistry,
        exists: (PathElement) -> Bool = { _ in true }
    ) -> (path: NavigationPath, dropped: [NavigationError]) {
        let pairs: [(tag: String, json: String)]
        do { pairs = try Self.pairs(of: representation) } catch { return (NavigationPath(), [error]) }
        var path = NavigationPath()
        var dropped: [NavigationError] = []
        for (index, pair) in pairs.enumerated() {
            do {
                let element = try registry.decode(tag: pair.tag, json: pair.json, index: index)
                if exists(element) {
                    path.append(element)
                } else {
                    dropped.append(.droppedMissing(tag: pair.tag, index: index, value: pair.json))
                }
            } catch {
                dropped.append(error)
            }
        }
        return (path, dropped)
    }

    /// The (tag, json) pairs of a representation, root first.
    private static func pairs(of representation: CodableRepresentation) throws(NavigationError) -> [(tag: String, json: String)] {
        let items = representation.items
        guard items.count.isMultiple(of: 2) else {
            throw .malformedRepresentation(reason: "expected tag/value pairs but found \(items.count) items")
        }
        return stride(from: items.count - 2, through: 0, by: -2).map { (items[$0], items[$0 + 1]) }
    }
}
