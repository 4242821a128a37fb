import CWeb
#if canImport(Glibc)
import Glibc
#endif

/// What an importer needs from one HTML page, read with libxml2's forgiving HTML parser (never
/// with patterns): the JSON-LD scripts, the canonical link, and its microdata.
public struct HTMLPage: Sendable, Equatable {
    /// The text of each `<script type="application/ld+json">`, in page order.
    public let jsonLD: [String]
    /// `<link rel="canonical" href>`, if the page has one.
    public let canonical: String?
    /// An element with `itemtype="…schema.org/Recipe"`: a recipe marked up as microdata.
    public let hasMicrodataRecipe: Bool
    /// Every `itemscope` and `itemprop` element, in page order (`MicrodataItems` reads them).
    public let microdata: [MicrodataItems.Record]
    /// The body's elements and text in document order, to read a recipe from the page's layout.
    public let outline: PageOutline
    /// `<meta property="og:title">`, else `<title>`, if the page has either.
    public let title: String?

    /// Parses `bytes` as HTML; invalid markup is repaired by the parser, never refused. A page
    /// that is UTF-8 is read as UTF-8 whatever it declares; one that declares UTF-8 (or nothing)
    /// but has a stray invalid byte is read as UTF-8 with that byte replaced (not as Latin-1,
    /// libxml2's fallback, which garbles every accent); others by their own `<meta charset>`.
    public init(bytes input: [UInt8]) throws(ImportError) {
        var page = cweb_page()
        var bytes = input
        var encoding: String? = "UTF-8"
        if String(validating: bytes, as: UTF8.self) == nil {
            let declared = Self.declaredCharset(bytes.prefix(4096))
            if declared == nil || declared == "utf-8" || declared == "utf8" {
                bytes = Array(String(decoding: bytes, as: UTF8.self).utf8)
            } else {
                encoding = nil
            }
        }
        let status = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) { pointer in
                if let encoding { return cweb_page_scan(pointer, buffer.count, encoding, &page) }
                return cweb_page_scan(pointer, buffer.count, nil, &page)
            }
        }
        defer { cweb_page_free(&page) }
        if status == -2, let why = cweb_html_unavailable() { throw .library(String(cString: why)) }
        guard status == 0 else {
            (jsonLD, canonical, hasMicrodataRecipe, microdata, outline, title) = ([], nil, false, [], PageOutline([]), nil)
            return
        }
        jsonLD = (0..<page.script_count).compactMap { page.scripts[$0].map { String(cString: $0) } }
        canonical = page.canonical.map { String(cString: $0) }
        hasMicrodataRecipe = page.has_microdata_recipe != 0
        microdata = (0..<page.microdata_count).map { index in
            let record = page.microdata[index]
            let properties = record.property.map { String(cString: $0).split(whereSeparator: \.isWhitespace).map(MicrodataItems.propertyName) } ?? []
            return MicrodataItems.Record(scope: record.scope >= 0 ? Int(record.scope) : nil, properties: properties,
                                         type: record.type.map { String(cString: $0) }, isItem: record.is_item != 0,
                                         value: record.value.map { String(cString: $0) })
        }
        title = page.title.map { String(cString: $0) }
        outline = PageOutline((0..<page.element_count).map { index in
            let element = page.elements[index]
            return PageOutline.Node(name: element.name.map { String(cString: $0) },
                                    labels: element.labels.map { String(cString: $0).lowercased() } ?? "",
                                    parent: element.parent >= 0 ? Int(element.parent) : nil, end: Int(element.end),
                                    text: element.text.map { String(cString: $0) } ?? "")
        })
    }

    /// The value of the first `charset=` in the page's head (lowercased), as HTML's encoding
    /// prescan finds it; nil when there is none.
    static func declaredCharset(_ head: ArraySlice<UInt8>) -> String? {
        let lowered = head.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        let key = Array("charset".utf8)
        guard lowered.count > key.count else { return nil }
        for start in 0...(lowered.count - key.count) where lowered[start..<(start + key.count)].elementsEqual(key) {
            var index = start + key.count
            while index < lowered.count, lowered[index] == 0x20 { index += 1 }
            guard index < lowered.count, lowered[index] == UInt8(ascii: "=") else { continue }
            index += 1
            while index < lowered.count, lowered[index] == 0x20 || lowered[index] == 0x22 || lowered[index] == 0x27 { index += 1 }
            let value = lowered[index...].prefix { $0 > 0x20 && $0 != 0x22 && $0 != 0x27 && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: ">") && $0 < 0x80 }
            return value.isEmpty ? nil : String(decoding: value, as: UTF8.self)
        }
        return nil
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
