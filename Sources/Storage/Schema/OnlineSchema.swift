/// Migration 9: Tic-Tac-Toe between two sessions by link. A match is one row reused round after round (a rematch
/// swaps sides in place, so the link keeps working); each finished round leaves a result row per player. Both
/// reference their session: a match goes when either session is forgotten, a result with its own.
extension Schema {
    static let onlineMatches = Migration(version: 9, name: "online_matches", sqlite: """
        CREATE TABLE online_matches (
            token TEXT PRIMARY KEY NOT NULL,
            x_session TEXT REFERENCES sessions (id) ON DELETE CASCADE,
            o_session TEXT REFERENCES sessions (id) ON DELETE CASCADE,
            state TEXT NOT NULL,
            version INTEGER NOT NULL DEFAULT 1,
            result TEXT NOT NULL CHECK (result IN ('playing', 'X', 'O', 'draw')),
            ending TEXT CHECK (ending IN ('resigned', 'claimed')),
            round INTEGER NOT NULL DEFAULT 1,
            turn_started_at INTEGER NOT NULL,
            created_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL
        ) WITHOUT ROWID;
        -- The cascades from sessions.
        CREATE INDEX online_matches_by_x ON online_matches (x_session);
        CREATE INDEX online_matches_by_o ON online_matches (o_session);

        CREATE TABLE online_results (
            session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
            token TEXT NOT NULL,
            round INTEGER NOT NULL,
            result TEXT NOT NULL CHECK (result IN ('won', 'lost', 'draw')),
            finished_at INTEGER NOT NULL,
            PRIMARY KEY (session_id, token, round)
        ) WITHOUT ROWID;
        """, postgres: """
        CREATE TABLE online_matches (
            token TEXT COLLATE "C" PRIMARY KEY NOT NULL,
            x_session TEXT COLLATE "C" REFERENCES sessions (id) ON DELETE CASCADE,
            o_session TEXT COLLATE "C" REFERENCES sessions (id) ON DELETE CASCADE,
            state TEXT COLLATE "C" NOT NULL,
            version BIGINT NOT NULL DEFAULT 1,
            result TEXT COLLATE "C" NOT NULL CHECK (result IN ('playing', 'X', 'O', 'draw')),
            ending TEXT COLLATE "C" CHECK (ending IN ('resigned', 'claimed')),
            round BIGINT NOT NULL DEFAULT 1,
            turn_started_at BIGINT NOT NULL,
            created_at BIGINT NOT NULL,
            updated_at BIGINT NOT NULL
        );
        CREATE INDEX online_matches_by_x ON online_matches (x_session);
        CREATE INDEX online_matches_by_o ON online_matches (o_session);

        CREATE TABLE online_results (
            session_id TEXT COLLATE "C" NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
            token TEXT COLLATE "C" NOT NULL,
            round BIGINT NOT NULL,
            result TEXT COLLATE "C" NOT NULL CHECK (result IN ('won', 'lost', 'draw')),
            finished_at BIGINT NOT NULL,
            PRIMARY KEY (session_id, token, round)
        );

        -- Every change of a match (a move, a join, a resignation, a rematch) tells every instance, whose open
        -- event streams for that match pass it on (`OnlineMatchStore.channel`): "<token> <version>", sent at commit.
        CREATE FUNCTION online_matches_announce() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            PERFORM pg_notify('minigames_online', NEW.token || ' ' || NEW.version);
            RETURN NULL;
        END $$;
        CREATE TRIGGER online_matches_announced AFTER UPDATE ON online_matches
            FOR EACH ROW EXECUTE FUNCTION online_matches_announce();
        """)
}

/// Migration 11: housekeeping finds the matches nobody has touched for a while (expired invitations,
/// finished matches) by when they last changed.
extension Schema {
    static let onlineExpiry = Migration(version: 11, name: "online_expiry", sql: """
        CREATE INDEX online_matches_by_updated_at ON online_matches (updated_at);
        """)
}

/// Migration 13: a rematch is offered by one side ("X" or "O", the side that offered in the round just
/// finished) and starts only when the other side accepts it.
extension Schema {
    static let onlineRematchOffer = Migration(version: 13, name: "online_rematch_offer", sql: """
        ALTER TABLE online_matches ADD COLUMN rematch_offer TEXT CHECK (rematch_offer IN ('X', 'O'));
        """)
}

/// Migration 14: any two-player game of the registry is played online, so a match names its game (the
/// slug, which reads its state) and so does each result (a game's tally counts its own). Every row from before is
/// Tic-Tac-Toe's, the column's default.
extension Schema {
    static let onlineGame = Migration(version: 14, name: "online_game", sqlite: """
        ALTER TABLE online_matches ADD COLUMN game TEXT NOT NULL DEFAULT 'tictactoe';
        ALTER TABLE online_results ADD COLUMN game TEXT NOT NULL DEFAULT 'tictactoe';
        """, postgres: """
        ALTER TABLE online_matches ADD COLUMN game TEXT COLLATE "C" NOT NULL DEFAULT 'tictactoe';
        ALTER TABLE online_results ADD COLUMN game TEXT COLLATE "C" NOT NULL DEFAULT 'tictactoe';
        """)
}

/// Migration 17: a match keeps its round's last move (as the game's log writes it) and the version that move made,
/// so each page can say it in a sentence ("Your friend a1. Your turn.") while it is the match's last change.
extension Schema {
    static let onlineLastMove = Migration(version: 17, name: "online_last_move", sqlite: """
        ALTER TABLE online_matches ADD COLUMN last_move TEXT;
        ALTER TABLE online_matches ADD COLUMN last_move_version INTEGER;
        """, postgres: """
        ALTER TABLE online_matches ADD COLUMN last_move TEXT COLLATE "C";
        ALTER TABLE online_matches ADD COLUMN last_move_version BIGINT;
        """)
}
