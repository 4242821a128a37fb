#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import CookbookApp
import Dispatch
import RecipeStore
import Terminal

/// `cookbook list` and `cookbook show`: plain, scriptable output (docs/cli.md). Text output
/// is sanitised like the screen; JSON output writes every C0/C1 control, bidirectional control
/// and line separator as a `\uXXXX` escape, so printing it cannot drive a terminal.
public enum PlainOutput {
    /// One row of `list --json`.
    struct ListEntry: Encodable {
        let id: String
        let name: String
        let category: String
    }

    /// A search result: a list entry and why it matched (`null`: by its name).
    struct SearchEntry: Encodable {
        let id: String
        let name: String
        let category: String
        let why: String?

        private enum CodingKeys: String, CodingKey { case id, name, category, why }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(category, forKey: .category)
            try container.encode(why, forKey: .why)
        }
    }

    /// `id<TAB>name<TAB>category` lines, categories in order, recipes by name; or a JSON array.
    public static func list(store: any RecipeStore, category: CategoryID?, json: Bool) throws -> String {
        let categories = category.map { id in store.categories.filter { $0.id == id } } ?? store.categories
        let rows = categories.flatMap { store.recipes(in: $0.id, range: 0..<store.recipeCount(in: $0.id)) }
        if json {
            return try encode(rows.map { ListEntry(id: $0.id.rawValue, name: $0.name, category: $0.category.rawValue) })
        }
        // Bytes appended to, made a string once: 20,000 rows are common, and appending to a
        // string costs a check of the string's state each time. Runs of rows are written on
        // every core (the list is the last thing a cold `list` waits for).
        let run = 4_096, runs = (rows.count + run - 1) / run
        var parts = [[UInt8]](repeating: [], count: runs)
        parts.withUnsafeMutableBufferPointer { parts in
            // `nonisolated(unsafe)`: iteration `part` writes `parts[part]` alone, and
            // concurrentPerform returns only once every iteration has ended.
            nonisolated(unsafe) let shared = parts
            DispatchQueue.concurrentPerform(iterations: runs) { part in
                var bytes: [UInt8] = []
                bytes.reserveCapacity(run * 64)
                for row in rows[(part * run)..<min(rows.count, (part + 1) * run)] {
                    bytes.append(contentsOf: clean(row.id.rawValue).utf8)
                    bytes.append(UInt8(ascii: "\t"))
                    bytes.append(contentsOf: clean(row.name).utf8)
                    bytes.append(UInt8(ascii: "\t"))
                    bytes.append(contentsOf: clean(row.category.rawValue).utf8)
                    bytes.append(UInt8(ascii: "\n"))
                }
                shared[part] = bytes
            }
        }
        // The runs copied straight into the string (no joined copy held beside them).
        return String(unsafeUninitializedCapacity: parts.reduce(0) { $0 + $1.count }) { buffer in
            var written = 0
            for part in parts {
                _ = UnsafeMutableBufferPointer(rebasing: buffer[written..<(written + part.count)]).initialize(from: part)
                written += part.count
            }
            return written
        }
    }

    /// Search results, best first: id, name and category tab-separated, or JSON objects that
    /// also say why each matched (`null` when by its name); nothing at all when none did.
    public static func search(_ hits: [SearchHit], json: Bool) throws -> String {
        if json {
            return try encode(hits.map { SearchEntry(id: $0.recipe.id.rawValue, name: $0.recipe.name, category: $0.recipe.category.rawValue, why: $0.why) })
        }
        return hits.map { [$0.recipe.id.rawValue, $0.recipe.name, $0.recipe.category.rawValue].map(clean).joined(separator: "\t") + "\n" }.joined()
    }

    /// A shopping list by aisle: heading lines then `  [x] 840 g flour` items, what the pantry
    /// covers last under "In your pantry"; `--markdown` a checklist under `## heading`s; `--json`
    /// an array of `{aisle, name, amounts, exact, checked, recipes, pantry, have, buy, note}` (`aisle`
    /// null when no aisle names it, `exact` the value behind each summed amount before rounding,
    /// `pantry` true for items the pantry covers, `have` null when it has none, `buy` the amounts
    /// still to buy when it covers part, else null, `note` "expired" or the low mark when the
    /// pantry's stock does not count).
    public static func shoppingList(_ list: ShoppingList, json: Bool, markdown: Bool) throws -> String {
        if json {
            return try encode(list.groups.flatMap { group in
                group.entries.map {
                    ShoppingEntry(aisle: $0.aisle, name: $0.item.name, amounts: $0.item.amounts,
                                  exact: $0.item.totals.map { IngredientLine.Exact($0.readable(in: .asWritten)) }, checked: $0.checked,
                                  recipes: $0.item.sources, pantry: group.heading == .pantry, have: $0.have, buy: $0.buy, note: $0.note)
                }
            })
        }
        var lines: [String] = []
        for group in list.groups {
            let heading = clean(group.heading.title)
            if markdown { lines += (lines.isEmpty ? [] : [""]) + ["## " + heading, ""] } else { lines.append(heading) }
            for entry in group.entries {
                lines.append((markdown ? "- " : "  ") + (entry.checked ? "[x] " : "[ ] ") + clean(entry.text))
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// A shopping-list item in JSON (`aisle` and `have` null when there are none).
    struct ShoppingEntry: Encodable {
        let aisle: String?
        let name: String
        let amounts: [String]
        let exact: [IngredientLine.Exact]
        let checked: Bool
        let recipes: [String]
        let pantry: Bool
        let have: String?
        let buy: [String]?
        let note: String?

        private enum CodingKeys: String, CodingKey { case aisle, name, amounts, exact, checked, recipes, pantry, have, buy, note }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(aisle, forKey: .aisle)
            try container.encode(name, forKey: .name)
            try container.encode(amounts, forKey: .amounts)
            try container.encode(exact, forKey: .exact)
            try container.encode(checked, forKey: .checked)
            try container.encode(recipes, forKey: .recipes)
            try container.encode(pantry, forKey: .pantry)
            try container.encode(have, forKey: .have)
            try container.encode(buy, forKey: .buy)
            try container.encode(note, forKey: .note)
        }
    }

    /// Recipes by what the pantry covers: `85%  Risotto  missing: …  uses soon: butter (2 days)`,
    /// tab-separated (percent, id, name, missing, expiring); `--json` objects with the same facts.
    public static func cookable(_ ranked: [CookableRecipe], json: Bool) throws -> String {
        if json {
            return try encode(ranked.map {
                CookableEntry(id: $0.recipe.id.rawValue, name: $0.recipe.name, percent: $0.percent, missing: $0.missing,
                              expiring: $0.expiring.map { CookableEntry.Soon(name: $0.name, days: $0.days) })
            })
        }
        return ranked.map { entry in
            let soon = entry.expiring.map { "\($0.name) (\(Self.days($0.days)))" }.joined(separator: "; ")
            return ["\(entry.percent)%", entry.recipe.id.rawValue, entry.recipe.name,
                    entry.missing.isEmpty ? "" : "missing: " + entry.missing.joined(separator: "; "),
                    soon.isEmpty ? "" : "use soon: " + soon].map(clean).joined(separator: "\t") + "\n"
        }.joined()
    }

    /// `expires today`, `2 days left`, `expired 3 days ago`.
    static func days(_ days: Int) -> String {
        switch days {
        case 0: "expires today"
        case 1: "1 day left"
        case 2...: "\(days) days left"
        case -1: "expired yesterday"
        default: "expired \(-days) days ago"
        }
    }

    /// A ranked recipe in JSON.
    struct CookableEntry: Encodable {
        struct Soon: Encodable { let name: String, days: Int }
        let id: String, name: String, percent: Int, missing: [String], expiring: [Soon]
    }

    /// The recipe as readable text, or as JSON (the collection format's recipe object).
    /// `scale` times the recipe (fixed amounts stay), amounts shown in `units`.
    public static func show(_ recipe: Recipe, store: any RecipeStore, json: Bool, scale: Double = 1,
                            units: IngredientLine.Units = .asWritten) throws -> String {
        let original = recipe, recipe = recipe.adjusted(by: scale, units: units)
        if json { return try encode(recipe) }
        var lines = [recipe.name, String(repeating: "=", count: max(3, DisplayWidth.of(recipe.name)))]
        lines += recipe.problems.map { "! " + $0 }
        if !recipe.summary.isEmpty { lines.append(recipe.summary) }
        let serves = original.servings.map { max(1, $0) }.map { "serves \(QuantityText.format(Double($0) * scale, fractions: true))" }.map { scale == 1 ? $0 : $0 + " (×\(QuantityText.format(scale, fractions: false)))" }
            ?? (scale == 1 ? nil : "×\(QuantityText.format(scale, fractions: false))")
        let facts = [store.category(recipe.category)?.name, serves].compactMap { $0 }
            + RecipeDocument.timeFacts(recipe)
        lines.append(facts.joined(separator: " · "))
        if !recipe.tags.isEmpty { lines.append("Tags: " + recipe.tags.joined(separator: ", ")) }
        if !recipe.facts.isEmpty { lines.append(recipe.facts.map(\.text).joined(separator: " · ")) }
        if let source = recipe.source { lines.append("Source: " + source) }
        lines += ["", "Ingredients"]
        for entry in RecipeIngredients.entries(of: recipe, units: units) {
            lines += entry.headings.map { $0 + ":" }
            lines.append("- " + entry.text)
        }
        if !recipe.cookware.isEmpty { lines += ["", "Equipment"] + recipe.cookware.map { "- " + $0 } }
        lines += ["", "Steps"] + recipe.method.map { line in
            switch line {
            case let .section(title): return "== " + title + " =="
            case let .note(text): return "   Note: " + text
            case let .step(number, text): return "\(number). \(text)"
            }
        }
        let related = recipe.related.compactMap { store.recipe($0) }
        if !related.isEmpty { lines += ["", "Related"] + related.map { "- \($0.name) (\($0.id))" } }
        return lines.map(clean).joined(separator: "\n") + "\n"
    }

    private static func clean(_ text: String) -> String { Sanitizer.clean(text) }

    /// `value` as every `--json` output writes it: pretty-printed, keys sorted, slashes as
    /// they are, and every control, bidirectional control and line separator escaped
    /// (`escapingControls`), with a final newline. The one JSON writer of the command line.
    static func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return escapingControls(String(decoding: try encoder.encode(value), as: UTF8.self)) + "\n"
    }

    /// `json` with the scalars JSONEncoder leaves raw (DEL, C1 controls, bidirectional
    /// controls, U+2028/2029) written as `\uXXXX`. Outside strings the encoder writes only
    /// ASCII punctuation, so every such scalar is inside a string, where the escape is valid.
    static func escapingControls(_ json: String) -> String {
        func raw(_ value: UInt32) -> Bool {
            value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
                || value == 0x200E || value == 0x200F || value == 0x061C || value == 0x2028 || value == 0x2029
        }
        guard json.unicodeScalars.contains(where: { raw($0.value) && $0 != "\n" }) else { return json }
        var result = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if raw(scalar.value), scalar != "\n" {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
