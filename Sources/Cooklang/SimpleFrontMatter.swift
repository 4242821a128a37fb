/// Reads the shapes nearly all recipe front matter has straight from the UTF-8, without the
/// general reader's Character lines (issue #15: front matter was most of the parse time; issue
/// #35: a real export's nested `nutrition:` and sloppy descriptions sent every file to the
/// general reader and salvage, 9 MB/s).
///
/// What it reads: block mappings (`key: value` lines, a plain key at its mapping's indentation)
/// nested to any indentation up to `Reader.maxDepth` levels, whose values are one-line scalars
/// (plain, quoted without `\x`/`\u` escapes or doubled quotes), one-line flat `[a, "b"]` lists,
/// block lists of such scalars (`- item` at one indentation, below a key or at its column), or
/// a mapping or list nested below; blank lines anywhere. What it declines (`.unknown`, for
/// `YAMLReader`): comments, tabs in indentation, continued or block scalars, flow mappings,
/// nested flow lists, anchors, quoted keys, `- key: value` items, text joined to a sign by a
/// combining mark, a BOM. On what it reads the result equals `YAMLReader`'s.
///
/// It also recognises, at column 1, the two sloppy lines real exports are full of, which the
/// general reader must reject: a `key: value` whose plain value holds another `": "`
/// (`title: Pasta: the quick way`), and, after entries it has read, a line that cannot be a
/// key (a description running on unindented). Then the front matter is `.invalid` and goes
/// straight to `FrontMatterSalvage`, which asks this reader again, entry by entry.
/// `SimpleFrontMatterTests` and `RealFrontMatterTests` check both promises shape by shape, on
/// random input and on generated real-export front matter.
///
/// Every character it looks at is ASCII, so a byte index stands for the scalar there: no byte of
/// a multi-byte scalar is an ASCII character.
enum SimpleFrontMatter {
    /// One line of UTF-8, without its new line.
    typealias Line = UnsafeBufferPointer<UInt8>
    /// Part of a line.
    typealias Text = Slice<UnsafeBufferPointer<UInt8>>

    /// What the fast path made of some front matter.
    enum Reading: Equatable {
        /// Every line read: the entries, as `YAMLReader` reads them.
        case entries([YAMLEntry])
        /// A line `YAMLReader` is sure to reject (see the type's comment): salvage's work.
        case invalid
        /// Something beyond the fast path: `YAMLReader` decides.
        case unknown
    }

    /// The entries of `lines` (the front matter between its fences), or nil when they use
    /// anything beyond the shapes read here.
    static func entries(_ lines: ArraySlice<Line>) -> [YAMLEntry]? {
        if case let .entries(entries) = read(lines) { entries } else { nil }
    }

    /// What the fast path makes of `lines`.
    static func read(_ lines: ArraySlice<Line>) -> Reading { readCounting(lines).reading }

    /// What the fast path makes of `lines`, and the bytes of the lines it looked at (each time
    /// it looked), for the test that nesting does not make it look at a line ever more often.
    static func readCounting(_ lines: ArraySlice<Line>) -> (reading: Reading, work: Int) {
        var reader = Reader(lines: lines, index: lines.startIndex)
        do throws(Reader.Stop) {
            let entries = try reader.mapping(at: 0)
            return (.entries(entries), reader.work)
        } catch {
            return (error == .invalid ? .invalid : .unknown, reader.work)
        }
    }

    /// Recursive descent over the lines, in the general reader's steps (`YAMLParser`), stopping
    /// at the first line beyond the shapes read here.
    private struct Reader {
        /// Why reading stopped.
        enum Stop: Error {
            case invalid, unknown
        }

        /// Nesting deeper than this is left to the general reader (it has its own limit).
        static let maxDepth = 16

        let lines: ArraySlice<Line>
        /// The next line to read.
        var index: Int
        var depth = 0
        /// The bytes (and new lines) of every line looked at, as often as it was.
        var work = 0

        /// `key: value` lines at column `indent + 1`, up to a line indented less.
        mutating func mapping(at indent: Int) throws(Stop) -> [YAMLEntry] {
            var entries: [YAMLEntry] = [], seen = SeenKeys()
            if indent == 0 { entries.reserveCapacity(min(lines.count, 64)) }
            while let line = try nextContent() {
                let spaces = leadingSpaces(line)
                if spaces < indent { break }
                guard spaces == indent, !isIndicator("-", in: line, at: spaces), !joinsNeighbour(line) else { throw .unknown }
                guard let colon = keyColon(line, from: indent), case let key = trimmed(line[indent..<colon]), !key.isEmpty else {
                    // After entries at the top, a line that is no key ends the general reader too.
                    throw depth == 0 && !entries.isEmpty && cannotBeKey(line) ? .invalid : .unknown
                }
                let value = try value(after: colon, of: line, indent: indent)
                let name = key.text
                if seen.insert(name, among: entries) { entries.append(YAMLEntry(key: name, value: value)) }
            }
            return entries
        }

        /// The value of the key whose colon is at `colon` of `line` (the current line), in a
        /// mapping at `indent`: the rest of the line, or what is nested below.
        private mutating func value(after colon: Int, of line: Line, indent: Int) throws(Stop) -> YAMLValue {
            let content = skipSpaces(line, from: colon + 1)
            index += 1
            if content == line.count { return try nested(parent: indent) }
            guard let value = scalar(line[content...], allowFlow: true) else {
                throw depth == 0 && colonInPlain(line[content...]) ? .invalid : .unknown
            }
            try expectNoContinuation(parent: indent)
            return value
        }

        /// The value of a bare `key:` at `parent`: a more-indented mapping or list below, a list
        /// at the key's own column, or "".
        private mutating func nested(parent: Int) throws(Stop) -> YAMLValue {
            guard let line = try nextContent() else { return .plain("") }
            let spaces = leadingSpaces(line)
            let isItem = isIndicator("-", in: line, at: spaces)
            guard spaces > parent || (spaces == parent && isItem) else { return .plain("") }
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maxDepth else { throw .unknown }
            if isItem { return try sequence(at: spaces, atKeyColumn: spaces == parent) }
            return .mapping(try mapping(at: spaces))
        }

        /// `- item` lines at column `indent + 1`, each a one-line scalar. A list at its key's
        /// column (`atKeyColumn`) ends at the next line that is no item; a more-indented one
        /// must not meet one.
        private mutating func sequence(at indent: Int, atKeyColumn: Bool) throws(Stop) -> YAMLValue {
            var items: [YAMLValue] = []
            while let line = try nextContent() {
                let spaces = leadingSpaces(line)
                if spaces < indent { break }
                guard spaces == indent else { throw .unknown }
                guard isIndicator("-", in: line, at: indent) else {
                    if atKeyColumn { break }
                    throw .unknown
                }
                let content = skipSpaces(line, from: indent + 1)
                guard content < line.count, !isIndicator("-", in: line, at: content), !isIndicator("?", in: line, at: content),
                      !joinsNeighbour(line), let item = scalar(line[content...], allowFlow: false) else { throw .unknown }
                index += 1
                try expectNoContinuation(parent: indent)
                items.append(item)
            }
            return .sequence(items)
        }

        /// Moves past blank lines to the next line with content, or nil at the end. A comment
        /// or a tab before the content is the general reader's.
        private mutating func nextContent() throws(Stop) -> Line? {
            while index < lines.endIndex {
                let line = lines[index]
                work += line.count + 1
                let spaces = leadingSpaces(line)
                if spaces == line.count || isBlank(line[spaces...]) {
                    index += 1
                    continue
                }
                guard line[spaces] != UInt8(ascii: "\t"), line[spaces] != UInt8(ascii: "#") else { throw .unknown }
                return line
            }
            return nil
        }

        /// A one-line value is done: a more-indented line below would continue it (or be an
        /// error), either way the general reader's to read.
        private mutating func expectNoContinuation(parent: Int) throws(Stop) {
            var next = index
            while next < lines.endIndex {
                work += lines[next].count + 1
                guard isBlank(lines[next]) else { break }
                next += 1
            }
            if next < lines.endIndex, leadingSpaces(lines[next]) > parent { throw .unknown }
        }
    }

    /// The keys read so far, for keeping the first of duplicates: a linear search through the
    /// entries while they are few (cheaper than hashing), a set once there are many.
    private struct SeenKeys {
        private var set: Set<String>?

        /// Whether `key` is new among `entries` (every key inserted so far), remembering it.
        mutating func insert(_ key: String, among entries: [YAMLEntry]) -> Bool {
            if set == nil {
                if entries.contains(where: { $0.key == key }) { return false }
                if entries.count < 16 { return true }
                set = Set(entries.map(\.key))
            }
            return set!.insert(key).inserted
        }
    }
}
