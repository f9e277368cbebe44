/// Migration 18: `/daily` counts today's players of each game, the sessions with a ranked try at its daily board; this
/// index answers that count from the day's entries alone, not a scan of every game.
extension Schema {
    static let dailyPlayers = Migration(version: 18, name: "daily_players", sqlite: """
        CREATE INDEX games_daily_players ON games (daily, kind, session_id) WHERE daily IS NOT NULL AND practice = 0;
        """, postgres: """
        CREATE INDEX games_daily_players ON games (daily, kind, session_id) WHERE daily IS NOT NULL AND practice = 0;
        """)
}
