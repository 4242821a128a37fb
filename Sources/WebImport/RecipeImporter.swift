#if canImport(Glibc)
import Glibc
#endif
import FileSystem
import RecipeStore

/// Reads the recipes out of one source: an `http(s)://` URL (fetched), `-` (standard input),
/// a `.json` file of JSON-LD, or a saved HTML page; each schema.org Recipe becomes a `.cook` text.
public struct RecipeImporter: Sendable {
    /// Fetches URLs.
    public var fetcher = WebFetcher()

    /// An importer with the default fetcher.
    public init() {}

    /// One recipe read from a source, ready to write.
    public struct Imported: Sendable {
        /// The recipe as read.
        public let recipe: SchemaRecipe
        /// Its `.cook` file.
        public let file: CookFileComposer
        /// What was repaired in the page's JSON-LD to read it (said to the user).
        public let repairs: [String]
        /// The addresses the page is known by, to tell it was imported before: the URL given,
        /// where its redirects ended, its canonical link and the recipe's JSON-LD `url` (a saved
        /// page's path is none of them).
        public let addresses: [String]
    }

    /// The recipes in `source`; throws when it cannot be read, holds no Recipe, or its JSON-LD
    /// is broken beyond the unambiguous repairs. `standardInput` reads `-`.
    public func recipes(from source: String, standardInput: () throws(ImportError) -> [UInt8] = { () throws(ImportError) in try RecipeImporter.readStandardInput() })
        throws(ImportError) -> [Imported] {
        let bytes: [UInt8]
        var pageURL: String?, finalURL: String?
        let lowered = source.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            let page = try fetcher.fetch(source)
            (bytes, pageURL, finalURL) = (page.bytes, source, page.url)
        } else if source == "-" {
            bytes = try standardInput()
        } else {
            bytes = try Self.contents(of: try ImportSource.localPath(of: source))
        }
        return try recipes(in: bytes, source: source == "-" ? "standard input" : source, pageURL: pageURL, finalURL: finalURL)
    }

    /// The recipes in `bytes` (HTML, or JSON-LD when it starts with `{` or `[`); `pageURL` is
    /// the URL it was fetched by, `finalURL` where that URL's redirects ended.
    public func recipes(in bytes: [UInt8], source: String, pageURL: String? = nil, finalURL: String? = nil) throws(ImportError) -> [Imported] {
        let first = bytes.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }.first
        let blocks: [String]
        var canonical: String?
        var microdata: [MicrodataItems.Record] = []
        var page: HTMLPage?
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            blocks = [String(decoding: bytes, as: UTF8.self)]
        } else {
            let scanned = try HTMLPage(bytes: bytes)
            (blocks, canonical, microdata, page) = (scanned.jsonLD, scanned.canonical, scanned.microdata, scanned)
        }
        var values: [JSONValue] = []
        var repairs: [String] = []
        var firstFailure: ImportError?
        for (index, block) in blocks.enumerated() where block.contains(where: { !$0.isWhitespace }) {
            do {
                let (value, repaired) = try LenientJSON.parse(block, source: source, block: index + 1)
                values.append(value)
                repairs += repaired.map { "block \(index + 1): " + $0 }
            } catch {
                firstFailure = firstFailure ?? error
            }
        }
        var finder = SchemaRecipeFinder(values)
        // No recipe in JSON-LD: one marked up as microdata is read as the JSON-LD it stands for
        // (never both, which would import one recipe twice).
        if finder.recipes.isEmpty, !microdata.isEmpty {
            let items = SchemaRecipeFinder(MicrodataItems.items(microdata))
            if !items.recipes.isEmpty {
                finder = items
                repairs.append("read from the page's microdata (it has no JSON-LD recipe)")
            }
        }
        // No schema.org markup at all: the page's own layout (its ingredient list and method,
        // found by class names and headings), said to the user so they check it.
        if finder.recipes.isEmpty, let page, let object = LayoutRecipe.object(in: page.outline, title: page.title) {
            finder = SchemaRecipeFinder([.object(object)])
            repairs.append("read from the page's layout (it has no schema.org recipe): check the ingredients and steps")
            if let firstFailure { repairs.append("\(firstFailure)") }
        }
        guard !finder.recipes.isEmpty else {
            // A broken block may be the recipe: say why it could not be read.
            if let firstFailure { throw firstFailure }
            throw .noRecipe(source: source)
        }
        let absoluteCanonical = canonical.flatMap { $0.contains("://") ? $0 : nil }
        let url = pageURL ?? absoluteCanonical
        return finder.recipes.map { object in
            let recipe = SchemaRecipe(object, nodes: finder.nodes, pageURL: url)
            let addresses = [pageURL, finalURL, absoluteCanonical, SchemaText.line(object["url"])].compactMap { $0 }
            let cut = recipe.instructions.wasCut
                ? ["\(recipe.title): the method has more than \(SchemaInstructions.maximumItems) items (or nests deeper than 32); the rest is left out"] : []
            return Imported(recipe: recipe, file: CookFileComposer(recipe), repairs: repairs + cut,
                            addresses: addresses.reduce(into: []) { if !$0.contains($1) { $0.append($1) } })
        }
    }

    /// The largest source read, from a file or standard input: 50 MB (a URL has the fetcher's
    /// smaller limit). Recipe pages are well under a few megabytes.
    public static let maximumBytes = 50 << 20

    /// Everything on standard input (`fd`), at most `limit` bytes: more is refused as soon as it
    /// comes, without reading the rest.
    public static func readStandardInput(fd: Int32 = STDIN_FILENO, limit: Int = maximumBytes) throws(ImportError) -> [UInt8] {
        switch FileDescriptor(rawValue: fd).readToEnd(limit: limit) {
        case let .bytes(bytes): return bytes
        case .tooLarge: throw .unreadable(source: "standard input", reason: "larger than \(limit >> 20) MB")
        case .failed: throw .unreadable(source: "standard input", reason: String(cString: strerror(errno)))
        }
    }

    private static func contents(of path: String) throws(ImportError) -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .unreadable(source: path, reason: String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .unreadable(source: path, reason: "not a file") }
        guard info.st_size <= maximumBytes else { throw .unreadable(source: path, reason: "larger than \(maximumBytes >> 20) MB") }
        do throws(FilePath.Failure) {
            return try FilePath.readAll(path, limit: maximumBytes)
        } catch {
            throw .unreadable(source: path, reason: error.reason)
        }
    }
}
