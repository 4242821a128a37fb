/// The app's tabs, each with its own navigation state kept while another is shown.
public enum Tab: String, CaseIterable, Codable, Sendable {
    /// Categories → recipes → recipe, as a three-column split view.
    case browse
    /// A query and its results, as a two-column split view.
    case search
    /// Recipes marked with `f`, as a two-column split view.
    case favourites
    /// The shopping list across recipes (Cooklang's `.shopping-list`), by aisle.
    case shopping

    /// The label in the header.
    public var title: String {
        switch self {
        case .browse: return "Browse"
        case .search: return "Search"
        case .favourites: return "Favourites"
        case .shopping: return "Shopping"
        }
    }

    /// The number key that selects it.
    public var number: Int { Tab.allCases.firstIndex(of: self)! + 1 }
}
