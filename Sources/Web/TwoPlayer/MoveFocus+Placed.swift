extension MoveFocus {
    /// The query field naming the square a piece was just placed on (`?played=4`): the page snaps that piece in.
    static let playedParameter = "played"

    /// The page after placing a piece on `cell` (an X-and-O board): it names the square, so the piece snaps in (not
    /// only the computer's reply), and focuses the square the page gives the id `square`, whose scroll margin keeps
    /// the page at the top.
    static func placed(_ cell: Int) -> MoveFocus {
        MoveFocus(query: "\(playedParameter)=\(cell)", fragment: "square")
    }
}
