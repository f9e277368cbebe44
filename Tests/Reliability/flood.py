#!/usr/bin/env python3
"""make flood: what visitors who never play cost, and whether a player still gets through.

Against the release binary on loopback with a fresh database:
1. Cookieless `wrk -t2 -c32` for --seconds on each of /, every game's page (the web manifest's shortcuts, as the
   registry lists them) and /leaderboard: the database's growth (file + WAL) and row counts, while a real player
   (a form client keeping its cookie, at a human pace) plays Minesweeper games through to the end; every move must
   be answered 303. Goal: growth < 1 MB in all, the page after each move ≤ 50 ms p99.
2. One address posting valid moves as fast as it can (soak.lua: board GETs and flag toggles, many sessions)
   for --seconds: how many 429s it got, and the p99 of a second address (a player at a human pace, behind
   X-Forwarded-For) against its own p99 in a quiet run. Goal: 429s after the burst; within 2x of quiet.
3. The server's RSS before and after --addresses distinct spoofed X-Forwarded-For addresses from the trusted
   proxy (cookieless form posts). Goal: within 10%.

The server is started with --trusted-proxy 127.0.0.1; a binary that refuses the flag runs without it, and the
parts that need a second address are reported as skipped. Prints a table; exits non-zero only when the run
itself is invalid: a player's move not answered 303, or wrk reporting socket errors. The goals are reported,
not enforced.
"""
import argparse
import os
import random
import re
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

from server import Browser, Server, game_paths, hidden, temporary_database, wait_until

HERE = Path(__file__).resolve().parent


class Invalid(Exception):
    """The run cannot be trusted: a player's move refused, wrk's sockets failing."""


def wrk(port, seconds, *script_args, connections=32, threads=2, path="/", script="flood.lua", until_marks=None):
    """Runs wrk and reads what the script printed. With `until_marks` (a path prefix), wrk is interrupted
    (SIGINT: it still reports) once each thread has written its mark file, or at `seconds`."""
    command = ["wrk", f"-t{threads}", f"-c{connections}", f"-d{seconds}s", "--timeout", "5s",
               "-s", str(HERE / script), f"http://127.0.0.1:{port}{path}", "--", *script_args]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if until_marks:
        def finished():
            return process.poll() is not None or all(
                os.path.exists(f"{until_marks}.{index}") for index in range(1, threads + 1))
        wait_until(finished, timeout=seconds + 30, interval=0.2, what="wrk's threads to send every address")
        if process.poll() is None:
            process.send_signal(signal.SIGINT)
    output, errors = process.communicate(timeout=seconds + 60)
    if process.returncode != 0 or "STATUS" not in output:
        raise Invalid(f"wrk failed ({process.returncode}): {errors.strip()[-500:]}")
    statuses = {int(k): int(v) for k, v in re.findall(r"(\d+)=(\d+)", re.search(r"STATUS(.*)", output).group(1))}
    socket = {k: int(v) for k, v in re.findall(r"(\w+)=(\d+)", re.search(r"ERRORS(.*)", output).group(1))}
    latency = dict((k, float(v)) for k, v in re.findall(r"(\w+)=([\d.]+)", re.search(r"LATENCY(.*)", output).group(1)))
    addresses = re.search(r"ADDRESSES (\d+)", output)
    return {"statuses": statuses, "errors": socket, "latency": latency,
            "requests": int(re.search(r"(\d+) requests in", output).group(1)),
            "rate": float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1)),
            "addresses": int(addresses.group(1)) if addresses else 0}


def socket_errors(result):
    """Connections that failed (soak.lua also counts non-2xx answers as `status`: those are answers)."""
    return sum(count for kind, count in result["errors"].items() if kind != "status")


def storage(database):
    """Bytes on disk (file + WAL) and row counts, read beside the running server."""
    size = sum(os.path.getsize(p) for p in (database, database + "-wal") if os.path.exists(p))
    connection = sqlite3.connect(f"file:{database}?mode=ro", uri=True, timeout=10)
    try:
        rows = {table: connection.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
                for table in ("sessions", "games", "scores")}
    finally:
        connection.close()
    return size, rows


def p99(samples):
    if not samples:
        return None
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


class Board:
    """What a Minesweeper page shows: each cell's state by index, and whether the game is over."""

    def __init__(self, page):
        self.width = int(re.search(r'class="field w(\d+)[ "]', page).group(1))
        self.cells = {}
        for row, column, state in re.findall(r'aria-label="Row (\d+), column (\d+), ([^"]+)"', page):
            self.cells[(int(row) - 1) * self.width + int(column) - 1] = state
        self.won = "Cleared!" in page
        self.over = self.won or any(state.endswith("mine") for state in self.cells.values())

    def neighbours(self, cell):
        row, column = divmod(cell, self.width)
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                n = (row + dr) * self.width + column + dc
                if (dr or dc) and 0 <= column + dc < self.width and n in self.cells:
                    yield n

    def number(self, cell):
        state = self.cells[cell]
        if state == "empty":
            return 0
        match = re.match(r"(\d+) mines? around", state)
        return int(match.group(1)) if match else None

    def covered(self, cell):
        return self.cells[cell] in ("covered", "flagged", "question mark")


def safe_cell(board, mines, chance):
    """A covered cell the numbers prove safe (single cells, then pairs of cells), else a guess."""
    constraints = []
    for cell in board.cells:
        n = board.number(cell)
        if n is None:
            continue
        unknown = {c for c in board.neighbours(cell) if board.covered(c) and c not in mines}
        left = n - sum(1 for c in board.neighbours(cell) if c in mines)
        if unknown:
            constraints.append((frozenset(unknown), left))
    changed = True
    while changed:
        changed = False
        narrowed = []
        for unknown, left in constraints:
            known = unknown & mines
            unknown, left = unknown - known, left - len(known)
            if not unknown:
                continue
            if left == len(unknown):  # every unknown neighbour is a mine
                mines |= unknown
                changed = True
                continue
            narrowed.append((unknown, left))
        constraints = narrowed
    for unknown, left in constraints:
        if left == 0:
            return min(unknown)
    for a, left_a in constraints:
        for b, left_b in constraints:
            if a < b and left_b - left_a == 0:
                return min(b - a)
    covered = [c for c in board.cells if board.covered(c) and c not in mines]
    return chance.choice(covered)


class Player(threading.Thread):
    """A browser playing beginner Minesweeper games at a human pace until `stop`, then through to the end of the
    game in hand. Times each move's POST and the page GET after its 303 (only moves started before `stop`)."""

    def __init__(self, port, stop, moves_per_second, forwarded_for=None, seed=0):
        super().__init__(daemon=True)
        self.browser = Browser(port)
        self.headers = {"X-Forwarded-For": forwarded_for} if forwarded_for else {}
        self.stop = stop
        self.interval = 1 / moves_per_second
        self.chance = random.Random(seed)
        self.move_times, self.page_times = [], []
        self.moves = self.won = self.lost = 0
        self.failure = None

    def request(self, method, path, fields=None):
        started = time.perf_counter()
        status, headers, page = self.browser.request(method, path, fields, self.headers)
        return status, page, (time.perf_counter() - started) * 1000

    def run(self):
        try:
            while not self.stop.is_set():
                self.play()
        except Exception as error:  # noqa: BLE001 (a refused move, a page without its fields, a dropped socket)
            self.failure = repr(error)

    def play(self):
        status, page, _ = self.request("GET", "/minesweeper")
        if status != 200:
            raise Invalid(f"GET /minesweeper answered {status}")
        status, _, _ = self.request("POST", "/minesweeper/new",
                                    {"level": "beginner", "noguess": "on", "csrf": hidden(page, "csrf")})
        if status != 303:
            raise Invalid(f"POST /minesweeper/new answered {status}")
        status, page, _ = self.request("GET", "/minesweeper")
        mines = set()
        next_move = time.monotonic()
        while True:
            board = Board(page)
            if board.over:
                self.won += board.won
                self.lost += not board.won
                return
            cell = safe_cell(board, mines, self.chance)
            # A human pace, so a rate limit meant for humans never refuses this player.
            next_move += self.interval
            self.stop.wait(max(0.0, next_move - time.monotonic()))
            timed = not self.stop.is_set()
            status, _, move_ms = self.request("POST", "/minesweeper/move", {
                "action": "reveal", "cell": cell, "csrf": hidden(page, "csrf"), "version": hidden(page, "version")})
            if status != 303:
                raise Invalid(f"move {self.moves + 1} (cell {cell}) answered {status}, not 303")
            self.moves += 1
            status, page, page_ms = self.request("GET", f"/minesweeper?at={cell}")
            if status != 200:
                raise Invalid(f"the page after move {self.moves} answered {status}")
            if timed:
                self.move_times.append(move_ms)
                self.page_times.append(page_ms)


def run_player(port, moves_per_second, forwarded_for, seed, during):
    """Runs `during()` while a player plays; returns the player once its last game is over."""
    stop = threading.Event()
    player = Player(port, stop, moves_per_second, forwarded_for, seed)
    player.start()
    try:
        result = during()
    finally:
        stop.set()
        player.join(timeout=120)
    if player.is_alive():
        raise Invalid("the player did not finish its game within 120 s")
    if player.failure:
        raise Invalid(f"player: {player.failure}")
    return player, result


def start_server(binary, database):
    """With --trusted-proxy 127.0.0.1 when the binary knows the flag; returns (server, trusted)."""
    try:
        # The server's own post limit, as in production (server.py turns it off for the soak and crash tests).
        return Server(binary, database, threads=2, extra_args=["--trusted-proxy", "127.0.0.1", "--rate-limit", "10",
                                                                 "--rate-burst", "30"]).start(), True
    except AssertionError as error:
        print(f"flood: the binary refused --trusted-proxy ({str(error).strip().splitlines()[-1][:120]}): "
              "running without it, the second address's part skipped", flush=True)
        return Server(binary, database, threads=2).start(), False


def ms(value):
    return "-" if value is None else f"{value:.1f} ms"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default="../../.build/release/minigames")
    parser.add_argument("--seconds", type=int, default=20, help="per page in part 1, per run in part 2 (default 20)")
    parser.add_argument("--addresses", type=int, default=1_000_000, help="spoofed addresses in part 3")
    parser.add_argument("--moves-per-second", type=float, default=5, help="the players' pace (default 5)")
    args = parser.parse_args()

    database = temporary_database("minigames-flood-")
    server, trusted = start_server(args.binary, database)
    problems = []
    try:
        print(f"flood: {args.seconds} s per run, database {database}, trusted proxy: {'yes' if trusted else 'no'}")
        player_address = "10.255.0.1" if trusted else None
        second_address = "10.255.0.2" if trusted else None

        # 1. Cookieless GETs of every page, a player playing meanwhile.
        rows = []

        def pages():
            for path in ["/", *game_paths(server.port), "/leaderboard"]:
                before = storage(database)
                result = wrk(server.port, args.seconds, "plain", path=path)
                after = storage(database)
                rows.append((path, result, before, after))
                if socket_errors(result):
                    raise Invalid(f"wrk on {path}: socket errors {result['errors']}")
        start = storage(database)
        player, _ = run_player(server.port, args.moves_per_second, player_address, 1, pages)
        end = storage(database)
        print()
        print("1. cookieless wrk -t2 -c32, per page")
        print(f"{'page':<14}{'requests':>10}{'req/s':>9}{'p99':>10}  {'statuses':<22}{'growth':>10}"
              f"{'sessions':>10}{'games':>8}")
        for path, result, before, after in rows:
            statuses = " ".join(f"{k}:{v}" for k, v in sorted(result["statuses"].items()))
            print(f"{path:<14}{result['requests']:>10}{result['rate']:>9.0f}{result['latency']['p99']:>8.1f}ms  "
                  f"{statuses:<22}{(after[0] - before[0]) / 1e6:>8.2f}MB"
                  f"{after[1]['sessions'] - before[1]['sessions']:>+10}{after[1]['games'] - before[1]['games']:>+8}")
        growth = (end[0] - start[0]) / 1e6
        print(f"{'all':<14}{'':>51}{growth:>8.2f}MB{end[1]['sessions'] - start[1]['sessions']:>+10}"
              f"{end[1]['games'] - start[1]['games']:>+8}   (goal: < 1 MB)")
        print(f"   rows before {start[1]}, after {end[1]}; size {start[0] / 1e6:.2f} MB -> {end[0] / 1e6:.2f} MB")
        page_p99 = p99(player.page_times)
        print(f"   player: {player.moves} moves all answered 303, games won {player.won}, lost {player.lost}; "
              f"move p99 {ms(p99(player.move_times))}, page after a move p99 {ms(page_p99)} (goal ≤ 50 ms) "
              f"over {len(player.page_times)} moves")

        # 2. One address posting valid moves as fast as it can; a second address at a human pace.
        print()
        print("2. one address posting moves as fast as it can (wrk -t2 -c32, soak.lua)")
        sessions_file = str(Path(database).parent / "sessions.txt")
        with open(sessions_file, "w") as f:
            for number in range(64):
                browser = Browser(server.port)
                status, _, page = browser.get("/minesweeper")
                # A first visit stores nothing: its New game stores the session and a board to flag on. Each from
                # an address of its own (through the trusted proxy), so setting up is not limited like the flood.
                forwarded = {"X-Forwarded-For": f"10.254.{number // 250}.{number % 250 + 1}"} if trusted else {}
                status, _, _ = browser.request("POST", "/minesweeper/new",
                                               {"level": "beginner", "csrf": hidden(page, "csrf")}, headers=forwarded)
                if status != 303:
                    raise Invalid(f"POST /minesweeper/new answered {status}")
                f.write(f"{browser.cookie} {hidden(page, 'csrf')}\n")
        def posting():
            return wrk(server.port, args.seconds, sessions_file, "2", script="soak.lua")
        if trusted:
            quiet, _ = run_player(server.port, args.moves_per_second, second_address, 2,
                                  lambda: threading.Event().wait(args.seconds))  # a quiet run of the same length
            flooded, result = run_player(server.port, args.moves_per_second, second_address, 3, posting)
        else:
            result = posting()
        if socket_errors(result):
            raise Invalid(f"wrk posting moves: socket errors {result['errors']}")
        statuses = " ".join(f"{k}:{v}" for k, v in sorted(result["statuses"].items()))
        print(f"   {result['requests']} requests ({result['rate']:.0f}/s), statuses {statuses}: "
              f"{result['statuses'].get(429, 0)} answered 429 (goal: 429s after the burst)")
        if trusted:
            ratio = (p99(flooded.move_times) or 0) / max(p99(quiet.move_times) or 1e-9, 1e-9)
            print(f"   second address ({second_address}): quiet move p99 {ms(p99(quiet.move_times))}, page p99 "
                  f"{ms(p99(quiet.page_times))}; under the flood move p99 {ms(p99(flooded.move_times))}, page p99 "
                  f"{ms(p99(flooded.page_times))}; ratio {ratio:.2f} (goal ≤ 2), {flooded.moves} moves all 303")
        else:
            print("   second address: skipped (the binary has no --trusted-proxy)")

        # 3. RSS under many spoofed addresses from the trusted proxy.
        print()
        rss_before = server.rss_kib()
        marks = str(Path(database).parent / "spoofed")
        spoof = wrk(server.port, 900, "spoof", str(args.addresses // 2), "/tictactoe/move", marks, until_marks=marks)
        rss_after = server.rss_kib()
        if socket_errors(spoof):
            raise Invalid(f"wrk spoofing addresses: socket errors {spoof['errors']}")
        change = (rss_after - rss_before) / rss_before * 100
        statuses = " ".join(f"{k}:{v}" for k, v in sorted(spoof["statuses"].items()))
        print(f"3. {spoof['addresses']} distinct X-Forwarded-For addresses (cookieless POST /tictactoe/move"
              f"{'' if trusted else ', proxy not trusted: the header is ignored'}), statuses {statuses}")
        print(f"   RSS {rss_before / 1024:.1f} MB -> {rss_after / 1024:.1f} MB ({change:+.1f}%, goal ± 10%)")
        size, counts = storage(database)
        print()
        print(f"flood: done; database {size / 1e6:.2f} MB, rows {counts}")
    except Invalid as error:
        problems.append(str(error))
    finally:
        server.stop()
    if problems:
        print(f"flood: INVALID RUN: {'; '.join(problems)}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
