/// A key (or mouse event, or resize) as the app sees it, independent of the backend.
public enum Key: Hashable, Sendable {
    /// A printable character.
    case character(Character)
    /// Ctrl plus a letter, e.g. `.control("c")`.
    case control(Character)
    /// Arrow keys.
    case up, down, left, right
    /// Paging and jumping keys.
    case pageUp, pageDown, home, end
    /// Editing and control keys (`backTab` is Shift-Tab).
    case enter, escape, backspace, tab, backTab, delete
    /// The terminal changed size (ncurses' KEY_RESIZE).
    case resize
    /// A mouse click at a cell.
    case click(x: Int, y: Int)
    /// A second click on the same cell soon after the first.
    case doubleClick(x: Int, y: Int)
    /// The mouse wheel turned over a cell: negative is up.
    case wheel(Int, x: Int, y: Int)
    /// A function key, F1…F12.
    case function(Int)
}
