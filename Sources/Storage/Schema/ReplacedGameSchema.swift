/// Migration 20: on PostgreSQL a game a newer one of its session and kind replaced is marked so, when the newer one is
/// stored (a row trigger), so a move's save checks the row it updates instead of looking for a newer game: the
/// lookup was ~10 µs of PostgreSQL's ~124 µs a move. SQLite reads the game in the move's own write: nothing to mark.
extension Schema {
    static let replacedGames = Migration(version: 20, name: "replaced_games", sqlite: "", postgres: """
        ALTER TABLE games ADD COLUMN replaced boolean NOT NULL DEFAULT false;
        UPDATE games SET replaced = true WHERE EXISTS (
            SELECT 1 FROM games newer WHERE newer.session_id = games.session_id AND newer.kind = games.kind
                AND newer.id > games.id);
        CREATE FUNCTION games_mark_replaced() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            UPDATE games SET replaced = true
            WHERE session_id = NEW.session_id AND kind = NEW.kind AND id < NEW.id AND NOT replaced;
            RETURN NULL;
        END $$;
        CREATE TRIGGER games_replaced AFTER INSERT ON games FOR EACH ROW EXECUTE FUNCTION games_mark_replaced();
        """)
}
