import Navigation
import RecipeStore

/// One tab's navigation: a split view (three columns in Browse, two in Search and
/// Favourites) and the list position of every screen on its stack.
public struct TabState: Equatable {
    /// Selections, focus and the detail stack; collapsed, it is the narrow layout's stack.
    public var split: SplitViewState<SidebarItem, RecipeID>
    /// List positions by depth of the narrow stack: 0 is the tab's root list, then one per
    /// screen above it. Positions belong to screens: when the screen at a depth changes, its
    /// position and all deeper ones start afresh.
    public var positions: [ListPosition]
    /// Stacks kept while the cursor previews past their selections, most recent last.
    public var parked: [ParkedStack] = []

    /// How many parked stacks a tab keeps (the least recently left go first).
    public static let parkingLimit = 20

    /// A fresh tab: nothing selected, focus on the sidebar.
    public init(_ tab: Tab) {
        split = SplitViewState(style: tab == .browse ? .threeColumn : .twoColumn)
        positions = [ListPosition()]
    }

    /// A tab with the given split state and positions.
    public init(split: SplitViewState<SidebarItem, RecipeID>, positions: [ListPosition]) {
        self.split = split
        self.positions = positions.isEmpty ? [ListPosition()] : positions
    }

    /// The position of the screen at `depth` (a fresh one when none is stored).
    public func position(at depth: Int) -> ListPosition {
        depth < positions.count ? positions[depth] : ListPosition()
    }
}

