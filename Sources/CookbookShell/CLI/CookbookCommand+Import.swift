#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FileSystem
import Glibc
import RecipeStore
import Terminal
import WebImport

/// `cookbook import SOURCE... [--into DIR] [--category NAME] [--dry-run] [--again] [--json]` (issue #20).
extension CookbookCommand {
    /// What one imported recipe became, for `--json`.
    private struct ImportReport: Encodable {
        let source: String
        let title: String
        let file: String?
        let ingredients: Int
        let steps: Int
        let sections: Int
        let repairs: [String]
        let text: String?
    }

    /// A source that could not be imported, for `--json`.
    private struct ImportFailure: Encodable {
        let source: String
        let error: String
    }

    /// A page not imported because the folder has it already (no `--again`), for `--json`.
    private struct ImportSkip: Encodable {
        let source: String
        let file: String
    }

    /// The exit status when nothing failed but a page was not imported because the folder has
    /// it already: not 0 (what was asked, a new file, was not done; a script must not go on as
    /// if it had been), not 1 (nothing went wrong: the recipe is there), not 2 (the command line
    /// was good).
    static let alreadyImportedStatus: Int32 = 3

    /// Imports every source; 0 when each gave at least one recipe, 1 when any failed, 2 when
    /// the destination cannot be told, 3 when none failed but a page was already imported
    /// into the folder (and `--again` not given), which writes nothing for it.
    static func importRecipes(_ sources: [String], options: Options, locator: CollectionLocator) -> Int32 {
        var folder: String?
        if !options.dryRun {
            switch importFolder(options: options, locator: locator) {
            case let .success(path): folder = path
            case let .failure(failure):
                printError(failure.message + "\n" + Options.usage)
                return 2
            }
        }
        let importer = RecipeImporter()
        var reports: [ImportReport] = []
        var failures: [ImportFailure] = []
        var skipped: [ImportSkip] = []
        var texts: [String] = []
        var writer: RecipeFileWriter?
        // The pages the folder has, read once for the run (file heads only), and those written since.
        var pages: ImportedPages?
        for source in sources {
            do {
                let recipes = try importer.recipes(from: source)
                // The page's repairs, said once for the page (not once per recipe on it).
                if !options.json { for repair in recipes.first?.repairs ?? [] { printError("\(source): repaired the JSON-LD: \(repair)") } }
                if let folder, !options.again {
                    if pages == nil { pages = ImportedPages(folder: folder) }
                    if let file = pages?.file(holding: recipes) {
                        skipped.append(ImportSkip(source: source, file: folder + "/" + file))
                        if !options.json { printError("\(source) is already imported as \(folder)/\(file); nothing written (--again imports another copy)") }
                        continue
                    }
                }
                for imported in recipes {
                    var path: String?
                    if let folder {
                        // One writer for the run: the folder is listed once, not once per recipe.
                        if writer == nil { writer = try RecipeFileWriter(folder: folder) }
                        path = try writer?.write(imported.file.text, title: imported.recipe.title)
                    }
                    reports.append(ImportReport(source: source, title: imported.recipe.title, file: path, ingredients: imported.file.ingredientCount,
                                                steps: imported.file.stepCount, sections: imported.file.sectionCount, repairs: imported.repairs,
                                                text: options.dryRun ? imported.file.text : nil))
                    texts.append(imported.file.text)
                    if let path { pages?.add(String(path.dropFirst(folder.map { $0.count + 1 } ?? 0)), source: imported.recipe.source) }
                    if !options.json {
                        if let path {
                            let counts = "\(imported.file.ingredientCount) ingredients, \(imported.file.stepCount) steps"
                                + (imported.file.sectionCount > 0 ? ", \(imported.file.sectionCount) sections" : "")
                            writeAll(Sanitizer.escaped("Imported \(imported.recipe.title) → \(path) (\(counts))") + "\n", to: STDOUT_FILENO)
                        }
                    }
                }
            } catch {
                failures.append(ImportFailure(source: source, error: error.description))
                if !options.json { printError(error.description) }
            }
        }
        if options.json {
            struct Output: Encodable { let imported: [ImportReport]; let failed: [ImportFailure]; let alreadyImported: [ImportSkip] }
            let status = write { try PlainOutput.encode(Output(imported: reports, failed: failures, alreadyImported: skipped)) }
            if status != 0 { return status }
        } else if options.dryRun {
            writeAll(Sanitizer.escaped(texts.joined(separator: "\n"), keepingNewlines: true), to: STDOUT_FILENO)
        }
        return !failures.isEmpty ? 1 : !skipped.isEmpty ? alreadyImportedStatus : 0
    }

    /// Where imported files go: `--into DIR`, else the collection's folder; `--category NAME`
    /// a folder inside it. A JSON collection has no folder to write to.
    private static func importFolder(options: Options, locator: CollectionLocator) -> Result<String, Options.Failure> {
        var base: String
        if let into = options.into {
            base = into
        } else {
            let collection: String
            do { collection = try locator.locate(option: options.data) } catch {
                return .failure(Options.Failure(message: "\(error) Give --into DIR, or --data with the collection's folder."))
            }
            guard CollectionOpener.isFolder(collection) else {
                return .failure(Options.Failure(message: "the collection \(collection) is one JSON file; import writes .cook files: give --into DIR"))
            }
            base = collection
        }
        if let category = options.category {
            let parts = category.split(separator: "/")
            guard !category.hasPrefix("/"), !parts.isEmpty, !parts.contains(where: { $0 == ".." || $0 == "." || $0.hasPrefix(".") }) else {
                return .failure(Options.Failure(message: "--category needs a folder name inside the collection (no leading /, no . or .. parts), not \"\(category)\""))
            }
            for part in parts { base += "/" + existingFolder(named: String(part), in: base) }
        }
        return .success(base)
    }

    /// The folder in `parent` that `name` means: one of that name, else one whose category id
    /// is `name` (`main-dishes` for `Main Dishes`, as `cookbook list` shows it), else `name`
    /// itself (to be made).
    private static func existingFolder(named name: String, in parent: String) -> String {
        let folders = (FilePath.names(in: parent) ?? []).filter { !$0.hasPrefix(".") && CollectionOpener.isFolder(parent + "/" + $0) }
        if folders.contains(name) { return name }
        let id = { (folder: String) in CookFileIDs.categoryID(ofFolder: folder) }
        return folders.sorted().first { id($0) == id(name) } ?? name
    }
}
