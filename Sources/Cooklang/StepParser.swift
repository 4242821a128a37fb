/// Reads one step paragraph: joins its lines (a space between lines, a new line after a
/// trailing `\`), then finds ingredients, cookware and timers in the text.
struct StepParser {
    private var scalars: [Unicode.Scalar] = []
    /// The paragraph's lines and where each starts in `scalars`, to place errors (rare) without
    /// keeping a position per scalar.
    private let lines: [SourceLine]
    private var lineStarts: [Int] = []
    private var items: [CooklangStep.Item] = []
    /// Where the pending run of text starts.
    private var textStart = 0
    /// The next `}` and `)`, remembered so unclosed braces do not each scan to the end.
    private var closingBrace = NextScalarIndex(of: "}")
    private var closingParenthesis = NextScalarIndex(of: ")")
    /// Whether each scalar follows an escaping `\` (which makes it plain text, as in the official
    /// parser's lexer); empty when the paragraph has no backslash.
    private var escaped: [Bool] = []

    init(lines: [SourceLine]) {
        self.lines = lines
        lineStarts = [0]
        if lines.count == 1 { scalars = lines[0].scalars }   // most steps: one line, shared, not copied
        else { join(lines) }
        guard scalars.contains("\\") else { return }
        escaped = Array(repeating: false, count: scalars.count)
        for index in scalars.indices.dropFirst() where scalars[index - 1] == "\\" && !escaped[index - 1] { escaped[index] = true }
    }

    /// Fills `scalars` and `lineStarts` from a paragraph of several lines.
    private mutating func join(_ lines: [SourceLine]) {
        lineStarts = []
        scalars.reserveCapacity(lines.reduce(0) { $0 + $1.scalars.count + 1 })
        for (index, line) in lines.enumerated() {
            lineStarts.append(scalars.count)
            scalars += line.scalars
            guard index < lines.count - 1 else { break }
            if line.scalars.last == "\\" { scalars[scalars.count - 1] = "\n" } else { scalars.append(" ") }
        }
    }

    /// The step, with any problems appended to `errors`.
    mutating func parse(errors: inout [CooklangError]) -> CooklangStep {
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            if Self.isSigil(scalar), !isEscaped(i), let (item, end) = component(at: i, errors: &errors) {
                flushText(upTo: i)
                items.append(item)
                i = end
                textStart = end
            } else {
                i += 1
            }
        }
        flushText(upTo: scalars.count)
        if items.allSatisfy({ if case let .text(value) = $0 { return value.unicodeScalars.allSatisfy(\.isCooklangSpace) } else { return false } }) {
            return CooklangStep(items: [])
        }
        return CooklangStep(items: items)
    }

    private mutating func flushText(upTo end: Int) {
        guard end > textStart else { return }
        guard !escaped.isEmpty else { return items.append(.text(scalars[textStart..<end].text)) }
        // `\@`, `\#`, `\~` are a sigil as text; other backslashes in text stay as written.
        let kept = (textStart..<end).filter { scalars[$0] != "\\" || $0 + 1 == end || !escaped[$0 + 1] || !Self.isSigil(scalars[$0 + 1]) }
        items.append(.text(kept.map { scalars[$0] }[...].text))
    }

    private func isEscaped(_ index: Int) -> Bool { !escaped.isEmpty && escaped[index] }

    /// The scalars of `range` without the backslashes that escape the next one, runs of white
    /// space made single spaces, trimmed: a name, amount, unit or note as it reads.
    private func component(_ range: Range<Int>) -> String {
        guard !escaped.isEmpty else { return Self.collapsingSpaces(scalars[range]) }
        let kept = range.filter { scalars[$0] != "\\" || $0 + 1 == range.upperBound || !escaped[$0 + 1] }
        return Self.collapsingSpaces(kept.map { scalars[$0] }[...])
    }

    /// The component starting with the sigil at `start`, and the index after it; nil when the
    /// sigil is just text (followed by space, punctuation or nothing).
    private mutating func component(at start: Int, errors: inout [CooklangError]) -> (CooklangStep.Item, Int)? {
        let sigil = scalars[start], first = start + 1
        guard first < scalars.count, !scalars[first].isCooklangSpace, !scalars[first].isCooklangNewline,
              !Self.isSigil(scalars[first]) else { return nil }
        var name: String, end: Int, amount: (quantity: CooklangQuantity?, units: String) = (nil, "")
        if let (open, close) = braces(from: first) {
            name = component(first..<open)
            if name.isEmpty, sigil != "~" {
                errors.append(error(.emptyName(component: sigil == "@" ? "ingredient" : "cookware"), at: start))
                return nil
            }
            amount = self.amount(open + 1..<close, errors: &errors)
            end = close + 1
            if name.isEmpty, amount.quantity == nil {
                errors.append(error(.emptyTimer, at: start))
                return nil
            }
        } else {
            end = first
            while end < scalars.count, scalars[end].isCooklangWord { end += 1 }
            guard end > first else { return nil }
            name = string(first..<end)
        }
        var note: String?
        if sigil != "~", end < scalars.count, scalars[end] == "(", let close = closingParenthesis.next(from: end + 1, in: scalars, escaped: escaped) {
            note = component((end + 1)..<close)
            end = close + 1
        }
        switch sigil {
        case "@":
            var reference: String?
            if name.utf8.first == UInt8(ascii: "."), name.hasPrefix("./") || name.hasPrefix("../") {
                reference = name
                name = String(name.split(separator: "/").last ?? Substring(name))
            }
            return (.ingredient(CooklangIngredient(name: name, quantity: amount.quantity, units: amount.units, note: note, reference: reference)), end)
        case "#":
            return (.cookware(CooklangCookware(name: name, quantity: amount.quantity, note: note)), end)
        default:
            return (.timer(CooklangTimer(name: name, quantity: amount.quantity, units: amount.units)), end)
        }
    }

    /// `@`, `#` or `~`; a sigil right after another (`~~{5}`, `@@x`) makes the first one text.
    private static func isSigil(_ scalar: Unicode.Scalar) -> Bool { scalar == "@" || scalar == "#" || scalar == "~" }

    /// A multi-word name with its runs of white space made single spaces, trimmed.
    private static func collapsingSpaces(_ name: ArraySlice<Unicode.Scalar>) -> String { name.collapsedText }

    /// The `{` and `}` of a braced component whose name starts at `first`: the `{` must come
    /// before any other component sigil, and a `}` must close it.
    private mutating func braces(from first: Int) -> (Int, Int)? {
        var open = first
        while open < scalars.count, scalars[open] != "{" && !Self.isSigil(scalars[open]) || isEscaped(open) { open += 1 }
        guard open < scalars.count, scalars[open] == "{",
              let close = closingBrace.next(from: open + 1, in: scalars, escaped: escaped) else { return nil }
        return (open, close)
    }

    /// `200%g` → (200, "g"); a leading `=` (a quantity that does not scale) is dropped.
    private func amount(_ range: Range<Int>, errors: inout [CooklangError]) -> (quantity: CooklangQuantity?, units: String) {
        var quantityRange = range, units = ""
        if let percent = range.first(where: { scalars[$0] == "%" && !isEscaped($0) }) {
            quantityRange = range.lowerBound..<percent
            units = component((percent + 1)..<range.upperBound)
            if scalars[quantityRange].allSatisfy(\.isCooklangSpace) {
                errors.append(error(.emptyQuantity, at: range.lowerBound))
                return (nil, units)
            }
        }
        var written = component(quantityRange)
        let isFixed = written.hasPrefix("=")
        if isFixed { written = String(written.dropFirst()).trimmingSpaces }
        do {
            return (try CooklangQuantity.parse(written)?.fixed(isFixed), units)
        } catch {
            errors.append(self.error(.divisionByZero, at: range.lowerBound))
            return (CooklangQuantity.text(written).fixed(isFixed), units)
        }
    }

    private func string(_ range: Range<Int>) -> String { scalars[range].text }

    private func error(_ kind: CooklangError.Kind, at index: Int) -> CooklangError {
        var low = 0, high = lineStarts.count - 1          // the last line starting at or before `index`
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        let lineIndex = low
        let line = lines[lineIndex], offset = index - lineStarts[lineIndex]
        let position = line.position(at: offset)
        return CooklangError(kind, line: position.line, column: position.column)
    }
}
