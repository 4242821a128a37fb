import CWeb

/// Fetches a web page over HTTP(S) with libcurl: redirects followed, a time limit and a size
/// limit, and an error a user can act on when the server or the network says no.
public struct WebFetcher: Sendable {
    /// Seconds the whole transfer may take.
    public var timeoutSeconds = 30
    /// The largest page accepted, in bytes (recipe pages are well under a few megabytes).
    public var maxBytes = 10 << 20

    /// A fetcher with the default limits.
    public init() {}

    /// What was fetched: the page and where the redirects ended.
    public struct Page: Sendable {
        /// The page's bytes.
        public let bytes: [UInt8]
        /// The URL the page was finally read from.
        public let url: String
    }

    /// GETs `url`; throws `ImportError.fetch` naming the URL for a network failure, an HTTP
    /// status that is not 2xx, or a page over the size limit.
    public func fetch(_ url: String) throws(ImportError) -> Page {
        var response = cweb_response()
        let code = cweb_fetch(url, Int(timeoutSeconds), maxBytes, "cookbook-import/1.0", &response)
        defer { cweb_response_free(&response) }
        let finalURL = response.final_url.map { String(cString: $0) } ?? url
        if response.too_large != 0 {
            throw .fetch(url: url, reason: "the page is larger than \(maxBytes >> 20) MB")
        }
        guard code == 0 else {
            let reason = withUnsafeBytes(of: response.error) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            throw .fetch(url: url, reason: reason)
        }
        guard (200..<300).contains(response.status) else {
            throw .fetch(url: url, reason: "the server answered HTTP \(response.status)" + (finalURL == url ? "" : " (at \(finalURL))"))
        }
        let bytes = response.body.map { Array(UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), count: response.length)) } ?? []
        return Page(bytes: bytes, url: finalURL)
    }
}
