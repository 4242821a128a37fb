import RecipeStore
import Terminal

/// Cook mode: the recipe's steps one at a time, full screen, in large clear text.
enum CookView {
    static func draw(_ state: AppState, env: AppEnvironment, into buffer: inout CellBuffer) {
        let area = buffer.area
        guard let id = state.recipeBelowTop(env: env), let recipe = env.store.recipe(id) else {
            buffer.writeLine("Cook mode: the recipe no longer exists. \(env.keymap.label(for: .back)) to go back.", in: area.row(0), style: Style(color: .warning))
            return
        }
        let steps = recipe.steps
        let step = min(state.cookStep, max(0, steps.count - 1))
        buffer.fill(area.row(0), style: .reverse)
        buffer.writeLine(" Cook mode · " + recipe.name, in: area.row(0), style: Style(bold: true, reverse: true))
        let margin = area.width >= 40 ? 4 : 1
        let text = Rect(x: margin, y: 2, width: area.width - 2 * margin, height: area.height - 4)
        guard !steps.isEmpty else {
            buffer.writeLine("This recipe has no steps.", in: text.row(0), style: Style(color: .muted))
            return
        }
        let dots = steps.indices.map { $0 == step ? "●" : "○" }.joined()
        let progress = "Step \(step + 1) of \(steps.count)  " + (DisplayWidth.of(dots) + 20 <= text.width ? dots : "")
        buffer.writeLine(progress, in: text.row(0), style: Style(color: .accent, bold: true))
        for (index, line) in DisplayWidth.wrap(steps[step], to: text.width).enumerated() where index + 2 < text.height {
            buffer.writeLine(line, in: text.row(index + 2))
        }
        buffer.writeLine(" " + env.keymap.hints(in: .cook), in: area.row(area.height - 1), style: Style(color: .muted))
    }
}
