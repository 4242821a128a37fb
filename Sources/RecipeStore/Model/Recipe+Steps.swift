/// What a step uses, for cook mode (issue #18): as a Cooklang recipe marks it, or, for a JSON
/// recipe, found in the step's words.
extension Recipe {
    /// What step `index` uses. A JSON recipe's steps mark nothing: its ingredients are those
    /// whose name (or ingredient key) the step's text holds, its timers the durations it states.
    public func use(ofStep index: Int) -> StepUse {
        guard steps.indices.contains(index) else { return StepUse() }
        if stepUses.indices.contains(index) { return stepUses[index] }
        let text = TextFolding.fold(steps[index])
        let named = ingredients.filter { line in
            let name = TextFolding.fold(line.name), key = line.key.rawValue
            return (!name.isEmpty && text.contains(name)) || (key.count > 2 && text.contains(key))
        }
        return StepUse(ingredients: named, timers: StepTimer.durations(in: steps[index]))
    }
}
