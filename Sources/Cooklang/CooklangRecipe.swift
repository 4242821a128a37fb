/// A parsed `.cook` file: metadata, then sections of steps and notes. Parsing never fails as
/// a whole; what could not be read is listed in `errors`, with line and column, and the rest
/// of the recipe is kept.
public struct CooklangRecipe: Hashable, Sendable {
    /// A block of a section: a step, or a `> note` between steps.
    public enum Block: Hashable, Sendable {
        /// A cooking step.
        case step(CooklangStep)
        /// A note: background that is not an instruction.
        case note(String)
    }

    /// A `== Name ==` heading and the blocks under it; the first section has no name when
    /// the recipe starts without a heading.
    public struct Section: Hashable, Sendable {
        /// The heading's text, or nil.
        public let name: String?
        /// Steps and notes in order.
        public let blocks: [Block]

        /// A section with `name` and `blocks`.
        public init(name: String?, blocks: [Block]) {
            self.name = name
            self.blocks = blocks
        }
    }

    /// Front matter entries (or legacy `>> key: value` lines) in file order.
    public let metadata: [YAMLEntry]
    /// The recipe's sections in order.
    public let sections: [Section]
    /// What could not be parsed, in file order; empty for a clean file.
    public let errors: [CooklangError]
    /// What was not written as the format asks but was read anyway (sloppy front matter), in
    /// file order; such a recipe is complete and has no error for it.
    public let warnings: [CooklangWarning]

    /// A recipe from its parts.
    public init(metadata: [YAMLEntry], sections: [Section], errors: [CooklangError] = [], warnings: [CooklangWarning] = []) {
        self.metadata = metadata
        self.sections = sections
        self.errors = errors
        self.warnings = warnings
    }

    /// Every step, across sections.
    public var steps: [CooklangStep] {
        sections.flatMap { $0.blocks.compactMap { if case let .step(step) = $0 { return step } else { return nil } } }
    }

    /// Every ingredient occurrence in order, repeats included.
    public var ingredients: [CooklangIngredient] {
        steps.flatMap { $0.items.compactMap { if case let .ingredient(value) = $0 { return value } else { return nil } } }
    }

    /// Every cookware occurrence in order.
    public var cookware: [CooklangCookware] {
        steps.flatMap { $0.items.compactMap { if case let .cookware(value) = $0 { return value } else { return nil } } }
    }

    /// Every timer in order.
    public var timers: [CooklangTimer] {
        steps.flatMap { $0.items.compactMap { if case let .timer(value) = $0 { return value } else { return nil } } }
    }

    /// The first metadata value under `key`, compared case-insensitively (`Servings` = `servings`).
    public func metadata(_ key: String) -> YAMLValue? {
        // Keys asked for are lowercase ASCII almost always (`servings`, `prep time`): no lowercasing then.
        let wanted = key.utf8.allSatisfy({ $0 < 0x80 && !(0x41...0x5A).contains($0) }) ? key : key.lowercased()
        return metadata.first { Self.key($0.key, lowercasedIs: wanted) }?.value
    }

    /// `key.lowercased() == lowered`, without building a string for ASCII keys (the metadata of
    /// every recipe in a folder is looked up a dozen times while loading).
    private static func key(_ key: String, lowercasedIs lowered: String) -> Bool {
        var wanted = lowered.utf8.makeIterator()
        for byte in key.utf8 {
            guard byte < 0x80 else { return key.lowercased() == lowered }
            let folded = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
            guard wanted.next() == folded else { return false }
        }
        return wanted.next() == nil
    }
}
