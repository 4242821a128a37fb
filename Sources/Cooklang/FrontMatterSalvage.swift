/// Reads front matter that the strict YAML reader rejected, one top-level entry at a time, so
/// one sloppy line no longer costs the recipe its title and everything else.
///
/// The lines are cut into entries: a line starting at column 1 with `key:` starts one, and every
/// other line (indented, a `- item`, or plain text) belongs to the entry above. An entry the
/// strict reader accepts on its own is kept as it reads. Otherwise an entry with a value on its
/// key line is repaired: the value is everything after the first `": "` (or the strict reading
/// of that line when only the lines below were at fault), and the lines below are joined to it
/// with spaces; each repair is a `CooklangWarning`. What still cannot be read (a nested block
/// that is not valid YAML, text before the first key) is a `CooklangError`, and only that part
/// is dropped. Every line is looked at a bounded number of times, so the pass is linear.
struct FrontMatterSalvage {
    /// One top-level entry: the index of its key line and of the line after its last line.
    private struct Chunk {
        let start: Int
        var end: Int
    }

    /// The lines' UTF-8, without new lines.
    private let lines: [UnsafeBufferPointer<UInt8>]
    /// The file line of `lines[0]`.
    private let firstLine: Int
    /// The entries read, in file order (the first of duplicate keys wins, as in strict YAML).
    private(set) var entries: [YAMLEntry] = []
    private(set) var warnings: [CooklangWarning] = []
    private(set) var errors: [CooklangError] = []
    /// Bytes looked at, for the test that the pass stays linear.
    private(set) var work = 0
    private var seen: Set<String> = []
    /// Whether entries are read by `SimpleFrontMatter` where it can (false: `YAMLReader` only).
    private let fastPath: Bool

    /// Salvages `lines` (the front matter between the fences), whose first is file line
    /// `firstLine`; `fastPath` false reads every entry with the general reader.
    init(_ lines: ArraySlice<UnsafeBufferPointer<UInt8>>, firstLine: Int, fastPath: Bool = true) {
        self.lines = Array(lines)
        self.firstLine = firstLine
        self.fastPath = fastPath
        var chunk: Chunk?
        var orphan: Int?
        for index in self.lines.indices {
            let line = self.lines[index]
            work += line.count
            if Self.isBlankOrComment(line) { continue }
            if keyColon(line) != nil {
                if let chunk { read(chunk) }
                chunk = Chunk(start: index, end: index + 1)
            } else if chunk != nil {
                chunk?.end = index + 1
            } else if orphan == nil {
                orphan = index
            }
        }
        if let chunk { read(chunk) }
        if let orphan {
            let text = Self.text(self.lines[orphan][...])
            errors.append(CooklangError(.invalidFrontMatter("\(CooklangWarning.quoted(text)) is not \"key: value\"; write it as e.g. \"title: \(text)\""), line: firstLine + orphan, column: 1))
        }
    }

    /// The index of the colon ending a key that starts at column 1, or nil.
    private func keyColon(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = line[...].firstScalar, !first.isCooklangSpace, first != "-" || line.count > 1 && !Self.isSpace(line, at: 1),
              first != "#" else { return nil }
        var index = 0
        while index < line.count {
            if line[index] == UInt8(ascii: ":"), index + 1 == line.count || Self.isSpace(line, at: index + 1) {
                return index == 0 ? nil : index
            }
            index += 1
        }
        return nil
    }

    /// Whether the scalar starting at byte `index` of `line` is white space.
    private static func isSpace(_ line: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        line.scalar(at: index, end: line.count).scalar.isCooklangSpace
    }

    /// Reads one entry, strictly when it can, else by repair.
    private mutating func read(_ chunk: Chunk) {
        if case let .mapping(found)? = strict(chunk.start..<chunk.end) {
            found.forEach { add($0) }
            return
        }
        let keyLine = lines[chunk.start]
        guard let colon = keyColon(keyLine) else { return }
        let key = Self.text(keyLine[..<colon])
        let rest = Self.text(keyLine[(colon + 1)...])
        let below = (chunk.start + 1)..<chunk.end
        if rest.isEmpty {
            readNested(key: key, chunk: chunk)
            return
        }
        if rest.hasPrefix("[") || rest.hasPrefix("{") {         // a broken list or mapping, not text
            readNested(key: key, chunk: Chunk(start: chunk.start, end: chunk.start + 1))
            return
        }
        var value = rest, repairedKeyLine = true
        if case let .mapping(found)? = strict(chunk.start..<(chunk.start + 1)), let text = found.first?.value.text {
            value = text
            repairedKeyLine = false
        }
        let continued = below.filter { !Self.isBlankOrComment(lines[$0]) }
        for index in continued { value += " " + Self.text(lines[index][...]) }
        add(YAMLEntry(key: key, value: .plain(value)))
        if repairedKeyLine {
            warnings.append(CooklangWarning(.repairedFrontMatterLine(written: Self.text(keyLine[...]), key: key, value: value), line: firstLine + chunk.start, column: 1))
        } else if let first = continued.first {
            warnings.append(CooklangWarning(.joinedFrontMatterLine(written: Self.text(lines[first][...]), key: key, value: value), line: firstLine + first, column: 1))
        }
    }

    /// `key:` with its value on the lines below: the indented block (and `- ` items) read
    /// strictly, then any unindented text lines joined to a text value.
    private mutating func readNested(key: String, chunk: Chunk) {
        var nestedEnd = chunk.start + 1
        while nestedEnd < chunk.end, Self.isNested(lines[nestedEnd]) { nestedEnd += 1 }
        do {
            guard case let .mapping(found) = try nestedReading(chunk.start..<nestedEnd), let entry = found.first else { return }
            let continued = (nestedEnd..<chunk.end).filter { !Self.isBlankOrComment(lines[$0]) }
            guard let first = continued.first, var value = entry.value.text else {
                add(entry)
                if let first = continued.first {
                    let line = Self.text(lines[first][...])
                    errors.append(CooklangError(.invalidFrontMatter("\(CooklangWarning.quoted(line)) follows a list or mapping; indent it under \"\(key):\" or write it as \"key: value\""), line: firstLine + first, column: 1))
                }
                return
            }
            for index in continued { value += " " + Self.text(lines[index][...]) }
            add(YAMLEntry(key: key, value: .plain(value)))
            warnings.append(CooklangWarning(.joinedFrontMatterLine(written: Self.text(lines[first][...]), key: key, value: value), line: firstLine + first, column: 1))
        } catch {
            errors.append(CooklangError(.invalidFrontMatter(error.message), line: firstLine + chunk.start + error.line - 1, column: error.column))
        }
    }

    /// The strict reading of `range`, a key and the block nested below it: the fast path's when
    /// it reads it, else the general reader's, with its error.
    private mutating func nestedReading(_ range: Range<Int>) throws(YAMLError) -> YAMLValue {
        work += range.reduce(range.count - 1) { $0 + lines[$1].count }     // the bytes of the lines joined
        if fastPath, case let .entries(entries) = SimpleFrontMatter.read(lines[range]) { return .mapping(entries) }
        ParseWork.current?.addGeneralRead()
        return try YAMLReader.parse(range.map { Self.text(lines[$0][...], trimmed: false) }.joined(separator: "\n"))
    }

    private mutating func add(_ entry: YAMLEntry) {
        if seen.insert(entry.key).inserted { entries.append(entry) }
    }

    /// The strict reading of `range` alone, or nil when it is not valid YAML: the fast path's
    /// when it can tell, else the general reader's.
    private mutating func strict(_ range: Range<Int>) -> YAMLValue? {
        work += range.reduce(range.count - 1) { $0 + lines[$1].count }     // the bytes of the lines joined
        switch fastPath ? SimpleFrontMatter.read(lines[range]) : .unknown {
        case let .entries(entries): return .mapping(entries)
        case .invalid: return nil
        case .unknown:
            ParseWork.current?.addGeneralRead()
            return try? YAMLReader.parse(range.map { Self.text(lines[$0][...], trimmed: false) }.joined(separator: "\n"))
        }
    }

    /// An indented line or a `- item` (part of a nested block), blank and comment lines included.
    private static func isNested(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = line[...].firstScalar else { return true }
        return first.isCooklangSpace || first == "#" || (first == "-" && (line.count == 1 || isSpace(line, at: 1)))
    }

    /// Whether `line` is blank or its first character after white space is `#`.
    private static func isBlankOrComment(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        let rest = line[...].trimmedLeading
        return rest.isEmpty || rest.first == UInt8(ascii: "#")
    }

    /// The text of `bytes`, trimmed of white space unless `trimmed` is false.
    private static func text(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, trimmed: Bool = true) -> String {
        trimmed ? bytes.trimmedText : bytes.text
    }
}
