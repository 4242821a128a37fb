// swift-tools-version:6.0
// Cookbook: a keyboard-driven terminal recipe browser on a pure-Swift navigation library.
import PackageDescription

/// The app's own modules reach generic types' metadata through accessor functions rather than
/// mangled names: a mangled name is demangled and its conformances looked up in every
/// conformance record of the binary on first use, at every start (≈ 0.3-0.5 ms before the
/// first frame). Not on the library products, whose users could not build them with it.
let directMetadataAccess: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])]

let package = Package(
    name: "Cookbook",
    products: [
        .library(name: "Navigation", targets: ["Navigation"]),
        .library(name: "RecipeStore", targets: ["RecipeStore"]),
        .library(name: "Cooklang", targets: ["Cooklang"]),
    ],
    targets: [
        // Pure navigation model: paths, stacks, destination registry, split view, tabs,
        // Codable state and deep links. No terminal, no ncurses, Foundation only for JSON.
        .target(name: "Navigation"),
        // A Cooklang (.cook) parser, standard library only, with the small YAML reader its
        // front matter needs. Reusable on its own.
        .target(name: "Cooklang"),
        // Reads the TOML subset of config.toml (tables, strings, integers, lists); stdlib only.
        .target(name: "TOML"),
        // The one file layer: every read, write, append, atomic replace and free-name choice
        // (FileDescriptor's loops, FilePath, AtomicFile, FileText, FreeName). Swift and the C
        // library only: the C calls Swift's Glibc leaves out are looked up by name (CLibrary).
        .target(name: "FileSystem"),
        // Recipe model, collection formats (JSON files, folders of .cook files) and validation,
        // and the store the screens query.
        .target(name: "RecipeStore", dependencies: ["Cooklang", "TOML", "FileSystem"]),
        // The C library pieces Swift cannot reach directly (the UTF-8 locale, termios for
        // signal-safe restore, signals, wcwidth for the test of our width table), and ncursesw
        // through a shim header.
        .target(name: "CTerminal"),
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncursesw5-dev"])]),
        // The pure terminal model: cells, styles, themes, the cell buffer and the difference
        // between frames, keys, display widths (a table generated from the C library's wcwidth),
        // sanitising, escapes as text, and the backend protocol. Standard library only: no C
        // module, no I/O, so the app builds without ncursesw.
        .target(name: "Terminal", swiftSettings: directMetadataAccess),
        // The real terminal: NcursesBackend (ncursesw; its writes to the terminal are FileSystem's
        // writeAll), whether the tty's input has ended, and the process environment. Used by the
        // shell, never by the app.
        .target(name: "TerminalCurses", dependencies: ["Terminal", "CTerminal", "CNcursesw", "FileSystem"], swiftSettings: directMetadataAccess),
        // The app as a value: state, update (keys → new state) and view (state → cells). Pure,
        // so every behaviour is tested without a terminal; no C module of ours is in its
        // dependencies (PurityTests checks).
        .target(name: "CookbookApp", dependencies: ["Navigation", "RecipeStore", "Terminal", "TOML"], swiftSettings: directMetadataAccess),
        // libxml2's HTML parser and libcurl's HTTP client behind a small C surface (one C file
        // each), opened with dlopen on first use: linked, they loaded ~35 libraries at every start.
        .target(name: "CWeb", cSettings: [.unsafeFlags(["-I/usr/include/libxml2"])]),
        // `cookbook import`: schema.org Recipe objects found in web pages (JSON-LD), written as
        // Cooklang files.
        .target(name: "WebImport", dependencies: ["RecipeStore", "Cooklang", "CWeb", "FileSystem"]),
        // The process shell around the pure app: command line, the session loop (any backend,
        // any signal source), state and favourites files, XDG paths, plain output, signals.
        .target(name: "CookbookShell", dependencies: ["CookbookApp", "Navigation", "RecipeStore", "Terminal", "TerminalCurses", "CTerminal", "WebImport", "FileSystem"],
                swiftSettings: directMetadataAccess),
        // The executable: hands the process to CookbookShell.
        .executableTarget(name: "cookbook", dependencies: ["CookbookShell", "RecipeStore", "TerminalCurses"], swiftSettings: directMetadataAccess),
        // Converters from other recipe sets (the shared public-domain recipes), the
        // generator of benchmark collections, and the search relevance set's reader and scores.
        .target(name: "RecipeImport", dependencies: ["RecipeStore", "FileSystem"]),
        .executableTarget(name: "cookbook-gen", dependencies: ["RecipeImport", "RecipeStore", "FileSystem"]),
        // Prints our parse of .cook files as JSON, for the differential check against the
        // official parser (`make conformance`).
        .executableTarget(name: "cooklang-dump", dependencies: ["Cooklang", "FileSystem"]),
        // Our reading of Cooklang's shopping files, for `make conformance` against the official package.
        .executableTarget(name: "shopping-dump", dependencies: ["Cooklang", "RecipeStore", "FileSystem"]),
        // Measures the store on one collection (run by `make bench`).
        .executableTarget(name: "cookbook-bench", dependencies: ["RecipeStore", "RecipeImport", "CookbookApp", "Terminal", "Fuzzing", "FileSystem"]),
        // Fuzzing: the FuzzTarget type, a deterministic mutator and every target
        // (FuzzTargets.all): the JSON collection reader, the Cooklang parser, the YAML and TOML readers, web pages,
        // the shopping files, aisle.conf, pantry.conf, menus, links, reference chains and the folder cache.
        .target(name: "Fuzzing", dependencies: ["Cooklang", "TOML", "Navigation", "RecipeStore", "CookbookApp", "CookbookShell", "Terminal", "WebImport", "FileSystem"]),
        // Crash and hang capture for the fuzzer (signal handlers, a timer): saves the input that
        // was running with async-signal-safe calls only.
        .target(name: "CFuzz"),
        // Runs the fuzz targets with a fixed seed (`make fuzz`); a crash or hang is saved under
        // Tests/Fixtures/fuzz/<target>/.
        .executableTarget(name: "cookbook-fuzz", dependencies: ["Fuzzing", "CFuzz", "FileSystem"]),
        // Fixtures and assertion helpers shared by every test target.
        .target(name: "TestSupport", dependencies: ["Navigation", "Cooklang", "RecipeStore", "RecipeImport", "Terminal", "CookbookApp", "CookbookShell", "Fuzzing", "WebImport", "FileSystem"], path: "Tests/TestSupport"),
        .testTarget(name: "CooklangTests", dependencies: ["Cooklang", "RecipeImport", "TestSupport"]),
        // The TOML reader against the toml-test cases, unsupported features and damaged input.
        .testTarget(name: "TOMLTests", dependencies: ["TOML", "Fuzzing"]),
        .testTarget(name: "NavigationTests", dependencies: ["Navigation", "TestSupport"]),
        // The file layer: its loops, new files and names, and that no source outside it does file I/O.
        .testTarget(name: "FileSystemTests", dependencies: ["FileSystem", "TestSupport"]),
        .testTarget(name: "RecipeStoreTests", dependencies: ["RecipeStore", "RecipeImport", "TestSupport", "Fuzzing", "FileSystem"]),
        .testTarget(name: "WebImportTests", dependencies: ["WebImport", "RecipeStore", "TestSupport", "FileSystem"]),
        // CTerminal: the width table is compared with the C library's wcwidth.
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "TerminalCurses", "CTerminal", "TestSupport"]),
        .testTarget(name: "FuzzTests", dependencies: ["Fuzzing"]),
        .testTarget(name: "CookbookAppTests", dependencies: ["CookbookApp", "Navigation", "RecipeStore", "Terminal", "TestSupport"]),
        .testTarget(name: "CookbookShellTests", dependencies: ["CookbookShell", "CookbookApp", "Navigation", "RecipeStore", "RecipeImport", "Terminal", "TerminalCurses", "TestSupport", "FileSystem"]),
    ]
)
