import Navigation
import Testing
import TestSupport

/// The state a deep link builds in these tests: a browse split view plus a search query.
struct LinkState: Equatable {
    var split = BrowseSplit(style: .threeColumn)
    var query = ""
}

@Suite("Deep links")
struct DeepLinkTests {
    static let categoryOf: [RecipeID: CategoryID] = ["apple-pie": "desserts", "pho": "soups"]

    static func makeRouter() -> DeepLinkRouter<LinkState> {
        var router = DeepLinkRouter<LinkState>(scheme: "cookbook")
        router.route("category/:category") { match, state throws(NavigationError) in
            let category = CategoryID(match["category"])
            guard categoryOf.values.contains(category) else { throw match.unresolved("there is no category \"\(category)\"") }
            state.split = BrowseSplit(style: .threeColumn)
            state.split.select(sidebar: category)
        }
        router.route("category/:category/recipe/:recipe") { match, state throws(NavigationError) in
            let recipe = RecipeID(match["recipe"])
            guard categoryOf[recipe] == CategoryID(match["category"]) else {
                throw match.unresolved("there is no recipe \"\(recipe)\" in category \"\(match["category"])\"")
            }
            state.split = BrowseSplit(style: .threeColumn)
            state.split.select(sidebar: CategoryID(match["category"]))
            try state.split.select(content: recipe)
        }
        router.route("recipe/:recipe") { match, state throws(NavigationError) in
            let recipe = RecipeID(match["recipe"])
            guard let category = categoryOf[recipe] else { throw match.unresolved("there is no recipe \"\(recipe)\"") }
            state.split = BrowseSplit(style: .threeColumn)
            state.split.select(sidebar: category)
            try state.split.select(content: recipe)
        }
        router.route("search") { match, state throws(NavigationError) in
            guard let query = match.link.queryValue("q") else { throw match.unresolved("a search link needs ?q=") }
            state.query = query
        }
        return router
    }

    @Test func parsesSchemeSegmentsAndQuery() throws {
        let link = try DeepLink(parsing: "Cookbook://category/desserts/recipe/cr%C3%A8me-br%C3%BBl%C3%A9e/?q=a+b%26c&x")
        #expect(link.scheme == "cookbook")
        #expect(link.segments == ["category", "desserts", "recipe", "crème-brûlée"])
        #expect(link.queryValue("q") == "a b&c")
        #expect(link.queryValue("x") == "")
        #expect(link.queryValue("nope") == nil)
    }

    @Test(arguments: [
        ("recipe/apple-pie", "expected scheme://path"),
        ("cookbook:recipe/apple-pie", "expected scheme://path"),
        ("1cb://recipe", "the scheme must be letters, digits, + . or -"),
        ("cookbook://", "the link has no path"),
        ("cookbook://recipe//apple-pie", "the path has an empty segment"),
        ("cookbook://recipe/%E2%8", "bad percent escape in \"%E2%8\""),
        ("cookbook://recipe/%FF", "bad percent escape in \"%FF\""),
        ("cookbook://search?=x", "bad query item \"=x\""),
    ])
    func malformedLinksAreRefusedWithAReason(text: String, reason: String) {
        #expect(throws: NavigationError.malformedURL(url: text, reason: reason)) { try DeepLink(parsing: text) }
    }

    @Test func aLinkBuildsTheWholeStateInOneChange() throws {
        let router = Self.makeRouter()
        let model = NavigationModel(LinkState())
        var changes: [LinkState] = []
        model.observe { _, new in changes.append(new) }
        model.update { state throws(NavigationError) in try router.open("cookbook://category/desserts/recipe/apple-pie", in: &state) }
        var expected = LinkState()
        expected.split.select(sidebar: "desserts")
        try expected.split.select(content: "apple-pie")
        #expect(model.state == expected)
        #expect(changes == [expected])
        #expect(model.state.split.collapsed.path == NavigationPath([CategoryID("desserts"), RecipeID("apple-pie")]))
    }

    @Test func aRecipeLinkGetsItsCategoryAsTheBackStack() throws {
        var state = LinkState()
        try Self.makeRouter().open("cookbook://recipe/pho", in: &state)
        #expect(state.split.collapsed.path == NavigationPath([CategoryID("soups"), RecipeID("pho")]))
        try state.split.backCollapsed()
        #expect(state.split.collapsed.path == NavigationPath([CategoryID("soups")]))
        try Self.makeRouter().open("cookbook://search?q=ma%20po", in: &state)
        #expect(state.query == "ma po")
    }

    @Test func badLinksChangeNothingAndSayWhy() throws {
        let router = Self.makeRouter()
        var state = LinkState()
        try router.open("cookbook://recipe/pho", in: &state)
        let before = state
        let cases: [(String, String)] = [
            ("cookbook://recipe/nope", "Cannot open \"cookbook://recipe/nope\": there is no recipe \"nope\"."),
            ("cookbook://category/soups/recipe/apple-pie", "Cannot open \"cookbook://category/soups/recipe/apple-pie\": there is no recipe \"apple-pie\" in category \"soups\"."),
            ("cookbook://menu/sunday", "Cannot open \"cookbook://menu/sunday\": no route matches /menu/sunday."),
            ("https://recipe/pho", "Malformed link \"https://recipe/pho\": expected a cookbook:// link."),
            ("cookbook://search", "Cannot open \"cookbook://search\": a search link needs ?q=."),
        ]
        for (link, message) in cases {
            do throws(NavigationError) {
                try router.open(link, in: &state)
                Issue.record("\(link) opened")
            } catch {
                #expect(error.description == message)
            }
            #expect(state == before)
        }
    }
}

@Suite("Deep links: rest-of-path parameters")
struct DeepLinkRestParameterTests {
    static func makeRouter() -> DeepLinkRouter<[String]> {
        var router = DeepLinkRouter<[String]>(scheme: "app")
        router.route("file/:kind/raw") { match, state throws(NavigationError) in state = ["raw", match["kind"]] }
        router.route("file/*path") { match, state throws(NavigationError) in state = ["file", match["path"]] }
        return router
    }

    @Test func aStarSegmentCapturesTheRestJoinedWithSlashes() throws {
        var state: [String] = []
        try Self.makeRouter().open("app://file/mains/pizza%20dough", in: &state)
        #expect(state == ["file", "mains/pizza dough"])
        try Self.makeRouter().open("app://file/one", in: &state)
        #expect(state == ["file", "one"])
        try Self.makeRouter().open("app://file/x/raw", in: &state)
        #expect(state == ["raw", "x"], "an earlier exact route still wins")
    }

    @Test func aStarSegmentNeedsAtLeastOneSegment() {
        var state = ["unchanged"]
        #expect(throws: NavigationError.unresolvedLink(url: "app://file", reason: "no route matches /file")) {
            try Self.makeRouter().open("app://file", in: &state)
        }
        #expect(state == ["unchanged"])
    }
}
