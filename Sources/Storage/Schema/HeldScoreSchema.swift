/// Migration 12: a result won faster than a person plays is kept but held (`scores.held`, the reason in
/// words): it cannot be named, so it is on no board, until an operator ranks it (`ModerationStore.rank`) or drops it.
extension Schema {
    static let heldScores = Migration(version: 12, name: "held_scores", sql: """
        ALTER TABLE scores ADD COLUMN held TEXT;
        -- The operator's list of held results.
        CREATE INDEX scores_held ON scores (id) WHERE held IS NOT NULL;
        """)
}
