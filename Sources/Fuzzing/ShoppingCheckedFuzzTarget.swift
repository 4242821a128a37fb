import RecipeStore

extension FuzzTarget {
    /// Cooklang's `.shopping-checked` log (`ShoppingCheckLog`) on any text: its compaction
    /// reads back clean, keeps exactly the checked names it was asked to keep, and compacting
    /// again changes nothing; a line the app appends reads back as one more entry, ticking or
    /// unticking the name it was written for.
    public static let shoppingChecked = FuzzTarget(
        name: "shopping-checked",
        seeds: [
            "+ olive oil\n+ Salt\n- olive oil\n+ eggs\n+ EGGS\n- salt\n",
            "+ a\r\n- a\r\n+ a\r\n\r\n  + spaced  \n+\n-x\n* star\n+ é\n",
        ].map { Array($0.utf8) },
        tokens: ["+ ", "- ", "+", "-", "\n", "\r\n", "\r", "\u{2028}", "\u{85}", " ", "\t", "İ", "ß", "K"],
        shapes: [.indented("+ a\n", indent: "+ ")]
    ) { bytes in
        let text = String(decoding: bytes, as: UTF8.self)
        let log = ShoppingCheckLog(parsing: text)
        let names = log.entries.map(\.name)
        let sorted = Array(Set(names)).sorted()
        for keep in [Set(sorted), Set(sorted.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))] {
            let once = log.compacted(keeping: keep)
            let reread = ShoppingCheckLog(parsing: once)
            precondition(reread.problems.isEmpty, "the compacted log does not read back clean")
            precondition(reread.compacted(keeping: keep) == once, "compacting twice is not compacting once")
            precondition(reread.checked == log.checked.intersection(Set(keep.map { $0.lowercased() })), "the compaction changed what is ticked")
        }
        let separator = text.isEmpty || text.last?.isNewline == true ? "" : "\n"
        for name in names.prefix(4) + ShoppingListFuzzCheck.pieces(of: text) {
            guard name.contains(where: { !$0.isWhitespace }) else { continue }
            for checked in [true, false] {
                let appended = ShoppingCheckLog(parsing: text + separator + ShoppingCheckLog.line(name, checked: checked))
                precondition(appended.problems == log.problems && appended.entries.count == log.entries.count + 1,
                             "the line written for \(name.debugDescription) does not read back as one entry")
                if !name.contains(where: \.isNewline), name.first?.isWhitespace == false, name.last?.isWhitespace == false {
                    precondition(appended.isChecked(name) == checked, "the line written for \(name.debugDescription) does not tick it")
                }
            }
        }
    }
}
