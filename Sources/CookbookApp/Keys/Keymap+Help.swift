import Terminal

extension Keymap {
    /// The status line's hints for `mode`: each hinted binding's first key and word, with the
    /// bindings that join it (`j/k move · l open · …`).
    public func hints(in mode: InputMode) -> String { hintsByMode[mode] ?? makeHints(in: mode) }

    /// Writes the hints of `mode` (once per keymap; `hints(in:)` returns them).
    func makeHints(in mode: InputMode) -> String {
        var parts: [(keys: [String], word: String)] = []
        for binding in bindings(in: mode) {
            guard let key = binding.keys.first(where: { !(mode.types && $0.isCharacter) })?.label else { continue }
            switch binding.hint {
            case .none: continue
            case let .word(word): parts.append(([key], word))
            case .joinsPrevious: if !parts.isEmpty { parts[parts.count - 1].keys.append(key) }
            }
        }
        return parts.map { $0.keys.joined(separator: "/") + " " + $0.word }.joined(separator: " · ")
    }

    /// The `?` overlay's rows: a heading per mode, then each binding's keys and description.
    public func helpRows() -> [(keys: String, text: String, isHeading: Bool)] {
        let headings: [(InputMode, String)] = [(.browse, "Browsing"), (.query, "Typing a search"), (.filter, "Typing a filter"), (.prompt, "Typing an answer"), (.mise, "Mise en place"), (.cook, "Cook mode")]
        var rows: [(keys: String, text: String, isHeading: Bool)] = []
        for (mode, heading) in headings {
            let entries = bindings(in: mode).filter { !$0.keys.isEmpty }
            guard !entries.isEmpty else { continue }
            if !rows.isEmpty { rows.append(("", "", false)) }
            rows.append((heading, "", true))
            for binding in entries {
                let keys = binding.keys.filter { !(mode.types && $0.isCharacter) }.compactMap(\.label)
                if !keys.isEmpty { rows.append((keys.joined(separator: "  "), binding.help, false)) }
            }
            if mode == .browse { rows.append(("mouse", "click a row to select it, the wheel scrolls", false)) }
        }
        return rows
    }

    /// The README's key table (Markdown): one row per binding, by mode.
    public func markdownTable() -> String {
        var lines = ["| mode | keys | action | what |", "|---|---|---|---|"]
        for mode in InputMode.allCases {
            for binding in bindings(in: mode) where !binding.keys.isEmpty {
                let keys = binding.keys.filter { !(mode.types && $0.isCharacter) }.compactMap(\.label).map { "`\($0 == "|" ? "\\|" : $0)`" }
                guard !keys.isEmpty else { continue }
                lines.append("| \(mode.rawValue) | \(keys.joined(separator: " ")) | `\(binding.action.name)` | \(binding.help) |")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The whole table for `cookbook --help keys`: per mode, each action's name, keys and
    /// description; `changed` names the actions the user's config rebound.
    public func reference(changed: Set<Action> = []) -> String {
        var lines: [String] = []
        for mode in InputMode.allCases {
            lines.append("\(mode.rawValue) mode:")
            for binding in bindings(in: mode) {
                let keys = binding.keys.filter { !(mode.types && $0.isCharacter) }.compactMap(\.name)
                let name = Self.padded(binding.action.name, to: 19)
                let keyText = Self.padded(keys.isEmpty ? "(unbound)" : keys.joined(separator: " "), to: 26)
                lines.append("  \(name)\(keyText)\(binding.help)\(changed.contains(binding.action) ? "  [config]" : "")")
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }
}

extension Key {
    /// Whether this is a printable character (which types itself while a query is edited).
    var isCharacter: Bool {
        if case .character = self { return true }
        return false
    }
}
