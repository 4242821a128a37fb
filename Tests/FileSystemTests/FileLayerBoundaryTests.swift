import FileSystem
import Testing
import TestSupport

/// Issue #33, point 2: every read, write, append, atomic replace and free-name choice goes
/// through the `FileSystem` target. The Swift sources outside it are searched for the ways
/// files were read and written before (Foundation's file manager and handles, C's stdio, raw
/// `write`/`pread`), so a new one is caught where it is added.
@Suite("The one file layer: no file I/O outside it")
struct FileLayerBoundaryTests {
    /// Folders (relative to `Sources/`) allowed what the rest is not, and why.
    static let exceptions: [(folder: String, reason: String)] = [
        ("FileSystem/", "the file layer itself: the only loops that move bytes in and out of files"),
    ]
    // Not searched: the C targets (`CFuzz`'s crash handler must write with async-signal-safe
    // `write(2)` alone; `CWeb` and `CTerminal` read no files), and `Tests/` (fixtures are made
    // with Foundation on purpose, independently of the code under test).

    /// What no Swift file outside the exceptions may contain, with what to use instead.
    static let forbidden: [(text: String, instead: String)] = [
        ("FileManager", "FilePath (readAll, names, createDirectories, exists, files, removeTree)"),
        ("FileHandle", "FileDescriptor (writeAll, read)"),
        ("fopen(", "FilePath.readAll"),
        ("fread(", "FilePath.readAll"),
        ("fwrite(", "FileDescriptor.writeAll"),
        ("String(contentsOfFile:", "FilePath.readAll or FileText.read"),
        ("Data(contentsOf:", "FilePath.readAll"),
        (".write(to: URL", "AtomicFile.write"),
        ("pread(", "FileDescriptor.read(into:at:)"),
        ("pwrite(", "FileDescriptor.writeAll"),
    ]

    @Test func noSourceOutsideTheFileLayerReadsOrWritesFilesItself() throws {
        let sources = ProjectPaths.root + "/Sources"
        let files = FilePath.files(under: sources).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100, "the sources were found under \(sources)")
        var found: [String] = []
        for file in files where !Self.exceptions.contains(where: { file.hasPrefix($0.folder) }) {
            let text = String(decoding: try FilePath.readAll(sources + "/" + file), as: UTF8.self)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = Self.code(of: line)
                for (forbidden, instead) in Self.forbidden where code.contains(forbidden) {
                    found.append("Sources/\(file):\(number + 1): \(forbidden) (use \(instead))")
                }
                if Self.hasRawWrite(code) { found.append("Sources/\(file):\(number + 1): a raw write( (use FileDescriptor.writeAll)") }
            }
        }
        #expect(found.isEmpty, "\(found.count) file reads or writes outside Sources/FileSystem:\n\(found.joined(separator: "\n"))")
    }

    /// The rule for a raw write, as the search applies it to lines written for it.
    @Test(arguments: [
        ("let n = Glibc.write(fd, $0.baseAddress, $0.count)", true),
        ("_ = write(wake.write, &byte, 1)", true),
        ("let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }", true),
        ("try files.write(change, store: store, problems: &said)", false),
        ("note = try write(change, store: store, problems: &said)", false),
        ("for (y, line) in lines.enumerated() { write(line, x: 0, y: y) }", false),
        ("guard write({ options.json ? try report.json() : report.text }) == 0 else { return 1 }", false),
        ("FileDescriptor(rawValue: fd).writeAll(bytes)", false),
        ("case write(path: String, reason: String)", false),
        ("private func write(_ bytes: [UInt8], to path: String, times info: stat) {", false),
    ])
    func aRawWriteIsTheCFunctionNotAMethodOfThatName(line: String, isRaw: Bool) {
        #expect(Self.hasRawWrite(line[...]) == isRaw)
    }

    /// The line without a `//` comment (doc comments name the old ways to say why they went).
    static func code(of line: Substring) -> Substring {
        guard let comment = line.range(of: "//") else { return line }
        return line[..<comment.lowerBound]
    }

    /// Whether `code` calls the C library's `write(2)`: `Glibc.write(` / `Darwin.write(`, or a
    /// bare `write(` with three unlabelled arguments (a method of that name takes labels, or
    /// is called on a value; a `func write(` declares one).
    static func hasRawWrite(_ code: Substring) -> Bool {
        if code.contains("Glibc.write(") || code.contains("Darwin.write(") { return true }
        var rest = code[...]
        while let call = rest.range(of: "write(") {
            defer { rest = rest[call.upperBound...] }
            if call.lowerBound > rest.startIndex {
                let before = rest[rest.index(before: call.lowerBound)]
                if before.isLetter || before.isNumber || before == "_" || before == "." { continue }
                if rest[..<call.lowerBound].hasSuffix("func ") { continue }  // a method declared
            }
            let arguments = topLevelArguments(rest[call.upperBound...])
            if arguments.count == 3, !arguments.contains(where: isLabelled) { return true }
        }
        return false
    }

    /// The arguments of a call whose text starts just after its `(`, split at top-level commas.
    private static func topLevelArguments(_ text: Substring) -> [Substring] {
        var depth = 0, start = text.startIndex, arguments: [Substring] = []
        for index in text.indices {
            switch text[index] {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                if depth == 0 { return arguments + [text[start..<index]] }
                depth -= 1
            case "," where depth == 0:
                arguments.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        return arguments + [text[start...]]
    }

    /// Whether an argument starts with a label (`path: x`).
    private static func isLabelled(_ argument: Substring) -> Bool {
        let trimmed = argument.drop { $0 == " " }
        guard let colon = trimmed.firstIndex(of: ":") else { return false }
        let label = trimmed[..<colon]
        return !label.isEmpty && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
