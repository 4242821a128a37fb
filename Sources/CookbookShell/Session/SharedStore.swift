#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipeStore
import Synchronization

/// A store the session loop and one worker (the shopping list's, `ShoppingJob`) both read:
/// each question is asked under one lock, so the stores' own caches (read recipes, lazily built
/// indexes), which are not made for two threads, see one at a time.
///
/// `@unchecked Sendable`: the store inside is not `Sendable`, but it is only ever reached with
/// `lock` held (every member goes through `locked`, and `matches` answers each question about
/// its result under the same lock), and it is never handed out.
final class SharedStore: RecipeStore, FileNaming, IndexDamageReporting, @unchecked Sendable {
    private let inner: any RecipeStore
    private let lock = Mutex(())

    /// `store` shared; a store already shared is returned as it is.
    static func sharing(_ store: any RecipeStore) -> any RecipeStore {
        store is SharedStore ? store : SharedStore(store)
    }

    private init(_ inner: any RecipeStore) { self.inner = inner }

    private func locked<T>(_ question: (any RecipeStore) -> T) -> T { lock.withLock { _ in question(inner) } }

    var categories: [Category] { locked { $0.categories } }
    var warnings: [CollectionIssue] { locked { $0.warnings } }
    var issueSummary: IssueSummary { locked { $0.issueSummary } }
    var recipeCount: Int { locked { $0.recipeCount } }
    func category(_ id: CategoryID) -> Category? { locked { $0.category(id) } }
    func recipeCount(in category: CategoryID) -> Int { locked { $0.recipeCount(in: category) } }
    func recipes(in category: CategoryID, range: Range<Int>) -> [RecipeSummary] { locked { $0.recipes(in: category, range: range) } }
    func recipe(_ id: RecipeID) -> Recipe? { locked { $0.recipe(id) } }
    func contains(_ id: RecipeID) -> Bool { locked { $0.contains(id) } }
    func related(to id: RecipeID) -> [RecipeSummary] { locked { $0.related(to: id) } }
    func recipeCount(using ingredient: IngredientKey) -> Int { locked { $0.recipeCount(using: ingredient) } }
    func recipes(using ingredient: IngredientKey, range: Range<Int>) -> [RecipeSummary] { locked { $0.recipes(using: ingredient, range: range) } }
    func search(_ query: SearchQuery, limit: Int, favourites: Set<RecipeID>) -> [SearchHit] {
        locked { $0.search(query, limit: limit, favourites: favourites) }
    }
    func suggestion(for query: SearchQuery, favourites: Set<RecipeID>) -> String? {
        locked { $0.suggestion(for: query, favourites: favourites) }
    }
    func matches(_ query: SearchQuery, favourites: Set<RecipeID>) -> RecipeMatches {
        let found = locked { $0.matches(query, favourites: favourites) }
        return RecipeMatches { id in self.lock.withLock { _ in found.contains(id) } }
    }
    func filePath(of id: RecipeID) -> String? { locked { ($0 as? FileNaming)?.filePath(of: id) } }
    func takeIndexDamage() -> IndexDamage? { locked { ($0 as? IndexDamageReporting)?.takeIndexDamage() } }
}
