/// Migration 15: the numbers a game keeps of a ranked win for its players' statistics (Minesweeper's
/// 3BV/s and efficiency), worked out by the game when the win is recorded and stored as plain numbers, so Storage
/// only takes their best without knowing any game (`GameStore.stats`). Two slots, `measure_1` and `measure_2`
/// (`ScoreStore.measureSlots`); each game says what its slots hold.
///
/// Wins recorded before keep what their statistics showed then: Minesweeper's kept their 3BV/s as the detail, and
/// the efficiency was worked out from it, the time and the game's clicks (3BV = 3BV/s × seconds) while the game was
/// kept, in the same SQL as here.
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
