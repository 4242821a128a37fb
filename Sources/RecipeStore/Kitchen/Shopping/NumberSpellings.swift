/// The singular and plural spellings of one ingredient (`egg` and `eggs`, `tomato` and
/// `tomatoes`, `lemon, juiced` and `lemons, juiced`) as one line of a list (issue #32,
/// docs/amounts.md "One ingredient, two spellings"): a recipe's ingredient list, the shopping
/// list, "What can I cook?" and cook mode all join them by this one rule.
///
/// Two spellings join only when both hold: the one is the other's English number form by
/// `CountNoun` (a plain noun, so never a mass noun — `1 tsp pepper` is the spice, `2 peppers`
/// no plural of it — nor a plural-only word: `greens` is no `green`), and their amounts add up
/// into one total: both counts, or one dimension (weights with weights), or one unknown unit;
/// a spelling with no amount joins either. Every other name stays its own product
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

    /// For each spelling of a list (`names`, in order of first use, each with its identity;
    /// `kinds` giving the kinds of amount the spelling at an index states), the index of the
    /// spelling it joins: an earlier one that is its other number form with amounts it adds
    /// to, else its own.
    static func joins(_ names: [(name: String, identity: IngredientIdentity)], kinds: (Int) -> [Kind]) -> [Int] {
        var into = Array(names.indices)
        // Most lists hold no two number forms of one noun: only a name that may be a plural
        // (ending in `s`, or `mice`…) is read by `CountNoun`, and only its singular is looked for.
        var singularOf: [Int: IngredientIdentity] = [:], singulars: Set<IngredientIdentity> = []
        for (index, spelling) in names.enumerated() where CountNoun.mayBePlural(spelling.name) {
            let singular = CountNoun.form(spelling.name, shown: 1)
            guard singular != spelling.name else { continue }
            let identity = IngredientIdentity(singular)
            guard identity != spelling.identity else { continue }
            singularOf[index] = identity
            singulars.insert(identity)
        }
        guard !singulars.isEmpty else { return into }
        // The noun both spellings share → the first spelling of it and the kinds joined so far.
        var first: [IngredientIdentity: (index: Int, kinds: [Kind])] = [:]
        for (index, spelling) in names.enumerated() {
            let noun = singularOf[index] ?? spelling.identity
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

    /// The kinds of two spellings joined, or nil when their amounts cannot be summed into one
    /// total (two kinds, or text).
    private static func join(_ a: [Kind], _ b: [Kind]) -> [Kind]? {
        guard a.count <= 1, b.count <= 1, !a.contains(.text), !b.contains(.text) else { return nil }
        if a.isEmpty { return b }
        return b.isEmpty || a == b ? a : nil
    }
}
