/// Keys by name, as a config file and the help spell them: `j`, `ctrl-x`, `Enter`, `Esc`,
/// `Tab`, `shift-Tab`, `Backspace`, `Delete`, `Up`/`Down`/`Left`/`Right`, `PageUp`/`PageDown`,
/// `Home`/`End`, `F1`…`F12`, `Space`. Named keys and the `ctrl-`/`shift-` prefixes ignore case;
/// a single character is itself (`G` is shift-g).
extension Key {
    private static let named: [(String, Key)] = [
        ("Enter", .enter), ("Esc", .escape), ("Tab", .tab), ("shift-Tab", .backTab), ("Backspace", .backspace),
        ("Delete", .delete), ("Up", .up), ("Down", .down), ("Left", .left), ("Right", .right),
        ("PageUp", .pageUp), ("PageDown", .pageDown), ("Home", .home), ("End", .end), ("Space", .character(" ")),
    ]

    /// The key called `name`, or nil when there is no such key. `ctrl-i`, `ctrl-m`, `ctrl-j`
    /// and `ctrl-h` are the very bytes of Tab, Enter and Backspace, so they name those keys.
    public init?(name: String) {
        let lower = name.lowercased()
        if name.count == 1, let character = name.first, !character.isWhitespace,
           !character.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }) {
            self = .character(character)
            return
        }
        if let match = Self.named.first(where: { $0.0.lowercased() == lower }) {
            self = match.1
            return
        }
        if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...12).contains(number), !lower.dropFirst().hasPrefix("0") {
            self = .function(number)
            return
        }
        if lower.hasPrefix("ctrl-"), lower.count == 6, let letter = lower.last, ("a"..."z").contains(letter) {
            switch letter {
            case "i": self = .tab
            case "m", "j": self = .enter
            case "h": self = .backspace
            default: self = .control(letter)
            }
            return
        }
        if lower == "escape" { self = .escape; return }
        return nil
    }

    /// The name a config file uses for this key (`ctrl-d`, `PageDown`, `j`); nil for events
    /// that are not keys (mouse, resize).
    public var name: String? {
        switch self {
        case .character(" "): return "Space"
        case let .character(character): return String(character)
        case let .control(letter): return "ctrl-\(letter)"
        case let .function(number): return "F\(number)"
        case .resize, .click, .doubleClick, .wheel: return nil
        default: return Self.named.first { $0.1 == self }?.0
        }
    }

    /// How the help shows this key: arrows as `↓`, pages as `PgDn`, control as `Ctrl-D`.
    public var label: String? {
        switch self {
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .backTab: return "Shift-Tab"
        case let .control(letter): return "Ctrl-\(letter.uppercased())"
        default: return name
        }
    }
}
