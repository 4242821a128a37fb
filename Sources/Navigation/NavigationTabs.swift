/// Several independent navigation states, one per tab, with one selected. Switching tabs
/// keeps every tab's state exactly; changes through `active` touch only the selected tab.
public struct NavigationTabs<Tab: Hashable, State: Equatable>: Equatable {
    /// The tabs in display order.
    public let tabs: [Tab]
    /// The selected tab.
    public private(set) var selection: Tab
    private var states: [Tab: State]

    /// Tabs in `tabs` order, each starting from `initial(tab)`, with `selection` (default:
    /// the first) selected. An empty or duplicated tab list is a programmer error.
    public init(_ tabs: [Tab], selection: Tab? = nil, initial: (Tab) -> State) {
        precondition(!tabs.isEmpty, "NavigationTabs needs at least one tab")
        precondition(Set(tabs).count == tabs.count, "NavigationTabs needs distinct tabs")
        let selected = selection ?? tabs[0]
        precondition(tabs.contains(selected), "the initial selection must be one of the tabs")
        self.tabs = tabs
        self.selection = selected
        self.states = Dictionary(uniqueKeysWithValues: tabs.map { ($0, initial($0)) })
    }

    /// The selected tab's state; setting it changes no other tab.
    public var active: State {
        get { states[selection]! }
        set { states[selection] = newValue }
    }

    /// The state of `tab`, or nil for a tab this set does not contain.
    public subscript(tab: Tab) -> State? { states[tab] }

    /// Replaces the state of `tab` (selected or not); throws `unknownTab` for a stranger.
    public mutating func set(_ state: State, for tab: Tab) throws(NavigationError) {
        guard states[tab] != nil else { throw .unknownTab(name: "\(tab)") }
        states[tab] = state
    }

    /// Selects `tab`; throws `unknownTab` (and keeps the selection) for a tab not in the set.
    public mutating func select(_ tab: Tab) throws(NavigationError) {
        guard states[tab] != nil else { throw .unknownTab(name: "\(tab)") }
        selection = tab
    }

    /// Selects the next tab in order, wrapping around.
    public mutating func selectNext() { selection = tabs[(index + 1) % tabs.count] }

    /// Selects the previous tab in order, wrapping around.
    public mutating func selectPrevious() { selection = tabs[(index + tabs.count - 1) % tabs.count] }

    private var index: Int { tabs.firstIndex(of: selection)! }
}

extension NavigationTabs: Sendable where Tab: Sendable, State: Sendable {}
