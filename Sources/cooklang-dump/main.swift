// cooklang-dump: prints our parse of each .cook file named on standard input (one path per
// line) as one JSON object per line, for `make conformance` to compare with the official parser.
// With `--full` it prints every part of each parse instead (metadata, sections, every item of
// every step, errors and warnings with their line and column), for checking that a change to
// the parser reads every file exactly as before.
import Cooklang
import FileSystem
import Foundation

/// A component amount as JSON: the value when numeric, else the text (also for a value JSON
/// cannot hold: `999…9` beyond any Double is infinite); null when absent.
func quantity(_ quantity: CooklangQuantity?) -> Any {
    guard let quantity else { return NSNull() }
    guard let value = quantity.value, value.isFinite else { return quantity.text }
    return value
}

/// A metadata value as JSON.
func json(_ value: YAMLValue) -> Any {
    switch value {
    case let .plain(text), let .quoted(text): return text
    case let .sequence(items): return items.map(json)
    case let .mapping(entries): return Dictionary(entries.map { ($0.key, json($0.value)) }, uniquingKeysWith: { first, _ in first })
    }
}

/// Every stored field of `value`, nested, by reflection (not `description`, which for a
/// quantity shows only its text and not its value or whether it is fixed).
func fields(_ value: Any) -> String {
    if let text = value as? String { return text.debugDescription }
    let mirror = Mirror(reflecting: value)
    guard !mirror.children.isEmpty else { return String(reflecting: value) }
    let parts = mirror.children.map { ($0.label.map { $0 + ": " } ?? "") + fields($0.value) }
    return "\(mirror.subjectType)(" + parts.joined(separator: ", ") + ")"
}

/// The whole parse as text: every field of every value, then the errors and warnings as they
/// read to a cook.
func full(_ recipe: CooklangRecipe) -> String {
    ([fields(recipe)] + recipe.errors.map(\.description) + recipe.warnings.map(\.description)).joined(separator: "\n")
}

let printsEverything = CommandLine.arguments.dropFirst().contains("--full")
var failed = false
while let path = readLine() {
    guard let data = try? FilePath.readAll(path) else {
        print(#"{"path":"# + "\"\(path)\",\"unreadable\":true}")
        continue
    }
    let recipe = CooklangParser.parse(String(decoding: data, as: UTF8.self))
    if printsEverything {
        print(path + "\n" + full(recipe))
        continue
    }
    let object: [String: Any] = [
        "path": path,
        "metadata": Dictionary(recipe.metadata.map { ($0.key, json($0.value)) }, uniquingKeysWith: { first, _ in first }),
        "ingredients": recipe.ingredients.map { ["name": $0.name, "quantity": quantity($0.quantity), "units": $0.units, "note": $0.note ?? NSNull(), "reference": $0.reference ?? NSNull()] as [String: Any] },
        "cookware": recipe.cookware.map { ["name": $0.name, "quantity": quantity($0.quantity)] as [String: Any] },
        "timers": recipe.timers.map { ["name": $0.name, "quantity": quantity($0.quantity), "units": $0.units] as [String: Any] },
        "steps": recipe.steps.map(\.text),
        "errors": recipe.errors.map(\.description),
    ]
    guard JSONSerialization.isValidJSONObject(object),
          let line = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else {
        FileDescriptor.standardError.writeAll("cooklang-dump: \(path): the parse cannot be written as JSON; skipped\n")
        failed = true
        continue
    }
    print(String(decoding: line, as: UTF8.self))
}
exit(failed ? 1 : 0)
