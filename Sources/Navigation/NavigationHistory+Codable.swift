/// The stable JSON form of a history, saved with the place:
///
/// ```json
/// {"entries": [ …oldest first… ], "position": 2, "limit": 100}
/// ```
///
/// `position` is the index of the current entry in `entries` (`0` when there are none).
/// Decoding validates like `init(entries:position:limit:)`: an impossible position or a limit
/// below 1 throws `DecodingError.dataCorrupted` whose description is the `invalidHistory`
/// message; more entries than `limit` are trimmed around the current one. A missing `limit`
/// means `defaultLimit`. A history of `NavigationPath`s is saved through `map` and the paths'
/// codable representations.
extension NavigationHistory: Codable where Entry: Codable {
    /// The keys of the JSON object.
    private enum CodingKeys: String, CodingKey {
        case entries, position, limit
    }

    /// Decodes and validates `{"entries": [...], "position": N, "limit": L}`; never traps.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let entries = try container.decode([Entry].self, forKey: .entries)
        let position = try container.decode(Int.self, forKey: .position)
        let limit = try container.decodeIfPresent(Int.self, forKey: .limit) ?? Self.defaultLimit
        do {
            try self.init(entries: entries, position: position, limit: limit)
        } catch {
            let key: CodingKeys = limit < 1 ? .limit : .position
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: container.codingPath + [key], debugDescription: error.description))
        }
    }

    /// Encodes as `{"entries": [...], "position": N, "limit": L}`, entries oldest first.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(entries, forKey: .entries)
        try container.encode(position, forKey: .position)
        try container.encode(limit, forKey: .limit)
    }
}
