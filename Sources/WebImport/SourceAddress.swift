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

    /// The page `text` names, nil when it is not an `http(s)://` address with a host. Read as
    /// bytes: a folder of ten thousand recipes has as many sources to read.
    public init?(_ text: String) {
        var rest = Array(text.utf8)[...]
        while let first = rest.first, first <= 0x20 { rest.removeFirst() }
        while let last = rest.last, last <= 0x20 { rest.removeLast() }
        guard let colon = rest.firstIndex(of: UInt8(ascii: ":")), rest[colon...].starts(with: "://".utf8) else { return nil }
        let scheme = Self.lowercased(rest[..<colon])
        guard scheme.elementsEqual("http".utf8) || scheme.elementsEqual("https".utf8) else { return nil }
        rest = rest[(colon + 3)...]
        if let hash = rest.firstIndex(of: UInt8(ascii: "#")) { rest = rest[..<hash] }
        let authorityEnd = rest.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") } ?? rest.endIndex
        var host = rest[..<authorityEnd]
        if let at = host.lastIndex(of: UInt8(ascii: "@")) { host = host[(at + 1)...] }
        var port: ArraySlice<UInt8> = []
        if let colon = host.lastIndex(of: UInt8(ascii: ":")), !host[colon...].contains(UInt8(ascii: "]")) {
            port = host[(colon + 1)...]
            host = host[..<colon]
        }
        if port.elementsEqual("80".utf8) || port.elementsEqual("443".utf8) { port = [] }
        var name = Self.lowercased(host)
        if name.last == UInt8(ascii: ".") { name.removeLast() }
        if name.starts(with: "www.".utf8) { name.removeFirst(4) }
        guard !name.isEmpty else { return nil }
        var out = name
        if !port.isEmpty { out += [UInt8(ascii: ":")] + port }
        let afterHost = rest[authorityEnd...]
        let question = afterHost.firstIndex(of: UInt8(ascii: "?"))
        var path = Self.escaped(question.map { afterHost[..<$0] } ?? afterHost)
        while path.last == UInt8(ascii: "/") { path.removeLast() }
        out += path
        if let question {
            let kept = afterHost[(question + 1)...].split(separator: UInt8(ascii: "&")).filter { !Self.isTracking($0) }
            for (index, parameter) in kept.enumerated() { out += [UInt8(ascii: index == 0 ? "?" : "&")] + Self.escaped(parameter) }
        }
        normalised = String(decoding: out, as: UTF8.self)
    }

    /// The normalised form.
    public var description: String { normalised }

    /// Query parameters that say how a visitor came, not which page: dropped. Any `utm_…` too.
    public static let trackingParameters: Set<String> = [
        "fbclid", "gclid", "gclsrc", "dclid", "gbraid", "wbraid", "msclkid", "yclid", "twclid", "ttclid", "igshid", "li_fat_id",
        "mc_cid", "mc_eid", "_ga", "_gl", "_hsenc", "_hsmi", "mkt_tok", "oly_anon_id", "oly_enc_id", "vero_id", "wickedid",
    ]

    /// Whether the parameter `name=value` is one that tracks.
    private static func isTracking(_ parameter: ArraySlice<UInt8>) -> Bool {
        let name = lowercased(parameter.prefix { $0 != UInt8(ascii: "=") })
        return name.starts(with: "utm_".utf8) || trackingParameters.contains(String(decoding: name, as: UTF8.self))
    }

    /// `bytes` with ASCII capitals made small (other bytes as they are).
    private static func lowercased(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        bytes.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
    }

    /// `bytes` with their percent escapes written the one way.
    private static func escaped(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
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
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.endIndex, let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2]) {
                let value = high << 4 | low
                if isUnreserved(value) { out.append(value) } else { escape(value) }
                index += 3
                continue
            }
            if byte <= 0x20 || byte >= 0x7F { escape(byte) } else { out.append(byte) }
            index += 1
        }
        return out
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || "-._~".utf8.contains(byte)
    }
}
