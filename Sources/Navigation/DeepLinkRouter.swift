/// Turns deep links into whole navigation states. Routes are patterns such as
/// `category/:category/recipe/:recipe`; the first route whose segments match wins.
///
/// Opening a link is atomic: the handler builds on a copy, and only a complete success
/// replaces the state, so a malformed link or an unknown id changes nothing.
public struct DeepLinkRouter<State> {
    /// Builds the state for a matched link, or throws (e.g. `match.unresolved("…")`).
    public typealias Handler = (DeepLinkMatch, inout State) throws(NavigationError) -> Void

    /// The scheme every link must use, e.g. `cookbook`.
    public let scheme: String
    private var routes: [(pattern: [String], handler: Handler)] = []

    /// A router for links of `scheme`, with no routes yet.
    public init(scheme: String) { self.scheme = scheme.lowercased() }

    /// Adds a route; `:name` segments capture a parameter, other segments must match exactly,
    /// and a last `*name` segment captures the rest of the path (one or more segments, joined
    /// with `/`), for ids that are paths such as `mains/margherita`.
    public mutating func route(_ pattern: String, _ handler: @escaping Handler) {
        routes.append((pattern.split(separator: "/").map(String.init), handler))
    }

    /// Parses `text`, finds its route and applies it to `state` in one change. Throws
    /// `malformedURL` or `unresolvedLink` and leaves `state` unchanged on any failure.
    public func open(_ text: String, in state: inout State) throws(NavigationError) {
        let link = try DeepLink(parsing: text)
        guard link.scheme == scheme else {
            throw .malformedURL(url: text, reason: "expected a \(scheme):// link")
        }
        for route in routes {
            guard let parameters = Self.match(route.pattern, link.segments) else { continue }
            var copy = state
            try route.handler(DeepLinkMatch(link: link, parameters: parameters), &copy)
            state = copy
            return
        }
        throw .unresolvedLink(url: text, reason: "no route matches /\(link.segments.joined(separator: "/"))")
    }

    private static func match(_ pattern: [String], _ segments: [String]) -> [String: String]? {
        var parameters: [String: String] = [:]
        var segments = segments
        if let last = pattern.last, last.hasPrefix("*") {
            guard segments.count >= pattern.count else { return nil }
            parameters[String(last.dropFirst())] = segments[(pattern.count - 1)...].joined(separator: "/")
            segments.removeLast(segments.count - pattern.count + 1)
            return matchSegments(pattern.dropLast(), segments, into: parameters)
        }
        return matchSegments(pattern[...], segments, into: parameters)
    }

    private static func matchSegments(_ pattern: ArraySlice<String>, _ segments: [String], into captured: [String: String]) -> [String: String]? {
        guard pattern.count == segments.count else { return nil }
        var parameters = captured
        for (part, segment) in zip(pattern, segments) {
            if part.hasPrefix(":") {
                parameters[String(part.dropFirst())] = segment
            } else if part != segment {
                return nil
            }
        }
        return parameters
    }
}

/// A link matched to a route: its captured parameters and query.
public struct DeepLinkMatch {
    /// The parsed link.
    public let link: DeepLink
    /// Values captured by `:name` (and `*name`) segments of the route.
    public let parameters: [String: String]

    /// The captured parameter `name` (routes guarantee their own parameters exist).
    public subscript(name: String) -> String { parameters[name] ?? "" }

    /// An `unresolvedLink` error for this link, e.g. `match.unresolved("no recipe \"x\"")`.
    public func unresolved(_ reason: String) -> NavigationError {
        .unresolvedLink(url: link.text, reason: reason)
    }
}
