/// The move log (`game_moves`): appended in the transaction that saves the move, read back in order.
public enum MoveLogStore {
    public static func append(_ c: Connection, gameID: Int64, _ move: LoggedMove) throws(DatabaseError) {
        try c.execute(
            "INSERT INTO game_moves (game_id, version, move, at_ms) VALUES (?, ?, ?, ?)",
            [.integer(gameID), SQLValue(move.version), .text(move.text), .integer(move.atMilliseconds)])
    }

    /// The game's moves, oldest first.
    public static func moves(_ c: Connection, gameID: Int64) throws(DatabaseError) -> [LoggedMove] {
        try c.query("SELECT version, move, at_ms FROM game_moves WHERE game_id = ? ORDER BY version", [.integer(gameID)])
            .map { LoggedMove(version: $0.int("version") ?? 0, text: $0.string("move") ?? "", atMilliseconds: $0.int64("at_ms") ?? 0) }
    }
}
