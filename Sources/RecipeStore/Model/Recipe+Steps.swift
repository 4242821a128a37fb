/// What a step uses, for cook mode (issue #18): as a Cooklang recipe marks it, or, for a JSON
/// recipe, found in the step's words.
extension Recipe {
    /// What step `index` uses. A JSON recipe's steps mark nothing: its ingredients are those
    /// whose ingredient's last word (`flour` of `plain flour`, `rum` of `white rum`) the step
    /// says as a whole word, plural or not (`oil` is not in `boil`), its timers the durations it
    /// states.
    public func use(ofStep index: Int) -> StepUse {
        guard steps.indices.contains(index) else { return StepUse() }
        if stepParts.indices.contains(index) { return use(stepParts[index]) }
        let words = Set(Self.words(of: steps[index]))
        let named = ingredients.filter { line in
            guard let head = Self.words(of: line.key.rawValue).last ?? Self.words(of: line.name).last else { return false }
            return words.contains(head)
        }
        return StepUse(ingredients: named, timers: StepTimer.durations(in: steps[index]))
    }

    /// The folded words of `text`, each without a plural `s` (`apples` → `apple`).
    private static func words(of text: String) -> [String] {
        TextFolding.fold(text).split { !$0.isLetter && !$0.isNumber }.map { word in
            word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") ? String(word.dropLast()) : String(word)
        }
    }
}
