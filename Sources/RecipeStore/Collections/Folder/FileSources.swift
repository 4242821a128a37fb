#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Cooklang
import FileSystem

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
            // One read (whatever it brings), so the head is looked at as it comes.
            guard let count = buffer.withUnsafeMutableBytes({ FileDescriptor(rawValue: fd).read(into: $0, enough: 1) }) else { return nil }
            bytesRead += count
            bytes += buffer[..<count]
            // A file read to its size is whole: no further read needed to be sure.
            if let end = Self.headEnd(bytes, whole: count == 0 || bytes.count >= Int(info.st_size)) { return Array(bytes[..<end]) }
        }
        return nil
    }

    /// Where the metadata at the start of `bytes` ends, nil when more must be read to tell
    /// (`whole`: there is no more). Front matter ends after its closing `---` line; without
    /// front matter (or one never closed), the head is the blank, `>>` and `--` comment lines
    /// the file starts with.
    static func headEnd(_ bytes: [UInt8], whole: Bool) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            let start = buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            if let first = line(in: buffer, from: start, whole: whole), isFence(buffer, first) {
                var next = first.upperBound + 1
                while let line = line(in: buffer, from: next, whole: whole) {
                    if isFence(buffer, line) { return min(line.upperBound + 1, buffer.count) }
                    next = line.upperBound + 1
                }
                if !whole { return nil }                      // the closing fence may be further on
            }
            var next = start
            while let line = line(in: buffer, from: next, whole: whole) {
                let text = trimmed(buffer, line)
                let isMetadata = text.isEmpty || (text.count >= 2 && buffer[text.lowerBound + 1] == buffer[text.lowerBound]
                    && (buffer[text.lowerBound] == UInt8(ascii: ">") || buffer[text.lowerBound] == UInt8(ascii: "-")))
                guard isMetadata else { return line.lowerBound }
                next = line.upperBound + 1
            }
            return whole ? buffer.count : nil
        }
    }

    /// The line starting at `start` (without its new line); nil past the end, or for a last line
    /// with no new line while more may come.
    private static func line(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, whole: Bool) -> Range<Int>? {
        guard start < buffer.count else { return nil }
        var end = start
        while end < buffer.count, buffer[end] != 0x0A { end += 1 }
        return end < buffer.count || whole ? start..<end : nil
    }

    /// `line` without spaces, tabs and a carriage return at either end.
    private static func trimmed(_ buffer: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Range<Int> {
        var (low, high) = (line.lowerBound, line.upperBound)
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
        while low < high, isSpace(buffer[low]) { low += 1 }
        while high > low, isSpace(buffer[high - 1]) { high -= 1 }
        return low..<high
    }

    /// Whether `line` is `---` (spaces around it allowed), as the parser reads a fence.
    private static func isFence(_ buffer: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Bool {
        let text = trimmed(buffer, line)
        return text.count == 3 && text.allSatisfy { buffer[$0] == UInt8(ascii: "-") }
    }
}
