/// How the screen is arranged at a given size.
///
/// - wide (≥ 120 columns): every column of the tab's split view.
/// - medium (80–119): two columns — the focused one and the one it opens into (categories |
///   recipes, or recipes | recipe). Three columns of 26–40 cells would cut most names; two
///   keep the list you are in and what it opens readable, like a Miller-column browser.
/// - narrow (< 80): one screen at a time, the split view collapsed into a push/pop stack.
/// - tooSmall (< 20 × 6): a one-line notice until the terminal grows.
public enum LayoutMode: Equatable, Sendable {
    /// Every column of the split view.
    case wide
    /// Two columns: the focused one and the one it opens into.
    case medium
    /// One screen at a time: the collapsed stack.
    case narrow
    /// Too small to draw anything useful: a notice.
    case tooSmall

    /// The layout for a terminal of `width` × `height` cells.
    public init(width: Int, height: Int) {
        if width < 20 || height < 6 { self = .tooSmall }
        else if width < 80 { self = .narrow }
        else if width < 120 { self = .medium }
        else { self = .wide }
    }

    /// Whether the split view is collapsed into one stack.
    public var isCollapsed: Bool { self == .narrow || self == .tooSmall }
}
