/// Migration 10: a board only shown is stored by its first move, once. `shown_at` (its seed is the server's HMAC of
/// session, kind and that time) names the board with session and kind, so two first moves posted at once, to one
/// instance or two, race for one index entry and the second stores nothing. Other games keep it NULL.
extension Schema {
    static let firstMoves = Migration(version: 10, name: "first_moves", sqlite: """
        ALTER TABLE games ADD COLUMN shown_at INTEGER;
        CREATE UNIQUE INDEX games_shown_board ON games (session_id, kind, shown_at) WHERE shown_at IS NOT NULL;
        """, postgres: """
        ALTER TABLE games ADD COLUMN shown_at BIGINT;
        CREATE UNIQUE INDEX games_shown_board ON games (session_id, kind, shown_at) WHERE shown_at IS NOT NULL;
        """)
}
