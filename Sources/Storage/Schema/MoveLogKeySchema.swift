/// Migration 16: on PostgreSQL the move log loses its foreign key to `games`. The key's check ran on
/// every move's `INSERT INTO game_moves` and locked the game row the same statement had just updated (a second
/// write to that row): about 57 µs of the database's ~175 µs for a move's save. Its one job besides, `ON DELETE
/// CASCADE`, becomes a statement trigger that deletes the log of every game deleted, however it was deleted
/// (housekeeping, the per-session cap, a session's cascade). A log line cannot outlive its game: the save inserts
/// it only for the row its `UPDATE` returned, in the same statement.
///
/// SQLite keeps the key: there a move's save is two statements in one transaction, and the check is a lookup
/// in the page the update just wrote.
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
