/// Lookups the game pages need after a finish: the row a game put on a board, and a session's
/// kept-best row (named or not), so the win overlay can ask for a name and say the place.
extension ScoreStore {
    /// The row recorded for this game, if its result was ranked.
    public static func forGame(_ c: Connection, gameID: Int64) throws(DatabaseError) -> ScoreEntry? {
        try c.queryOne("SELECT \(ScoreEntry.columns) FROM scores WHERE game_id = ?", [.integer(gameID)])
            .map(ScoreEntry.init(row:))
    }

    /// The session's kept-best row on a per-session board (`recordBest`), named or not.
    public static func sessionEntry(_ c: Connection, board: ScoreBoard, sessionID: String) throws(DatabaseError) -> ScoreEntry? {
        try c.queryOne(
            "SELECT \(ScoreEntry.columns) FROM scores WHERE board = ? AND session_id = ? AND game_id IS NULL",
            [.text(board.key), .text(sessionID)]
        ).map(ScoreEntry.init(row:))
    }

    /// Which board a row is on, e.g. "minesweeper/beginner".
    public static func boardKey(_ c: Connection, scoreID: Int64) throws(DatabaseError) -> String? {
        try c.queryOne("SELECT board FROM scores WHERE id = ?", [.integer(scoreID)])?.string("board")
    }
}
