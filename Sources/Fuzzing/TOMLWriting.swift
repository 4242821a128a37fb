import TOML

/// Writes a parsed TOML document back as text the reader takes (the TOML library only reads):
/// for the `toml` target's round trip. Keys are bare where they can be, every string is a
/// basic string with its control characters escaped, one entry a line.
enum TOMLWriting {
    /// The whole document: the root's entries, then each table under its header.
    static func text(of document: TOMLDocument) -> String {
        var out = ""
        for entry in document.root.entries { out += line(entry) }
        for table in document.tables {
            out += "[" + table.path.map(key).joined(separator: ".") + "]\n"
            for entry in table.entries { out += line(entry) }
        }
        return out
    }

    private static func line(_ entry: TOMLEntry) -> String { key(entry.key) + " = " + value(entry.value) + "\n" }

    private static func key(_ key: String) -> String {
        !key.isEmpty && key.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F || byte == 0x2D
        } ? key : string(key)
    }

    private static func value(_ value: TOMLValue) -> String {
        switch value {
        case let .string(text): string(text)
        case let .integer(number): String(number)
        case let .array(elements): "[" + elements.map(Self.value).joined(separator: ", ") + "]"
        case let .table(entries): "{" + entries.map { key($0.key) + " = " + Self.value($0.value) }.joined(separator: ", ") + "}"
        }
    }

    private static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
