/// Migration 15: the numbers a ranked win keeps for its players' statistics (Minesweeper's 3BV/s and efficiency),
/// worked out by the game and stored as plain numbers in `measure_1` and `measure_2`, so Storage takes their best
/// knowing no game (`GameStore.stats`). Existing wins get theirs from the detail, time and clicks they kept.
extension Schema {
    static let scoreMeasures = Migration(version: 15, name: "score_measures", sqlite: """
        ALTER TABLE scores ADD COLUMN measure_1 REAL;
        ALTER TABLE scores ADD COLUMN measure_2 REAL;
        \(scoreMeasuresBackfill);
        """, postgres: """
        ALTER TABLE scores ADD COLUMN measure_1 DOUBLE PRECISION;
        ALTER TABLE scores ADD COLUMN measure_2 DOUBLE PRECISION;
        \(scoreMeasuresBackfill);
        """)

    /// The one statement that fills the measures in for wins recorded as before migration 15 (and for rows a test
    /// writes in that form, as the saved pages' fixtures are).
    public static let scoreMeasuresBackfill = """
        UPDATE scores SET measure_1 = detail, measure_2 = (
            SELECT CASE WHEN g.moves > 0 THEN scores.detail * scores.value / (1000.0 * g.moves) END
            FROM games AS g WHERE g.id = scores.game_id)
        WHERE board LIKE 'minesweeper/%' AND detail IS NOT NULL AND measure_1 IS NULL
        """
}
