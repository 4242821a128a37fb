extension NavigationTabs where Tab: CaseIterable {
    /// One tab for every case of `Tab`, in declaration order, the first selected. Such a set
    /// is never asked for a tab it lacks, so `show(_:)` and `subscript(state:)` need no `try`.
    public init(everyCase initial: (Tab) -> State) {
        self.init(Array(Tab.allCases), initial: initial)
    }

    /// Selects `tab`. Using it on a set made from only some cases is a programmer error.
    public mutating func show(_ tab: Tab) {
        do { try select(tab) } catch { preconditionFailure("show(_:) needs a tab set made with init(everyCase:): \(error)") }
    }

    /// The state of `tab`; setting it changes no other tab. Using it on a set made from only
    /// some cases is a programmer error.
    public subscript(state tab: Tab) -> State {
        get {
            guard let state = self[tab] else { preconditionFailure("subscript(state:) needs a tab set made with init(everyCase:)") }
            return state
        }
        set {
            do { try set(newValue, for: tab) } catch { preconditionFailure("subscript(state:) needs a tab set made with init(everyCase:): \(error)") }
        }
    }
}
