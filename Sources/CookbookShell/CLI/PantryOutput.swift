import RecipeStore
import Terminal

/// What `cookbook pantry` prints: in the official `cook pantry`'s layout (a heading, then each
/// section in capitals with `  • name - quantity (…)` items) and, with `--json`, in its JSON
/// shapes (`{"sections": […]}`, `{"items": […]}`, keys as it names them, `null` for what an item
/// does not say), so scripts written for it read ours. Control characters are made visible.
enum PantryOutput {
    /// A JSON value with `null`s kept (Swift's own encoding would leave the keys out).
    enum JSON: Encodable {
        case text(String?), number(Int?), decimal(Double), flag(Bool), object([String: JSON]), array([JSON])

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case let .text(value): try container.encode(value)
            case let .number(value): try container.encode(value)
            case let .decimal(value): try container.encode(value)
            case let .flag(value): try container.encode(value)
            case let .object(value): try container.encode(value)
            case let .array(value): try container.encode(value)
            }
        }
    }

    /// The section an item is listed under: `general` for those above the first header.
    static func section(of item: PantryItem) -> String { item.section ?? PantryEdit.general }

    /// An item as `list --json` writes it.
    static func json(_ item: PantryItem) -> [String: JSON] {
        ["name": .text(item.name), "quantity": .text(item.quantityText), "bought": .text(item.bought),
         "expire": .text(item.expireText), "low": .text(item.low)]
    }

    /// Every item by section, in file order: `Pantry Items:` then `SECTION:` and `  • name - 1%kg
    /// (expires: …, low: …, bought: …)` lines; JSON `{"sections": [{"name", "items": […]}]}`.
    static func list(_ items: [PantryItem], json: Bool) throws -> String {
        let sections = grouped(items)
        if json {
            return try PlainOutput.encode(JSON.object(["sections": .array(sections.map { name, items in
                .object(["name": .text(name), "items": .array(items.map { .object(Self.json($0)) })])
            })]))
        }
        guard !sections.isEmpty else { return "Pantry is empty.\n" }
        var lines = heading("Pantry Items:")
        for (name, items) in sections {
            lines += ["", name.uppercased() + ":"]
            for item in items {
                let extras = [item.expireText.map { "expires: " + $0 }, item.low.map { "low: " + $0 }, item.bought.map { "bought: " + $0 }]
                    .compactMap { $0 }
                lines.append("  • " + item.name + (item.quantityText.map { " - " + $0 } ?? "") + (extras.isEmpty ? "" : " (" + extras.joined(separator: ", ") + ")"))
            }
        }
        return text(lines)
    }

    /// The items at or under their low mark, or with none left: `SECTION:` then `  • milk - 1%l
    /// (low: 1%l)`; JSON `{"items": [{"name", "section", "quantity", "low_threshold", "is_low"}]}`.
    static func low(_ items: [PantryItem], json: Bool) throws -> String {
        if json {
            return try PlainOutput.encode(JSON.object(["items": .array(items.map { item in
                .object(["name": .text(item.name), "section": .text(section(of: item)), "quantity": .text(item.quantityText),
                         "low_threshold": .text(item.low), "is_low": .flag(item.isLow)])
            })]))
        }
        guard !items.isEmpty else { return "Nothing is low or out of stock.\n" }
        var lines = heading("Low or Out of Stock:")
        for (name, items) in grouped(items) {
            lines += ["", name.uppercased() + ":"]
            for item in items {
                let why = item.isStocked ? item.low.map { "low: " + $0 } ?? "low" : "none left"
                lines.append("  • " + item.name + (item.quantityText.map { " - " + $0 } ?? "") + " (" + why + ")")
            }
        }
        return text(lines)
    }

    /// Items by expiry (`days`: days from today, negative once expired; nil: no date), within
    /// `within` days: `  • yogurt - 2026-03-09 (expires in 2 days) [dairy]`; JSON `{"items":
    /// [{"name", "section", "expire_date", "days_until_expiry", "status"}]}`.
    static func expiring(_ items: [(item: PantryItem, days: Int?)], within: Int, json: Bool) throws -> String {
        if json {
            return try PlainOutput.encode(JSON.object(["items": .array(items.map { entry in
                .object(["name": .text(entry.item.name), "section": .text(section(of: entry.item)),
                         "expire_date": .text(entry.days == nil ? nil : entry.item.expire?.description),
                         "days_until_expiry": .number(entry.days), "status": .text(status(entry.days))])
            })]))
        }
        var lines = heading("Items Expiring Within \(within) Day\(within == 1 ? "" : "s"):")
        let dated = items.filter { $0.days != nil }, undated = items.filter { $0.days == nil }
        if !dated.isEmpty {
            lines += ["", "Expiring Soon:"] + dated.map { entry in
                "  • \(entry.item.name) - \(entry.item.expire?.description ?? "") (\(status(entry.days))) [\(section(of: entry.item))]"
            }
        }
        if !undated.isEmpty { lines += ["", "No Expiry Date Set:"] + undated.map { "  • \($0.item.name) [\(section(of: $0.item))]" } }
        if items.isEmpty { lines += ["", "No expiring items found!"] }
        return text(lines)
    }

    /// `EXPIRED 2 days ago`, `EXPIRES TODAY`, `expires tomorrow`, `expires in 5 days`, `No expiry date`.
    static func status(_ days: Int?) -> String {
        switch days {
        case nil: "No expiry date"
        case let days? where days < 0: "EXPIRED \(-days) day\(days == -1 ? "" : "s") ago"
        case 0?: "EXPIRES TODAY"
        case 1?: "expires tomorrow"
        case let days?: "expires in \(days) days"
        }
    }

    /// What an add, remove or update did: `Added 'yogurt' to section 'dairy'.`; JSON the item as
    /// the file now says it (as it said it, for a removal), with its section and the file.
    static func changed(_ words: String, name: String, section: String, item: PantryItem?, file: String, json: Bool) throws -> String {
        guard json else { return text(["\(words.replacing("NAME", with: "'\(name)'").replacing("SECTION", with: "'\(section)'"))."]) }
        var object = item.map(Self.json) ?? ["name": .text(name)]
        object["section"] = .text(section)
        object["file"] = .text(file)
        return try PlainOutput.encode(JSON.object(object))
    }

    /// The items by section, sections in the order they first appear.
    static func grouped(_ items: [PantryItem]) -> [(String, [PantryItem])] {
        var order: [String] = [], bySection: [String: [PantryItem]] = [:]
        for item in items {
            let name = section(of: item)
            if bySection[name] == nil { order.append(name) }
            bySection[name, default: []].append(item)
        }
        return order.map { ($0, bySection[$0] ?? []) }
    }

    /// `title` underlined.
    private static func heading(_ title: String) -> [String] { [title, String(repeating: "=", count: title.count)] }

    /// The lines as output, control characters made visible.
    private static func text(_ lines: [String]) -> String { lines.map { Sanitizer.clean($0) }.joined(separator: "\n") + "\n" }
}
