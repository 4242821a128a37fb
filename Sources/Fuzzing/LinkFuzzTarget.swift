import CookbookApp
import CookbookShell
import Foundation
import Navigation
import RecipeStore

extension FuzzTarget {
    /// A `cookbook open` message on any bytes, sent over a real socket to a `LinkServer`, and
    /// the `cookbook://` link it carries opened over a small kitchen folder, as the running
    /// browser opens it. The server answers exactly as the message warrants (`ok` and the line
    /// queued, or an error and nothing queued); a link that opens gives the same state
    /// every time, and the link back to that state opens to the same place.
    public static let link = FuzzTarget(
        name: "link",
        seeds: [
            "cookbook://category/mains/recipe/mains%2Fmargherita\n", "cookbook://recipe/mains/leek-soup\r\n",
            "cookbook://category/mains/recipe/mains%2Fmargherita/ingredient/passata/ingredient/butter?filter=%23tag#frag\n",
            "cookbook://search?q=egg+soup&x=%E9%A4&&=\n", "cookbook://ingredient/butter", "cookbook://favourites\n", "cookbook://shopping\n",
            "cookbook://category/breads?filter=dough\nsecond line\n", "COOKBOOK://category//x\n", "http://x\n", "cookbook:/x\n", "\n",
        ].map { Array($0.utf8) },
        tokens: ["cookbook://", "category/", "recipe/", "/related/", "/ingredient/", "search?q=", "?filter=", "&", "=", "#", "%", "%2F",
                 "%E9", "%C3%A9", "%FF", "+", "/", "//", "\n", "\r\n", "mains", "mains%2Fmargherita", "breads%2Fpizza-dough"],
        shapes: [.nested("/related/mains%2Fmargherita"), .nested("/ingredient/butter"), .nested("%25"), .nested("//")]
    ) { bytes in
        guard let collection = FuzzFolder.kitchenCollection else { return }
        let exchanged = LinkFuzzFixture.server.withLock { server in
            server.map { server in (reply: LinkFuzzFixture.send(bytes, to: server.address.socketPath), links: server.pendingLinks()) }
        }
        guard let (reply, links) = exchanged else { return }
        let expected = LinkFuzzFixture.expected(bytes)
        precondition(LinkFuzzFixture.matches(reply, expected.reply), "the server answered \(reply.debugDescription), not \(expected.reply.debugDescription)")
        precondition(links == (expected.link.map { [$0] } ?? []), "the server queued \(links), not \(expected.link.map { [$0] } ?? [])")
        guard let text = expected.link else { return }
        _ = try? DeepLink(parsing: text)
        let env = AppEnvironment(store: MemoryRecipeStore(collection))
        let router = AppLinks.router(env: env)
        var state = AppState(width: 120, height: 40), again = state
        let opened = Result { () throws(NavigationError) in try router.open(text, in: &state) }
        let reopened = Result { () throws(NavigationError) in try router.open(text, in: &again) }
        precondition(state == again && opened.isSuccess == reopened.isSuccess, "the same link opened twice differs")
        guard opened.isSuccess, let back = AppLinks.link(to: state) else { return }
        var followed = AppState(width: 120, height: 40)
        do throws(NavigationError) { try router.open(back, in: &followed) } catch { preconditionFailure("the link back, \(back), does not open: \(error)") }
        precondition(AppLinks.link(to: followed) == back, "the link back, \(back), opens elsewhere")
    }
}

extension Result {
    /// Whether this is a success.
    fileprivate var isSuccess: Bool { if case .success = self { true } else { false } }
}
