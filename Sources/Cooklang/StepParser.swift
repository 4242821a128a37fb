/// Reads one step paragraph: joins its lines (a space between lines, a new line after a
/// trailing `\`), then finds ingredients, cookware and timers in the text, byte by byte.
struct StepParser {
    /// The paragraph's UTF-8: one line of the body in place, or its lines joined.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The step's pieces so far.
    private var items: [CooklangStep.Item] = []
    /// Where the pending run of text starts.
    private var textStart = 0
    /// The next `}` and `)`, remembered so unclosed braces do not each scan to the end.
    private var closingBrace = NextByteIndex(of: UInt8(ascii: "}"))
    private var closingParenthesis = NextByteIndex(of: UInt8(ascii: ")"))
    /// Whether each byte follows an escaping `\` (which makes it plain text, as in the official
    /// parser's lexer); empty when the paragraph has no backslash.
    private let escaped: [Bool]
    /// What could not be read, each at the byte of `bytes` it is about (placed in the file by
    /// the caller, which knows where the lines came from).
    private(set) var problems: [(kind: CooklangError.Kind, index: Int)] = []
    /// The parse's work counter (`ParseWork`), nil when none counts.
    private let work: ParseWork?

    /// The step made of `lines` (ranges of `bytes`, the buffer of `body`), with any problems
    /// appended to `errors`.
    static func parse(_ lines: [Range<Int>], in bytes: UnsafeBufferPointer<UInt8>, of body: RecipeBody,
                      errors: inout [CooklangError]) -> CooklangStep {
        if lines.count == 1 {                       // most steps: one line, read in place
            var parser = StepParser(UnsafeBufferPointer(rebasing: bytes[lines[0]]), mayHoldBackslash: body.mayHoldBackslash, work: body.file.work)
            let step = parser.parse()
            if !parser.problems.isEmpty { errors += place(parser.problems, lines: lines, lineStarts: [0], body: body) }
            return step
        }
        var joined: [UInt8] = [], lineStarts: [Int] = []
        joined.reserveCapacity(lines.reduce(0) { $0 + $1.count + 1 })
        lineStarts.reserveCapacity(lines.count)
        for (index, line) in lines.enumerated() {
            lineStarts.append(joined.count)
            joined += bytes[line]
            guard index < lines.count - 1 else { break }
            if bytes[line].last == UInt8(ascii: "\\") { joined[joined.count - 1] = UInt8(ascii: "\n") } else { joined.append(UInt8(ascii: " ")) }
        }
        let (step, problems) = joined.withUnsafeBufferPointer { joined in
            var parser = StepParser(joined, mayHoldBackslash: body.mayHoldBackslash, work: body.file.work)
            return (parser.parse(), parser.problems)
        }
        if !problems.isEmpty { errors += place(problems, lines: lines, lineStarts: lineStarts, body: body) }
        return step
    }

    /// `problems` as errors at their places in the file: each index is in the line of `lines`
    /// starting at the same index of `lineStarts` (an index just past a line's end is the new
    /// line after it).
    private static func place(_ problems: [(kind: CooklangError.Kind, index: Int)], lines: [Range<Int>], lineStarts: [Int],
                              body: RecipeBody) -> [CooklangError] {
        var last: FileLines.Position?
        return problems.map { kind, index in
            let lineIndex = lineStarts.lastIndex(keyAtMost: index) { body.file.work?.add(1); return $0 }
            let line = lines[lineIndex], offset = index - lineStarts[lineIndex]
            let fileOffset = offset < line.count ? body.fileOffset(at: line.lowerBound + offset) : body.fileOffset(after: line)
            let position = body.file.position(of: fileOffset, countingFrom: last)
            last = position
            return CooklangError(kind, line: position.line, column: position.column)
        }
    }

    /// A parser of the paragraph `bytes` (which has no `\` when `mayHoldBackslash` is false),
    /// adding the bytes it looks at to `work`.
    private init(_ bytes: UnsafeBufferPointer<UInt8>, mayHoldBackslash: Bool, work: ParseWork?) {
        self.bytes = bytes
        self.work = work
        escaped = mayHoldBackslash ? Self.escapes(in: bytes) : []
    }

    /// Which bytes of `bytes` follow an escaping `\`; empty when there is no backslash. Made
    /// before the parser is, which is then set up in one go (no copy of it).
    private static func escapes(in bytes: UnsafeBufferPointer<UInt8>) -> [Bool] {
        guard ByteSearch.firstIndex(of: UInt8(ascii: "\\"), in: bytes, from: 0) != nil else { return [] }
        var escaped = Array(repeating: false, count: bytes.count)
        for index in bytes.indices.dropFirst() where bytes[index - 1] == UInt8(ascii: "\\") && !escaped[index - 1] { escaped[index] = true }
        return escaped
    }

    /// The step; what could not be read is in `problems`.
    private mutating func parse() -> CooklangStep {
        // Text, component, text…: sized once (no regrowth); capped, as text may hold many sigils
        // that start nothing, and the array is kept with the recipe.
        items.reserveCapacity(min(2 * sigilCount + 1, 32))
        work?.add(bytes.count)                      // the count of sigils
        var i = 0
        while let sigil = nextSigil(from: i) {
            if !isEscaped(sigil), let (item, end) = component(at: sigil) {
                flushText(upTo: sigil)
                items.append(item)
                i = end
                textStart = end
            } else {
                i = sigil + 1
            }
        }
        flushText(upTo: bytes.count)
        if items.allSatisfy({ if case let .text(value) = $0 { return value.unicodeScalars.allSatisfy(\.isCooklangSpace) } else { return false } }) {
            return CooklangStep(items: [])
        }
        return CooklangStep(items: items)
    }

    /// Adds the pending text before `end` as a text item (none when empty).
    private mutating func flushText(upTo end: Int) {
        guard end > textStart else { return }
        work?.add(end - textStart)
        guard !escaped.isEmpty else { return items.append(.text(bytes[textStart..<end].text)) }
        // A backslash makes the next character plain text and is not shown, as in the official
        // parser: `\@chef` reads `@chef`, a converter's `Paprika\"` reads `Paprika"`, `\\` one `\`.
        let kept = (textStart..<end).filter { bytes[$0] != UInt8(ascii: "\\") || $0 + 1 == end || !escaped[$0 + 1] }
        items.append(.text(String(decoding: kept.map { bytes[$0] }, as: UTF8.self)))
    }

    /// Whether the byte at `index` follows an escaping `\`.
    private func isEscaped(_ index: Int) -> Bool { !escaped.isEmpty && escaped[index] }

    /// The text of `range` without the backslashes that escape the next character, runs of
    /// white space made single spaces, trimmed: a name, amount, unit or note as it reads.
    private func component(_ range: Range<Int>) -> String {
        work?.add(range.count)
        guard !escaped.isEmpty else { return bytes[range].collapsedText }
        let kept = range.filter { bytes[$0] != UInt8(ascii: "\\") || $0 + 1 == range.upperBound || !escaped[$0 + 1] }.map { bytes[$0] }
        return kept.withUnsafeBufferPointer { $0[...].collapsedText }
    }

    /// The component starting with the sigil at `start`, and the index after it; nil when the
    /// sigil is just text (followed by space, punctuation or nothing).
    private mutating func component(at start: Int) -> (CooklangStep.Item, Int)? {
        let sigil = bytes[start], first = start + 1
        guard first < bytes.count, !Self.isSigil(bytes[first]) else { return nil }
        let next = bytes.scalar(at: first, end: bytes.count).scalar
        guard !next.isCooklangSpace, !next.isCooklangNewline else { return nil }
        var name: String, end: Int, amount: (quantity: CooklangQuantity?, units: String) = (nil, "")
        if let (open, close) = braces(from: first) {
            name = component(first..<open)
            if name.isEmpty, sigil != UInt8(ascii: "~") {
                problems.append((.emptyName(component: sigil == UInt8(ascii: "@") ? "ingredient" : "cookware"), start))
                return nil
            }
            amount = self.amount(open + 1..<close)
            end = close + 1
            if name.isEmpty, amount.quantity == nil {
                problems.append((.emptyTimer, start))
                return nil
            }
        } else {
            end = wordEnd(from: first)
            guard end > first else { return nil }
            name = bytes[first..<end].text
        }
        var note: String?
        if sigil != UInt8(ascii: "~"), end < bytes.count, bytes[end] == UInt8(ascii: "("),
           let close = closingParenthesis.next(from: end + 1, in: bytes, escaped: escaped, work: work) {
            note = component((end + 1)..<close)
            end = close + 1
        }
        switch sigil {
        case UInt8(ascii: "@"):
            var reference: String?
            if name.utf8.first == UInt8(ascii: "."), name.hasPrefix("./") || name.hasPrefix("../") {
                reference = name
                name = String(name.split(separator: "/").last ?? Substring(name))
            }
            return (.ingredient(CooklangIngredient(name: name, quantity: amount.quantity, units: amount.units, note: note, reference: reference)), end)
        case UInt8(ascii: "#"):
            return (.cookware(CooklangCookware(name: name, quantity: amount.quantity, note: note)), end)
        default:
            return (.timer(CooklangTimer(name: name, quantity: amount.quantity, units: amount.units)), end)
        }
    }

    /// The end of a one-word name starting at `first`: the first space, new line or punctuation.
    private func wordEnd(from first: Int) -> Int {
        var end = first
        while end < bytes.count {
            let byte = bytes[end]
            if byte < 0x80 {
                guard Self.asciiWord[Int(byte)] else { break }
                end += 1
            } else {
                let (scalar, length) = bytes.scalar(at: end, end: bytes.count)
                guard scalar.isCooklangWord else { break }
                end += length
            }
        }
        work?.add(end - first + 1)
        return end
    }

    /// Which ASCII characters may continue a one-word name (the fast path of `isCooklangWord`).
    private static let asciiWord: [Bool] = (0..<128).map { Unicode.Scalar(UInt8($0)).isCooklangWord }

    /// How many `@`, `#` and `~` the paragraph has: each may start a component.
    private var sigilCount: Int { ByteSearch.count(in: bytes, matches: Self.sigils, isMatch: Self.isSigil) }

    /// The index of the first `@`, `#` or `~` at or after `start`, or nil.
    private func nextSigil(from start: Int) -> Int? {
        let sigil = ByteSearch.firstIndex(in: bytes, from: start, chunks: Self.sigils, matches: Self.sigils, isMatch: Self.isSigil)
        work?.add((sigil ?? bytes.count) - start + 1)
        return sigil
    }

    /// The sigils among the sixteen bytes of `chunk`.
    @inline(__always)
    private static func sigils(_ chunk: SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>> {
        chunk .== SIMD16(repeating: UInt8(ascii: "@")) .| chunk .== SIMD16(repeating: UInt8(ascii: "#"))
            .| chunk .== SIMD16(repeating: UInt8(ascii: "~"))
    }

    /// The sigils among the eight bytes of `word` (as `ByteSearch` flags them).
    @inline(__always)
    private static func sigils(_ word: UInt64) -> UInt64 {
        ByteSearch.bytes(equalTo: UInt8(ascii: "@"), in: word) | ByteSearch.bytes(equalTo: UInt8(ascii: "#"), in: word)
            | ByteSearch.bytes(equalTo: UInt8(ascii: "~"), in: word)
    }

    /// `@`, `#` or `~`; a sigil right after another (`~~{5}`, `@@x`) makes the first one text.
    private static func isSigil(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "~") }

    /// The `{` and `}` of a braced component whose name starts at `first`: the `{` must come
    /// before any other component sigil, and a `}` must close it.
    private mutating func braces(from first: Int) -> (Int, Int)? {
        func isStop(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "{") || Self.isSigil(byte) }
        var from = first
        while let stop = ByteSearch.firstIndex(in: bytes, from: from, matches: { Self.sigils($0) | ByteSearch.bytes(equalTo: UInt8(ascii: "{"), in: $0) },
                                               isMatch: isStop) {
            work?.add(stop - from + 1)
            guard !isEscaped(stop) else {
                from = stop + 1
                continue
            }
            guard bytes[stop] == UInt8(ascii: "{"), let close = closingBrace.next(from: stop + 1, in: bytes, escaped: escaped, work: work) else { return nil }
            return (stop, close)
        }
        work?.add(bytes.count - from)
        return nil
    }

    /// `200%g` → (200, "g"); a leading `=` (a quantity that does not scale) is dropped.
    private mutating func amount(_ range: Range<Int>) -> (quantity: CooklangQuantity?, units: String) {
        var quantityRange = range, units = ""
        if let percent = range.first(where: { work?.add(1); return bytes[$0] == UInt8(ascii: "%") && !isEscaped($0) }) {
            quantityRange = range.lowerBound..<percent
            units = component((percent + 1)..<range.upperBound)
            if bytes[quantityRange].isBlank {
                problems.append((.emptyQuantity, range.lowerBound))
                return (nil, units)
            }
        }
        var written = component(quantityRange)
        let isFixed = written.utf8.first == UInt8(ascii: "=") && written.hasPrefix("=")   // a Character `=`, not `=` and a mark
        if isFixed { written = String(written.dropFirst()).trimmingSpaces }
        do {
            return (try CooklangQuantity.parse(written)?.fixed(isFixed), units)
        } catch {
            problems.append((.divisionByZero, range.lowerBound))
            return (CooklangQuantity.text(written).fixed(isFixed), units)
        }
    }
}
