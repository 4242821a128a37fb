import Foundation
import Navigation
import Testing
import TestSupport

@Suite("History: back and forward over whole states")
struct NavigationHistoryTests {
    typealias History = NavigationHistory<String>

    private func json<E: Codable>(_ history: NavigationHistory<E>) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(history), as: UTF8.self)
    }

    private func decode(_ text: String) throws -> History {
        try JSONDecoder().decode(History.self, from: Data(text.utf8))
    }

    @Test func anEmptyHistoryHasNoCurrentPlaceAndCannotMove() throws {
        var history = History()
        #expect(history == (try History(entries: [], position: 0, limit: 100)))
        #expect(history.current == nil)
        #expect(!history.canGoBack)
        #expect(!history.canGoForward)
        #expect(throws: NavigationError.historyAtStart) { try history.back() }
        #expect(throws: NavigationError.historyAtEnd) { try history.forward() }
        #expect(history == History())
    }

    @Test func recordBackAndForwardRoundTrip() throws {
        var history = History()
        history.record("a")
        #expect(history == (try History(entries: ["a"], position: 0)))
        history.record("b")
        #expect(history == (try History(entries: ["a", "b"], position: 1)))
        history.record("c")
        #expect(history == (try History(entries: ["a", "b", "c"], position: 2)))
        #expect(history.current == "c" && history.canGoBack && !history.canGoForward)

        #expect(try history.back() == "b")
        #expect(history == (try History(entries: ["a", "b", "c"], position: 1)))
        #expect(history.current == "b" && history.canGoBack && history.canGoForward)
        #expect(try history.back() == "a")
        #expect(history == (try History(entries: ["a", "b", "c"], position: 0)))
        #expect(try history.forward() == "b")
        #expect(history == (try History(entries: ["a", "b", "c"], position: 1)))
        #expect(try history.forward() == "c")
        #expect(history == (try History(entries: ["a", "b", "c"], position: 2)))
    }

    @Test func backAtTheStartAndForwardAtTheEndThrowAndChangeNothing() throws {
        var history = try History(entries: ["a", "b"], position: 0)
        #expect(throws: NavigationError.historyAtStart) { try history.back() }
        #expect(history == (try History(entries: ["a", "b"], position: 0)))
        #expect(NavigationError.historyAtStart.description == "No earlier place in the history.")

        _ = try history.forward()
        #expect(throws: NavigationError.historyAtEnd) { try history.forward() }
        #expect(history == (try History(entries: ["a", "b"], position: 1)))
        #expect(NavigationError.historyAtEnd.description == "No later place in the history.")
    }

    @Test func recordingAfterGoingBackDropsTheLaterPlaces() throws {
        var history = try History(entries: ["a", "b", "c", "d"], position: 3)
        _ = try history.back()
        _ = try history.back()
        #expect(history == (try History(entries: ["a", "b", "c", "d"], position: 1)))
        history.record("x")
        #expect(history == (try History(entries: ["a", "b", "x"], position: 2)))
        #expect(!history.canGoForward)
    }

    @Test func recordingTheCurrentPlaceIsANoOpSoARestoreIsNotAVisit() throws {
        var history = try History(entries: ["a", "b", "c"], position: 2)
        history.record("c")
        #expect(history == (try History(entries: ["a", "b", "c"], position: 2)))

        // The caller's loop: restore what back() returns, then record as after any change.
        var state = try history.back()
        history.record(state)
        #expect(state == "b")
        #expect(history == (try History(entries: ["a", "b", "c"], position: 1)))
        state = try history.forward()
        history.record(state)
        #expect(history == (try History(entries: ["a", "b", "c"], position: 2)))
    }

    @Test func anEarlierPlaceVisitedAgainIsAppendedAgain() throws {
        var history = try History(entries: ["a", "b"], position: 1)
        history.record("a")
        #expect(history == (try History(entries: ["a", "b", "a"], position: 2)))
        #expect(try history.back() == "b")
        #expect(try history.back() == "a")
        #expect(history == (try History(entries: ["a", "b", "a"], position: 0)))
    }

    @Test func theLimitDropsTheOldestAndKeepsThePositionOnTheNewest() throws {
        var history = try History(limit: 3)
        for place in ["a", "b", "c"] { history.record(place) }
        #expect(history == (try History(entries: ["a", "b", "c"], position: 2, limit: 3)))
        history.record("d")
        #expect(history == (try History(entries: ["b", "c", "d"], position: 2, limit: 3)))
        #expect(try history.back() == "c")
        history.record("e")
        #expect(history == (try History(entries: ["b", "c", "e"], position: 2, limit: 3)))

        var single = try History(limit: 1)
        single.record("a")
        single.record("b")
        #expect(single == (try History(entries: ["b"], position: 0, limit: 1)))
        #expect(!single.canGoBack && !single.canGoForward)
    }

    @Test func theDefaultLimitIsAHundred() throws {
        var history = History()
        for number in 0..<150 { history.record("\(number)") }
        #expect(history == (try History(entries: (50..<150).map { "\($0)" }, position: 99, limit: 100)))
    }

    @Test func buildingAnImpossibleHistoryThrowsAndSaysWhy() {
        let outside = NavigationError.invalidHistory(reason: "the position 3 is not an index of the 2 entries (0...1)")
        #expect(throws: outside) { try History(entries: ["a", "b"], position: 3) }
        #expect(outside.description == "Invalid history: the position 3 is not an index of the 2 entries (0...1).")
        #expect(throws: NavigationError.invalidHistory(reason: "the position -1 is not an index of the 1 entries (0...0)")) {
            try History(entries: ["a"], position: -1)
        }
        #expect(throws: NavigationError.invalidHistory(reason: "the position is 1 but must be 0 when there are no entries")) {
            try History(entries: [], position: 1)
        }
        let noLimit = NavigationError.invalidHistory(reason: "the limit must be at least 1 but is 0")
        #expect(throws: noLimit) { try History(limit: 0) }
        #expect(noLimit.description == "Invalid history: the limit must be at least 1 but is 0.")
    }

    @Test func tooManyEntriesAreTrimmedAroundTheCurrentOne() throws {
        let oldestGo = try History(entries: ["a", "b", "c", "d", "e"], position: 4, limit: 3)
        #expect(oldestGo.entries == ["c", "d", "e"] && oldestGo.position == 2)
        let bothSides = try History(entries: ["a", "b", "c", "d", "e"], position: 1, limit: 3)
        #expect(bothSides.entries == ["b", "c", "d"] && bothSides.position == 0)
        #expect(bothSides.current == "b")
    }

    @Test func theJSONFormIsEntriesPositionAndLimit() throws {
        let history = try History(entries: ["a", "b", "c"], position: 1, limit: 50)
        #expect(try json(history) == #"{"entries":["a","b","c"],"limit":50,"position":1}"#)
        #expect(try decode(json(history)) == history)
        #expect(try json(History()) == #"{"entries":[],"limit":100,"position":0}"#)
        #expect(try decode(#"{"entries":["a"],"position":0}"#) == (try History(entries: ["a"], position: 0, limit: 100)))
        #expect(try decode(#"{"entries":["a","b","c"],"position":2,"limit":2}"#)
                == (try History(entries: ["b", "c"], position: 1, limit: 2)))
        let paths = try NavigationHistory<TypedPath<RecipeID>>(entries: [[], ["apple-pie"], ["apple-pie", "pie-crust"]], position: 1)
        #expect(try json(paths) == #"{"entries":[[],["apple-pie"],["apple-pie","pie-crust"]],"limit":100,"position":1}"#)
    }

    @Test func decodingAnImpossibleHistoryFailsWithTheReason() throws {
        func failure(_ text: String) -> String? {
            do {
                _ = try decode(text)
                return nil
            } catch let DecodingError.dataCorrupted(context) {
                return context.codingPath.map(\.stringValue).joined(separator: ".") + ": " + context.debugDescription
            } catch {
                return "unexpected \(error)"
            }
        }
        #expect(failure(#"{"entries":["a","b"],"position":2,"limit":100}"#)
                == "position: Invalid history: the position 2 is not an index of the 2 entries (0...1).")
        #expect(failure(#"{"entries":[],"position":-3}"#)
                == "position: Invalid history: the position is -3 but must be 0 when there are no entries.")
        #expect(failure(#"{"entries":["a"],"position":0,"limit":0}"#)
                == "limit: Invalid history: the limit must be at least 1 but is 0.")
    }

    @Test func aHistoryOfRealPathsComposesWithTheLibrary() throws {
        let registry = makeTestRegistry()
        var stack = NavigationStackState<NavigationPath>()
        var history = NavigationHistory<NavigationPath>()
        history.record(stack.path)
        try stack.push(CategoryID("desserts"), using: registry)
        history.record(stack.path)
        try stack.push(RecipeID("apple-pie"), using: registry)
        history.record(stack.path)
        try stack.push(Ingredient("butter"), using: registry)
        history.record(stack.path)
        let visited = [
            NavigationPath(),
            NavigationPath([CategoryID("desserts")]),
            NavigationPath([CategoryID("desserts"), RecipeID("apple-pie")]),
            NavigationPath([CategoryID("desserts"), RecipeID("apple-pie"), Ingredient("butter")]),
        ]
        #expect(history == (try NavigationHistory(entries: visited, position: 3)))

        // ctrl-o twice restores whole paths; recording each restore is a no-op.
        stack.setPath(try history.back())
        history.record(stack.path)
        stack.setPath(try history.back())
        history.record(stack.path)
        #expect(stack == NavigationStackState(path: NavigationPath([CategoryID("desserts")])))
        #expect(history == (try NavigationHistory(entries: visited, position: 1)))

        // A new push from there drops the later places.
        try stack.push(RecipeID("pie-crust"), using: registry)
        history.record(stack.path)
        #expect(history == (try NavigationHistory(entries: Array(visited[0...1]) + [NavigationPath([CategoryID("desserts"), RecipeID("pie-crust")])], position: 2)))

        // Saved with the place through the paths' codable form, and restored.
        let coding = makeTestCoding()
        let saved = try history.map { path throws(NavigationError) in try path.encoded(using: coding) }
        let data = try JSONEncoder().encode(saved)
        let loaded = try JSONDecoder().decode(NavigationHistory<NavigationPath.CodableRepresentation>.self, from: data)
        let restored = try loaded.map { representation throws(NavigationError) in try NavigationPath(representation, using: coding) }
        #expect(restored == history)
    }

    /// The reference the generated runs are checked against: a plain array and an index
    /// (-1 when empty), with the rules written out one by one.
    struct Model {
        var places: [String] = []
        var index = -1
        let limit: Int

        mutating func record(_ place: String) {
            if index >= 0 && places[index] == place { return }
            places = Array(places.prefix(index + 1)) + [place]
            while places.count > limit { places.removeFirst() }
            index = places.count - 1
        }

        mutating func back() -> String? {
            guard index > 0 else { return nil }
            index -= 1; return places[index]
        }

        mutating func forward() -> String? {
            guard index + 1 < places.count else { return nil }
            index += 1; return places[index]
        }
    }

    @Test(arguments: [(seed: UInt64(13), limit: 1), (seed: 2026, limit: 5), (seed: 77, limit: 100)])
    func generatedOperationsMatchTheReferenceModel(seed: UInt64, limit: Int) throws {
        var rng = SplitMix64(seed: seed)
        var history = try History(limit: limit)
        var model = Model(limit: limit)
        let places = ["a", "b", "c", "d", "e", "f"]
        var (moves, truncations, fullSteps) = (0, 0, 0)
        for step in 0..<1_000 {
            let operation: String
            let choice = rng.below(5)
            if choice < 2 {
                let place = places[rng.below(places.count)]
                operation = "record(\(place))"
                if model.index + 1 < model.places.count && model.places[model.index] != place { truncations += 1 }
                history.record(place)
                model.record(place)
            } else {
                let isBack = choice < 4
                operation = isBack ? "back" : "forward"
                let expected = isBack ? model.back() : model.forward()
                if expected != nil { moves += 1 }
                do {
                    #expect(try (isBack ? history.back() : history.forward()) == expected, "step \(step): \(operation)")
                } catch {
                    #expect(expected == nil && error == (isBack ? .historyAtStart : .historyAtEnd), "step \(step): \(operation) threw \(error)")
                }
            }
            let want = try History(entries: model.places, position: max(model.index, 0), limit: limit)
            try #require(history == want, "step \(step) (\(operation)): \(history.entries)@\(history.position), expected \(want.entries)@\(want.position)")
            #expect(history.current == (model.index >= 0 ? model.places[model.index] : nil))
            #expect(history.canGoBack == (model.index > 0) && history.canGoForward == (model.index + 1 < model.places.count))
            #expect(try decode(json(history)) == history, "step \(step): JSON round trip")
            if model.places.count == limit { fullSteps += 1 }
        }
        // The run went back and forward, dropped later places, and (but for the 100) hit the bound.
        #expect(limit == 1 || (moves > 100 && truncations > 20))
        #expect(limit == 100 || fullSteps > 100)
    }
}
