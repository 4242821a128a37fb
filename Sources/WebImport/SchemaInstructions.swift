import RecipeStore

/// A recipe's method as schema.org gives it, flattened into sections of steps: a string (split
/// at line breaks, or at numbered items `1. … 2. …`), a list of strings, `HowToStep`s (their
/// `text`, with a `name` that says more kept in front), `HowToSection`s (a named section each),
/// `HowToTip`s (notes), `ItemList`s and nested lists.
struct SchemaInstructions: Equatable {
    /// One paragraph of the method.
    enum Item: Equatable {
        /// A step to number.
        case step(String)
        /// A tip, shown apart from the steps.
        case note(String)
    }

    /// A run of items under one heading (nil: before any heading).
    struct Section: Equatable {
        var name: String?
        var items: [Item]
    }

    /// The sections in order; the first has no name when steps come before any heading.
    private(set) var sections: [Section] = [Section(name: nil, items: [])]

    /// The most items read from one recipe: a page cannot make the importer run away.
    static let maximumItems = 5_000
    private var visited = 0
    /// How many `HowToSection`s are being read around the current item.
    private var insideSections = 0
    /// Whether the method had more than `maximumItems` items and the rest was left out (said
    /// by the import, never silently).
    private(set) var wasCut = false

    init(_ value: JSONValue?, nodes: [String: [String: JSONValue]] = [:]) {
        collect(value, nodes: nodes, depth: 0, expanding: [])
        sections.removeAll { $0.items.isEmpty && $0.name == nil }
    }

    /// Every step, in order.
    var steps: [String] { sections.flatMap { $0.items.compactMap { if case let .step(text) = $0 { text } else { nil } } } }

    /// Reads `value` into the sections. `expanding`: the `@id`s being read on the way here — a
    /// reference to one of them (a step listing itself) is not followed again.
    private mutating func collect(_ value: JSONValue?, nodes: [String: [String: JSONValue]], depth: Int, expanding: Set<String>) {
        guard let value else { return }
        guard depth < 32, visited < Self.maximumItems else {
            wasCut = true
            return
        }
        visited += 1
        var expanding = expanding
        switch value {
        case let .string(text):
            for step in Self.split(text) { add(.step(step)) }
        case let .array(items):
            for item in items { collect(item, nodes: nodes, depth: depth + 1, expanding: expanding) }
        case var .object(object):
            if case let .string(id)? = object["@id"] {
                guard expanding.insert(id).inserted else { return }
                if object.count == 1, let node = nodes[id] { object = node }
            }
            // A `ListItem` wraps the step in `item`.
            if SchemaRecipeFinder.object(object, isA: "ListItem"), let item = object["item"] {
                return collect(item, nodes: nodes, depth: depth + 1, expanding: expanding)
            }
            if SchemaRecipeFinder.object(object, isA: "HowToSection") {
                if sections.count < Self.maximumItems { sections.append(Section(name: SchemaText.line(object["name"]), items: [])) }
                insideSections += 1
                collect(object["itemListElement"] ?? object["steps"], nodes: nodes, depth: depth + 1, expanding: expanding)
                insideSections -= 1
            } else if SchemaRecipeFinder.object(object, isA: "HowToTip") {
                if let text = SchemaText.line(object["text"] ?? object["name"]) { add(.note(text)) }
            } else if let list = object["itemListElement"], !SchemaRecipeFinder.object(object, isA: "HowToStep") {
                collect(list, nodes: nodes, depth: depth + 1, expanding: expanding)
            } else {
                let text = SchemaText.lines(object["text"]).joined(separator: " ")
                let name = SchemaText.line(object["name"]) ?? ""
                if !text.isEmpty {
                    // A name that only numbers the step (`1`, `step1`, `Stap 2:`) or that the
                    // text starts with (its first sentence, or that cut short with `…`) adds
                    // nothing. Outside a `HowToSection`, any other (`Preheat`, `Boil`) is the
                    // step's heading, as the sites show it and their readers list it: a section
                    // before it. Inside one, which has its own heading, a name that says more than
                    // the text (more than two words the text does not say) goes in front of it.
                    var text = text
                    if !name.isEmpty, !Self.isNumbering(name), !Self.text(text, startsWith: name) {
                        let words = { (text: String) in Set(text.lowercased().split { !($0.isLetter || $0.isNumber) }) }
                        if insideSections == 0 {
                            if sections.count < Self.maximumItems { sections.append(Section(name: name, items: [])) }
                        } else if words(name).count > 2, !words(name).isSubset(of: words(text)) {
                            text = name + ": " + text
                        }
                    }
                    add(.step(Self.unnumbered(text)))
                } else if !name.isEmpty {
                    add(.step(Self.unnumbered(name)))
                }
                if let substeps = object["itemListElement"] { collect(substeps, nodes: nodes, depth: depth + 1, expanding: expanding) }
            }
        default:
            break
        }
    }

    private mutating func add(_ item: Item) {
        guard sections.count + sections[sections.count - 1].items.count < Self.maximumItems else {
            wasCut = true
            return
        }
        switch item {
        case let .step(text):
            // A line starting with `=` or `>` would be read as a section or a note.
            let kept = String(text.drop { $0 == "=" || $0 == ">" || $0.isWhitespace })
            // A step of punctuation alone (`,` as some sites list between steps) is no step.
            if kept.contains(where: { $0.isLetter || $0.isNumber }) { sections[sections.count - 1].items.append(.step(kept)) }
        case .note:
            sections[sections.count - 1].items.append(item)
        }
    }

    /// Whether `text` begins with `name`, in any case, less a trailing `.`, `…` or `...` (a name
    /// that is the text's first words cut short).
    static func text(_ text: String, startsWith name: String) -> Bool {
        var head = name.lowercased()
        while let last = head.last, last == "." || last == "…" || last == " " { head.removeLast() }
        return !head.isEmpty && text.lowercased().hasPrefix(head)
    }

    /// A text method as steps: its lines (HTML paragraphs and list items count as lines), or,
    /// for one line, its numbered items.
    static func split(_ text: String) -> [String] {
        let plain = HTMLPage.text(of: text)
        let lines = plain.split(whereSeparator: \.isNewline).map { String($0).collapsingSpaces() }.filter { !$0.isEmpty }
        if lines.count == 1 { return numberedItems(lines[0]).map(unnumbered) }
        return lines.map(unnumbered)
    }

    /// `1. Mix. 2. Bake.` → `["1. Mix.", "2. Bake."]`: splits before `N.` or `N)` where N counts
    /// up from 1, only when at least items 1 and 2 are there.
    static func numberedItems(_ line: String) -> [String] {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        var items: [[String]] = []
        var next = 1
        for word in words {
            let mark = "\(next)."
            if word == mark || word == "\(next))" {
                items.append([word])
                next += 1
            } else if word.hasPrefix(mark), word.dropFirst(mark.count).first?.isLetter == true {
                // `1.Preheat … 2.Cream …`, written without a space.
                items.append([mark, String(word.dropFirst(mark.count))])
                next += 1
            } else if items.isEmpty {
                items.append([word])
            } else {
                items[items.count - 1].append(word)
            }
        }
        guard next > 2 else { return [line] }
        return items.map { $0.joined(separator: " ") }
    }

    /// Whether `name` only numbers a step: digits and punctuation, or one word then a number
    /// (`Step 2`, `Schritt 3:`, `Étape 4`).
    static func isNumbering(_ name: String) -> Bool {
        // `step1`, `Schritt2`: a word then digits, written together.
        let letters = name.prefix { $0.isLetter }
        if !letters.isEmpty, name.count > letters.count, name.dropFirst(letters.count).allSatisfy({ $0.isNumber || $0.isPunctuation }) { return true }
        let words = name.split { $0.isWhitespace }
        let isNumber = { (word: Substring) in word.contains(where: \.isNumber) && word.allSatisfy { $0.isNumber || $0.isPunctuation } }
        return words.allSatisfy { $0.allSatisfy { $0.isNumber || $0.isPunctuation } } || (words.count == 2 && isNumber(words[1]))
    }

    /// A step without the number it was written with (`1.`, `2)`, `Step 3:`), which Cooklang adds itself.
    static func unnumbered(_ step: String) -> String {
        var words = step.split(separator: " ", omittingEmptySubsequences: true)[...]
        if let first = words.first, first.lowercased() == "step", words.count > 1, words[words.startIndex + 1].allSatisfy({ $0.isNumber || $0 == ":" || $0 == "." }) {
            words = words.dropFirst(2)
        } else if let first = words.first, first.count > 1, first.dropLast().allSatisfy(\.isNumber), first.last == "." || first.last == ")" {
            words = words.dropFirst()
        }
        return words.joined(separator: " ")
    }
}
