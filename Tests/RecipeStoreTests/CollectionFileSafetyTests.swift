import Dispatch
import FileSystem
import Foundation
import RecipeStore
import Testing
import TestSupport

/// Reading collections never hangs, never follows a link out of the collection, never reads
/// more than it can hold, and keeps what it caches private.
@Suite("Collection files are read safely")
struct CollectionFileSafetyTests {
    let scratch = NSTemporaryDirectory() + "cookbook-file-safety-" + UUID().uuidString

    init() throws {
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    }

    private func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }

    // MARK: Item 15: private caches, no links out of the collection

    @Test func cachesAreOwnerOnlyEvenInAnOlderReadableCacheFolder() throws {
        let cache = scratch + "/cache"
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let folder = try CookFolder(["Soup.cook": "Boil @water."])
        _ = try FolderCache(directory: cache).load(folder: folder.path)
        let json = scratch + "/frames.json"
        try FileManager.default.copyItem(atPath: AppFixtures.framesCollection, toPath: json)
        #expect(try CollectionOpener.open(path: json, cacheDirectory: cache, threshold: 0) is IndexedRecipeStore)
        #expect(try mode(cache) == 0o700)
        let files = try FileManager.default.contentsOfDirectory(atPath: cache)
        #expect(files.filter { $0.hasSuffix(".cbf") || $0.hasSuffix(".cbx") }.count == 3, "the folder's archive and index, the JSON's index: \(files)")
        for file in files { #expect(try mode(cache + "/" + file) == 0o600, "\(file)") }
    }

    @Test func linksLeadingOutOfTheCollectionAreSkippedWithAWarning() throws {
        let outside = try CookFolder(["secret.txt": "root:x:0:0", "Elsewhere/Stolen.cook": "Take @gold."])
        let folder = try CookFolder(["Real.cook": "Stir @soup.", "Soups/Leek.cook": "Sweat @leeks."])
        try folder.addSymlink("Passwords.cook", to: outside.path + "/secret.txt")
        try folder.addSymlink("Soups/Up.cook", to: "../../" + FilePath.name(of: outside.path) + "/secret.txt")
        try folder.addSymlink("Loot", to: outside.path + "/Elsewhere")
        try folder.addSymlink("Alias.cook", to: "Real.cook")   // inside: kept
        let collection = try FolderCollectionLoader.load(folder: folder.path)
        #expect(collection.recipes.map(\.id.rawValue) == ["alias", "real", "soups/leek"])
        let skipped = collection.warnings.filter { $0.message.contains("outside the collection") }.map(\.file)
        #expect(skipped == ["Loot", "Passwords.cook", "Soups/Up.cook"].map { folder.path + "/" + $0 })
        let cache = scratch + "/cache"
        _ = try FolderCache(directory: cache).load(folder: folder.path)
        for file in try FileManager.default.contentsOfDirectory(atPath: cache) {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: cache + "/" + file))
            #expect(bytes.range(of: Data("root:x".utf8)) == nil, "the outside file is not copied into the cache")
        }
    }

    // MARK: Items 8 and 16: one descriptor, no blocking, a size limit

    /// Runs `body` on another thread; false when it has not finished after `seconds`.
    private func finishes(within seconds: Double, _ body: @escaping @Sendable () -> Void) -> Bool {
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread { body(); done.signal() }
        return done.wait(timeout: .now() + seconds) == .success
    }

    @Test func aFIFOInPlaceOfTheCollectionIsRefusedWithoutHanging() throws {
        let fifo = scratch + "/recipes.json"
        #expect(mkfifo(fifo, 0o600) == 0)
        nonisolated(unsafe) var outcome: Result<Int, CollectionError>?
        let finished = finishes(within: 5) {
            outcome = Result { () throws(CollectionError) in try CollectionOpener.open(path: fifo, cacheDirectory: nil).recipeCount }
        }
        if !finished {   // release the blocked reader so the test process can end
            let writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
        }
        #expect(finished, "opening a FIFO must not wait for a writer")
        guard finished, case let .failure(error) = outcome else { Issue.record("expected an error, got \(String(describing: outcome))"); return }
        #expect(error == .unreadable(path: fifo, reason: "it is a FIFO, not a regular file"))
    }

    /// A file of `megabytes` MiB that takes no room (sparse), to test size limits.
    private func sparseFile(_ path: String, megabytes: Int) throws {
        _ = FileManager.default.createFile(atPath: path, contents: Data("{".utf8))
        #expect(truncate(path, off_t(megabytes << 20)) == 0)
    }

    @Test func aCollectionOverTheSizeLimitIsRefusedWithAMessage() throws {
        let json = scratch + "/huge.json"
        try sparseFile(json, megabytes: 3)
        let expected = CollectionError.unreadable(path: json, reason: "it is 3 MiB, more than the 2 MiB Cookbook reads")
        #expect(throws: expected) { try CollectionLoader.load(path: json, limit: 2 << 20) }
        #expect(throws: expected) { try CollectionOpener.open(path: json, cacheDirectory: nil, sizeLimit: 2 << 20) }
        #expect(throws: expected) { try CollectionOpener.open(path: json, cacheDirectory: scratch + "/cache", threshold: 0, sizeLimit: 2 << 20) }
        #expect(expected.description.hasSuffix("huge.json: cannot read the recipe collection: it is 3 MiB, more than the 2 MiB Cookbook reads."))
        #expect(CollectionLoader.maximumSize == 1 << 30, "the documented limit (docs/performance.md)")
    }

    @Test func aRecipeFileOverTheSizeLimitIsListedAsBroken() throws {
        let folder = try CookFolder(["Small.cook": "Stir."])
        try sparseFile(folder.path + "/Big.cook", megabytes: 17)
        let collection = try FolderCollectionLoader.load(folder: folder.path)
        #expect(collection.recipes.map(\.name) == ["Big", "Small"])
        #expect(collection.recipes[0].problems == ["cannot read the file: it is 17 MiB, more than the 16 MiB Cookbook reads"])
        #expect(collection.recipes[1].problems.isEmpty)
        #expect(try FolderCollectionLoader.load(folder: folder.path, fileLimit: 4).recipes.map(\.problems.count) == [1, 1])
    }

    // MARK: Item 17: encodings of files and names

    @Test func aByteOrderMarkIsIgnored() throws {
        let text = "---\nservings: 4\n---\nAdd @salt{1%tsp}.\n"
        let plain = try CookFolder(["Soup.cook": text])
        let marked = try CookFolder([:], bytes: ["Soup.cook": [0xEF, 0xBB, 0xBF] + Array(text.utf8)])
        let expected = try FolderCollectionLoader.load(folder: plain.path).recipes
        #expect(try FolderCollectionLoader.load(folder: marked.path).recipes == expected)
        #expect(expected[0].servings == 4)
    }

    /// "Add @salt." in UTF-16: little-endian with a mark, big-endian with a mark, and without one.
    static let utf16Files: [[UInt8]] = {
        let units = Array("Add @salt.".utf16)
        let little = units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big = units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        return [[0xFF, 0xFE] + little, [0xFE, 0xFF] + big, little]
    }()

    @Test(arguments: utf16Files)
    func utf16FilesAreBrokenRecipesThatSayWhatToDo(bytes: [UInt8]) throws {
        let folder = try CookFolder(["Good.cook": "Stir."], bytes: ["Wide.cook": bytes])
        let collection = try FolderCollectionLoader.load(folder: folder.path)
        let wide = try #require(collection.recipes.first { $0.name == "Wide" })
        #expect(wide.problems == ["the file is UTF-16; save it as UTF-8"])
        #expect(wide.steps.isEmpty && wide.ingredients.isEmpty)
        #expect(collection.warnings.map(\.description) == ["\(folder.path)/Wide.cook: the file is UTF-16; save it as UTF-8"])
    }

    @Test func namesThatAreNotUTF8AreNamedWithEscapes() throws {
        let folder = try CookFolder(["Good.cook": "Stir."])
        let badFile = Array(folder.path.utf8) + Array("/Caf".utf8) + [0xE9] + Array(".cook".utf8)
        let badFolder = Array(folder.path.utf8) + Array("/Soups".utf8) + [0xFF]
        #expect(Self.create(badFile, directory: false) && Self.create(badFolder, directory: true))
        #expect(Self.create(badFolder + Array("/Leek.cook".utf8), directory: false))
        let collection = try FolderCollectionLoader.load(folder: folder.path)
        #expect(collection.recipes.map(\.name) == [#"Caf\xe9"#, "Good"])
        let cafe = try #require(collection.recipes.first { $0.name == #"Caf\xe9"# })
        #expect(cafe.problems == [#"the file name is not valid UTF-8 (Caf\xe9.cook); rename the file"#])
        #expect(collection.warnings.map(\.description).sorted() == [
            #"\#(folder.path)/Caf\xe9.cook: the file name is not valid UTF-8 (Caf\xe9.cook); rename the file"#,
            #"\#(folder.path)/Soups\xff: skipped: the folder name is not valid UTF-8 (Soups\xff); rename the folder"#,
        ])
    }

    /// Creates a file or folder whose path is raw bytes (possibly not UTF-8).
    private static func create(_ path: [UInt8], directory: Bool) -> Bool {
        let cPath = path.map { CChar(bitPattern: $0) } + [0]
        if directory { return mkdir(cPath, 0o755) == 0 }
        let fd = open(cPath, O_WRONLY | O_CREAT, 0o644)
        guard fd >= 0 else { return false }
        _ = "Stir.".withCString { write(fd, $0, 5) }
        close(fd)
        return true
    }
}
