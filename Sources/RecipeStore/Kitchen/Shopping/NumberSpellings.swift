/// The singular and plural spellings of one ingredient (`egg` and `eggs`, `tomato` and
/// `tomatoes`, `lemon, juiced` and `lemons, juiced`) as one line of a list (issue #32,
/// docs/amounts.md "One ingredient, two spellings"): a recipe's ingredient list, the shopping
/// list, "What can I cook?" and cook mode all join them by this one rule.
///
/// Two spellings join only when both hold: the one is the other's English number form by
/// `CountNoun` (a plain noun, so never a mass noun — `1 tsp pepper` is the spice, `2 peppers`
/// no plural of it — nor a plural-only word: `greens` is no `green`), and their amounts add up:
/// both count, or both weigh, or measure a volume, or use one unknown unit (`1 dozen + 12 eggs`
/// and `3 egg` add their counts; the dozen stays beside them); a spelling with no amount joins
/// either. Every other name stays its own product
/// (`IngredientIdentity`): `tinned tomatoes` never joins `tomatoes`.
enum NumberSpellings {
    /// What one amount adds into: a count (`.unit("")`), a dimension, an unknown unit by its
    /// singular, or text that adds into nothing (`some`).
    enum Kind: Hashable {
        case dimension(MeasureUnit.Dimension)
        case unit(String)
        case text
    }

    /// What `unit` (the unit a number or counted word was written in) adds into.
    static func kind(unit: String, measure: MeasureUnit?) -> Kind {
        if let measure { return .dimension(measure.dimension) }
        return .unit(CountNoun.isCount(unit) ? "" : UnitName.singular(unit))
    }

    /// What the amount of `line` adds into; nil when it states none.
    static func kind(of line: IngredientLine) -> Kind? {
        guard !line.quantity.isEmpty else { return nil }
        guard let (_, unit) = line.exactAmount ?? WordAmount.read(line.quantity, unit: line.unit) else { return .text }
        return kind(unit: unit, measure: MeasureUnit(unit))
    }

    /// For each spelling of a list (`identities`, in order of first use; `name` giving the
    /// spelling at an index as written, `kinds` the kinds of amount it states), the index of the
    /// spelling it joins: an earlier one that is its other number form with amounts it adds
    /// to, else its own; nil when none joins another.
    static func joins(_ identities: [IngredientIdentity], name: (Int) -> String, kinds: (Int) -> [Kind]) -> [Int]? {
        // Most lists hold no two number forms of one noun: first a cheap look for names that
        // share a stem (`egg`/`eggs`, `bay leaf`/`bay leaves`); only those are read further.
        let stems = identities.map { stem($0.folded) }
        var shared: Set<UInt64> = []
        if stems.count <= 32 {
            for index in stems.indices where stems[..<index].contains(stems[index]) { shared.insert(stems[index]) }
        } else {
            var seen: Set<UInt64> = []
            for stem in stems where !seen.insert(stem).inserted { shared.insert(stem) }
        }
        guard !shared.isEmpty else { return nil }
        // Only a name that may be a plural (ending in `s`, or `mice`…) is read by `CountNoun`,
        // and only its singular is looked for.
        var singularOf: [Int: IngredientIdentity] = [:], singulars: Set<IngredientIdentity> = []
        for index in identities.indices where shared.contains(stems[index]) {
            let written = name(index)
            guard CountNoun.mayBePlural(written) else { continue }
            let singular = CountNoun.form(written, shown: 1)
            guard singular != written else { continue }
            let identity = IngredientIdentity(singular)
            guard identity != identities[index] else { continue }
            singularOf[index] = identity
            singulars.insert(identity)
        }
        guard !singulars.isEmpty else { return nil }
        var into = Array(identities.indices)
        // The noun both spellings share → the first spelling of it and the kinds joined so far.
        var first: [IngredientIdentity: (index: Int, kinds: [Kind])] = [:]
        for index in identities.indices where shared.contains(stems[index]) {
            let noun = singularOf[index] ?? identities[index]
            guard singularOf[index] != nil || singulars.contains(noun) else { continue }
            guard let (at, joinedKinds) = first[noun] else {
                first[noun] = (index, kinds(index))
                continue
            }
            if let joined = join(joinedKinds, kinds(index)) {
                into[index] = at
                first[noun] = (at, joined)
            }
        }
        return into
    }

    /// A hash of what two number forms of a name share: everything but the last word of its
    /// noun (before any `, `) past three letters, and what follows the noun (`bay lea` for `bay
    /// leaf` and `bay leaves`; `lem|, juiced` for `lemons, juiced`). Equal for a singular and its
    /// plural, but for the odd `mouse`/`mice`; two names sharing it are only then compared.
    static func stem(_ folded: String) -> UInt64 {
        folded.utf8.withContiguousStorageIfAvailable(stem) ?? Array(folded.utf8).withUnsafeBufferPointer(stem)
    }

    /// `stem` of the bytes of a folded name.
    private static func stem(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var nounEnd = bytes.count, lastStart = 0
        for index in bytes.indices {
            if bytes[index] == 0x2C, index + 1 < bytes.count, bytes[index + 1] == 0x20 { nounEnd = index; break }
            if bytes[index] == 0x20 { lastStart = index + 1 }
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in 0..<min(nounEnd, lastStart + 3) { hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3 }
        hash = (hash ^ 0x7C) &* 0x100_0000_01b3
        for index in nounEnd..<bytes.count { hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3 }
        return hash
    }

    /// The kinds of two spellings joined, or nil when no amount of one adds to an amount of the
    /// other (`400 g tomatoes` and `2 tomatoes`; text such as `some` adds to nothing). A
    /// spelling with no amount joins either.
    private static func join(_ a: [Kind], _ b: [Kind]) -> [Kind]? {
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        guard a.contains(where: { $0 != .text && b.contains($0) }) else { return nil }
        return a + b.filter { !a.contains($0) }
    }
}
