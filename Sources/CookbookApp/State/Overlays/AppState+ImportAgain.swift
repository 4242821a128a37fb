import RecipeStore
import Terminal

/// A page imported before (issue #31): when `I` finds the folder holds the page already, the
/// prompt line asks "Already imported as Pasta.cook — import again? (y/N)". One key answers:
/// `y` imports another copy, any other key writes nothing and says so. The place is not
/// changed by the question or by either answer.
extension AppState {
    /// The shell wrote nothing because the folder holds the page: ask whether to import it again,
    /// unless another prompt is being answered (that one is not taken away: it is said instead).
    mutating func alreadyImported(source: String, category: CategoryID?, file: String) {
        guard overlays.prompt == nil else {
            overlays.status = StatusMessage("Nothing imported: \(source) is already imported as \(file).", isWarning: true)
            return
        }
        merge(overlays.update(.ask(Prompt(.importAgain(source: source, category: category, file: file)))))
    }

    /// Whether `key` answers the open import-again question: any key typed answers, except those
    /// that redraw or suspend (the question stays); a resize or the mouse does not answer.
    func answersImportAgain(_ key: Key, env: AppEnvironment) -> Bool {
        guard case .importAgain? = overlays.prompt?.purpose, inputMode(env: env) == .prompt else { return false }
        switch key {
        case .resize, .click, .doubleClick, .wheel: return false
        default:
            let action = env.keymap.action(for: key, in: .prompt)
            return action != .redraw && action != .suspend
        }
    }

    /// The answer `key` to the import-again question: `y` (or `Y`) imports another copy, any
    /// other writes nothing and says so in the status line.
    mutating func answerImportAgain(with key: Key) -> [Effect] {
        guard case let .importAgain(source, category, file)? = overlays.prompt?.purpose else { return [] }
        merge(overlays.update(.closePrompt))
        guard key == .character("y") || key == .character("Y") else {
            overlays.status = StatusMessage("Nothing imported: the page is already imported as \(file).")
            return []
        }
        return [.importRecipe(source: source, category: category, again: true)]
    }
}
