/// Migration 16: on PostgreSQL the move log drops its foreign key to `games`: its check locked the row the save had
/// just updated (~57 µs of a move's ~175 µs). A statement trigger does its `ON DELETE CASCADE`, and the save logs only
/// the row its `UPDATE` returned, so no line outlives its game. SQLite keeps the key: there it is a page lookup.
extension Schema {
    static let moveLogKey = Migration(version: 16, name: "move_log_key", sqlite: "", postgres: """
        ALTER TABLE game_moves DROP CONSTRAINT game_moves_game_id_fkey;
        CREATE FUNCTION games_forget_moves() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            DELETE FROM game_moves WHERE game_id IN (SELECT id FROM gone);
            RETURN NULL;
        END $$;
        CREATE TRIGGER games_moves_forgotten AFTER DELETE ON games REFERENCING OLD TABLE AS gone
            FOR EACH STATEMENT EXECUTE FUNCTION games_forget_moves();
        """)
}
