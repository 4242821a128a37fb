#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Cooklang

/// Reads where recipe files say they came from: `source` (a text, or a mapping's `url` and
/// `name`), `source.url` and `source.name`, the keys Cooklang's conventions give the source.
/// Only the head of a file is read — its YAML front matter, or the legacy `>> key: value`
/// lines it starts with — never the method below, which is most of a file: the index keeps no
/// sources, and reading every file whole to find them would cost a folder's full size.
public struct FileSources {
    /// Bytes read from files so far (the work done, which tests count).
    public private(set) var bytesRead = 0

    /// How much is read first: most front matter fits in it.
    public static let chunk = 4096
    /// The longest head read; a file whose metadata goes on longer states no source here.
    static let maximumHead = 1 << 20

    /// A reader that has read nothing yet.
    public init() {}

    /// The sources the file at `path` states, as written, in the order of the keys above;
    /// empty when it states none or cannot be read (a missing file, a folder, a FIFO).
    public mutating func sources(ofFileAt path: String) -> [String] {
        guard let head = head(ofFileAt: path) else { return [] }
        let metadata = KnownMetadata(CooklangParser.parse(String(decoding: head, as: UTF8.self)).metadata)
        var texts: [String] = []
        if let source = metadata[.source] {
            texts += source.text.map { [$0] } ?? [source["url"]?.text, source["name"]?.text].compactMap { $0 }
        }
        texts += [metadata[.sourceURL]?.text, metadata[.sourceName]?.text].compactMap { $0 }
        return texts.map { $0.trimmed() }.filter { !$0.isEmpty }
    }

    /// The bytes of the file's head, read a chunk at a time until it is whole; nil when the
    /// file cannot be read or its head is longer than `maximumHead`.
    private mutating func head(ofFileAt path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: Self.chunk)
        while bytes.count < Self.maximumHead {
            // Each read as large as all before it: a long head is scanned a few times, not once a chunk.
            if buffer.count < bytes.count { buffer = [UInt8](repeating: 0, count: bytes.count) }
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            bytesRead += count
            bytes += buffer[..<count]
            if let end = Self.headEnd(bytes, whole: count == 0) { return Array(bytes[..<end]) }
        }
        return nil
    }

    /// Where the metadata at the start of `bytes` ends, nil when more must be read to tell
    /// (`whole`: there is no more). Front matter ends after its closing `---` line; without
    /// front matter (or one never closed), the head is the blank, `>>` and `--` comment lines
    /// the file starts with.
    static func headEnd(_ bytes: [UInt8], whole: Bool) -> Int? {
        var lines: [Range<Int>] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count {
            guard let newline = bytes[start...].firstIndex(of: 0x0A) else {
                if whole { lines.append(start..<bytes.count) }
                break
            }
            lines.append(start..<newline)
            start = newline + 1
        }
        func text(_ line: Range<Int>) -> ArraySlice<UInt8> {
            let slice = bytes[line]
            let first = slice.firstIndex { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D } ?? slice.endIndex
            let last = slice.lastIndex { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }.map { $0 + 1 } ?? first
            return bytes[first..<max(first, last)]
        }
        let fence: [UInt8] = Array("---".utf8)
        if let first = lines.first, text(first).elementsEqual(fence) {
            if let close = lines.dropFirst().first(where: { text($0).elementsEqual(fence) }) { return min(close.upperBound + 1, bytes.count) }
            if !whole { return nil }                          // the closing fence may be further on
        }
        for line in lines {
            let words = text(line)
            guard words.isEmpty || words.starts(with: [0x3E, 0x3E]) || words.starts(with: [0x2D, 0x2D]) else { return line.lowerBound }
        }
        return whole ? bytes.count : nil
    }
}
