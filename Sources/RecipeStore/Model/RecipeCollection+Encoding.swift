#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

extension RecipeCollection {
    /// The collection in the documented file format (docs/collection-format.md), so tools
    /// that generate or convert collections write exactly what the loader reads.
    public func encodedJSON(pretty: Bool = false) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.withoutEscapingSlashes]
        return try encoder.encode(FileForm(version: Self.formatVersion, title: title, categories: categories, recipes: recipes))
    }

    private struct FileForm: Encodable {
        let version: Int
        let title: String
        let categories: [Category]
        let recipes: [Recipe]
    }
}
