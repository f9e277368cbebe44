"""PostgreSQL's CPU per move, on fresh tables (a new database: its tables never analyzed, as in the first minutes of
service before autovacuum's first ANALYZE) or analyzed ones: a throwaway cluster, one instance of the binary, sessions
each on a stored Minesweeper game, then flag toggles posted by as many client threads as there are sessions.

Measured: the CPU time (user + system, /proc) of every PostgreSQL process (backends and background workers) and of
the instance over the moves, divided by the moves; statements a move (transactions committed: each of a move's
statements runs alone), how the games and sessions tables were scanned and how many updates were HOT.

    python3 Tests/Reliability/postgres_move_cost.py --binary .build/debug/minigames [--analyzed] [--moves 3000]
"""
import argparse
import http.client
import json
import os
import sys
import tempfile
import threading
import time
from urllib.parse import urlencode

from cluster import Postgres
from server import Browser, Server, hidden, wait_until

TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid):
    """User + system CPU time of `pid` so far; 0 once it has gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
    except FileNotFoundError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / TICKS


def children(pid):
    with open(f"/proc/{pid}/task/{pid}/children") as f:
        return [int(child) for child in f.read().split()]


def cluster_cpu(postgres):
    """CPU seconds by PID of the postmaster and every child it has now."""
    return {pid: cpu_seconds(pid) for pid in [postgres.pid, *children(postgres.pid)]}


def is_backend(pid):
    """A client's backend ("postgres: minigames minigames 127.0.0.1(…) idle"), not a background process."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return b"127.0.0.1(" in f.read()
    except FileNotFoundError:
        return False


class Player:
    """A session on a stored Minesweeper game (first uncover played), flagging one covered cell again and again: the
    version goes up by one each move, so no page is read between moves."""

    def __init__(self, port, postgres, level=None):
        browser = Browser(port)
        page = browser.get("/minesweeper")[2]
        if level:
            assert browser.post("/minesweeper/new", {"csrf": hidden(page, "csrf"), "level": level})[0] == 303
            page = browser.get("/minesweeper")[2]
        centre = 255 if level == "expert" else 40
        fields = {"csrf": hidden(page, "csrf"), "version": hidden(page, "version"), "cell": centre,
                  "action": "reveal"}
        if hidden(page, "shown") is not None:
            fields["shown"] = hidden(page, "shown")
        status = browser.post("/minesweeper/move", fields)[0]
        assert status == 303, status
        self.csrf = fields["csrf"]
        self.cookie = browser.cookie
        session = browser.sid.split(".")[0]
        version, state = postgres.sql(f"SELECT version, state FROM games WHERE session_id = '{session}' "
                                      "AND kind = 'minesweeper' ORDER BY id DESC LIMIT 1")[0]
        self.version = int(version)
        self.cell = json.loads(state)["cells"].index(".")
        self.port = port
        self.answers = {}

    def play(self, moves):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        try:
            for _ in range(moves):
                body = urlencode({"csrf": self.csrf, "version": self.version, "cell": self.cell, "action": "flag"})
                connection.request("POST", "/minesweeper/move", body=body, headers={
                    "Cookie": self.cookie, "Content-Type": "application/x-www-form-urlencoded"})
                response = connection.getresponse()
                response.read()
                self.answers[response.status] = self.answers.get(response.status, 0) + 1
                if response.status == 303:
                    self.version += 1
        finally:
            connection.close()


def statistics(postgres):
    """Transactions committed in the database, and sequential and index scans of games and sessions."""
    commits = int(postgres.sql("SELECT xact_commit FROM pg_stat_database WHERE datname = 'minigames'")[0][0])
    scans = {name: (int(seq), int(idx or 0), int(updated), int(hot)) for name, seq, idx, updated, hot in postgres.sql(
        "SELECT relname, seq_scan, idx_scan, n_tup_upd, n_tup_hot_upd FROM pg_stat_user_tables "
        "WHERE relname IN ('games', 'sessions')")}
    return commits, scans


def settled_statistics(postgres):
    """`statistics` once two reads a second apart agree: backends report theirs at most once a second."""
    last = statistics(postgres)
    while True:
        time.sleep(1.1)
        now = statistics(postgres)
        if now[1] == last[1]:
            return now
        last = now


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--moves", type=int, default=3000)
    parser.add_argument("--sessions", type=int, default=16)
    parser.add_argument("--clients", type=int, default=16, help="client threads, each moving its share of sessions")
    parser.add_argument("--level", choices=["beginner", "intermediate", "expert"], help="else the default board")
    parser.add_argument("--threads", type=int, default=4, help="the instance's --threads")
    parser.add_argument("--analyzed", action="store_true", help="ANALYZE once the sessions are made")
    parser.add_argument("--sql", help="run on the database once the instance made its tables (a trial)")
    args = parser.parse_args()
    postgres = Postgres().start()
    server = None
    try:
        server = Server(args.binary, postgres.url, threads=args.threads,
                        folder=tempfile.mkdtemp(prefix="minigames-movecost-")).start()
        if args.sql:
            postgres.sql(args.sql)
        players = [Player(server.port, postgres, args.level) for _ in range(args.sessions)]
        if args.analyzed:
            postgres.sql("ANALYZE")
        text, stored = postgres.sql("SELECT avg(length(state))::int, avg(pg_column_size(state))::int FROM games")[0]
        # A few moves each first, so every pooled connection has prepared its statements.
        for player in players:
            player.play(3)
            player.answers.clear()
        before_stats = settled_statistics(postgres)
        before, instance_before = cluster_cpu(postgres), cpu_seconds(server.process.pid)
        each = max(1, args.moves // len(players))
        clients = [players[index::args.clients] for index in range(min(args.clients, len(players)))]

        def play(mine):
            for _ in range(each):
                for player in mine:
                    player.play(1)
        threads = [threading.Thread(target=play, args=(mine,)) for mine in clients]
        started = time.monotonic()
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        took = time.monotonic() - started
        after, instance_after = cluster_cpu(postgres), cpu_seconds(server.process.pid)
        after_stats = settled_statistics(postgres)
        answers = {}
        for player in players:
            for status, count in player.answers.items():
                answers[status] = answers.get(status, 0) + count
        moves = answers.get(303, 0)
        used = {pid: after[pid] - before.get(pid, 0.0) for pid in after}
        database = sum(used.values())
        backends = sum(seconds for pid, seconds in used.items() if is_backend(pid))
        statements = (after_stats[0] - before_stats[0]) / moves
        scans = {name: tuple(after_stats[1][name][i] - before_stats[1][name][i] for i in range(4))
                 for name in after_stats[1]}
        tables = "analyzed" if args.analyzed else "fresh"
        print(f"{tables} tables: {moves} flag toggles applied by {len(players)} sessions ({len(clients)} clients) in {took:.1f} s "
              f"({moves / took:.0f}/s), answers {answers}")
        print(f"  PostgreSQL {database / moves * 1e6:.0f} µs a move ({backends / moves * 1e6:.0f} µs in the "
              f"instance's backends), the instance "
              f"{(instance_after - instance_before) / moves * 1e6:.0f} µs; {statements:.2f} statements a move; "
              f"(sequential scans, index scans, updates, HOT updates): {scans}; a game's state {text} bytes, "
              f"{stored} stored")
        if moves < each * len(players) * 0.9:
            sys.exit("fewer than 90% of the moves were applied")
    finally:
        if server:
            server.stop()
        postgres.stop()


if __name__ == "__main__":
    main()
