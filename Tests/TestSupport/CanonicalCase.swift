import Cooklang
import Foundation

/// One case of the Cooklang canonical test suite (`../shared/data/cooklang/*.yaml`): a source
/// text and the steps and metadata a conforming parser must produce.
public struct CanonicalCase: Sendable, CustomStringConvertible {
    /// A value as the suite compares it: numbers numerically, everything else as text.
    public enum Value: Hashable, Sendable, CustomStringConvertible {
        /// A plain YAML scalar that reads as a number, or a parsed numeric quantity.
        case number(Double)
        /// Any other scalar.
        case text(String)

        /// Prints like the suite's YAML.
        public var description: String {
            switch self {
            case let .number(value): return value == value.rounded() ? String(Int(value)) : String(value)
            case let .text(text): return "\"\(text)\""
            }
        }
    }

    /// One direction item: its `type` and fields, e.g. `["name": "thyme", "quantity": 2]`.
    public typealias Item = [String: Value]

    /// The test's name, e.g. `testFractions`.
    public let name: String
    /// The recipe text.
    public let source: String
    /// The expected steps, each a list of items.
    public let steps: [[Item]]
    /// The expected metadata, values as text.
    public let metadata: [String: String]

    /// The case name.
    public var description: String { name }

    /// Every case of the suite file `file` (under `../shared/data/cooklang/`), in file order.
    public static func load(_ file: String) throws -> [CanonicalCase] {
        let path = try ProjectPaths.sharedData("cooklang/" + file)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard case let .mapping(tests)? = try YAMLReader.parse(text)["tests"] else { throw SuiteError(file: file, reason: "no \"tests\" mapping") }
        return try tests.map { entry in
            guard let source = entry.value["source"]?.text, let result = entry.value["result"],
                  let steps = result["steps"]?.items, case let .mapping(metadata)? = result["metadata"] else {
                throw SuiteError(file: file, reason: "case \(entry.key) lacks source, steps or metadata")
            }
            let expectedSteps = try steps.map { step in
                try (step.items ?? []).map { item -> Item in
                    guard case let .mapping(fields) = item else { throw SuiteError(file: file, reason: "case \(entry.key): an item is not a mapping") }
                    var result: Item = [:]
                    for field in fields { result[field.key] = value(field.value) }
                    return result
                }
            }
            var expectedMetadata: [String: String] = [:]
            for field in metadata { expectedMetadata[field.key] = field.value.text ?? "" }
            return CanonicalCase(name: entry.key, source: source, steps: expectedSteps, metadata: expectedMetadata)
        }
    }

    private static func value(_ yaml: YAMLValue) -> Value {
        switch yaml {
        case let .plain(text): return Double(text).map(Value.number) ?? .text(text)
        default: return .text(yaml.text ?? "")
        }
    }

    /// `recipe`'s steps in the suite's shape: an ingredient without an amount reads `"some"`,
    /// cookware without one reads `1`, a timer without one reads `""`. Cookware has no `units`
    /// field (the suite is inconsistent about it, so it is left out of comparisons).
    public static func items(of recipe: CooklangRecipe) -> [[Item]] {
        recipe.steps.map { step in
            step.items.map { item -> Item in
                switch item {
                case let .text(text):
                    return ["type": .text("text"), "value": .text(text)]
                case let .ingredient(ingredient):
                    return ["type": .text("ingredient"), "name": .text(ingredient.name),
                            "quantity": quantity(ingredient.quantity, absent: .text("some")), "units": .text(ingredient.units)]
                case let .cookware(cookware):
                    return ["type": .text("cookware"), "name": .text(cookware.name), "quantity": quantity(cookware.quantity, absent: .number(1))]
                case let .timer(timer):
                    return ["type": .text("timer"), "name": .text(timer.name),
                            "quantity": quantity(timer.quantity, absent: .text("")), "units": .text(timer.units)]
                }
            }
        }
    }

    /// The expected steps with cookware `units` dropped, to compare with `items(of:)`.
    public var comparableSteps: [[Item]] {
        steps.map { $0.map { item in item["type"] == .text("cookware") ? item.filter { $0.key != "units" } : item } }
    }

    private static func quantity(_ quantity: CooklangQuantity?, absent: Value) -> Value {
        guard let quantity else { return absent }
        return quantity.value.map(Value.number) ?? .text(quantity.text)
    }
}

/// The suite file could not be read as the canonical format.
public struct SuiteError: Error, CustomStringConvertible {
    /// The suite file.
    public let file: String
    /// What is wrong with it.
    public let reason: String
    /// `canonical.yaml: case X lacks source`.
    public var description: String { "\(file): \(reason)" }
}
