/// Results held for their pace (`Schema.heldScores`): kept with their game and replay, ranked on no board.
extension ScoreStore {
    /// Holds the result of `gameID`, if it left one, with why; a name it had (none yet, in the finishing
    /// transaction) is set aside like a hidden one.
    public static func hold(_ c: Connection, gameID: Int64, reason: String) throws(DatabaseError) {
        try c.execute(
            "UPDATE scores SET held = ?, hidden_name = coalesce(name, hidden_name), name = NULL WHERE game_id = ?",
            [.text(reason), .integer(gameID)])
    }

    /// Why the result is held, or nil when it is not.
    public static func heldReason(_ c: Connection, scoreID: Int64) throws(DatabaseError) -> String? {
        try c.queryOne("SELECT held FROM scores WHERE id = ?", [.integer(scoreID)])?.string("held")
    }
}
