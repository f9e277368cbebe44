/// What the page after an accepted move focuses, said once per move: the query that tells the page what was played
/// (`at=37`, `played=4`; the page model reads it back), and the id the page then gives that element, the address's
/// fragment (`#cell`). The browser focuses a fragment that names a focusable element (it skips `autofocus` on a page
/// whose address has a fragment, HTML's "flush autofocus candidates") and scrolls by the target's `scroll-margin`,
/// which each game sets so the board stays where it was. A finished game's page gives no element that id, so the
/// result card's own `autofocus` holds.
struct MoveFocus: Sendable {
    let query: String?
    let fragment: String

    /// The plain game page, scrolled to its play area.
    static let play = MoveFocus(query: nil, fragment: "play")

    /// The query field of a game just started (`?started`): its page focuses the board, the first cell a tap can
    /// change (or the one the game's own focus names), so the keyboard is on the board, not at the top of the page.
    /// No fragment: the page opens at its top as any new page does, and the cell's `autofocus` (which a fragment
    /// naming an element would cancel) focuses it, scrolling only if it is out of sight.
    static let startedParameter = "started"
    static let started = MoveFocus(query: startedParameter, fragment: "")

    /// The address after this focus: `path?query#fragment`, without `#` for no fragment.
    func address(_ path: String) -> String {
        path + (query.map { "?" + $0 } ?? "") + (fragment.isEmpty ? "" : "#" + fragment)
    }

    /// Whether this page is that of a game just started (`started`), and so focuses its board.
    static func started(_ query: [String: String]) -> Bool { query[startedParameter] != nil }
}
