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
}
