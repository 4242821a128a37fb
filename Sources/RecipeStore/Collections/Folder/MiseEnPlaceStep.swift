import Cooklang

/// The paragraph that holds the ingredients no step names (issue #32): `Mise en place:
/// @salt{}(to taste), @ground cumin{2%tsp}.`, first in the file. `cookbook export --cook` and
/// `cookbook import` write it; reading it, the ingredients go on the list (so cook mode shows
/// them on the mise-en-place screen) and the paragraph is no step, so the steps are the
/// original's. Another Cooklang tool shows it as a first step, which says the same.
public enum MiseEnPlaceStep {
    /// The words it starts with.
    public static let label = "Mise en place:"

    /// The paragraph listing `components` (Cooklang ingredients, as written), or nil for none.
    public static func text(_ components: [String]) -> String? {
        components.isEmpty ? nil : label + " " + components.joined(separator: ", ") + "."
    }

    /// Whether `step` is such a paragraph: the label, then only ingredients between commas,
    /// spaces, `and` and a closing full stop (no cookware, timer or other words).
    static func isMiseEnPlace(_ step: CooklangStep) -> Bool {
        guard step.items.count >= 2, case let .text(first) = step.items[0], first.trimmed().lowercased() == label.lowercased() else { return false }
        var ingredients = 0
        for item in step.items.dropFirst() {
            switch item {
            case .ingredient: ingredients += 1
            case let .text(words):
                let rest = words.split { $0 == " " || $0 == "," || $0 == "." || $0 == "\n" || $0 == "\t" }
                guard rest.allSatisfy({ $0 == "and" }) else { return false }
            case .cookware, .timer: return false
            }
        }
        return ingredients > 0
    }
}
