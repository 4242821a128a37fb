/// What the browser starts once its first frame is on the screen, so that setting them up
/// does not delay it: where links from `cookbook open` arrive (`LinkServer`), where re-reads of
/// the collection arrive (`FolderWatcher`), and why links cannot arrive, if they cannot.
public struct BackgroundSources {
    /// Where links arrive.
    public var links: any LinkSource
    /// Where re-reads of the collection arrive.
    public var reloads: any ReloadSource
    /// A warning for the status line (shown unless something else is).
    public var notice: String?

    /// Sources `links` and `reloads`, and a `notice` to show.
    public init(links: any LinkSource = NoLinks(), reloads: any ReloadSource = NoReloads(), notice: String? = nil) {
        self.links = links
        self.reloads = reloads
        self.notice = notice
    }
}
