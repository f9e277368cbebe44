"""A million leaderboard results, written straight into the `scores` table of a database the
server has already migrated (while the server is stopped), in one transaction. The table's
triggers keep `score_buckets` (the per-bucket counts behind a player's place) as they would for
results the server records itself. Scores have no foreign keys, so no session or game rows are
needed; the Tic-Tac-Toe boards hold one kept-best row per session (game_id NULL), as the app does."""
import os
import random
import sqlite3
import time

DAY = 86_400_000

# board key, higher is better, share of the million, value range, kind of detail
BOARDS = [
    ("minesweeper/beginner", False, 0.20, (1_500, 120_000), "rate"),
    ("minesweeper/intermediate", False, 0.15, (15_000, 600_000), "rate"),
    ("minesweeper/expert", False, 0.10, (50_000, 1_800_000), "rate"),
    ("wordsearch/easy", False, 0.15, (10_000, 600_000), "reveals"),
    ("wordsearch/medium", False, 0.12, (20_000, 900_000), "reveals"),
    ("wordsearch/hard", False, 0.10, (40_000, 1_200_000), "reveals"),
    ("tictactoe/impossible-streak", True, 0.10, (1, 60), None),
    ("tictactoe/medium-wins", True, 0.08, (1, 400), None),
]

NAMES = ["Ada", "Alan", "Grace", "Linus", "Margaret", "Dennis", "Barbara", "Ken", "Edsger", "Frances",
         "Niklaus", "Radia", "Tim", "Sophie", "Donald", "Hedy", "Claude", "Katherine", "Bjarne", "Adele"]


def rank_key(value, higher_is_better):
    """The (rank_value, rank_bucket) pair of Storage's RankKey: smaller is better."""
    ranked = -value if higher_is_better else value

    def bucket(magnitude):
        if magnitude < 512:
            return magnitude
        exponent = magnitude.bit_length() - 1
        mantissa = magnitude >> (exponent - 8)
        return ((exponent - 8 + 1) << 8) + mantissa - 256

    return ranked, (-bucket(-ranked) if ranked < 0 else bucket(ranked))


def rows(total, now, rng):
    game_id = 1
    for key, higher, share, (low, high), detail_kind in BOARDS:
        for _ in range(int(total * share)):
            if higher:
                value = min(high, max(low, int(rng.expovariate(1 / (high / 8))) + low))
            else:
                value = int(low * (high / low) ** (rng.random() ** 1.6))
            rank_value, rank_bucket = rank_key(value, higher)
            created = now - int(rng.random() ** 2 * 90 * DAY)
            session = os.urandom(16).hex()
            name = NAMES[rng.randrange(len(NAMES))] + str(rng.randrange(1000)) if rng.random() < 0.9 else None
            if detail_kind == "rate":
                detail, penalty = round(rng.uniform(0.2, 4.0), 3), 0
            elif detail_kind == "reveals":
                penalty = 0 if rng.random() < 0.8 else rng.randrange(1, 3)
                detail = None
            else:
                detail, penalty = None, 0
            row_game = None if key.startswith("tictactoe/") else game_id
            game_id += 1
            yield (key, session, row_game, value, penalty, rank_value, rank_bucket, detail, name, created)


def fill(database, total=1_000_000, seed=7):
    """Writes `total` results; returns the seconds it took. A bulk load: the table's indexes and
    triggers are set aside and made again from their own SQL afterwards (building an index from
    sorted data is far faster than a million scattered inserts), and `score_buckets` is filled with
    exactly the counts the insert trigger would have kept. The server must not be running."""
    started = time.monotonic()
    connection = sqlite3.connect(database, isolation_level=None)
    try:
        connection.execute("PRAGMA journal_mode = OFF")
        connection.execute("PRAGMA synchronous = OFF")
        connection.execute("PRAGMA cache_size = -1048576")
        connection.execute("BEGIN")
        extras = connection.execute(
            "SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'scores' AND type IN ('index', 'trigger')"
            " AND sql IS NOT NULL").fetchall()
        for kind, name, _ in extras:
            connection.execute(f'DROP {kind.upper()} "{name}"')
        connection.executemany(
            "INSERT INTO scores (board, session_id, game_id, value, penalty, rank_value, rank_bucket, detail, name,"
            " created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            rows(total, int(time.time() * 1000), random.Random(seed)))
        connection.execute(
            "INSERT INTO score_buckets (board, penalty, bucket, named) SELECT board, penalty, rank_bucket, count(*)"
            " FROM scores WHERE name IS NOT NULL GROUP BY board, penalty, rank_bucket"
            " ON CONFLICT (board, penalty, bucket) DO UPDATE SET named = named + excluded.named")
        for kind, _, sql in sorted(extras, key=lambda extra: extra[0] != "index"):
            connection.execute(sql)
        connection.execute("COMMIT")
        count, named = connection.execute("SELECT count(*), count(name) FROM scores").fetchone()
        counted = connection.execute("SELECT sum(named) FROM score_buckets").fetchone()[0]
    finally:
        connection.close()
    if count < total * 0.99 or named != counted:
        raise RuntimeError(f"{count} results written, {named} named, but the bucket counts say {counted}")
    return time.monotonic() - started


def add_own_results(database, sid, name="Bench"):
    """Named results for the measured session in the middle of each Minesweeper board, so the
    leaderboard page also finds the player's own place outside the top ten (the bucket count)."""
    now = int(time.time() * 1000)
    connection = sqlite3.connect(database, isolation_level=None, timeout=30)
    try:
        connection.execute("BEGIN IMMEDIATE")
        for number, (key, higher, _, (low, high), _) in enumerate(BOARDS):
            if not key.startswith("minesweeper/"):
                continue
            value = int(low * (high / low) ** 0.5)
            rank_value, rank_bucket = rank_key(value, higher)
            connection.execute(
                "INSERT INTO scores (board, session_id, game_id, value, penalty, rank_value, rank_bucket, detail,"
                " name, created_at) VALUES (?, ?, ?, ?, 0, ?, ?, 1.5, ?, ?)",
                (key, sid, 2_000_000_000 + number, value, rank_value, rank_bucket, name, now - DAY))
        connection.execute("COMMIT")
    finally:
        connection.close()
