// shopping-dump: prints how our shopping code reads Cooklang's kitchen files, as JSON, for
// `make conformance` to compare with the official package (cooklang-bindings):
//   shopping-dump combine < paths     one JSON object per .cook file: its merged ingredients
//   shopping-dump aisle FILE          aisle.conf's sections, ingredients and problems
//   shopping-dump list FILE           a .shopping-list's entries (recipes with depth, items)
//   shopping-dump checked FILE        a .shopping-checked log's entries and the ticked names
import Cooklang
import FileSystem
import Foundation
import RecipeStore

func emit(_ object: Any) {
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("null".utf8)
    print(String(decoding: data, as: UTF8.self))
}

func read(_ path: String) -> String {
    guard let data = try? FilePath.readAll(path) else {
        FileDescriptor.standardError.writeAll("shopping-dump: cannot read \(path)\n")
        exit(2)
    }
    return String(decoding: data, as: UTF8.self)
}

/// A unit as our table knows it: its dimension and size in the base unit, or null.
func unitInfo(_ unit: String) -> Any {
    guard let measure = MeasureUnit(unit) else { return NSNull() }
    return ["dimension": measure.dimension.rawValue, "size": measure.size]
}

func combine(_ path: String) -> [String: Any] {
    let recipe = CooklangParser.parse(read(path))
    let lines = CookRecipeConverter(parsed: recipe).ingredients
    let items = ShoppingItem.merge(lines.map { ($0, "recipe") })
    var units: [String: Any] = [:], keys: [String: String] = [:], identities: [String: String] = [:]
    // The item each spelling went into: its own, or the one its other number form joined (`eggs` into `egg`).
    var itemOf: [IngredientIdentity: String] = [:]
    for item in items { for spelling in item.spellings { itemOf[IngredientIdentity(spelling)] = item.identity.folded } }
    for ingredient in recipe.ingredients {
        units[ingredient.units] = unitInfo(ingredient.units)
        // Grouped as the list merges (issue #32): by identity, the name as written, folded, and
        // the singular and plural of one noun joined when their amounts add up.
        let identity = IngredientIdentity(ingredient.name.trimmingCharacters(in: CharacterSet(charactersIn: " ,")))
        identities[ingredient.name] = identity.folded
        keys[ingredient.name] = itemOf[identity] ?? identity.folded
    }
    return ["path": path, "units": units, "keys": keys, "identities": identities, "items": items.map { item -> [String: Any] in
        ["key": item.identity.folded, "name": item.name, "texts": item.texts, "shown": item.amounts,
         "totals": item.totals.map { ["dimension": $0.dimension.map { $0.rawValue as Any } ?? NSNull(), "unit": $0.unit, "value": $0.value] }]
    }]
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch (arguments.first, arguments.count) {
case ("combine", 1):
    while let path = readLine() { emit(combine(path)) }
case ("aisle", 2):
    let aisles = AisleConfig(parsing: read(arguments[1]))
    emit(["sections": aisles.sections.map { ["name": $0.name, "ingredients": $0.ingredients] },
          "problems": aisles.problems.map { ["line": $0.line, "message": $0.message] }])
case ("list", 2):
    let file = ShoppingListFile(parsing: read(arguments[1]))
    emit(["entries": file.entries.compactMap { entry -> [String: Any]? in
        switch entry {
        case let .recipe(path, scale, depth): return ["kind": "recipe", "path": path, "scale": scale ?? NSNull(), "depth": depth]
        case let .item(name, quantity, unit): return ["kind": "item", "name": name, "quantity": quantity, "unit": unit]
        case .other: return nil
        case let .invalid(message): return ["kind": "invalid", "message": message]
        }
    }])
case ("checked", 2):
    let log = ShoppingCheckLog(parsing: read(arguments[1]))
    emit(["entries": log.entries.map { ["name": $0.name, "checked": $0.checked] }, "checked": log.checked.sorted(),
          "problems": log.problems.map { ["line": $0.line, "message": $0.message] }])
default:
    FileDescriptor.standardError.writeAll("usage: shopping-dump combine < paths | aisle FILE | list FILE | checked FILE\n")
    exit(2)
}
