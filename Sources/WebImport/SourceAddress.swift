/// A web page's address as import compares them, to tell a page already imported (issue #31):
/// two addresses are the same page when they are equal after
///
/// - the scheme and host are read in any case, and `http` is `https`;
/// - a `www.` before the host, a trailing dot after it, user credentials and the default
///   ports (80, 443) are left out;
/// - the fragment (`#…`) is left out, and so are slashes at the end of the path;
/// - tracking parameters are left out of the query (`utm_*`, `fbclid`, `gclid`, … —
///   `trackingParameters`); every other parameter is kept, in its order;
/// - percent escapes are written one way: hex digits in capitals, unreserved characters
///   (`A-Z a-z 0-9 - . _ ~`) unescaped, bytes outside printable ASCII escaped.
///
/// Only `http://` and `https://` addresses are pages; anything else (`mums`, a book, a path)
/// is no address.
public struct SourceAddress: Hashable, Sendable, CustomStringConvertible {
    /// The address written in the one form: host, port if not a default, path, kept query
    /// (`kitchen.example/recipes/stew?page=2`).
    public let normalised: String

    /// The page `text` names, nil when it is not an `http(s)://` address with a host.
    public init?(_ text: String) {
        var rest = Substring(text.trimmingSpaces())
        guard let separator = rest.firstRange(of: "://") else { return nil }
        let scheme = rest[..<separator.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        rest = rest[separator.upperBound...]
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        var host = authority.lowercased(), port = ""
        if let colon = host.lastIndex(of: ":"), !host[colon...].contains("]") {
            port = String(host[host.index(after: colon)...])
            host = String(host[..<colon])
        }
        if port == "80" || port == "443" { port = "" }
        if host.hasSuffix(".") { host.removeLast() }
        if host.hasPrefix("www.") { host.removeFirst(4) }
        guard !host.isEmpty else { return nil }
        let afterHost = rest[authorityEnd...]
        let question = afterHost.firstIndex(of: "?")
        var path = Self.escaped(question.map { afterHost[..<$0] } ?? afterHost)
        while path.hasSuffix("/") { path.removeLast() }
        let query = question.map { afterHost[afterHost.index(after: $0)...] } ?? ""
        let kept = query.split(separator: "&").filter { !$0.isEmpty && !Self.isTracking($0) }.map(Self.escaped)
        normalised = host + (port.isEmpty ? "" : ":" + port) + path + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&"))
    }

    /// The normalised form.
    public var description: String { normalised }

    /// Query parameters that say how a visitor came, not which page: dropped. Any `utm_…` too.
    public static let trackingParameters: Set<String> = [
        "fbclid", "gclid", "gclsrc", "dclid", "gbraid", "wbraid", "msclkid", "yclid", "twclid", "ttclid", "igshid", "li_fat_id",
        "mc_cid", "mc_eid", "_ga", "_gl", "_hsenc", "_hsmi", "mkt_tok", "oly_anon_id", "oly_enc_id", "vero_id", "wickedid",
    ]

    /// Whether the parameter `name=value` is one that tracks.
    private static func isTracking(_ parameter: Substring) -> Bool {
        let name = (parameter.firstIndex(of: "=").map { parameter[..<$0] } ?? parameter).lowercased()
        return name.hasPrefix("utm_") || trackingParameters.contains(name)
    }

    /// `text` with its percent escapes written the one way.
    private static func escaped(_ text: Substring) -> String {
        var out: [UInt8] = []
        let bytes = Array(text.utf8)
        var index = 0
        func hex(_ byte: UInt8) -> UInt8? {
            switch byte {
            case 0x30...0x39: byte - 0x30
            case 0x41...0x46: byte - 0x41 + 10
            case 0x61...0x66: byte - 0x61 + 10
            default: nil
            }
        }
        func escape(_ byte: UInt8) {
            let digits = Array("0123456789ABCDEF".utf8)
            out += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.count, let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2]) {
                let value = high << 4 | low
                if isUnreserved(value) { out.append(value) } else { escape(value) }
                index += 3
                continue
            }
            if byte <= 0x20 || byte >= 0x7F { escape(byte) } else { out.append(byte) }
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || "-._~".utf8.contains(byte)
    }
}
