#if canImport(Glibc)
import Glibc
#endif
import FileSystem
import RecipeStore

/// The pages the recipes in one folder were imported from, so that importing a page again
/// says which file has it instead of writing a second copy (issue #31). A page is there when
/// a `.cook` file directly in the folder states a source (`FileSources`) that is the same
/// `SourceAddress` as one of the page's addresses. Each file's head is read once, when the
/// list is made; the files written afterwards are added as they are written.
public struct ImportedPages {
    /// The folder looked in.
    public let folder: String
    /// The first file (by name, `Soup` before `Soup (2)`) stating each address.
    private var files: [SourceAddress: String] = [:]
    /// The `.cook` files whose heads were read.
    public private(set) var filesRead = 0
    /// The bytes read from them (their heads only, not their methods).
    public private(set) var bytesRead = 0

    /// The pages imported into `folder` (none when it does not exist yet).
    public init(folder: String) {
        self.folder = folder
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        var reader = FileSources()
        while let entry = readdir(directory) {
            let name = String(decoding: FilePath.entryName(entry), as: UTF8.self)
            guard name.hasSuffix(".cook"), !name.hasPrefix(".") else { continue }
            filesRead += 1
            for text in reader.sources(ofFileAt: folder + "/" + name) { remember(text, as: name) }
        }
        bytesRead = reader.bytesRead
    }

    /// The name of the file (in `folder`) already holding the page known by `addresses`, nil
    /// when none does.
    public func file(importedFrom addresses: [String]) -> String? {
        addresses.lazy.compactMap { SourceAddress($0).flatMap { files[$0] } }.first
    }

    /// The name of the file already holding the page `recipes` were read from (any of them).
    public func file(holding recipes: [RecipeImporter.Imported]) -> String? {
        file(importedFrom: recipes.flatMap(\.addresses))
    }

    /// Notes that the file `name` was just written with `source`.
    public mutating func add(_ name: String, source: String?) {
        if let source { remember(source, as: name) }
    }

    /// Keeps `name` for the address `text` unless a file first by name has it (compared only
    /// when two files have one address: the folder is not sorted).
    private mutating func remember(_ text: String, as name: String) {
        guard let address = SourceAddress(text) else { return }
        if let kept = files[address], !name.utf8.dropLast(5).lexicographicallyPrecedes(kept.utf8.dropLast(5)) { return }
        files[address] = name
    }
}
