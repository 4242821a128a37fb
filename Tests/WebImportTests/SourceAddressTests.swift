import Testing
import WebImport

/// The rule that tells a page imported before (issue #31): the address a recipe file keeps as
/// its `source` against the ones a page is known by, written as sites and browsers write them.
@Suite("Source addresses: the same page however its address is written")
struct SourceAddressTests {
    /// Pairs that name one page: a link shared with tracking, a `www.` host, an http link to an
    /// https site, a trailing slash, a fragment to the recipe card, a default port, case.
    @Test(arguments: [
        ("https://www.bbcgoodfood.com/recipes/pad-thai", "https://bbcgoodfood.com/recipes/pad-thai"),
        ("http://kitchen.example/recipes/stew", "https://kitchen.example/recipes/stew"),
        ("HTTPS://Kitchen.Example/recipes/stew", "https://kitchen.example/recipes/stew"),
        ("https://kitchen.example/recipes/stew/", "https://kitchen.example/recipes/stew"),
        ("https://kitchen.example/recipes/stew#wprm-recipe-container-123", "https://kitchen.example/recipes/stew"),
        ("https://kitchen.example:443/recipes/stew", "https://kitchen.example/recipes/stew"),
        ("http://kitchen.example:80/recipes/stew", "https://kitchen.example/recipes/stew"),
        ("https://kitchen.example/recipes/stew?utm_source=pinterest&utm_medium=social&utm_campaign=x", "https://kitchen.example/recipes/stew"),
        ("https://kitchen.example/recipes/stew?fbclid=IwAR3x", "https://kitchen.example/recipes/stew"),
        ("https://kitchen.example/recipes/stew/?gclid=abc#comments", "http://www.kitchen.example/recipes/stew"),
        ("https://kitchen.example/r?id=42&utm_source=x", "https://kitchen.example/r?utm_medium=y&id=42"),
        ("https://kitchen.example/recipes/cr%c3%a8me-br%c3%bbl%c3%a9e", "https://kitchen.example/recipes/crème-brûlée"),
        ("https://kitchen.example/%7Eanna/stew", "https://kitchen.example/~anna/stew"),
        ("https://kitchen.example", "https://kitchen.example/"),
        ("  https://kitchen.example/stew  ", "https://kitchen.example/stew"),
        ("https://kitchen.example./stew", "https://kitchen.example/stew"),
    ])
    func theSamePage(first: String, second: String) throws {
        let a = try #require(SourceAddress(first)), b = try #require(SourceAddress(second))
        #expect(a == b, "\(a) vs \(b)")
    }

    /// Pairs that are different pages: another path or path case, a query parameter that picks
    /// the recipe, another port, another host (a subdomain other than www).
    @Test(arguments: [
        ("https://kitchen.example/recipes/stew", "https://kitchen.example/recipes/soup"),
        ("https://kitchen.example/recipes/Stew", "https://kitchen.example/recipes/stew"),
        ("https://kitchen.example/recipe?id=42", "https://kitchen.example/recipe?id=43"),
        ("https://kitchen.example/recipe?id=42", "https://kitchen.example/recipe"),
        ("https://kitchen.example/recipe?page=2&id=42", "https://kitchen.example/recipe?id=42"),
        ("https://kitchen.example:8080/stew", "https://kitchen.example/stew"),
        ("https://m.kitchen.example/stew", "https://kitchen.example/stew"),
        ("https://kitchen.example/stew", "https://kitchen.example.org/stew"),
    ])
    func differentPages(first: String, second: String) throws {
        let a = try #require(SourceAddress(first)), b = try #require(SourceAddress(second))
        #expect(a != b, "\(a) vs \(b)")
    }

    /// What a `source` may hold that is no page: a book, a name, a path, another scheme.
    @Test(arguments: ["mums", "The Palomar Cookbook <urn:isbn:9781784720995>", "/home/me/pages/stew.html", "file:///home/me/stew.html",
                      "ftp://kitchen.example/stew", "https://", "https:///stew", ""])
    func notAPage(text: String) {
        #expect(SourceAddress(text) == nil)
    }

    @Test func theNormalisedFormIsHostPathAndKeptQuery() {
        #expect(SourceAddress("HTTP://www.Kitchen.example:8080/a/b/?utm_term=x&q=1#top")?.normalised == "kitchen.example:8080/a/b?q=1")
    }
}
