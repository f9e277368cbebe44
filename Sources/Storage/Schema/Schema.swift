/// The app's tables, one numbered migration each, in SQLite's DDL here and PostgreSQL's in `PostgresSchema` (same
/// numbers, tables, indexes and triggers). Append new steps; never edit an applied one.
public enum Schema {
    public static let migrations: [Migration] = [sessions, games, scores, moderation, serverKeys, sessionSound, scoreNotifications,
                                                  moveLog, onlineMatches, firstMoves, onlineExpiry,
                                                  heldScores, onlineRematchOffer, onlineGame, scoreMeasures, moveLogKey,
                                                  onlineLastMove, dailyPlayers, challenges, replacedGames]

    static let sessions = Migration(version: 1, name: "sessions", sqlite: """
        CREATE TABLE sessions (
            id TEXT PRIMARY KEY NOT NULL,
            csrf_token TEXT NOT NULL,
            name TEXT,
            created_at INTEGER NOT NULL,
            seen_at INTEGER NOT NULL
        ) WITHOUT ROWID;
        -- Finds idle sessions to delete.
        CREATE INDEX sessions_by_seen_at ON sessions (seen_at);
        """, postgres: PostgresSchema.sessions)

    // AUTOINCREMENT: a game id is never reused after deletion, because scores keep it as their
    // "recorded once" key long after the game itself is gone.
    static let games = Migration(version: 2, name: "games", sqlite: """
        CREATE TABLE games (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
            kind TEXT NOT NULL,
            level TEXT NOT NULL,
            state TEXT NOT NULL,
            version INTEGER NOT NULL DEFAULT 1,
            outcome TEXT NOT NULL CHECK (outcome IN ('playing', 'won', 'lost', 'draw')),
            moves INTEGER NOT NULL DEFAULT 0,
            created_at INTEGER NOT NULL,
            started_at INTEGER,
            finished_at INTEGER,
            updated_at INTEGER NOT NULL
        );
        -- The current and recent games of a session, and the cascade from sessions.
        CREATE INDEX games_by_session ON games (session_id, kind, id);
        """, postgres: PostgresSchema.games)

    // Scores outlive sessions and games (no foreign keys). Boards rank ascending by (penalty, rank_value, created_at,
    // id), rank_value negated where higher is better. score_buckets counts named rows per coarse rank_bucket (by
    // trigger), so a place on a million-row board sums ~1,000 counts and scans one bucket, not every better row.
    static let scores = Migration(version: 3, name: "scores", sqlite: """
        CREATE TABLE scores (
            id INTEGER PRIMARY KEY,
            board TEXT NOT NULL,
            session_id TEXT NOT NULL,
            game_id INTEGER UNIQUE,
            value INTEGER NOT NULL,
            penalty INTEGER NOT NULL DEFAULT 0,
            rank_value INTEGER NOT NULL,
            rank_bucket INTEGER NOT NULL,
            detail REAL,
            name TEXT,
            created_at INTEGER NOT NULL
        );
        -- Named rows in board order: the all-time top, the head of a windowed top, a place within a bucket.
        CREATE INDEX scores_ranked ON scores (board, penalty, rank_bucket, rank_value, created_at)
            WHERE name IS NOT NULL;
        -- Named rows by time: the windowed top and place (today, this week).
        CREATE INDEX scores_recent ON scores (board, created_at, penalty, rank_value)
            WHERE name IS NOT NULL;
        -- A session's own rows: its best entry.
        CREATE INDEX scores_by_session ON scores (session_id, board, penalty, rank_value, created_at);
        -- One kept-best row per board and session (rows not tied to a game).
        CREATE UNIQUE INDEX scores_session_best ON scores (board, session_id) WHERE game_id IS NULL;

        CREATE TABLE score_buckets (
            board TEXT NOT NULL,
            penalty INTEGER NOT NULL,
            bucket INTEGER NOT NULL,
            named INTEGER NOT NULL,
            PRIMARY KEY (board, penalty, bucket)
        ) WITHOUT ROWID;

        CREATE TRIGGER scores_count_inserted AFTER INSERT ON scores WHEN NEW.name IS NOT NULL
        BEGIN
            INSERT INTO score_buckets (board, penalty, bucket, named) VALUES (NEW.board, NEW.penalty, NEW.rank_bucket, 1)
                ON CONFLICT (board, penalty, bucket) DO UPDATE SET named = named + 1;
        END;
        CREATE TRIGGER scores_count_deleted AFTER DELETE ON scores WHEN OLD.name IS NOT NULL
        BEGIN
            UPDATE score_buckets SET named = named - 1
                WHERE board = OLD.board AND penalty = OLD.penalty AND bucket = OLD.rank_bucket;
        END;
        CREATE TRIGGER scores_count_moved_out AFTER UPDATE OF board, penalty, rank_bucket, name ON scores
            WHEN OLD.name IS NOT NULL
        BEGIN
            UPDATE score_buckets SET named = named - 1
                WHERE board = OLD.board AND penalty = OLD.penalty AND bucket = OLD.rank_bucket;
        END;
        CREATE TRIGGER scores_count_moved_in AFTER UPDATE OF board, penalty, rank_bucket, name ON scores
            WHEN NEW.name IS NOT NULL
        BEGIN
            INSERT INTO score_buckets (board, penalty, bucket, named) VALUES (NEW.board, NEW.penalty, NEW.rank_bucket, 1)
                ON CONFLICT (board, penalty, bucket) DO UPDATE SET named = named + 1;
        END;
        """, postgres: PostgresSchema.scores)

    // Hiding a name moves it to hidden_name and NULLs name, which takes the row off every board and bucket count
    // through the triggers and partial indexes. hidden = 1 hides the whole result for good. naming_bans is keyed by
    // session id, with no foreign key: a ban holds whether or not that session has a row.
    static let moderation = Migration(version: 4, name: "moderation", sqlite: """
        ALTER TABLE scores ADD COLUMN hidden_name TEXT;
        ALTER TABLE scores ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0;
        CREATE TABLE naming_bans (
            session_id TEXT PRIMARY KEY NOT NULL,
            banned_at INTEGER NOT NULL
        ) WITHOUT ROWID;
        """, postgres: PostgresSchema.moderation)

    // The secrets that sign session cookies and seed the boards of games not yet stored; the newest signs,
    // every one still verifies (so a new key can be added without logging anyone out).
    static let serverKeys = Migration(version: 5, name: "server_keys", sqlite: """
        CREATE TABLE server_keys (
            id INTEGER PRIMARY KEY,
            secret TEXT NOT NULL,
            created_at INTEGER NOT NULL
        );
        """, postgres: PostgresSchema.serverKeys)

    // A player's choice of sound effects, kept with the session like its name: 0 off (the default), 1 on.
    static let sessionSound = Migration(version: 6, name: "session_sound", sqlite: """
        ALTER TABLE sessions ADD COLUMN sound INTEGER NOT NULL DEFAULT 0;
        """, postgres: PostgresSchema.sessionSound)

    // Every commit that changes the scores tells the other instances, whose caches of the title screen and
    // standings hang on them (`Database.watchOtherWriters`). SQLite needs nothing stored for that: another process's
    // commit to the same file moves its data_version.
    static let scoreNotifications = Migration(version: 7, name: "score_notifications", sqlite: """
        -- Nothing to do on SQLite (see above); the step keeps the numbering the same on both backends.
        """, postgres: PostgresSchema.scoreNotifications)

    // Every move is kept (replays, audits, undo); the games row's state stays the fast path. A row per move, keyed by
    // the version it made; `at_ms` counts from the clock's start (or the game's storing). undos / deaths mark a game
    // that used undo (it ranks nowhere); daily is a daily board's UTC day, ranked once per session, else practice.
    static let moveLog = Migration(version: 8, name: "move_log", sqlite: """
        CREATE TABLE game_moves (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            version INTEGER NOT NULL,
            move TEXT NOT NULL,
            at_ms INTEGER NOT NULL,
            PRIMARY KEY (game_id, version)
        ) WITHOUT ROWID;
        ALTER TABLE games ADD COLUMN undos INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE games ADD COLUMN deaths INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE games ADD COLUMN daily TEXT;
        ALTER TABLE games ADD COLUMN practice INTEGER NOT NULL DEFAULT 0;
        CREATE UNIQUE INDEX games_daily_attempt ON games (session_id, kind, level, daily)
            WHERE daily IS NOT NULL AND practice = 0;
        """, postgres: PostgresSchema.moveLog)
}
