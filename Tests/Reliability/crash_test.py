#!/usr/bin/env python3
"""make crash-test: kill -9 durability.

Each round, several browsers play every game the registry lists (the web manifest's shortcuts) through form
posts while the server is killed with SIGKILL at a random moment; then the server is started again on the same
database. Every move the server answered 303 before the kill must be stored afterwards: the game it was for (the
browser's n-th game of that kind in its session) must have at least the version that answer implied.
`PRAGMA integrity_check` must say ok. After the last round every round's answers are checked once more, so a later
crash lost nothing either.

SQLite runs in WAL mode with synchronous=NORMAL: a commit is in the WAL file (the OS's page cache) before the 303
is sent, so it survives the process dying at any instant; it is not synced to the disk at each commit, so a
power cut or a kernel crash could lose the last moments of commits. This test shows the first, not the second.

With --database postgres://… the server runs on that PostgreSQL database instead (use an empty one: the check reads
every game in it, through psql); only the server is killed, and PostgreSQL's own crash safety is not what is tested.
"""
import argparse
import http.client
import random
import re
import sqlite3
import subprocess
import sys
import threading
import time
from typing import Callable, NamedTuple

from server import Browser, game_paths, hidden, is_postgres, server_for


class Unexpected(Exception):
    """The server answered, but not as it should: fails the run (unlike the connection dropping at the kill)."""


def square(chance, width):
    """A square of a mark game's board by name (a1 … c3): an index is a refused form now."""
    return "abcdefghi"[chance.randrange(width)] + str(chance.randrange(width) + 1)


def playable_square(chance, page):
    """One of the squares the board lets the player take (Ultimate's in the small board the last move sent
    them to), or any square once there is none: the game is over, and the refusal starts the next one."""
    buttons = re.finditer(r'<button type="submit" name="cell" value="([a-z0-9]+)"[^>]*>', page)
    squares = [button.group(1) for button in buttons if " disabled" not in button.group(0)]
    return chance.choice(squares) if squares else square(chance, 9)


class Rules(NamedTuple):
    """How a browser plays one game: a move on its page (a random generator and the page's HTML → the form's
    fields), the setup of its next game, and whether even its first game is one of those, instead of the board
    its first visit showed (stored by its first move)."""
    move: Callable[[random.Random, str], dict]
    setup: dict
    setup_first: bool = False


# Per game, so a table: main() stops before the first round when the registry lists a game with no row here, so a
# new game is never skipped unseen.
GAMES = {
    "tictactoe": Rules(lambda chance, page: {"cell": square(chance, 3), "mark": hidden(page, "mark") or "X"},
                       {"mode": "two-players"}),
    "minesweeper": Rules(lambda chance, page: {"action": chance.choice(["reveal", "flag", "flag"]),
                                               "cell": chance.randrange(81)},
                         {"level": "beginner"}),
    "wordsearch": Rules(lambda chance, page: {"cell": chance.randrange(100)}, {"level": "easy"}),
    # Its shown board is against the computer, whose search (about 0.1 s a move in a debug build) would take
    # most of a round: two players from the start.
    "ultimatetictactoe": Rules(lambda chance, page: {"cell": playable_square(chance, page),
                                                     "mark": hidden(page, "mark") or "X"},
                               {"mode": "two-players"}, setup_first=True),
}


class Player(threading.Thread):
    """One browser playing random games until the server goes away, recording every move answered 303.
    Only a dropped connection (the kill) stops it quietly; an unexpected status or page is recorded as a failure."""

    def __init__(self, port, seed, kinds):
        super().__init__(daemon=True)
        self.browser = Browser(port, timeout=5)
        self.kinds = kinds          # every game's slug, as the registry lists them
        self.random = random.Random(seed)
        self.answered = []          # (session, kind, game number, version the 303 implies)
        self.games = {}             # kind -> the number of this browser's stored game of that kind (first is 0)
        self.moves = 0
        self.slips = 0              # 303s to a note: a slip, nothing stored
        self.unexpected = None      # what went wrong while the server was still answering

    def run(self):
        try:
            for kind in self.kinds:
                status, _, page = self.browser.get(f"/{kind}")  # a first visit only shows a board: nothing stored
                if status != 200:
                    raise Unexpected(f"GET /{kind} answered {status}")
                self.games[kind] = -1
                if GAMES[kind].setup_first:
                    self.new_game(kind, hidden(page, "csrf"))
            while True:
                self.play(self.random.choice(self.kinds))
        except (OSError, http.client.HTTPException) as error:  # the server was killed: this browser stops
            self.stopped_by = repr(error)
        except Exception as error:  # an unexpected status, a page without its form fields, a bug here
            self.unexpected = repr(error)

    def play(self, kind):
        status, _, page = self.browser.get(f"/{kind}")
        if status != 200:
            raise Unexpected(f"GET /{kind} answered {status}")
        csrf, version = hidden(page, "csrf"), hidden(page, "version")
        if not csrf or version is None:
            raise Unexpected(f"GET /{kind} has no csrf or version field")
        fields = GAMES[kind].move(self.random, page)
        shown = hidden(page, "shown")
        if shown is not None:
            fields["shown"] = shown
        status, headers, _ = self.browser.post(f"/{kind}/move", {**fields, "csrf": csrf, "version": version})
        # A player's slip (a flagged or open cell, a taken square) is a 303 too, to the page with a note, and changes
        # nothing: it implies no new version.
        if status == 303 and "note=" in headers.get("location", ""):
            self.slips += 1
        elif status == 303:
            if version == "0":
                # The first move on a board that was only shown stores it: a new game, at version 2 after the move.
                self.games[kind] += 1
                version = "1"
            session = self.browser.sid.split(".")[0]
            self.answered.append((session, kind, self.games[kind], int(version) + 1))
            self.moves += 1
        elif status in (400, 409, 422):
            # A square taken, a game over, a cell already open: start the next game of this kind.
            self.new_game(kind, csrf)
        else:
            raise Unexpected(f"POST /{kind}/move answered {status}")

    def new_game(self, kind, csrf):
        status, _, _ = self.browser.post(f"/{kind}/new", {**GAMES[kind].setup, "csrf": csrf})
        if status != 303:
            raise Unexpected(f"POST /{kind}/new answered {status}")
        self.games[kind] += 1


def stored_games(database):
    """(session, kind, version) of every game, in the order they were made."""
    query = "SELECT session_id, kind, version FROM games ORDER BY id"
    if is_postgres(database):
        out = subprocess.run(["psql", database, "-AtF", "\t", "-c", query], check=True, capture_output=True, text=True)
        return [(session, kind, int(version)) for session, kind, version in
                (line.split("\t") for line in out.stdout.splitlines() if line)]
    connection = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
    try:
        return list(connection.execute(query))
    finally:
        connection.close()


def lost_moves(database, answered):
    """Answers whose game is missing or older than the answer implied, with the reason for each."""
    games = {}
    for session, kind, version in stored_games(database):
        games.setdefault((session, kind), []).append(version)
    lost = []
    for session, kind, number, version in answered:
        stored = games.get((session, kind), [])
        if number >= len(stored):
            lost.append(f"{kind} game {number} of session {session[:8]}… is missing")
        elif stored[number] < version:
            lost.append(f"{kind} game {number} of session {session[:8]}… is at version {stored[number]}, "
                        f"but a 303 implied {version}")
    return lost


def integrity(database):
    if is_postgres(database):
        return "ok"  # the server was killed, not PostgreSQL: there is no file of ours to check
    connection = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
    try:
        return connection.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        connection.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default="../../.build/debug/minigames")
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--min-moves", type=int, default=20,
                        help="moves every round must have answered 303 before the kill (default 20)")
    parser.add_argument("--seed", type=int, default=None, help="for a repeatable run (default: random)")
    parser.add_argument("--database", default=None,
                        help="a postgres:// URL of an empty database (default: a fresh SQLite file)")
    args = parser.parse_args()
    seed = args.seed if args.seed is not None else random.randrange(1 << 30)
    chance = random.Random(seed)
    server = server_for(args.binary, args.database, "minigames-crash-").start()
    database = server.database
    kinds = [path.lstrip("/") for path in game_paths(server.port)]
    unplayed = [kind for kind in kinds if kind not in GAMES]
    if not kinds or unplayed:
        server.stop()
        print(f"crash-test: no move or setup for {unplayed or 'any game'} (add a row to GAMES)", file=sys.stderr)
        sys.exit(1)
    every_answer, total_lost, failures = [], 0, []
    print(f"crash-test: {args.rounds} rounds, {args.players} browsers each, seed {seed}, database {database if not is_postgres(database) else 'PostgreSQL'}")
    for round_number in range(1, args.rounds + 1):
        players = [Player(server.port, chance.randrange(1 << 30), kinds) for _ in range(args.players)]
        for player in players:
            player.start()
        # Kill once play is under way, at a moment no one chose.
        time.sleep(chance.uniform(0.5, 2.5))
        server.kill()
        for player in players:
            player.join(timeout=15)
        answered = [answer for player in players for answer in player.answered]
        unexpected = [player.unexpected for player in players if player.unexpected]
        every_answer += answered
        server.start()  # the same database, as after an OOM kill or a crash
        status, _, _ = Browser(server.port).get("/healthz")
        lost = lost_moves(database, answered)
        check = integrity(database)
        total_lost += len(lost)
        print(f"round {round_number:2}: {len(answered):4} moves answered 303 before the kill, "
              f"{len(lost)} lost, integrity {check}, healthz after restart {status}")
        for reason in lost[:5]:
            print(f"    lost: {reason}")
        for reason in unexpected[:5]:
            print(f"    unexpected: {reason}")
        if len(answered) < args.min_moves:
            print(f"    too few moves answered: {len(answered)} < {args.min_moves} (nothing was really tested)")
        if lost or unexpected or len(answered) < args.min_moves or check != "ok" or status != 200:
            failures.append(round_number)
    final_lost = lost_moves(database, every_answer)
    server.stop()
    print(f"crash-test: {args.rounds} rounds, {len(every_answer)} moves answered 303, "
          f"{total_lost} lost at their round, {len(final_lost)} lost by the end; integrity {integrity(database)}")
    if failures or final_lost:
        print(f"crash-test: FAILED (rounds {failures})", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
