/// PostgreSQL's DDL for `Schema`'s migrations, the same tables, indexes and triggers (`Schema` says why each is so).
/// It differs in types (BIGINT, BIGSERIAL, DOUBLE PRECISION), in text compared byte by byte (COLLATE "C", so orders
/// and `lower` match SQLite's whatever the locale), and in the score_buckets triggers being PL/pgSQL functions.
enum PostgresSchema {
    static let sessions = """
        CREATE TABLE sessions (
            id TEXT COLLATE "C" PRIMARY KEY NOT NULL,
            csrf_token TEXT COLLATE "C" NOT NULL,
            name TEXT COLLATE "C",
            created_at BIGINT NOT NULL,
            seen_at BIGINT NOT NULL
        );
        CREATE INDEX sessions_by_seen_at ON sessions (seen_at, id);
        """

    static let games = """
        CREATE TABLE games (
            id BIGSERIAL PRIMARY KEY,
            session_id TEXT COLLATE "C" NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
            kind TEXT COLLATE "C" NOT NULL,
            level TEXT COLLATE "C" NOT NULL,
            state TEXT COLLATE "C" NOT NULL,
            version BIGINT NOT NULL DEFAULT 1,
            outcome TEXT COLLATE "C" NOT NULL CHECK (outcome IN ('playing', 'won', 'lost', 'draw')),
            moves BIGINT NOT NULL DEFAULT 0,
            created_at BIGINT NOT NULL,
            started_at BIGINT,
            finished_at BIGINT,
            updated_at BIGINT NOT NULL
        );
        CREATE INDEX games_by_session ON games (session_id, kind, id);
        """

    static let scores = """
        CREATE TABLE scores (
            id BIGSERIAL PRIMARY KEY,
            board TEXT COLLATE "C" NOT NULL,
            session_id TEXT COLLATE "C" NOT NULL,
            game_id BIGINT UNIQUE,
            value BIGINT NOT NULL,
            penalty BIGINT NOT NULL DEFAULT 0,
            rank_value BIGINT NOT NULL,
            rank_bucket BIGINT NOT NULL,
            detail DOUBLE PRECISION,
            name TEXT COLLATE "C",
            created_at BIGINT NOT NULL
        );
        CREATE INDEX scores_ranked ON scores (board, penalty, rank_bucket, rank_value, created_at)
            WHERE name IS NOT NULL;
        CREATE INDEX scores_recent ON scores (board, created_at, penalty, rank_value)
            WHERE name IS NOT NULL;
        CREATE INDEX scores_by_session ON scores (session_id, board, penalty, rank_value, created_at);
        CREATE UNIQUE INDEX scores_session_best ON scores (board, session_id) WHERE game_id IS NULL;

        CREATE TABLE score_buckets (
            board TEXT COLLATE "C" NOT NULL,
            penalty BIGINT NOT NULL,
            bucket BIGINT NOT NULL,
            named BIGINT NOT NULL,
            PRIMARY KEY (board, penalty, bucket)
        );

        CREATE FUNCTION scores_count_in() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            INSERT INTO score_buckets (board, penalty, bucket, named) VALUES (NEW.board, NEW.penalty, NEW.rank_bucket, 1)
                ON CONFLICT (board, penalty, bucket) DO UPDATE SET named = score_buckets.named + 1;
            RETURN NULL;
        END $$;
        CREATE FUNCTION scores_count_out() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            UPDATE score_buckets SET named = named - 1
                WHERE board = OLD.board AND penalty = OLD.penalty AND bucket = OLD.rank_bucket;
            RETURN NULL;
        END $$;
        CREATE TRIGGER scores_count_inserted AFTER INSERT ON scores
            FOR EACH ROW WHEN (NEW.name IS NOT NULL) EXECUTE FUNCTION scores_count_in();
        CREATE TRIGGER scores_count_deleted AFTER DELETE ON scores
            FOR EACH ROW WHEN (OLD.name IS NOT NULL) EXECUTE FUNCTION scores_count_out();
        CREATE TRIGGER scores_count_moved_out AFTER UPDATE OF board, penalty, rank_bucket, name ON scores
            FOR EACH ROW WHEN (OLD.name IS NOT NULL) EXECUTE FUNCTION scores_count_out();
        CREATE TRIGGER scores_count_moved_in AFTER UPDATE OF board, penalty, rank_bucket, name ON scores
            FOR EACH ROW WHEN (NEW.name IS NOT NULL) EXECUTE FUNCTION scores_count_in();
        """

    static let moderation = """
        ALTER TABLE scores ADD COLUMN hidden_name TEXT COLLATE "C";
        ALTER TABLE scores ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0;
        CREATE TABLE naming_bans (
            session_id TEXT COLLATE "C" PRIMARY KEY NOT NULL,
            banned_at BIGINT NOT NULL
        );
        """

    static let serverKeys = """
        CREATE TABLE server_keys (
            id BIGSERIAL PRIMARY KEY,
            secret TEXT COLLATE "C" NOT NULL,
            created_at BIGINT NOT NULL
        );
        """

    static let sessionSound = """
        ALTER TABLE sessions ADD COLUMN sound INTEGER NOT NULL DEFAULT 0;
        """

    /// One notification per statement (PostgreSQL also folds equal ones of a transaction into one), sent at commit;
    /// the channel is `PostgresChangeListener.channel`.
    static let scoreNotifications = """
        CREATE FUNCTION scores_announce() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            PERFORM pg_notify('minigames_scores', '');
            RETURN NULL;
        END $$;
        CREATE TRIGGER scores_announced AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON scores
            FOR EACH STATEMENT EXECUTE FUNCTION scores_announce();
        """

    static let moveLog = """
        CREATE TABLE game_moves (
            game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            version BIGINT NOT NULL,
            move TEXT COLLATE "C" NOT NULL,
            at_ms BIGINT NOT NULL,
            PRIMARY KEY (game_id, version)
        );
        ALTER TABLE games ADD COLUMN undos BIGINT NOT NULL DEFAULT 0;
        ALTER TABLE games ADD COLUMN deaths BIGINT NOT NULL DEFAULT 0;
        ALTER TABLE games ADD COLUMN daily TEXT COLLATE "C";
        ALTER TABLE games ADD COLUMN practice INTEGER NOT NULL DEFAULT 0;
        CREATE UNIQUE INDEX games_daily_attempt ON games (session_id, kind, level, daily)
            WHERE daily IS NOT NULL AND practice = 0;
        """
}
