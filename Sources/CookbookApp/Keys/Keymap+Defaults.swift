import Terminal

extension Keymap {
    /// The built-in bindings: vim keys and arrows, in the order `?` lists them.
    public static let defaultBindings: [KeyBinding] = [
        KeyBinding(.down, [.character("j"), .down], modes: [.browse, .help], help: "move down", hint: .word("move")),
        KeyBinding(.up, [.character("k"), .up], modes: [.browse, .help], help: "move up", hint: .joinsPrevious),
        KeyBinding(.pageDown, [.pageDown, .control("f")], modes: [.browse, .help], help: "page down"),
        KeyBinding(.pageUp, [.pageUp, .control("b")], modes: [.browse, .help], help: "page up"),
        KeyBinding(.halfDown, [.control("d")], modes: [.browse], help: "half a page down"),
        KeyBinding(.halfUp, [.control("u")], modes: [.browse], help: "half a page up"),
        KeyBinding(.first, [.character("g"), .home], modes: [.browse, .cook, .help], help: "first row (first step in cook mode)"),
        KeyBinding(.last, [.character("G"), .end], modes: [.browse, .cook, .help], help: "last row (last step in cook mode)"),
        KeyBinding(.open, [.character("l"), .right, .enter], modes: [.browse], help: "open: next column, recipe, ingredient's recipes", hint: .word("open")),
        KeyBinding(.back, [.character("h"), .left, .escape, .backspace], modes: [.browse, .cook, .help], help: "back (leaves cook mode and help)", hint: .word("back")),
        KeyBinding(.popToRoot, [.character("H")], modes: [.browse], help: "back to the root: the open recipe, or the tab's first list"),
        KeyBinding(.historyBack, [.control("o")], modes: [.browse], help: "the previous place in the history"),
        KeyBinding(.historyForward, [.control("n")], modes: [.browse], help: "the next place in the history (Ctrl-I is Tab here)"),
        KeyBinding(.nextColumn, [.tab], modes: [.browse], help: "next column", hint: .word("column")),
        KeyBinding(.previousColumn, [.backTab], modes: [.browse], help: "previous column", hint: .joinsPrevious),
        KeyBinding(.toggleSidebar, [.character("b")], modes: [.browse], help: "hide or show the sidebar"),
        KeyBinding(.tabBrowse, [.character("1")], modes: [.browse], help: "Browse tab (again: back to its root)", hint: .word("tabs")),
        KeyBinding(.tabSearch, [.character("2")], modes: [.browse], help: "Search tab", hint: .joinsPrevious),
        KeyBinding(.tabFavourites, [.character("3")], modes: [.browse], help: "Favourites tab", hint: .joinsPrevious),
        KeyBinding(.search, [.character("/")], modes: [.browse], help: "search: type, results follow", hint: .word("search")),
        KeyBinding(.favourite, [.character("f")], modes: [.browse], help: "mark or unmark a favourite", hint: .word("★")),
        KeyBinding(.cook, [.character("c")], modes: [.browse, .cook], help: "cook mode: one step at a time (again to leave)", hint: .word("cook")),
        KeyBinding(.shopping, [.character("s")], modes: [.browse], help: "shopping list for the recipe", hint: .word("list")),
        KeyBinding(.results, [.enter, .escape, .tab, .down], modes: [.query], help: "stop typing; move into the results", hint: .word("results")),
        KeyBinding(.deleteCharacter, [.backspace], modes: [.query], help: "delete the last character", hint: .word("delete")),
        KeyBinding(.clearQuery, [.control("u")], modes: [.query], help: "clear the query", hint: .word("clear")),
        KeyBinding(.nextStep, [.character("j"), .down, .character(" "), .character("n"), .pageDown], modes: [.cook], help: "next step", hint: .word("step")),
        KeyBinding(.previousStep, [.character("k"), .up, .character("p"), .pageUp], modes: [.cook], help: "previous step", hint: .joinsPrevious),
        KeyBinding(.help, [.character("?"), .function(1)], modes: [.browse, .cook, .help], help: "this help", hint: .word("help")),
        KeyBinding(.redraw, [.control("l")], modes: [.browse, .query, .cook, .help], help: "redraw the whole screen"),
        KeyBinding(.suspend, [.control("z")], modes: [.browse, .query, .cook, .help], help: "suspend (fg resumes)"),
        KeyBinding(.quit, [.character("q"), .control("c"), .control("q")], modes: [.browse, .query, .cook], help: "quit (you resume here next time)", hint: .word("quit")),
    ]
}
