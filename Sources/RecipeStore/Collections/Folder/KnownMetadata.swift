import Cooklang

/// The metadata of one parsed file as the converter reads it: the first value of each key it
/// knows (keys compared case-insensitively, as `CooklangRecipe.metadata(_:)` compares them),
/// found in one pass over the entries, and the entries under every other key (kept as notes).
/// A recipe's thirty-odd lookups were each a scan of its entries (4% of loading a folder).
struct KnownMetadata {
    /// A metadata key the app shows in its own place (title, times, tags, facts, …).
    enum Key: Int, CaseIterable {
        case title, description, introduction, tags, servings, serves, yield
        case prepTime, timePrep, prep, cookTime, timeCook, cook, time, duration, timeRequired, totalTime
        case source, author, sourceName, sourceURL, sourceAuthor, images, related
        case course, cuisine, diet, difficulty, locale, image
    }

    /// How each key is written in a file (lowercased).
    static let spellings: [Key: String] = [
        .title: "title", .description: "description", .introduction: "introduction", .tags: "tags", .servings: "servings",
        .serves: "serves", .yield: "yield", .prepTime: "prep time", .timePrep: "time.prep", .prep: "prep", .cookTime: "cook time",
        .timeCook: "time.cook", .cook: "cook", .time: "time", .duration: "duration", .timeRequired: "time required",
        .totalTime: "total time", .source: "source", .author: "author", .sourceName: "source.name", .sourceURL: "source.url",
        .sourceAuthor: "source.author", .images: "images", .related: "related", .course: "course", .cuisine: "cuisine",
        .diet: "diet", .difficulty: "difficulty", .locale: "locale", .image: "image",
    ]

    /// Each key by its spelling.
    private static let keys: [String: Key] = Dictionary(uniqueKeysWithValues: spellings.map { ($1, $0) })

    /// The first value of each key, by its raw value.
    private var values: [YAMLValue?]
    /// The entries under keys the app has no place for (`>> TIP: …`), in file order.
    private(set) var others: [YAMLEntry] = []

    /// The known values and the other entries of `entries`.
    init(_ entries: [YAMLEntry]) {
        values = Array(repeating: nil, count: Key.allCases.count)
        for entry in entries {
            guard let key = Self.keys[entry.key.quickLowercased()] else {
                others.append(entry)
                continue
            }
            if values[key.rawValue] == nil { values[key.rawValue] = entry.value }
        }
    }

    /// The key spelt `spelling` (lowercase), nil for a key the app has no place for.
    static func key(spelled spelling: String) -> Key? { keys[spelling] }

    /// The first value under `key`, nil when the file has none.
    subscript(key: Key) -> YAMLValue? { values[key.rawValue] }
}
