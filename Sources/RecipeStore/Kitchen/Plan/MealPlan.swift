import FileSystem

/// A plan as the Plan tab and `cookbook plan` show it (issue #37): a `.menu` file of the
/// collection by its path, its front matter's title, its sections as the official CLI reads
/// them, and what the parser could not read.
public struct MealPlan: Hashable, Sendable, Codable {
    /// Its path from the collection's root without `.menu` (`Weekly Plan`, `Plans/Week 10`).
    public let path: String
    /// The front matter's `title`, nil without one.
    public let title: String?
    /// Its days and occasions.
    public let sections: [PlanSection]
    /// What could not be read, each `line N: …`.
    public let problems: [String]

    /// The plan at `path` read from `menu`.
    public init(path: String, menu: ShoppingMenu) {
        self.path = path
        title = menu.title.flatMap { $0.isEmpty ? nil : $0 }
        sections = menu.sections
        problems = menu.errors.map(\.description)
    }

    /// A plan of `sections` at `path`.
    public init(path: String, title: String? = nil, sections: [PlanSection], problems: [String] = []) {
        self.path = path
        self.title = title
        self.sections = sections
        self.problems = problems
    }

    /// Its name: the title, else the file's name (`Weekly Plan`), as the official CLI names it.
    public var name: String { title ?? String(path.split(separator: "/").last ?? Substring(path)) }

    /// The first section dated `today`.
    public func todayIndex(_ today: PantryDate) -> Int? { sections.firstIndex { $0.date == today } }

    /// `Breakfast — Easy Pancakes · Lunch — Caprese`: a day's meals and what each lists.
    public static func summary(of section: PlanSection) -> String {
        section.meals.map { meal in meal.name + " — " + meal.entries.map(\.text).joined(separator: "; ") }.joined(separator: " · ")
    }

    /// The `.menu` files of the folder `collection`, by path from its root without the
    /// extension, in name order: hidden folders skipped, recipe files never looked into,
    /// symbolic links to folders not followed (so a link back up the tree cannot trap the walk),
    /// at most 24 folders deep.
    public static func menuPaths(in collection: String) -> [String] {
        var found: [String] = [], folders = [("", 0)]
        while let (folder, depth) = folders.popLast() {
            let names = FilePath.names(in: collection + "/" + folder) ?? []
            for name in names where !name.hasPrefix(".") {
                let path = folder.isEmpty ? name : folder + "/" + name
                if name.hasSuffix(".menu") {
                    found.append(String(path.dropLast(".menu".count)))
                } else if !name.hasSuffix(".cook"), depth < 24, FilePath.isDirectory(collection + "/" + path, followingLinks: false) {
                    folders.append((path, depth + 1))
                }
            }
        }
        return found.sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }
    }

    /// The name a new plan gets for the week of `day`: `Plan 2026-W10`.
    public static func newPath(for day: PantryDate) -> String { "Plan \(day.isoWeekText)" }
}
