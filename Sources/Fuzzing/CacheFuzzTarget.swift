import Foundation
import RecipeStore

extension FuzzTarget {
    /// A folder collection's cache (`FolderCache`: the archive `.cbf` and the index `.cbx`)
    /// damaged on disk, then the folder loaded again, as the next start would: the input is a
    /// list of damages (`CacheDamage`: bits flipped, bytes set, the file cut short or grown)
    /// written into the files in place, their times kept, so only their content gives them
    /// away. Every answer must be the one the undamaged cache gives (which is also a fresh
    /// load's): read from the cache or rebuilt, never a different answer.
    public static let cache = FuzzTarget(
        name: "cache",
        seeds: CacheDamage.seeds,
        tokens: ["\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}", "\u{1}\u{FF}\u{10}\u{0}\u{0}\u{0}\u{1}\u{0}", "\u{3}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}"],
        shapes: [CacheDamage.many]
    ) { bytes in
        CacheFuzzFixture.shared.withLock { fixture in
            guard let fixture else { return }
            precondition(fixture.fresh == fixture.expected.contents, "the cache answers otherwise than a fresh load, undamaged")
            fixture.restore()
            for damage in CacheDamage.parse(bytes) { fixture.apply(damage) }
            guard let answers = (try? fixture.cache.load(folder: fixture.folder.path)).map({ StoreAnswers($0.store) }) else {
                preconditionFailure("the folder does not load over a damaged cache")
            }
            precondition(answers == fixture.expected,
                         "a damaged cache gave a different answer than a fresh load: \(answers.differences(from: fixture.expected).joined(separator: ", "))")
            fixture.adoptRebuilt()
        }
    }
}
