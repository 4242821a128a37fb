import Foundation

/// The project's documentation — README.md and docs/*.md — as tests read it: the lines of its
/// fenced code blocks, its code spans, its relative links, and the `cookbook …` commands it shows,
/// each with the file it is in, so a test can check every example against the code.
public struct ProjectDocs: Sendable {
    /// A piece of a document: its text and the document's path from the package root.
    public struct Snippet: Sendable, CustomStringConvertible {
        /// The document, e.g. `docs/cli.md`.
        public let file: String
        /// The text of the piece.
        public let text: String
        /// `file: text`, for messages.
        public var description: String { "\(file): \(text)" }
    }

    /// Each document's path from the package root and its text.
    public let documents: [(path: String, text: String)]

    /// README.md and every docs/*.md, read from the package root.
    public init() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: ProjectPaths.root + "/docs").filter { $0.hasSuffix(".md") }.sorted()
        documents = try (["README.md"] + names.map { "docs/" + $0 }).map { path in
            (path, try String(contentsOfFile: ProjectPaths.root + "/" + path, encoding: .utf8))
        }
    }

    /// Every line inside a fenced code block (```), with the block's language (`sh`, `json`,
    /// empty when none is given).
    public var blockLines: [(language: String, line: Snippet)] {
        documents.flatMap { path, text in
            var language: String?, lines: [(String, Snippet)] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("```") {
                    language = language == nil ? String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces) : nil
                } else if let language {
                    lines.append((language, Snippet(file: path, text: String(line))))
                }
            }
            return lines
        }
    }

    /// Every code span (`` `text` ``) outside fenced blocks.
    public var codeSpans: [Snippet] {
        documents.flatMap { path, text in
            Self.prose(text).matches(of: /`([^`\n]+)`/).map { Snippet(file: path, text: String($0.output.1)) }
        }
    }

    /// Every link target `[text](target)` that is not a web address or an anchor of the same page.
    public var relativeLinks: [Snippet] {
        documents.flatMap { path, text in
            Self.prose(text).matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }
                .filter { !$0.contains("://") && !$0.hasPrefix("#") && !$0.hasPrefix("mailto:") }
                .map { Snippet(file: path, text: $0) }
        }
    }

    /// The `cookbook …` commands the documents show: every fenced line that starts with
    /// `cookbook ` (or `$ cookbook `) and every code span that is a command, with `# comments`
    /// cut, optional parts (`[--json]`) left out and alternatives (`--help | --version`) split
    /// into commands of their own.
    public var commands: [Snippet] {
        let fenced = blockLines.map(\.line).map { Snippet(file: $0.file, text: $0.text.hasPrefix("$ ") ? String($0.text.dropFirst(2)) : $0.text) }
        return (fenced + codeSpans).filter { $0.text == "cookbook" || $0.text.hasPrefix("cookbook ") }.flatMap { snippet in
            var text = snippet.text.replacing(/\s+#\s.*$/, with: "")
            while text.contains(/\[[^\[\]]*\]/) { text = text.replacing(/\s*\[[^\[\]]*\]/, with: "") }
            return text.split(separator: " | ").enumerated().map { index, part in
                let part = part.trimmingCharacters(in: .whitespaces)
                return Snippet(file: snippet.file, text: index == 0 ? part : "cookbook " + part)
            }
        }
    }

    /// `text` without its fenced code blocks.
    private static func prose(_ text: String) -> String {
        var inBlock = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.hasPrefix("```") { inBlock.toggle(); return false }
            return !inBlock
        }.joined(separator: "\n")
    }

    /// The words of a command line as a shell splits them: spaces separate, `'…'` and `"…"` quote.
    public static func words(_ command: String) -> [String] {
        var words: [String] = [], word = "", quote: Character?, inWord = false
        for character in command {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
