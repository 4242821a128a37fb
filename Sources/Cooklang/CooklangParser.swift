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
        var errors: [CooklangError] = [], warnings: [CooklangWarning] = []
        var raw = SourceLine.split(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
        var metadata: [YAMLEntry] = []
        var firstLine = 1
        if let end = frontMatterEnd(raw) {
            metadata = frontMatter(raw[1..<end], errors: &errors, warnings: &warnings)
            raw = Array(raw[(end + 1)...])
            firstLine = end + 2
        }
        let lines = SourceLine.strippingComments(raw, firstLine: firstLine, errors: &errors)
        var builder = SectionBuilder()
        var paragraph: [SourceLine] = []
        func flush() {
            if !paragraph.isEmpty { builder.add(block(paragraph, errors: &errors)) }
            paragraph = []
        }
        for line in lines {
            let body = line.trimmedLeading
            if line.isBlank {
                flush()
            } else if body.starts(with: [">", ">"]), let entry = legacyMetadata(body.dropFirst(2)) {
                metadata.append(entry)
            } else if body.first == "=" {
                flush()
                builder.startSection(named: sectionName(body))
            } else {
                paragraph.append(line)
            }
        }
        flush()
        return CooklangRecipe(metadata: metadata, sections: builder.finished,
                              errors: errors.sorted { ($0.line, $0.column) < ($1.line, $1.column) }, warnings: warnings)
    }

    /// The index of the closing `---` when the file starts with a `---` line, else nil.
    private static func frontMatterEnd(_ lines: [[Unicode.Scalar]]) -> Int? {
        func isFence(_ line: [Unicode.Scalar]) -> Bool { line[...].trimmed.elementsEqual(["-", "-", "-"]) }
        guard let first = lines.first, isFence(first) else { return nil }
        return lines.indices.dropFirst().first { isFence(lines[$0]) }
    }

    /// The front matter's entries: the common simple shape read directly (`SimpleFrontMatter`),
    /// anything else by `YAMLReader`. YAML that is not a mapping but is all `key: value` lines (as
    /// `cooking time    :30 mins`, a YAML string) is read line by line, as the canonical suite
    /// expects. Invalid YAML goes through `FrontMatterSalvage`: sloppy lines are repaired with a
    /// warning, and only what it cannot read is an error placed on the file's line.
    private static func frontMatter(_ lines: ArraySlice<[Unicode.Scalar]>, errors: inout [CooklangError],
                                    warnings: inout [CooklangWarning]) -> [YAMLEntry] {
        if let simple = SimpleFrontMatter.entries(lines) { return simple }
        let text = lines.map { $0[...].text }.joined(separator: "\n")
        do {
            switch try YAMLReader.parse(text) {
            case let .mapping(entries): return entries
            case .plain(""): return []
            default:
                let simple = lines.filter { !$0.allSatisfy(\.isCooklangSpace) }.map { legacyMetadata($0[...]) }
                if simple.allSatisfy({ $0 != nil }) { return simple.compactMap { $0 } }
                errors.append(CooklangError(.invalidFrontMatter("expected \"key: value\" lines"), line: 2, column: 1))
                return []
            }
        } catch {
            let salvage = FrontMatterSalvage(lines, firstLine: 2)
            errors += salvage.errors
            warnings += salvage.warnings
            return salvage.entries
        }
    }

    /// A horizontal rule in the body: a line of three or more dashes only, `---` (the official
    /// parser reads it as a comment). A paragraph of nothing else is not a step; inside a
    /// paragraph it stays text, as the canonical suite expects (`testMetadataBreak`).
    private static func isRule(_ body: ArraySlice<Unicode.Scalar>) -> Bool {
        var rest = body
        while let last = rest.last, last.isCooklangSpace { rest.removeLast() }
        return rest.count >= 3 && rest.allSatisfy { $0 == "-" }
    }

    /// `key: value` after `>>`; nil when there is no colon (then the line is text).
    private static func legacyMetadata(_ rest: ArraySlice<Unicode.Scalar>) -> YAMLEntry? {
        guard let colon = rest.firstIndex(of: ":") else { return nil }
        let key = rest[..<colon].trimmedText
        let value = rest[(colon + 1)...].trimmedText
        return key.isEmpty ? nil : YAMLEntry(key: key, value: .plain(value))
    }

    /// `== Filling ==` → `Filling`; `=` alone → nil.
    private static func sectionName(_ line: ArraySlice<Unicode.Scalar>) -> String? {
        var name = line
        while let first = name.first, first == "=" || first.isCooklangSpace { name.removeFirst() }
        while let last = name.last, last == "=" || last.isCooklangSpace { name.removeLast() }
        let trimmed = name.trimmedText
        return trimmed.isEmpty ? nil : trimmed
    }

    /// A paragraph: a note when it starts with `>`, otherwise a step.
    private static func block(_ lines: [SourceLine], errors: inout [CooklangError]) -> CooklangRecipe.Block? {
        if lines[0].trimmedLeading.first == ">" {
            let text = lines.map { line -> String in
                var body = line.trimmedLeading
                if body.first == ">" { body = body.dropFirst() }
                return body.trimmedText
            }
            return .note(text.joined(separator: " "))
        }
        if lines.allSatisfy({ isRule($0.trimmedLeading) }) { return nil }
        var parser = StepParser(lines: lines)
        let step = parser.parse(errors: &errors)
        return step.items.isEmpty ? nil : .step(step)
    }
}

/// Collects blocks into sections as the parser meets headings.
private struct SectionBuilder {
    private var sections: [CooklangRecipe.Section] = []
    private var name: String?
    private var blocks: [CooklangRecipe.Block] = []
    private var started = false

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
