/// What a step uses, for cook mode (issue #18): as a Cooklang recipe marks it, or, for a JSON
/// recipe, found in the step's words.
extension Recipe {
    /// What step `index` uses. A JSON recipe's steps mark nothing: its ingredients are those
    /// `StepNaming` finds first named in this step (a step lists what goes in at that step:
    /// `the chicken` is the `boneless chicken thighs`, and `until the oil separates` after the
    /// oil went in adds nothing), in the order the step names them; its timers are the
    /// durations it states (`ProseDuration`). An ingredient no step names is on the mise en
    /// place only.
    public func use(ofStep index: Int) -> StepUse {
        guard steps.indices.contains(index) else { return StepUse() }
        if stepParts.indices.contains(index) { return use(stepParts[index]) }
        let naming = StepNaming(names: ingredients.map(\.name), steps: Array(steps[...index]))
        let named = ingredients.indices.compactMap { line in
            naming.places[line].flatMap { $0.step == index ? (at: $0.characters.lowerBound, line: line) : nil }
        }
        return StepUse(ingredients: named.sorted { ($0.at, $0.line) < ($1.at, $1.line) }.map { ingredients[$0.line] },
                       timers: StepTimer.durations(in: steps[index]))
    }
}
