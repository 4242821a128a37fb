// cookbook-gen: writes benchmark collections built from the shared public-domain recipes.
// Usage: cookbook-gen --count N --out PATH [--source PATH]        (a JSON collection)
//        cookbook-gen --cook-folder N DIR [--shape generated|real] [--source PATH]
//                                                              (a folder of .cook files; --out DIR
//                                                               also works; --shape real writes a real
//                                                               meal-kit export's front matter and amounts)
import FileSystem
import Foundation
import RecipeImport
import RecipeStore

func fail(_ message: String) -> Never {
    FileDescriptor.standardError.writeAll("cookbook-gen: \(message)\n")
    exit(2)
}

var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    if !flag.hasPrefix("--"), options["--cook-folder"] != nil, options["--out"] == nil {
        options["--out"] = flag
        continue
    }
    guard ["--count", "--cook-folder", "--out", "--source", "--shape"].contains(flag), let value = arguments.popFirst() else {
        fail("usage: cookbook-gen --count N --out PATH | --cook-folder N DIR [--shape generated|real] [--source PATH] (bad argument \(flag))")
    }
    options[flag] = value
}
guard let out = options["--out"] else { fail("a destination is required: --count N --out PATH, or --cook-folder N DIR") }
let source = options["--source"] ?? "../shared/data/recipes/public-domain-recipes.json"
if let folderText = options["--cook-folder"] {
    guard let count = Int(folderText), count > 0 else { fail("--cook-folder needs a positive whole number") }
    guard let shape = CookFolderGenerator.Shape(rawValue: options["--shape"] ?? "generated") else {
        fail("--shape is generated or real, not \(options["--shape"]!)")
    }
    do {
        let files = CookFolderGenerator.files(count: count, from: try PublicDomainImport.load(path: source), shape: shape)
        var bytes = 0
        for file in files {
            let data = Array(file.text.utf8)
            bytes += data.count
            try FilePath.writeNew(out + "/" + file.path, data)
        }
        print("wrote \(count) .cook files (\(bytes / 1_000_000) MB) to \(out)")
        exit(0)
    } catch {
        fail("\(out): \(error)")
    }
}
guard let countText = options["--count"], let count = Int(countText), count > 0 else { fail("--count needs a positive whole number") }
do {
    let base = try PublicDomainImport.load(path: source)
    let data = try CollectionGenerator.generate(count: count, from: base).encodedJSON()
    try AtomicFile.write(data, to: out, permissions: 0o644)
    print("wrote \(count) recipes (\(data.count / 1_000_000) MB) to \(out)")
} catch {
    fail("\(source): \(error)")
}
