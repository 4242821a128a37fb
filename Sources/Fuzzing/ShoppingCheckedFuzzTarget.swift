import RecipeStore

extension FuzzTarget {
    /// Cooklang's `.shopping-checked` log (`ShoppingCheckLog`) on any text: its compaction
    /// keeps every line it cannot read (and adds none), keeps exactly the checked names it was
    /// asked to keep, and compacting
    /// again changes nothing; a line the app appends reads back as one entry, ticking or unticking
    /// the name it was written for.
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
            precondition(reread.problems.map(\.message) == log.problems.map(\.message),
                         "the compaction did not keep exactly the lines it cannot read")
            precondition(reread.compacted(keeping: keep) == once, "compacting twice is not compacting once")
            precondition(reread.checked == log.checked.intersection(Set(keep.map { $0.lowercased() })), "the compaction changed what is ticked")
        }
        // The lines the app appends for names of the log and pieces of the input, read alone.
        for name in names.prefix(2) + ShoppingListFuzzCheck.pieces(of: text).prefix(3) where name.contains(where: { !$0.isWhitespace }) {
            let checked = name.count % 2 == 0
            let appended = ShoppingCheckLog(parsing: ShoppingCheckLog.line(name, checked: checked))
            precondition(appended.problems.isEmpty && appended.entries.count == 1,
                         "the line written for \(name.prefix(60).debugDescription) does not read back as one entry")
            if !name.contains(where: \.isNewline), name.first?.isWhitespace == false, name.last?.isWhitespace == false {
                precondition(appended.isChecked(name) == checked, "the line written for \(name.prefix(60).debugDescription) does not tick it")
            }
        }
    }
}
