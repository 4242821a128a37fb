import Navigation
import RecipeStore

/// The state file's content (docs/state-format.md): navigation intent, not recipe data —
/// the active tab, each tab's path of ids, focus and list positions, the search query.
public struct SavedState: Codable, Equatable, Sendable {
    /// The format version this program writes and reads.
    public static let formatVersion = 1

    /// One tab's saved navigation.
    public struct SavedTab: Codable, Equatable, Sendable {
        /// The tab's collapsed stack as the library's Codable path (tags `category`, `recipe`,
        /// `ingredient`; newest first): the selections, then the detail stack.
        public var path: NavigationPath.CodableRepresentation
        /// Presentation flags shown on top of the detail stack (`cook`).
        public var presented: [String]
        /// The column that had focus in a wide layout.
        public var focus: SplitColumn
        /// List positions by stack depth, root first.
        public var positions: [ListPosition]
    }

    /// Always `formatVersion` when written.
    public var version: Int
    /// The selected tab.
    public var tab: Tab
    /// The search query.
    public var query: String
    /// The step shown in cook mode.
    public var cookStep: Int
    /// Each tab's navigation, by tab name.
    public var tabs: [String: SavedTab]
    /// The places visited, for back and forward through history (absent in older files).
    public var history: NavigationHistory<HistoryEntry>?
    /// Servings chosen with `+`/`-`, by recipe id (absent when none and in older files).
    public var servings: [String: Int]?
    /// How amounts are shown: `metric` or `us` (absent: as written).
    public var units: String?
    /// Whether the Shopping tab ranks recipes by the pantry (`w`; absent: no).
    public var cookable: Bool?
    /// Kitchen timers, as end times on the wall clock (absent: none).
    public var timers: [CookTimer]?
    /// Cook mode's mise en place: the items ticked and the cursor; when cooking started.
    public var miseTicked: [Int]?, miseCursor: Int?, cookStarted: Double?

    private enum CodingKeys: String, CodingKey {
        case version, tab, query, cookStep, tabs, history, servings, units, cookable, timers, miseTicked, miseCursor, cookStarted
    }

    /// Reads a saved state; a whole number no integer holds (`1e300`) is read as the nearest
    /// one, for `restore` to clamp, rather than making the file unusable.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        tab = try container.decode(Tab.self, forKey: .tab)
        query = try container.decode(String.self, forKey: .query)
        cookStep = try container.decodeClamping(forKey: .cookStep)
        tabs = try container.decode([String: SavedTab].self, forKey: .tabs)
        history = try container.decodeIfPresent(NavigationHistory<HistoryEntry>.self, forKey: .history)
        servings = try container.decodeClampingIfPresent([String: Int].self, forKey: .servings)
        units = try container.decodeIfPresent(String.self, forKey: .units)
        cookable = try container.decodeIfPresent(Bool.self, forKey: .cookable)
        timers = try container.decodeIfPresent([CookTimer].self, forKey: .timers)
        miseTicked = try container.decodeClampingIfPresent([Int].self, forKey: .miseTicked)
        miseCursor = try container.decodeClampingIfPresent(forKey: .miseCursor)
        cookStarted = try container.decodeIfPresent(Double.self, forKey: .cookStarted)
    }

    /// One place in the history: a tab and its navigation there.
    public struct HistoryEntry: Codable, Equatable, Sendable {
        /// The tab.
        public var tab: Tab
        /// Its navigation.
        public var place: SavedTab
        /// An entry for `place` in `tab`.
        public init(tab: Tab, place: SavedTab) {
            self.tab = tab
            self.place = place
        }
    }

    /// The coding tags for path elements: stable names, not Swift type names.
    public static var coding: PathCodingRegistry {
        var coding = PathCodingRegistry()
        coding.register(CategoryID.self, tag: "category")
        coding.register(RecipeID.self, tag: "recipe")
        coding.register(IngredientKey.self, tag: "ingredient")
        return coding
    }

    /// What to save for `state`. View destinations (the shopping list) are never saved.
    public init(_ state: AppState) {
        version = Self.formatVersion
        tab = state.tab
        query = state.query
        cookStep = state.cook.step
        var tabs: [String: SavedTab] = [:]
        for tab in Tab.allCases {
            guard let tabState = state.tabs[tab] else { continue }
            tabs[tab.rawValue] = Self.saved(tabState, tab: tab)
        }
        self.tabs = tabs
        history = state.history.entries.isEmpty ? nil : state.history
        cookable = state.shopping.showsCookable ? true : nil
        timers = state.cook.timers.isEmpty ? nil : state.cook.timers
        miseTicked = state.cook.miseTicked.isEmpty ? nil : state.cook.miseTicked.sorted()
        miseCursor = state.cook.miseCursor == 0 ? nil : state.cook.miseCursor
        cookStarted = state.cook.started
        servings = state.servings.isEmpty ? nil : Dictionary(uniqueKeysWithValues: state.servings.map { ($0.key.rawValue, $0.value) })
        units = state.units == .asWritten ? nil : state.units.rawValue
    }

    /// What to save of one tab: its collapsed stack as a Codable path, its presentations,
    /// focus and list positions.
    static func saved(_ tabState: TabState, tab: Tab) -> SavedTab {
        let collapsed = tabState.split.collapsed
        let elements = collapsed.path.elements.map { element -> PathElement in
            switch element.value(as: SidebarItem.self) {
            case let .category(id)?: return PathElement(id)
            case let .recipe(id)?: return PathElement(id)
            case nil: return element
            }
        }
        let path: NavigationPath.CodableRepresentation
        do throws(NavigationError) {
            path = try NavigationPath(elements: elements).encoded(using: coding)
        } catch {
            // Every type the app pushes is registered in `coding`: an unencodable path is a bug.
            assertionFailure("cannot encode the \(tab) path: \(error)")
            path = .init(items: [])
        }
        let flags = collapsed.overlays.compactMap { overlay -> String? in
            if case let .flag(flag) = overlay { return flag.name } else { return nil }
        }
        return SavedTab(path: path, presented: flags, focus: tabState.split.focus, positions: tabState.positions)
    }
}
