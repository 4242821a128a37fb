// cookbook-gen: writes benchmark collections built from the shared public-domain recipes.
// Usage: cookbook-gen --count N --out PATH [--source PATH]
import Foundation
import RecipeImport
import RecipeStore

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("cookbook-gen: \(message)\n".utf8))
    exit(2)
}

var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    guard ["--count", "--out", "--source"].contains(flag), let value = arguments.popFirst() else {
        fail("usage: cookbook-gen --count N --out PATH [--source PATH] (bad argument \(flag))")
    }
    options[flag] = value
}
guard let countText = options["--count"], let count = Int(countText), count > 0 else { fail("--count needs a positive whole number") }
guard let out = options["--out"] else { fail("--out PATH is required") }
let source = options["--source"] ?? "../shared/data/recipes/public-domain-recipes.json"
do {
    let base = try PublicDomainImport.load(path: source)
    let data = try CollectionGenerator.generate(count: count, from: base).encodedJSON()
    try AtomicFile.write(data, to: out, permissions: 0o644)
    print("wrote \(count) recipes (\(data.count / 1_000_000) MB) to \(out)")
} catch {
    fail("\(source): \(error)")
}
