/// Parses Cooklang text (the `.cook` format) into a `CooklangRecipe`.
///
/// Follows the specification in the order it gives: YAML front matter at the very start,
/// legacy `>> key: value` lines anywhere, comments, `=` section lines, `>` note paragraphs, and
/// steps separated by blank lines. Decisions where the spec is silent or the official parser
/// differs are listed in docs/cooklang.md.
public enum CooklangParser {
    /// Parses `text` (a leading byte-order mark is ignored); never fails, problems are in the
    /// result's `errors`.
    public static func parse(_ text: String) -> CooklangRecipe {
        var text = text.utf8.first == 0xEF && text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        return text.withUTF8(parse(utf8:))
    }

    /// Parses the UTF-8 `bytes` of a String (valid UTF-8, no byte-order mark): lines are ranges
    /// of them, and every String in the recipe is made straight from a range.
    private static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> CooklangRecipe {
        var errors: [CooklangError] = [], warnings: [CooklangWarning] = []
        let file = FileLines(bytes)
        var metadata: [YAMLEntry] = []
        var bodyStart = 0
        if let end = frontMatterEnd(file) {
            metadata = frontMatter(file.lines(1..<end)[...], errors: &errors, warnings: &warnings)
            bodyStart = end + 1
        }
        let body = RecipeBody(file, from: bodyStart, errors: &errors)
        let sections = body.withBytes { bytes in
            var builder = SectionBuilder(expectedBlocks: min((body.lines.count + 1) / 2, 32))
            var paragraph: [Range<Int>] = []
            paragraph.reserveCapacity(8)            // reused by every paragraph: rarely regrown
            func flush() {
                if !paragraph.isEmpty { builder.add(block(paragraph, in: bytes, of: body, errors: &errors)) }
                paragraph.removeAll(keepingCapacity: true)
            }
            for line in body.lines {
                let text = bytes[line].trimmedLeading
                guard let first = text.first else {
                    flush()
                    continue
                }
                if first == UInt8(ascii: ">"), text.dropFirst().first == UInt8(ascii: ">"), let entry = legacyMetadata(text.dropFirst(2)) {
                    metadata.append(entry)
                } else if first == UInt8(ascii: "=") {
                    flush()
                    builder.startSection(named: sectionName(text))
                } else {
                    paragraph.append(line)
                }
            }
            flush()
            return builder.finished
        }
        return CooklangRecipe(metadata: metadata, sections: sections,
                              errors: errors.sorted { ($0.line, $0.column) < ($1.line, $1.column) }, warnings: warnings)
    }

    /// The index of the closing `---` when the file starts with a `---` line, else nil.
    private static func frontMatterEnd(_ file: FileLines) -> Int? {
        func isFence(_ index: Int) -> Bool {
            guard file[index].trimmedLeading.first == UInt8(ascii: "-") else { return false }
            let line = file[index].trimmed
            return line.count == 3 && line.allSatisfy { $0 == UInt8(ascii: "-") }
        }
        guard isFence(0) else { return nil }
        return file.ranges.indices.dropFirst().first(where: isFence)
    }

    /// The front matter's entries: the common shapes read directly (`SimpleFrontMatter`),
    /// anything else by `YAMLReader`. YAML that is not a mapping but is all `key: value` lines (as
    /// `cooking time    :30 mins`, a YAML string) is read line by line, as the canonical suite
    /// expects. Invalid YAML goes through `FrontMatterSalvage`: sloppy lines are repaired with a
    /// warning, and only what it cannot read is an error placed on the file's line. The sloppy
    /// lines the fast path knows go to salvage without the general reader's verdict. Without
    /// `fastPath` (for the tests that compare the two) only the general reader reads.
    static func frontMatter(_ lines: ArraySlice<UnsafeBufferPointer<UInt8>>, fastPath: Bool = true, errors: inout [CooklangError],
                            warnings: inout [CooklangWarning]) -> [YAMLEntry] {
        func salvaged() -> [YAMLEntry] {
            let salvage = FrontMatterSalvage(lines, firstLine: 2, fastPath: fastPath)
            errors += salvage.errors
            warnings += salvage.warnings
            return salvage.entries
        }
        switch fastPath ? SimpleFrontMatter.read(lines) : .unknown {
        case let .entries(entries): return entries
        case .invalid: return salvaged()
        case .unknown: ParseWork.current?.addGeneralRead()
        }
        do {
            switch try YAMLReader.parse(joined(lines)) {
            case let .mapping(entries): return entries
            case .plain(""): return []
            default:
                let simple = lines.filter { !$0[...].isBlank }.map { legacyMetadata($0[...]) }
                if simple.allSatisfy({ $0 != nil }) { return simple.compactMap { $0 } }
                errors.append(CooklangError(.invalidFrontMatter("expected \"key: value\" lines"), line: 2, column: 1))
                return []
            }
        } catch {
            return salvaged()
        }
    }

    /// `lines` as one text, a `\n` between lines.
    static func joined(_ lines: some Collection<UnsafeBufferPointer<UInt8>>) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(lines.reduce(0) { $0 + $1.count + 1 })
        for (index, line) in lines.enumerated() {
            if index > 0 { text.append(UInt8(ascii: "\n")) }
            text += line
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// A horizontal rule in the body: a line of three or more dashes only, `---` (the official
    /// parser reads it as a comment). A paragraph of nothing else is not a step; inside a
    /// paragraph it stays text, as the canonical suite expects (`testMetadataBreak`).
    private static func isRule(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard line.trimmedLeading.first == UInt8(ascii: "-") else { return false }     // most lines: no trailing trim
        let rule = line.trimmed
        return rule.count >= 3 && rule.allSatisfy { $0 == UInt8(ascii: "-") }
    }

    /// `key: value` after `>>`; nil when there is no colon (then the line is text).
    private static func legacyMetadata(_ rest: Slice<UnsafeBufferPointer<UInt8>>) -> YAMLEntry? {
        guard let colon = rest.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let key = rest[..<colon].trimmedText
        let value = rest[(colon + 1)...].trimmedText
        return key.isEmpty ? nil : YAMLEntry(key: key, value: .plain(value))
    }

    /// `== Filling ==` → `Filling`; `=` alone → nil.
    private static func sectionName(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        func isEdge(_ scalar: Unicode.Scalar) -> Bool { scalar == "=" || scalar.isCooklangSpace }
        var start = line.startIndex, end = line.endIndex
        while start < end, case let (scalar, length) = line.scalar(at: start), isEdge(scalar) { start += length }
        while end > start, case let before = line.scalarStart(before: end), isEdge(line.scalar(at: before).scalar) { end = before }
        let trimmed = line[start..<end].trimmedText
        return trimmed.isEmpty ? nil : trimmed
    }

    /// A paragraph (`lines` of the body's `bytes`): a note when it starts with `>`, otherwise a step.
    private static func block(_ lines: [Range<Int>], in bytes: UnsafeBufferPointer<UInt8>, of body: RecipeBody,
                              errors: inout [CooklangError]) -> CooklangRecipe.Block? {
        if bytes[lines[0]].trimmedLeading.first == UInt8(ascii: ">") {
            let text = lines.map { line -> String in
                var text = bytes[line].trimmedLeading
                // `> a note`; a `>>` line with no `key:` (metadata) is the author's text, both marks dropped.
                if text.first == UInt8(ascii: ">") { text = text.dropFirst() }
                if text.first == UInt8(ascii: ">") { text = text.dropFirst() }
                return text.trimmedText
            }
            return .note(text.joined(separator: " "))
        }
        if lines.allSatisfy({ isRule(bytes[$0]) }) { return nil }
        let step = StepParser.parse(lines, in: bytes, of: body, errors: &errors)
        return step.items.isEmpty ? nil : .step(step)
    }
}

/// Collects blocks into sections as the parser meets headings.
private struct SectionBuilder {
    private var sections: [CooklangRecipe.Section] = []
    private var name: String?
    private var blocks: [CooklangRecipe.Block] = []
    private var started = false

    /// A builder with room for `expectedBlocks` blocks in the first section (a paragraph takes a
    /// line and the blank one after it): the blocks' array is not regrown as steps are added.
    init(expectedBlocks: Int) { blocks.reserveCapacity(expectedBlocks) }

    mutating func add(_ block: CooklangRecipe.Block?) { if let block { blocks.append(block) } }

    mutating func startSection(named newName: String?) {
        close()
        name = newName
        started = true
    }

    private mutating func close() {
        if started || !blocks.isEmpty { sections.append(.init(name: name, blocks: blocks)) }
        blocks = []
    }

    /// The sections, the last one closed.
    var finished: [CooklangRecipe.Section] {
        var copy = self
        copy.close()
        return copy.sections
    }
}
