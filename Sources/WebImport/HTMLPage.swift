import CWeb
#if canImport(Glibc)
import Glibc
#endif

/// What an importer needs from one HTML page, read with libxml2's forgiving HTML parser (never
/// with patterns): the JSON-LD scripts, the canonical link, and whether the page describes a
/// recipe in microdata only.
public struct HTMLPage: Sendable, Equatable {
    /// The text of each `<script type="application/ld+json">`, in page order.
    public let jsonLD: [String]
    /// `<link rel="canonical" href>`, if the page has one.
    public let canonical: String?
    /// An element with `itemtype="…schema.org/Recipe"`: a recipe we cannot read (microdata).
    public let hasMicrodataRecipe: Bool

    /// Parses `bytes` as HTML; invalid markup is repaired by the parser, never refused. UTF-8
    /// pages are read as UTF-8 whatever they declare; others by their own `<meta charset>`.
    public init(bytes: [UInt8]) {
        var page = cweb_page()
        let encoding: String? = String(validating: bytes, as: UTF8.self) == nil ? nil : "UTF-8"
        let status = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) { pointer in
                if let encoding { return cweb_page_scan(pointer, buffer.count, encoding, &page) }
                return cweb_page_scan(pointer, buffer.count, nil, &page)
            }
        }
        defer { cweb_page_free(&page) }
        guard status == 0 else {
            (jsonLD, canonical, hasMicrodataRecipe) = ([], nil, false)
            return
        }
        jsonLD = (0..<page.script_count).compactMap { page.scripts[$0].map { String(cString: $0) } }
        canonical = page.canonical.map { String(cString: $0) }
        hasMicrodataRecipe = page.has_microdata_recipe != 0
    }

    /// The plain text of an HTML fragment (`Mix <b>well</b> &amp; rest`→ `Mix well & rest`):
    /// tags dropped, entities decoded, `<br>` and block elements (`<p>`, `<li>`, …) as line breaks.
    public static func text(of fragment: String) -> String {
        guard fragment.contains(where: { $0 == "<" || $0 == "&" }) else { return fragment }
        var bytes = Array(fragment.utf8)
        bytes.append(0)
        guard let text = bytes.withUnsafeBufferPointer({ buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { cweb_html_text($0, buffer.count - 1) }
        }) else { return fragment }
        defer { free(text) }
        // The parser wraps bare text in a paragraph: no line breaks at either end.
        return String(cString: text).trimmingSpaces()
    }
}
