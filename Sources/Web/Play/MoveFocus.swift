/// What the page after an accepted move focuses: the query telling the page what was played (`at=37`, `played=4`),
/// and the id it gives that element, the address's fragment (`#cell`). Browsers focus a fragment target (skipping
/// `autofocus`) and scroll by its `scroll-margin`; a finished game gives no such id, so the result card's holds.
struct MoveFocus: Sendable {
    let query: String?
    let fragment: String

    /// The plain game page, scrolled to its play area.
    static let play = MoveFocus(query: nil, fragment: "play")

    /// The query of a game just started (`?started`): its page focuses the board's first cell a tap can change (or
    /// the game's own choice). No fragment, so the page opens at its top and the cell's `autofocus` (which a fragment
    /// would cancel) focuses it, scrolling only if it is out of sight.
    static let startedParameter = "started"
    static let started = MoveFocus(query: startedParameter, fragment: "")

    /// The query of the page after an undo (`?undone`): its first line says what was taken back.
    static let undoneParameter = "undone"

    /// Whether this page is the one an undo led to.
    static func undone(_ query: [String: String]) -> Bool { query[undoneParameter] != nil }

    /// The address after this focus: `path?query#fragment`, without `#` for no fragment.
    func address(_ path: String) -> String {
        path + (query.map { "?" + $0 } ?? "") + (fragment.isEmpty ? "" : "#" + fragment)
    }

    /// Whether this page is that of a game just started (`started`), and so focuses its board.
    static func started(_ query: [String: String]) -> Bool { query[startedParameter] != nil }
}
