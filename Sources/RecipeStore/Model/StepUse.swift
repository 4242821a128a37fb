/// What one step of the method uses (issue #18, cook mode): the ingredients at their amounts,
/// the cookware, and the timers it sets (`~rice{12%minutes}`). A Cooklang step marks them; for
/// a JSON recipe they are found in the step's words (`Recipe.use(ofStep:)`).
public struct StepUse: Hashable, Sendable {
    /// The ingredients the step names, each once, at their amounts.
    public var ingredients: [IngredientLine]
    /// The cookware the step names.
    public var cookware: [String]
    /// The timers the step sets.
    public var timers: [StepTimer]

    /// A step's use with every field given.
    public init(ingredients: [IngredientLine] = [], cookware: [String] = [], timers: [StepTimer] = []) {
        self.ingredients = ingredients
        self.cookware = cookware
        self.timers = timers
    }
}

/// A timer a step sets: its name (`rice`, or empty) and how long it runs.
public struct StepTimer: Hashable, Sendable {
    /// The name the author gave it, or empty.
    public let name: String
    /// Its length in seconds.
    public let seconds: Int

    /// A timer `name` of `seconds`.
    public init(name: String, seconds: Int) {
        self.name = name
        self.seconds = seconds
    }

    /// The longest timer kept: a week. Anything longer (or not a number) is no kitchen timer.
    public static let longest = 7 * 86_400

    /// `amount` of a unit of `unitSeconds` as whole seconds, nil unless it is above zero and
    /// at most a week (checked before any conversion, so a huge number cannot trap).
    public static func seconds(_ amount: Double, unitSeconds: Int) -> Int? {
        let total = amount * Double(unitSeconds)
        guard total.isFinite, total >= 0.5, total <= Double(longest) else { return nil }
        return Int(total.rounded())
    }

    /// Seconds in one `unit` (`minutes`, `min`, `h`, `hours`, `s`, `sec`, `days`); nil for one
    /// that is not a unit of time.
    public static func seconds(per unit: String) -> Int? {
        let word = unit.lowercased().trimmed { $0 == " " || $0 == "." }
        switch word {
        case "s", "sec", "secs", "second", "seconds": return 1
        case "m", "min", "mins", "minute", "minutes": return 60
        case "h", "hr", "hrs", "hour", "hours": return 3_600
        case "d", "day", "days": return 86_400
        default: return nil
        }
    }

    /// The durations written in prose (`simmer for 20 minutes`, `bake 1 1/2 hours`, `12 to 15
    /// minutes` at its start), in order, as `ProseDuration` reads them: what a JSON recipe's
    /// steps offer as timers.
    public static func durations(in text: String) -> [StepTimer] {
        ProseDuration.all(in: Array(text)).map { StepTimer(name: "", seconds: $0.seconds) }
    }
}
