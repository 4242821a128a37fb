/// The raw argument bytes as text, or an error that shows the bytes.
extension Options {
    /// The arguments as text, from the raw bytes the process was given: an argument that is not
    /// valid UTF-8 (a file name in another encoding) is an error showing its bytes, rather than
    /// a path silently changed by replacement characters that then "does not exist".
    public static func decode(_ raw: [[UInt8]]) throws(Failure) -> [String] {
        var arguments: [String] = []
        for (index, bytes) in raw.enumerated() {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw Failure(message: "argument \(index + 1) is not valid UTF-8 (\(visible(bytes))); Cookbook needs UTF-8 paths and ids: rename the file or folder")
            }
            arguments.append(text)
        }
        return arguments
    }

    /// `bytes` as text with each byte that is not part of valid UTF-8 written as `\xNN`.
    static func visible(_ bytes: [UInt8]) -> String {
        var result = ""
        var rest = bytes[...]
        while !rest.isEmpty {
            var length = 1
            while length <= min(4, rest.count) {
                if let text = String(validating: rest.prefix(length), as: UTF8.self) { result += text; break }
                length += 1
            }
            if length > min(4, rest.count) {
                let hex = String(rest.first!, radix: 16)
                result += "\\x" + (hex.count == 1 ? "0" : "") + hex
                length = 1
            }
            rest = rest.dropFirst(length)
        }
        return result
    }
}
