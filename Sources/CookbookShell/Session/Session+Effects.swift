import CookbookApp
import FileSystem
import RecipeStore
#if canImport(Glibc)
import Glibc
#endif

/// The effects `update` asks for, performed: files saved, the terminal handed to an editor,
/// workers started (a shopping list, a ranking, an import).
extension Session {
    /// Performs one effect `update` asked for; what it comes to (a save's outcome, a notice) is
    /// sent back as an event.
    func perform(_ effect: Effect) {
        switch effect {
        case let .saveFavourites(change):
            guard let favourites, favouritesProblem == nil else {
                send(.favouritesNotSaved(reason: favouritesProblem ?? "there is no favourites file"))
                return
            }
            do {
                send(.favouritesSaved(try favourites.apply(change)))
            } catch {
                if case .cannotSave = error {} else { favouritesProblem = "\(error)" }
                send(.favouritesNotSaved(reason: "\(error)"))
            }
        case .saveState:
            unsaved = true
            if now().timeIntervalSince(lastSave) >= 1 { save() }
        case .redraw:
            backend.redraw()
        case let .copyToClipboard(text):
            backend.copyToClipboard(text)
        case .suspend:
            save()
            backend.suspend()
            let size = backend.size
            send(.resize(width: size.width, height: size.height))
        case let .shopping(change):
            guard let shopping else {
                send(.shoppingNotSaved(reason: "this collection has no place for a shopping list"))
                return
            }
            let store = env.store
            shoppingJob.start { shopping.apply(change, store: store) }
        case let .rankCookable(request):
            let store = env.store
            cookableJob.start { .cookableRanked(request, request.rank(store: store)) }
        case let .ring(title, body):
            backend.ring(title: title, body: body)
        case let .edit(id):
            edit(id)
        case .readFavourites:
            guard let favourites, favouritesProblem == nil, let list = favourites.reread(), list != state.favourites else { return }
            send(.favouritesRead(list))
        case .reload:
            guard let editor else { return }
            apply(editor.reload())
        case let .newRecipe(title, category):
            guard let editor else { return }
            switch editor.create(title: title, category: category, store: env.store) {
            case let .failure(refusal):
                send(.notice(refusal.description, isWarning: true))
            case let .success((file, id)):
                save()
                while let pending = reloads.takeReload() { apply(pending) }
                let status = signals.whileHandedOver { backend.handOver { editor.edit(file) } }
                // Left as the template (the editor quit, or could not run): nothing was written.
                if FileText.read(file) == .text(RecipeEditor.template(title: title)) {
                    unlink(file)
                    let why = status == 127 ? "the editor (\(editor.editor)) could not be run" : "the template was left as it was"
                    return send(.notice("No recipe made: \(why).", isWarning: true))
                }
                readBack(editor)
                send(.created(id, file: String(file.split(separator: "/").last ?? "")))
            }
        case let .importRecipe(source, category, again):
            guard let editor, CollectionOpener.isFolder(editor.collection) else {
                return send(.notice("This collection is one JSON file: `cookbook import SOURCE --into DIR` imports into a folder of .cook files.", isWarning: true))
            }
            let relative = editor.folder(of: category, store: env.store)
            let folder = editor.collection + (relative.isEmpty ? "" : "/" + relative)
            guard imports.start(source: source, into: folder, again: again, environment: environment) else {
                return send(.notice("An import is already running; wait for it to end.", isWarning: true))
            }
            importing = (source, category)
            send(.notice("Importing from \(source)…", isWarning: false))
        case .quit:
            break
        }
    }

    /// `e`: the editor on the recipe's file (the terminal handed over, the place saved first),
    /// then the collection read again and what the file now says about itself.
    private func edit(_ id: RecipeID) {
        guard let editor else { return send(.notice("Recipes cannot be edited here.", isWarning: true)) }
        switch editor.file(of: id, store: env.store) {
        case let .failure(refusal):
            send(.notice(refusal.description, isWarning: true))
        case let .success(file):
            save()
            while let pending = reloads.takeReload() { apply(pending) }    // what came before the edit, first
            let status = signals.whileHandedOver { backend.handOver { editor.edit(file) } }
            if status == 127 {
                return send(.notice("The editor (\(editor.editor)) could not be run; set $VISUAL or $EDITOR.", isWarning: true))
            }
            readBack(editor)
            if status != 0 {
                send(.notice("The editor (\(editor.editor)) ended with status \(status).", isWarning: true))
            } else {
                send(.edited(id, file: String(file.split(separator: "/").last ?? "")))
            }
        }
    }
}
