import RecipeStore
import Terminal

/// Where following a row leads.
public enum Link: Hashable, Sendable {
    /// Select a sidebar item (a category or a recipe in a result list).
    case sidebar(SidebarItem)
    /// Open a recipe.
    case recipe(RecipeID)
    /// List the recipes that use an ingredient.
    case ingredient(IngredientKey)
    /// A shopping-list item (Space ticks it), by the name `.shopping-checked` uses.
    case shoppingItem(String)
    /// A `.menu` file offered on the Shopping tab (`A` adds it), by its path.
    case menu(String)
    /// What is on the shopping list as it was put there (`d` takes it off).
    case listed(ShoppingListFile.Entry)

    /// The navigation value the link pushes (its screen comes from the destination registry).
    var value: any Hashable & Sendable {
        switch self {
        case let .sidebar(item): return item
        case let .recipe(id): return id
        case let .ingredient(key): return key
        case let .shoppingItem(name), let .menu(name): return name
        case let .listed(entry): return entry
        }
    }
}

/// One logical row of a screen: a list entry, or a paragraph of a recipe that wraps to the
/// column. The cursor moves over logical rows, so resizing never loses its place.
public struct Row: Equatable, Sendable {
    /// The text (sanitised when drawn).
    public var text: String
    /// How it looks.
    public var style: Style
    /// Where Enter leads, if anywhere.
    public var link: Link?
    /// Whether the cursor stops here (headings and blank lines are skipped).
    public var selectable: Bool
    /// Right-aligned secondary text (counts, times), dropped when space is short.
    public var trailing: String
    /// Whether long text wraps (recipe text) rather than being cut with `…` (lists).
    public var wraps: Bool
    /// Indent of wrapped continuation lines, so numbered steps hang.
    public var hangingIndent: Int
    /// Characters of `text` to highlight (a search's matches in a name), as character ranges.
    public var highlights: [Range<Int>] = []
    /// Characters of `text` drawn in the mark colour (the favourite star), as character ranges.
    public var marks: [Range<Int>] = []

    /// A row; plain, selectable and unwrapped by default.
    public init(_ text: String, style: Style = .plain, link: Link? = nil, selectable: Bool = true,
                trailing: String = "", wraps: Bool = false, hangingIndent: Int = 0) {
        self.text = text
        self.style = style
        self.link = link
        self.selectable = selectable
        self.trailing = trailing
        self.wraps = wraps
        self.hangingIndent = hangingIndent
    }

    /// A non-selectable heading.
    static func heading(_ text: String) -> Row { Row(text, style: Style(color: .accent, bold: true), selectable: false) }

    /// A non-selectable blank line.
    static let blank = Row("", selectable: false)

    /// The screen lines this row takes at `width` columns. With a hanging indent, the first
    /// `hangingIndent` characters are a label (` 9. `, `• `) kept as written, and the rest wraps
    /// beside it, so a label's leading space survives.
    public func lines(width: Int) -> [String] {
        guard wraps, width > hangingIndent + 4 else { return [DisplayWidth.truncate(text, to: max(0, width))] }
        guard hangingIndent > 0 else { return DisplayWidth.wrap(text, to: width) }
        let label = String(text.prefix(hangingIndent)), pad = String(repeating: " ", count: hangingIndent)
        return DisplayWidth.wrap(String(text.dropFirst(hangingIndent)), to: width - hangingIndent).enumerated().map {
            ($0.offset == 0 ? label : pad) + $0.element
        }
    }
}
