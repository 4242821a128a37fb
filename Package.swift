// swift-tools-version:6.0
// Cookbook: a keyboard-driven terminal recipe browser on a pure-Swift navigation library.
import PackageDescription

let package = Package(
    name: "Cookbook",
    products: [
        .library(name: "Navigation", targets: ["Navigation"]),
    ],
    targets: [
        // Pure navigation model: paths, stacks, destination registry, split view, tabs,
        // Codable state and deep links. No terminal, no ncurses, Foundation only for JSON.
        .target(name: "Navigation"),
        // Fixtures and assertion helpers shared by every test target.
        .target(name: "TestSupport", dependencies: ["Navigation"], path: "Tests/TestSupport"),
        .testTarget(name: "NavigationTests", dependencies: ["Navigation", "TestSupport"]),
    ]
)
