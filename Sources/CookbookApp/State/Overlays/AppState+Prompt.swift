import RecipeStore

/// Answering the status line's question: Enter does what it asks (`Prompt.Purpose`).
extension AppState {
    /// Enter in a prompt: does what it asks with the answer; an answer that cannot be used is
    /// said and stays to be corrected.
    mutating func finishPrompt(env: AppEnvironment) -> [Effect] {
        guard let prompt = overlays.prompt else { return [] }
        if prompt.isOneKey { return answerImportAgain(with: .enter) }      // Enter is an answer too: no
        let answer = String(prompt.text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        guard !answer.isEmpty else {
            merge(overlays.update(.closePrompt))
            overlays.status = StatusMessage(prompt.purpose == .shoppingItem ? "Nothing added." : prompt.purpose == .timerDuration ? "No timer set."
                : { if case .importSource = prompt.purpose { "Nothing imported." } else { "Nothing made." } }())
            return []
        }
        switch prompt.purpose {
        case .shoppingItem:
            do throws(ShoppingItemText.Problem) {
                _ = try ShoppingItemText.parse(answer)
            } catch {
                overlays.status = StatusMessage(error.description, isWarning: true)
                return []
            }
            merge(overlays.update(.closePrompt))
            return [.shopping(.addItem(answer))]
        case .timerDuration:
            // `10m`, or a name then the duration: `eggs 6m`, `bread 1h 30m` (the longest end that reads as one).
            let words = answer.split(separator: " ")
            let split = (0..<words.count).lazy.compactMap { start -> (String, Double)? in
                CookTimer.duration(parsing: words[start...].joined(separator: " ")).map { (words[..<start].joined(separator: " "), $0) }
            }.first
            guard let (name, seconds) = split else {
                overlays.status = StatusMessage("“\(answer)” is not a length of time; write 10m, 1h30, 90s or 2:30 (a name first if you like: eggs 6m).", isWarning: true)
                return []
            }
            merge(overlays.update(.closePrompt))
            return startTimer(named: name, seconds: seconds, env: env)
        case let .newRecipe(category):
            guard answer.count <= 120, !answer.contains("/"), answer.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else {
                overlays.status = StatusMessage("A title is one line of up to 120 characters, without “/”.", isWarning: true)
                return []
            }
            merge(overlays.update(.closePrompt))
            return [.newRecipe(title: answer, category: category)]
        case let .importSource(category):
            guard answer.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else {
                overlays.status = StatusMessage("A source is one line: a URL (https://…) or the path of a saved page.", isWarning: true)
                return []
            }
            merge(overlays.update(.closePrompt))
            return [.importRecipe(source: answer, category: category)]
        case .importAgain:
            return []                                       // answered above
        case let .chooseTimer(offered):
            guard let number = Int(answer), offered.indices.contains(number - 1) else {
                overlays.status = StatusMessage("Type a number from 1 to \(offered.count).", isWarning: true)
                return []
            }
            merge(overlays.update(.closePrompt))
            return startTimer(named: offered[number - 1].name, seconds: Double(offered[number - 1].seconds), env: env)
        }
    }
}
