/// Numbers in a file's metadata: servings and times (`45 minutes`, `1h30m`, `4-6 hours`),
/// read once by the converter and range-checked.
extension CookRecipeConverter {
    /// `servings`, `serves` or `yield`, the first that starts with a number of servings, with
    /// its text. A weight, volume or size (`500 g`, `2 cups`, `8 inch cake`) and whole bakes or
    /// dozens (`1 10 inch cake`, `2 loaves`, `6 dozen`) are what the recipe makes, not how many
    /// it serves (the official parser reads such a value as text, not a number): they are
    /// skipped here and shown as the yield.
    static func servingsReading(_ metadata: KnownMetadata) -> Reading? {
        for key in [KnownMetadata.Key.servings, .serves, .yield] {
            if let text = metadata[key]?.text, !isYield(text), let value = leadingInteger(text) { return (text, value) }
        }
        return nil
    }

    /// Whether `text` says what a recipe makes rather than whom it serves: a measured amount
    /// (`isMeasuredYield`), so many of a measured thing (`1 10 inch cake`, `2 9" cakes`, `1
    /// 8-oz jar`), dozens (`6 dozen`, `3-4 dozen cookies`), or whole bakes a cook cuts to serve
    /// (`2 loaves`, `1 9-in single pie crust`, `3 layer 8 inch cake`); not `4 people`, `6
    /// balls`, `24 cookies` or `16 pieces`, which are servings.
    static func isYield(_ text: String) -> Bool {
        guard text.contains(where: { $0.isLetter || $0 == "\"" }) else { return false }
        if isMeasuredYield(text) { return true }
        let words = spacedWords(text)
        let length = amountLength(words)
        guard words.count > length, Amount(parsing: words.prefix(length).joined(separator: " ")) != nil else { return false }
        let rest = Array(words[length...])
        if isMeasuredYield(rest.joined(separator: " ")) { return true }
        // The first word past sizes and shapes (`layer`, `8`, `inch`, `round`) names what is made.
        guard let thing = rest.first(where: { Amount(parsing: $0) == nil && !yieldShapes.contains($0) }) else { return false }
        return thing == "dozen" || wholeBakes.contains(thing.trimmed { $0.isPunctuation })
    }

    /// What a recipe makes whole, to be cut to serve: a yield of them is no number of servings.
    static let wholeBakes: Set<String> = [
        "cake", "cakes", "pie", "pies", "tart", "tarts", "loaf", "loaves", "crust", "crusts", "piecrust", "piecrusts", "shell", "shells",
        "torte", "tortes", "quiche", "quiches", "galette", "galettes", "baguette", "baguettes", "cheesecake", "cheesecakes",
        "bundt", "pan", "pans", "batch", "batches",
    ]

    /// Words that size or shape a whole bake before its name (`2 layer 8 inch round cake`).
    static let yieldShapes: Set<String> = [
        "in", "inch", "inches", "cm", "layer", "layers", "round", "square", "single", "double", "deep", "dish", "deep-dish",
        "large", "small", "medium", "big", "standard", "single-crust", "double-crust", "9x13", "x",
    ]

    /// `text` lowercased in words, each unit set apart from its number (`200%ml`, `9-in`, `8"`,
    /// `500g` → `200 ml`, `9 in`, `8 in`, `500 g`).
    private static func spacedWords(_ text: String) -> [String] {
        let characters = Array(text.lowercased())
        var spaced = ""
        for (index, character) in characters.enumerated() {
            let before = index > 0 ? characters[index - 1] : " ", after = index + 1 < characters.count ? characters[index + 1] : " "
            if character == "%" || (character == "-" && before.isNumber && after.isLetter) {
                spaced.append(" ")
            } else if character == "\"" {
                spaced += before.isNumber ? " in" : " "
            } else {
                if character.isLetter, before.isNumber { spaced.append(" ") }
                spaced.append(character)
            }
        }
        return spaced.split(separator: " ").map(String.init)
    }

    /// How many of `words` the amount they start with takes: one (`500`, `4-6`, `1.5`), a whole
    /// and a fraction (`1 1/2`), or `4 to 6`.
    private static func amountLength(_ words: [String]) -> Int {
        if words.count > 3, words[1] == "to" { return 3 }
        if words.count > 2, words[1].contains(where: { "/½¼¾⅓⅔⅛".contains($0) }) { return 2 }
        return 1
    }

    /// Whether `text` is an amount in a unit of weight, volume or length: `500 g`, `1.5 cups`,
    /// `4-6 cups`, `200%ml`, `8 inch cake`, `9-in pie`, `8" square cake`; not `4`, `4 people`,
    /// `6 balls`, `4 dozen`.
    static func isMeasuredYield(_ text: String) -> Bool {
        // Most values are a bare number: no letters, no yield.
        guard text.contains(where: { $0.isLetter || $0 == "\"" }) else { return false }
        let words = spacedWords(text), length = amountLength(words)
        guard words.count > length, Amount(parsing: words.prefix(length).joined(separator: " ")) != nil else { return false }
        let unit = words[length].trimmed { $0.isPunctuation }
        return MeasureUnit(unit) != nil || ["in", "inch", "inches", "cm", "centimetre", "centimetres", "centimeter", "centimeters"].contains(unit)
    }

    /// Which time a metadata key gives.
    enum TimeKind { case prep, cook, total }

    /// The first key for `kind` that holds a number, with its text.
    static func minutes(_ kind: TimeKind, in metadata: KnownMetadata) -> Reading? {
        let (keys, nested): ([KnownMetadata.Key], String?) = switch kind {
        case .prep: ([.prepTime, .timePrep, .prep], "prep")
        case .cook: ([.cookTime, .timeCook, .cook], "cook")
        case .total: ([.time, .duration, .timeRequired, .totalTime], nil)
        }
        for key in keys { if let text = metadata[key]?.text, let value = minutes(text) { return (text, value) } }
        if let nested, let text = metadata[.time]?[nested]?.text, let value = minutes(text) { return (text, value) }
        return nil
    }

    /// `45`, `45 minutes`, `1 hour 30 minutes`, `1h30m`, `1 1/2 hours`, `2 hrs` → minutes; nil
    /// without a number. Numbers in a row add up (`1 1/2`); a word after them is their unit
    /// (h… hours, d… days, s… seconds, anything else minutes). Over `maximumMinutes` (or not
    /// finite) is `.tooLarge`.
    static func minutes(_ text: String) -> NumberReading? {
        if let range = range(text) { return range.low }
        var total = 0.0, pending = 0.0, found = false
        for token in tokens(text.lowercased()) {
            if let value = number(token) {
                pending += value
                found = true
            } else {
                total += pending * (token.hasPrefix("h") ? 60 : token.hasPrefix("d") ? 1440 : token.hasPrefix("s") ? 1.0 / 60 : 1)
                pending = 0
            }
        }
        guard found else { return nil }
        let rounded = (total + pending).rounded()
        guard rounded.isFinite, abs(rounded) <= Double(maximumMinutes) else { return .tooLarge }
        return .value(Int(rounded))
    }

    /// A time given as a range — `4-6 hours`, `20–25 minutes`, `1 to 2 h` — as its two ends in
    /// minutes (never their sum); nil for anything else.
    static func range(_ text: String) -> (low: NumberReading, high: NumberReading)? {
        // Most times are no range: said without building anything.
        guard mayBeRange(text) else { return nil }
        let normalised = String(text.lowercased().map { $0 == "–" || $0 == "—" ? "-" : $0 })
        let parts = normalised.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let (left, right): (String, String)
        if parts.count == 2 {
            (left, right) = (parts[0], parts[1])
        } else if let to = normalised.firstRange(of: " to ") {
            (left, right) = (String(normalised[..<to.lowerBound]), String(normalised[to.upperBound...]))
        } else {
            return nil
        }
        let leftTokens = tokens(left), rightTokens = tokens(right)
        guard leftTokens.count == 1, let low = number(leftTokens[0]), !rightTokens.isEmpty, let high = number(rightTokens[0]),
              rightTokens.count <= 2, low <= high else { return nil }
        let unit = rightTokens.count == 2 ? rightTokens[1] : "m"
        let scale: Double = unit.hasPrefix("h") ? 60 : unit.hasPrefix("d") ? 1440 : unit.hasPrefix("s") ? 1.0 / 60 : 1
        func reading(_ value: Double) -> NumberReading {
            let rounded = (value * scale).rounded()
            return rounded.isFinite && abs(rounded) <= Double(maximumMinutes) ? .value(Int(rounded)) : .tooLarge
        }
        return (reading(low), reading(high))
    }

    /// Whether `text` holds a dash (`-`, `–`, `—`) or ` to ` (any case): looked for in one
    /// pass over the bytes, since nearly every time read is no range.
    static func mayBeRange(_ text: String) -> Bool {
        var last: UInt32 = 0    // the last four bytes, ASCII letters in lower case
        for byte in text.utf8 {
            if byte == 0x2D { return true }
            last = last << 8 | UInt32(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
            // ` to `; the en dash E2 80 93 and the em dash E2 80 94.
            if last == 0x2074_6F20 || last & 0xFF_FFFF == 0xE2_8093 || last & 0xFF_FFFF == 0xE2_8094 { return true }
        }
        return false
    }

    /// Runs of number characters (digits, `.`, `/`) and runs of letters: `1h30m` → 1, h, 30, m.
    private static func tokens(_ text: String) -> [String] {
        // Nearly every time is ASCII (`45 minutes`, `1h30m`): cut on the bytes, same runs.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiTokens(text) }
        var tokens: [String] = [], current = "", currentIsNumber = false
        for character in text {
            let isNumber = character.isNumber || character == "." || character == "/"
            guard isNumber || character.isLetter else {
                if !current.isEmpty { tokens.append(current) }
                current = ""
                continue
            }
            if !current.isEmpty, isNumber != currentIsNumber { tokens.append(current); current = "" }
            current.append(character)
            currentIsNumber = isNumber
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// `tokens` of an ASCII text, read byte by byte.
    private static func asciiTokens(_ text: String) -> [String] {
        var tokens: [String] = [], current: [UInt8] = [], currentIsNumber = false
        for byte in text.utf8 {
            let isNumber = (byte >= 0x30 && byte <= 0x39) || byte == 0x2E || byte == 0x2F
            let isLetter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
            guard isNumber || isLetter else {
                if !current.isEmpty { tokens.append(String(decoding: current, as: UTF8.self)) }
                current.removeAll(keepingCapacity: true)
                continue
            }
            if !current.isEmpty, isNumber != currentIsNumber {
                tokens.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
            current.append(byte)
            currentIsNumber = isNumber
        }
        if !current.isEmpty { tokens.append(String(decoding: current, as: UTF8.self)) }
        return tokens
    }

    /// `2`, `1.5`, `1/2` as a number.
    private static func number(_ token: String) -> Double? {
        let parts = token.split(separator: "/")
        if parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom != 0 { return top / bottom }
        return token.contains("/") ? nil : Double(token)
    }

    /// The digits a text starts with: `6`, `4 people` → 4; over `maximumServings` is `.tooLarge`.
    static func leadingInteger(_ text: String) -> NumberReading? {
        let digits = text.trimmed().prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return nil }
        guard let value = Int(String(digits)), value <= maximumServings else { return .tooLarge }
        return .value(value)
    }
}
