import Cooklang
import Testing
import TestSupport

/// The language's own conformance suites, read from `../shared/data/cooklang/`. Every case
/// must pass; a case we decided differently would be listed in docs/cooklang.md and here.
@Suite("Cooklang canonical suites")
struct CanonicalSuiteTests {
    @Test(arguments: [("canonical.yaml", 60), ("canonical-cooklang-rs.yaml", 57)])
    func everyCasePasses(file: String, count: Int) throws {
        let cases = try CanonicalCase.load(file)
        #expect(cases.count == count)
        var failures: [String] = []
        for testCase in cases {
            let recipe = CooklangParser.parse(testCase.source)
            let steps = CanonicalCase.items(of: recipe)
            var metadata: [String: String] = [:]
            for entry in recipe.metadata { metadata[entry.key] = entry.value.text ?? "" }
            if steps != testCase.comparableSteps || metadata != testCase.metadata || !recipe.errors.isEmpty {
                failures.append("\(testCase.name):\n  expected \(testCase.comparableSteps) \(testCase.metadata)\n  got      \(steps) \(metadata) \(recipe.errors)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(cases.count) cases fail:\n\(failures.joined(separator: "\n"))")
    }
}
