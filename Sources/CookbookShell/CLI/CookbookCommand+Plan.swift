import FileSystem
import RecipeStore

/// `cookbook plan` (issue #37): the collection's `.menu` files as meal plans, read as the
/// official CLI's menu page reads them (`ShoppingMenu`), printed whole or for today, a date or
/// this week; `plan add` and `plan remove` change one entry of one day's meal (`PlanFile`,
/// every other byte kept). Plans are files of a folder collection; a JSON collection has none.
extension CookbookCommand {
    /// Runs `plan ACTION` on the folder `collection` over `store`; returns the exit status (0,
    /// 1 for a file that cannot be read or changed, 2 for what is not there or a bad request).
    static func plan(_ action: Options.PlanAction, store: any RecipeStore, collection: String, options: Options, today: PantryDate) -> Int32 {
        guard CollectionOpener.isFolder(collection) else {
            printError("plans are .menu files in a folder of .cook files; \(collection) is one JSON file")
            return 2
        }
        let paths = MealPlan.menuPaths(in: collection)
        switch action {
        case let .show(name):
            if options.todayAsked, options.date != nil || options.week {
                printError("--today and \(options.week ? "--week" : "--date") cannot be used together")
                return 2
            }
            var chosen = paths
            if let name {
                guard let path = planPath(named: name, among: paths) else { return noPlan(name, paths: paths) }
                chosen = [path]
            }
            let days = wantedDays(options: options, today: today)
            var shown: [PlanOutput.Shown] = []
            for path in chosen {
                guard let plan = readPlan(path, in: collection) else { return 1 }
                let sections = days.map { wanted in plan.sections.filter { $0.date.map(wanted.contains) ?? false } } ?? plan.sections
                if name != nil || !sections.isEmpty { shown.append(PlanOutput.Shown(plan: plan, sections: sections)) }
            }
            if paths.isEmpty { printError("there are no plans (.menu files) in \(collection); `cookbook plan add PLAN RECIPE --date DATE --meal MEAL` makes one") }
            if let days, shown.allSatisfy(\.sections.isEmpty), !paths.isEmpty {
                printError("nothing is planned " + (days.lowerBound == days.upperBound ? "on \(days.lowerBound)" : "from \(days.lowerBound) to \(days.upperBound)"))
            }
            if options.json { return write { try PlanOutput.json(shown, single: name != nil, today: today, store: store) } }
            return write { options.markdown ? PlanOutput.markdown(shown, today: today) : PlanOutput.text(shown, today: today) }
        case let .add(name, recipe):
            return add(recipe, plan: name, paths: paths, store: store, collection: collection, options: options)
        case let .remove(name, recipe):
            return remove(recipe, plan: name, paths: paths, store: store, collection: collection, options: options)
        }
    }

    /// The days `--today`, `--date` or `--week` ask for; nil for every day.
    private static func wantedDays(options: Options, today: PantryDate) -> ClosedRange<PantryDate>? {
        if options.todayAsked { return today...today }
        if let date = options.date { return date...date }
        guard options.week else { return nil }
        let monday = today.adding(days: -today.weekdayIndex)
        return monday...monday.adding(days: 6)
    }

    /// `plan add`: the recipe on `--date` at `--meal` of the plan named (made when no file has
    /// that name), else of the plan with a section for that day, else of the week's new plan.
    private static func add(_ word: String, plan name: String?, paths: [String], store: any RecipeStore, collection: String, options: Options) -> Int32 {
        guard let date = options.date, let meal = options.meal else { return 2 }
        guard let id = recipeID(word, store: store, collection: collection), let recipe = store.recipe(id),
              let reference = listName(of: id, store: store, collection: collection) else {
            printError("there is no recipe \"\(word)\"; `cookbook list` shows the ids, a recipe may be named by its path (Breakfast/Easy Pancakes)")
            return 2
        }
        guard !reference.contains(where: { "{}@\n\r".contains($0) }) else {
            printError("\(reference) cannot be written in a plan: Cooklang cannot name a file with {, }, @ or a line break")
            return 2
        }
        let path: String
        if let name {
            guard let found = planPath(named: name, among: paths) ?? newPlanPath(name, collection: collection) else { return 2 }
            path = found
        } else {
            path = paths.first { readPlan($0, in: collection)?.sections.contains { $0.date == date } ?? false } ?? MealPlan.newPath(for: date)
        }
        let line = "@" + reference + (options.servings.map { "{\($0)%servings}" } ?? "{}")
        let file = PlanFile(path: collection + "/" + path + ".menu", allowedFolders: [collection])
        return change(.add(day: .date(date), meal: meal, line: line), file: file) { made in
            if made.before == nil { printError("made a new plan \(path).menu") }
            let day = ShoppingMenu(parsing: made.after).sections.first { $0.date == date }
            let shown = day?.meal(named: meal)?.name ?? meal
            let written = reference.split(separator: "/").last.map(String.init) ?? recipe.name
            return "Added \(written)\(options.servings.map { " (\($0) servings)" } ?? "") to \(shown) on \(day?.title ?? date.description) in \(path).menu.\n"
        }
    }

    /// `plan remove`: the entry of `--meal` on `--date` that names the recipe (or item) `word`.
    private static func remove(_ word: String, plan name: String, paths: [String], store: any RecipeStore, collection: String, options: Options) -> Int32 {
        guard let date = options.date, let meal = options.meal else { return 2 }
        guard let path = planPath(named: name, among: paths) else { return noPlan(name, paths: paths) }
        guard let plan = readPlan(path, in: collection) else { return 1 }
        guard let section = plan.sections.first(where: { $0.date == date }) else {
            printError("\(path).menu has no day \(date)")
            return 2
        }
        let id = recipeID(word, store: store, collection: collection), wanted = word.lowercased()
        func names(_ item: IngredientLine) -> Bool {
            if let reference = item.reference {
                let bare = reference.hasPrefix("./") ? String(reference.dropFirst(2)) : reference
                if let id, ShoppingList.recipeID(forPath: reference, isFolder: true) == id { return true }
                return bare.lowercased() == wanted || item.name.lowercased() == wanted
            }
            return item.name.lowercased() == wanted
        }
        let meals = section.meals.filter { $0.isCalled(meal) }
        guard let found = meals.lazy.compactMap({ meal in meal.entries.first { $0.items.contains(where: names) }.map { (meal, $0) } }).first else {
            let there = meals.isEmpty ? "there is no \(meal) that day" : meals.map(PlanOutput.line(of:)).joined(separator: "; ")
            printError("\(path).menu has no \(word) at \(meal) on \(section.title) (\(there))")
            return 2
        }
        let file = PlanFile(path: collection + "/" + path + ".menu", allowedFolders: [collection])
        return change(.remove(day: .date(date), meal: found.0.name, entry: found.1), file: file) { _ in
            "Removed \(found.1.text) from \(found.0.name) on \(section.title) in \(path).menu.\n"
        }
    }

    /// Makes `edit` to `file` and prints what `said` makes of it, or why not (exit 2 for what
    /// is not there, 1 for a file that cannot be changed).
    private static func change(_ edit: PlanEdit, file: PlanFile, said: (PlanFile.Change) -> String) -> Int32 {
        do {
            let made = try file.change(edit)
            return write { said(made) }
        } catch {
            printError(error.description)
            if case let .edit(failure) = error, failure.kind == .notFound { return 2 }
            return 1
        }
    }

    /// The plan at `path` (from the collection's root, without `.menu`), its problems said; nil
    /// (said) when it cannot be read.
    static func readPlan(_ path: String, in collection: String) -> MealPlan? {
        let file = collection + "/" + path + ".menu"
        let text: String
        switch FileText.read(file) {
        case let .text(read): text = read
        case let .damaged(read, line):
            printError("\(file):\(line): not UTF-8 text; the bytes that are not are shown as �")
            text = read
        case .missing: return MealPlan(path: path, sections: [])
        case let .unreadable(reason):
            printError("\(file): cannot be read: \(reason)")
            return nil
        }
        let plan = MealPlan(path: path, menu: ShoppingMenu(parsing: text))
        for problem in plan.problems { printError("\(file): \(problem)") }
        return plan
    }

    /// The plan `name` means: its path (`Plans/Week 10`, `.menu` and `./` aside), case aside, or
    /// its file's name alone when one plan has it.
    static func planPath(named name: String, among paths: [String]) -> String? {
        var wanted = name.hasPrefix("./") ? String(name.dropFirst(2)) : name
        if wanted.hasSuffix(".menu") { wanted = String(wanted.dropLast(".menu".count)) }
        if let exact = paths.first(where: { $0 == wanted }) ?? paths.first(where: { $0.lowercased() == wanted.lowercased() }) { return exact }
        let named = paths.filter { ($0.split(separator: "/").last.map(String.init) ?? $0).lowercased() == wanted.lowercased() }
        return named.count == 1 ? named[0] : nil
    }

    /// The path a new plan called `name` gets, or nil (said) when it cannot be one.
    private static func newPlanPath(_ name: String, collection: String) -> String? {
        var path = name.hasPrefix("./") ? String(name.dropFirst(2)) : name
        if path.hasSuffix(".menu") { path = String(path.dropLast(".menu".count)) }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !path.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == ".." || $0.hasPrefix(".") }),
              !path.contains(where: \.isNewline) else {
            printError("“\(name)” cannot name a plan: a plan is a .menu file in the collection, e.g. Plans/Week 10")
            return nil
        }
        guard FilePath.isDirectory(FilePath.directory(of: collection + "/" + path + ".menu")) else {
            printError("there is no folder \(FilePath.directory(of: path)) in \(collection) for the plan \(path).menu")
            return nil
        }
        return path
    }

    /// Says there is no plan `name`, naming those there are; exit 2.
    private static func noPlan(_ name: String, paths: [String]) -> Int32 {
        printError("there is no plan \"\(name)\"" + (paths.isEmpty ? "; the collection has no .menu files" : "; plans: " + paths.joined(separator: ", ")))
        return 2
    }

    /// The recipe `word` names: its id, its file's path (`Breakfast/Easy Pancakes`), or its name
    /// when one recipe has it (case aside).
    private static func recipeID(_ word: String, store: any RecipeStore, collection: String) -> RecipeID? {
        if store.contains(RecipeID(word)) { return RecipeID(word) }
        var path = word.hasPrefix("./") ? String(word.dropFirst(2)) : word
        if path.hasSuffix(".cook") { path = String(path.dropLast(".cook".count)) }
        let byPath = ShoppingList.recipeID(forPath: "./" + path, isFolder: true)
        if store.contains(byPath) { return byPath }
        let named = store.search(SearchQuery.parse(word), limit: 50, favourites: []).map(\.recipe).filter { $0.name.lowercased() == word.lowercased() }
        return named.count == 1 ? named[0].id : nil
    }
}
