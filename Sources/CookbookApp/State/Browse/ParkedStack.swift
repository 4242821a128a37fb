import Navigation
import RecipeStore

/// What was below a selection when the cursor previewed past it: kept so that moving back
/// shows the very same screens (Desserts › Crème brûlée › Crème pâtissière is still there
/// after a look at Noodles). Only an explicit open replaces a stack; previews never do.
public struct ParkedStack: Equatable, Sendable {
    /// The sidebar item the stack belongs to.
    public var sidebar: SidebarItem
    /// The content selection it belongs to (nil: the whole stack below `sidebar`).
    public var content: RecipeID?
    /// Whether this parks everything below `sidebar` (its content selection too) or only the
    /// detail stack below `content`.
    public var isWholeSidebar: Bool
    /// The content selection below `sidebar`, for a whole-sidebar entry.
    public var contentSelection: RecipeID?
    /// The detail stack.
    public var detail: NavigationStackState<NavigationPath>
    /// The list positions of the parked screens, by depth, from the first parked depth.
    public var positions: [ListPosition]

    /// Whether this entry is the one for `sidebar`'s whole stack or for its `content`'s detail.
    func matches(sidebar: SidebarItem, content: RecipeID?, whole: Bool) -> Bool {
        self.sidebar == sidebar && isWholeSidebar == whole && (whole || self.content == content)
    }
}
