"""The PostgreSQL the bench runs against: a throwaway cluster on loopback (Tests/Support/postgres-cluster, the one
`make test` uses), queries through psql (no Python driver is needed), the cluster's processes for its CPU time, and
the leaderboard results written with COPY."""
import os
import random
import re
import subprocess
import time

from . import leaderboard

SCRIPT = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                      "Tests", "Support", "postgres-cluster")


class Cluster:
    """Started in `folder` (initdb, pg_ctl start, createdb); `stop` stops it through pg_ctl, by its data folder."""

    def __init__(self, folder):
        self.folder = folder
        self.url = None
        self.url = subprocess.run([SCRIPT, "start", folder], check=True, capture_output=True,
                                  text=True).stdout.strip()

    @property
    def pids(self):
        """The postmaster and its children (a backend per pooled connection, the background workers)."""
        with open(os.path.join(self.folder, "data", "postmaster.pid")) as pid_file:
            postmaster = int(pid_file.readline())
        with open(f"/proc/{postmaster}/task/{postmaster}/children") as children:
            return [postmaster] + [int(pid) for pid in children.read().split()]

    def stop(self):
        if self.url is not None:
            subprocess.run([SCRIPT, "stop", self.folder], check=False)
            self.url = None


def query(url, sql):
    """Rows of one statement as lists of strings (None for NULL); the SQL goes through stdin, so it may be long."""
    result = subprocess.run(["psql", "-X", "-q", "-A", "-t", "-F", "\t", "-P", "null=\\N", "-v", "ON_ERROR_STOP=1",
                             url], input=sql, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"psql failed: {result.stderr.strip()}")
    return [[None if field == "\\N" else field for field in line.split("\t")]
            for line in result.stdout.splitlines() if line]


def statement_counts(url):
    """Transactions committed in the database and updates of `games`, once they settle (backends
    report their counts at most once a second). A move's statements run alone, each its own transaction, and each
    move updates its game once: the ratio of the two changes is the statements a move."""
    def read():
        commits, updates = query(url, "SELECT (SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()), "
                                      "(SELECT n_tup_upd FROM pg_stat_user_tables WHERE relname = 'games')")[0]
        return int(commits), int(updates or 0)
    # A read commits a transaction or two of its own (psql's connection and the query): settled when the updates
    # stand still and the commits grow only by that, twice in a row (or after 30 s, a little high then).
    first, second = read(), None
    for _ in range(27):
        time.sleep(1.1)
        third = read()
        if second and third[1] == second[1] == first[1] and third[0] - second[0] == second[0] - first[0] <= 2:
            return third
        first, second = (second or first), third
    return third


def quoted(session_ids):
    """Session ids as SQL literals; they are ours (hex), checked so nothing else slips in."""
    for sid in session_ids:
        if not re.fullmatch(r"[0-9a-f]+", sid):
            raise RuntimeError(f"not a session id: {sid!r}")
    return ", ".join(f"'{sid}'" for sid in session_ids)


def current_versions(url, sids):
    """Each session's current Minesweeper game version, in one query."""
    ids = {sid.split(".")[0]: sid for sid in sids}
    rows = query(url, "SELECT DISTINCT ON (session_id) session_id, version FROM games WHERE kind = 'minesweeper'"
                      f" AND session_id IN ({quoted(ids)}) ORDER BY session_id, id DESC")
    versions = {ids[session]: int(version) for session, version in rows}
    if len(versions) != len(ids):
        raise RuntimeError(f"{len(ids) - len(versions)} sessions have no Minesweeper game")
    return versions


def minesweeper_state(url, session_id):
    """The session's current Minesweeper game as stored (JSON text): where the mines are, as a player never knows."""
    rows = query(url, f"SELECT state FROM games WHERE session_id = {quoted([session_id])} AND kind = 'minesweeper'"
                      " ORDER BY id DESC LIMIT 1")
    if not rows:
        raise RuntimeError(f"session {session_id} has no Minesweeper game")
    return rows[0][0]


def _copy_text(value):
    if value is None:
        return "\\N"
    return str(value).replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n")


def fill(url, total, seed=7):
    """The same generated results as `leaderboard.fill` for SQLite, as one transaction: the scores' own triggers
    are turned off and their indexes dropped, the rows copied in, `score_buckets` filled with the counts the
    triggers would have kept, the indexes made again from their own definitions. Returns the seconds it took."""
    started = time.monotonic()
    columns = "board, session_id, game_id, value, penalty, rank_value, rank_bucket, detail, name, created_at"
    process = subprocess.Popen(["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", url], stdin=subprocess.PIPE,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        process.stdin.write(
            "BEGIN;\n"
            "ALTER TABLE scores DISABLE TRIGGER USER;\n"
            "CREATE TEMP TABLE bench_indexes ON COMMIT DROP AS SELECT indexname, indexdef FROM pg_indexes"
            " WHERE tablename = 'scores' AND indexname NOT IN"
            " (SELECT conname FROM pg_constraint WHERE conrelid = 'scores'::regclass);\n"
            "DO $$ DECLARE r record; BEGIN FOR r IN SELECT indexname FROM bench_indexes LOOP"
            " EXECUTE format('DROP INDEX %I', r.indexname); END LOOP; END $$;\n"
            f"COPY scores ({columns}) FROM STDIN;\n")
        for row in leaderboard.rows(total, int(time.time() * 1000), random.Random(seed)):
            process.stdin.write("\t".join(_copy_text(value) for value in row) + "\n")
        process.stdin.write(
            "\\.\n"
            "INSERT INTO score_buckets (board, penalty, bucket, named) SELECT board, penalty, rank_bucket, count(*)"
            " FROM scores WHERE name IS NOT NULL GROUP BY board, penalty, rank_bucket"
            " ON CONFLICT (board, penalty, bucket) DO UPDATE SET named = score_buckets.named + excluded.named;\n"
            "DO $$ DECLARE r record; BEGIN FOR r IN SELECT indexdef FROM bench_indexes LOOP"
            " EXECUTE r.indexdef; END LOOP; END $$;\n"
            "ALTER TABLE scores ENABLE TRIGGER USER;\n"
            # The generated results name games 1, 2, …: real games are numbered after them, so a game won in the
            # bench records its own result rather than meeting a generated one's game_id.
            "SELECT setval(pg_get_serial_sequence('games', 'id'), (SELECT max(game_id) FROM scores));\n"
            "COMMIT;\n"
            # Only what was filled: the games' and sessions' tables stay never analyzed, as in a new database.
            "ANALYZE scores, score_buckets;\n")
        process.stdin.close()
        errors = process.stderr.read()
    finally:
        process.wait()
    if process.returncode != 0:
        raise RuntimeError(f"writing the results into PostgreSQL failed: {errors.strip()}")
    count, named, counted = (int(value or 0) for value in query(
        url, "SELECT (SELECT count(*) FROM scores), (SELECT count(name) FROM scores),"
             " (SELECT sum(named) FROM score_buckets)")[0])
    if count < total * 0.99 or named != counted:
        raise RuntimeError(f"{count} results written, {named} named, but the bucket counts say {counted}")
    return time.monotonic() - started
