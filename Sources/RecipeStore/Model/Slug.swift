/// Turns names into id slugs: lowercase, letters and digits kept (any script, so `麻婆豆腐`
/// stays readable), every other run of characters one `-`.
enum Slug {
    /// `Pizza Dough` → `pizza-dough`; `Crème Brûlée!` → `crème-brûlée`; empty → `recipe`.
    static func make(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingDash, !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(character)
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "recipe" : result
    }
}
