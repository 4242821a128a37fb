@testable import RecipeStore
import Testing
import TestSupport

/// Folded texts packed for search: a long list, folded in runs on every core, holds each text
/// folded at its own position, exactly as folding them one by one does.
@Suite("Folded texts")
struct FoldedTextsTests {
    @Test(arguments: [0, 1, 2_047, 2_048, 2_049, 9_000])
    func eachTextIsFoldedAtItsPosition(count: Int) {
        let pieces = ["Crème", " brûlée", "ÆBLE", "Łódź", "", "日本", "ｱ", "straße", " 12 "]
        var random = SplitMix64(seed: UInt64(count) + 1)
        let texts = (0..<count).map { _ in (0..<Int(random.next() % 4)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined() }
        let folded = FoldedTexts(texts)
        #expect(folded.starts.count == count + 1)
        let wrong = texts.indices.first { !folded.text($0).elementsEqual(TextFolding.fold(texts[$0]).utf8) }
        #expect(wrong == nil, "text \(wrong ?? 0), \(wrong.map { texts[$0].debugDescription } ?? ""), is folded wrongly")
    }
}
