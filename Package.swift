// swift-tools-version:6.0
// Cookbook: a keyboard-driven terminal recipe browser on a pure-Swift navigation library.
import PackageDescription

let package = Package(
    name: "Cookbook",
    products: [
        .library(name: "Navigation", targets: ["Navigation"]),
        .library(name: "RecipeStore", targets: ["RecipeStore"]),
    ],
    targets: [
        // Pure navigation model: paths, stacks, destination registry, split view, tabs,
        // Codable state and deep links. No terminal, no ncurses, Foundation only for JSON.
        .target(name: "Navigation"),
        // Recipe model, collection format and validation, and the store the screens query.
        .target(name: "RecipeStore"),
        // Converters from other recipe sets (the shared public-domain recipes) and the
        // generator of benchmark collections.
        .target(name: "RecipeImport", dependencies: ["RecipeStore"]),
        .executableTarget(name: "cookbook-gen", dependencies: ["RecipeImport", "RecipeStore"]),
        // Measures the store on one collection (run by `make bench`).
        .executableTarget(name: "cookbook-bench", dependencies: ["RecipeStore"]),
        // Fixtures and assertion helpers shared by every test target.
        .target(name: "TestSupport", dependencies: ["Navigation", "RecipeStore", "RecipeImport"], path: "Tests/TestSupport"),
        .testTarget(name: "NavigationTests", dependencies: ["Navigation", "TestSupport"]),
        .testTarget(name: "RecipeStoreTests", dependencies: ["RecipeStore", "RecipeImport", "TestSupport"]),
    ]
)
