/// Every fuzz target, in the order `make fuzz` runs them. To add one, write its file (see
/// `FuzzTarget`) and add one line here.
public enum FuzzTargets {
    /// All targets.
    public static let all: [FuzzTarget] = [
        .json,
        .cooklang,
        .yaml,
        .index,
        .stateFile,
        .favourites,
        .webPage,
        .toml,
        .shoppingList,
        .shoppingChecked,
        .aisle,
        .pantry,
        .pantryEdit,
        .menu,
        .link,
        .references,
        .cache,
    ]

    /// The target called `name`, if any.
    public static func named(_ name: String) -> FuzzTarget? { all.first { $0.name == name } }
}
