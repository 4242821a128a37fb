import CookbookApp
import TOML

extension FuzzTarget {
    /// The TOML reader on any bytes, and `config.toml` as the app reads it. A document read
    /// must read the same from its text as from its bytes, and written back (`TOMLWriting`)
    /// must read again to the same document; a config with any problem must not be half
    /// applied (the defaults, the problems said), and one without must survive the same
    /// writing unchanged.
    public static let toml = FuzzTarget(
        name: "toml",
        seeds: [
            "# comment\r\ntop = 'x'\n[keys]\ndown = \"n\"              # one key\nquit = [\"q\", \"ctrl-q\", \"\\u00e9\\U0001F600\"]\n[theme]\naccent = \"magenta\"\nlevel = 0xf_5\nnums = [ 1_000, -5, 0b101, 0o17, # c\n  9223372036854775807, ]\n",
            "[keys]\ndown = [\"j\", \"n\", \"Down\"]\nup = \"k\"\nsearch = \"/\"\n[theme]\naccent = 5\nmuted = \"default\"\n",
            "water = \"unlim\"\n[fridge]\nbutter = { quantity = \"250%g\", expire = \"2026-04-15\" }\n\"sour cream\" = { quantity = \"200%ml\" }\n[\"spice rack\".a.\"b.c\"]\nsalt = { quantity = \"1%kg\", low = \"100%g\" }\n",
            "a = [{b = [{c = []}]}, {}]\nx = {y = {z = {w = 1}}}\n[a\u{FEFF}b]\n[[arr]]\nf = 1.5\nt = true\nd = 1979-05-27\n",
        ].map { Array($0.utf8) },
        tokens: ["[", "]", "[[", "{", "}", "=", " = ", ".", ",", "\"", "'", "\"\"\"", "#", "\\u", "\\U0001F600", "\\", "0x", "0o", "0b",
                 "_", "+", "true", "inf", "1979-05-27", "07:32", "[keys]\n", "[theme]\n", "down = ", "accent = ", "\"ctrl-c\"", "Down"],
        shapes: [.nested("a = {a = ", close: "}"), .nested("{a = ", close: "}"), .nested("[{a = ", close: "}]"), .nested("x = ["),
                 .nested("a."), .nested("[")]
    ) { bytes in
        let document: TOMLDocument
        do throws(TOMLError) {
            document = try TOMLReader.parse(bytes: bytes)
        } catch {
            precondition(error.line >= 1 && error.column >= 1 && !error.message.contains("\n"), "a misplaced error: \(error)")
            _ = UserConfig.parse(bytes, file: "config.toml")
            return
        }
        if let text = String(validating: bytes, as: UTF8.self) {
            precondition((try? TOMLReader.parse(text)) == document, "the text reads otherwise than its bytes")
        }
        let written = TOMLWriting.text(of: document)
        let again: TOMLDocument
        do throws(TOMLError) { again = try TOMLReader.parse(written) } catch { preconditionFailure("a document written back does not read: \(error)\n\(written)") }
        precondition(TOMLWriting.text(of: again) == written, "a document written back reads as another")
        let config = UserConfig.parse(bytes, file: "config.toml")
        guard config.problems.isEmpty else {
            precondition(config.keymap == .defaults && config.theme == .standard && config.rebound.isEmpty, "a config with problems was half applied")
            return
        }
        let rewritten = UserConfig.parse(Array(written.utf8), file: "config.toml")
        precondition(rewritten == config, "the config written back is another config")
    }
}
