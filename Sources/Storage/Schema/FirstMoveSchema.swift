/// Migration 10: a board only shown is stored by its first move, and one shown board makes one game.
/// `shown_at` is when that board was shown (its seed is the server's HMAC of the session, the kind and that time),
/// so (session, kind, shown_at) names the board: two first moves posted at the same instant, to one instance or
/// two, race for one index entry and the second stores nothing. Games made otherwise keep it NULL.
extension Schema {
    static let firstMoves = Migration(version: 10, name: "first_moves", sqlite: """
        ALTER TABLE games ADD COLUMN shown_at INTEGER;
        CREATE UNIQUE INDEX games_shown_board ON games (session_id, kind, shown_at) WHERE shown_at IS NOT NULL;
        """, postgres: """
        ALTER TABLE games ADD COLUMN shown_at BIGINT;
        CREATE UNIQUE INDEX games_shown_board ON games (session_id, kind, shown_at) WHERE shown_at IS NOT NULL;
        """)
}
