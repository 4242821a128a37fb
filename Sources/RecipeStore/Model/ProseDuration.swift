/// A length of time written in a step's prose (`simmer for 20 minutes`, `1 1/2 hours`,
/// `10-15 mins`, `12 to 15 minutes`, `1 hour 30 minutes` as one): where it is written and
/// what it says. The one reader of prose durations: cook mode's timers for a JSON recipe
/// (`StepTimer.durations`), the timers `cookbook export --cook` writes and those `cookbook
/// import` writes, so a timer reads back as the length cook mode offered (issue #32).
public struct ProseDuration: Hashable, Sendable {
    /// Where it is written: character offsets `range` of the text (its `Character`s).
    public let range: Range<Int>
    /// The amount, a range's start (`12` of `12 to 15 minutes`).
    public let value: Double
    /// A range's end (`15`), or nil.
    public let upTo: Double?
    /// The unit as written (`minutes`, `hrs`).
    public let unit: String
    /// Seconds in one `unit`.
    public let unitSeconds: Int

    /// The timer cook mode offers: a range's start, in whole seconds.
    public var seconds: Int { StepTimer.seconds(value, unitSeconds: unitSeconds) ?? 0 }

    /// The duration as a Cooklang timer: `~{12-15%minutes}`, `~{1.5%hours}`; an amount three
    /// decimals cannot hold (`1 1/3 hours`) in the next smaller unit (`~{80%minutes}`), so it
    /// reads back as the same number of seconds.
    public var cooklang: String {
        var (value, upTo, unit) = (value, upTo, unit)
        let exact = { (number: Double) in Double(Self.number(number)) == number }
        if !exact(value) || !(upTo.map(exact) ?? true), let (smaller, name) = [(3_600, "hours"), (60, "minutes"), (1, "seconds")].first(where: { $0.0 < unitSeconds }) {
            let factor = Double(unitSeconds / smaller)
            (value, upTo, unit) = (value * factor, upTo.map { $0 * factor }, name)
        }
        return "~{" + Self.number(value) + (upTo.map { "-" + Self.number($0) } ?? "") + "%" + unit + "}"
    }

    /// Every duration in `text`, in order: an amount (`20`, `1 1/2`, `10-15`, `5 to 8`) then a
    /// whole word of time (`2 m` may be metres, `5 s` anything: not timers). Whole hours then
    /// minutes (or minutes then seconds) are one duration. A number that is no kitchen length
    /// of time (`1/0 minutes`, above a week) is none.
    public static func all(in text: [Character]) -> [ProseDuration] {
        let words = Self.words(text)
        var found: [ProseDuration] = []
        var index = 0
        while index < words.count {
            guard let (first, next) = duration(words: words, at: index) else { index += 1; continue }
            var timer = first, end = next
            // `1 hour 30 minutes`: whole hours then minutes (or minutes then seconds) are one timer.
            if let (second, after) = duration(words: words, at: next), first.upTo == nil, second.upTo == nil,
               first.value == first.value.rounded(), first.unitSeconds / second.unitSeconds == 60 {
                timer = (first.value * 60 + second.value, nil, second.unit, second.unitSeconds)
                end = after
            }
            found.append(ProseDuration(range: words[index].start..<words[end - 1].end, value: timer.value, upTo: timer.upTo,
                                       unit: timer.unit, unitSeconds: timer.unitSeconds))
            index = end
        }
        return found
    }

    private typealias Word = (start: Int, end: Int, text: String)
    private typealias Reading = (value: Double, upTo: Double?, unit: String, unitSeconds: Int)

    /// A length of time starting at word `index`, and the index of the word after it.
    private static func duration(words: [Word], at index: Int) -> (Reading, Int)? {
        guard index < words.count, let firstCharacter = words[index].text.first, firstCharacter.isNumber || "½¼¾".contains(firstCharacter) else { return nil }
        var candidates: [(Amount?, Int)] = []
        // `5 to 8`, `1 to 1 1/2`: a range written with `to`, its end one word or a whole and a fraction.
        for highWords in [2, 1] where index + 2 + highWords < words.count && words[index + 1].text.lowercased() == "to" {
            guard let low = Amount(parsing: words[index].text), let high = Amount(parsing: words[(index + 2)..<(index + 2 + highWords)].map(\.text).joined(separator: " ")),
                  low.upTo == nil, high.upTo == nil, high.value > low.value else { continue }
            candidates.append((Amount(value: low.value, upTo: high.value), 2 + highWords))
        }
        for count in [3, 2, 1] where index + count < words.count {
            candidates.append((Amount(parsing: words[index..<(index + count)].map(\.text).joined(separator: " ").replacing("–", with: "-")), count))
        }
        for case let (amount?, used) in candidates {
            let unitWord = words[index + used].text
            let name = String(unitWord.prefix { $0.isLetter })
            // Only whole words of time: `2 m` may be metres, `5 s` anything.
            guard name.count > 1, name.count == unitWord.count || !unitWord.dropFirst(name.count).contains(where: \.isLetter),
                  let unit = StepTimer.seconds(per: name), StepTimer.seconds(amount.value, unitSeconds: unit) != nil,
                  amount.upTo.map({ StepTimer.seconds($0, unitSeconds: unit) != nil }) ?? true else { continue }
            return ((amount.value, amount.upTo, name, unit), index + used + 1)
        }
        return nil
    }

    /// The text's words split at white space, with their places; punctuation around a word
    /// (`minutes.`, `hours,`, `(20`) is not the word.
    private static func words(_ text: [Character]) -> [Word] {
        var words: [Word] = []
        var index = 0
        while index < text.count {
            guard !text[index].isWhitespace else { index += 1; continue }
            var start = index
            while index < text.count, !text[index].isWhitespace { index += 1 }
            var end = index
            while start < end, text[start] == "(" { start += 1 }
            while end > start, ".,;:!?)".contains(text[end - 1]) { end -= 1 }
            if end > start { words.append((start, end, String(text[start..<end]))) }
        }
        return words
    }

    /// `2`, `1.5`, `0.25`: a timer's number as Cooklang reads it.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e12 { return String(Int64(value)) }
        var text = String((value * 1000).rounded() / 1000)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
