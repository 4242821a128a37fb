/// What an import source names when it is not `http(s)://` or `-`: a file by its path, or by a
/// `file://` address; any other scheme (`gopher://`, `ftp://`) is refused by name, never looked
/// up as a file of that name.
enum ImportSource {
    /// What import reads, for the refusal of anything else.
    static let allowed = "import reads http://, https:// and file:// addresses, files, and - for standard input"

    /// The path of the file `source` names.
    static func localPath(of source: String) throws(ImportError) -> String {
        guard let scheme = scheme(of: source) else { return source }
        guard scheme == "file" else {
            throw .unreadable(source: source, reason: "the scheme \"\(scheme)\" is not allowed; \(allowed)")
        }
        var rest = Substring(source.dropFirst("file://".count))
        if rest.lowercased().hasPrefix("localhost/") { rest = rest.dropFirst("localhost".count) }
        guard rest.hasPrefix("/") else {
            throw .unreadable(source: source, reason: "a file:// address must name this computer (file:///path)")
        }
        return percentDecoded(rest)
    }

    /// `gopher` for `gopher://…` (a letter, then letters, digits, `+`, `-` or `.`, then `://`);
    /// nil when `source` does not start with a scheme.
    static func scheme(of source: String) -> String? {
        guard let separator = source.firstRange(of: "://") else { return nil }
        let name = source[..<separator.lowerBound]
        guard let first = name.first, first.isASCII, first.isLetter,
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else { return nil }
        return name.lowercased()
    }

    /// `%20` and the like decoded; a `%` not followed by two hex digits stays as written.
    private static func percentDecoded(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var input = Array(text.utf8)[...]
        while let byte = input.popFirst() {
            if byte == UInt8(ascii: "%"), input.count >= 2, input.prefix(2).allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
               let value = UInt8(String(decoding: input.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                input = input.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
