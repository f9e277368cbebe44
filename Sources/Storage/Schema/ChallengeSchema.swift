/// Migration 19: a friend's game started from a challenge link, and the game it answers (the challenger's, which
/// may be gone: no key to it), with the name the friend gave. Both result pages read it to show the two side by side.
extension Schema {
    static let challenges = Migration(version: 19, name: "challenges", sqlite: """
        CREATE TABLE challenges (
            game_id INTEGER PRIMARY KEY NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            challenger_id INTEGER NOT NULL,
            name TEXT
        );
        CREATE INDEX challenges_by_challenger ON challenges (challenger_id);
        """, postgres: """
        CREATE TABLE challenges (
            game_id BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
            challenger_id BIGINT NOT NULL,
            name TEXT
        );
        CREATE INDEX challenges_by_challenger ON challenges (challenger_id);
        """)
}
