"""`minigames backup` copies the live SQLite database while four players move; the copy opens, passes
check-replays and holds every move acknowledged before the backup began; `minigames restore` brings a server up
on it (the real binary, loopback)."""
import os
import re
import sqlite3
import subprocess
import threading
import time

import pytest

from conftest import BIN, ROOT, ServerProcess
from plain_http import request, session_and_token

PLAYERS = 4


class Player(threading.Thread):
    """Toggles a flag on one covered Expert cell again and again, keeping each acknowledged version and its time."""

    def __init__(self, server):
        super().__init__(daemon=True)
        self.server, self.stop, self.acknowledged, self.failure = server, threading.Event(), [], None

    def run(self):
        try:
            self.cookie, csrf = session_and_token(self.server, "/minesweeper")
            _, _, page = request(self.server, "POST", "/minesweeper/new", f"csrf={csrf}&level=expert", self.cookie)
            _, _, page = request(self.server, "GET", "/minesweeper", cookie=self.cookie)
            shown = re.search(r'name="shown" value="([^"]+)"', page)
            version = re.search(r'name="version" value="(\d+)"', page).group(1)
            status, _, _ = request(self.server, "POST", "/minesweeper/move",
                                   f"csrf={csrf}&version={version}&cell=a1&action=reveal"
                                   + (f"&shown={shown.group(1)}" if shown else ""), self.cookie)
            assert status == 303, status
            _, _, page = request(self.server, "GET", "/minesweeper", cookie=self.cookie)
            version = int(re.search(r'name="version" value="(\d+)"', page).group(1))
            cell = re.findall(r'value=(\w+) aria-label="Row \d+, column \d+, covered"', page)[-1]
            while not self.stop.is_set():
                status, _, _ = request(self.server, "POST", "/minesweeper/move",
                                       f"csrf={csrf}&version={version}&cell={cell}&action=flag", self.cookie)
                assert status == 303, f"a flag answered {status}"
                version += 1
                self.acknowledged.append((time.monotonic(), version))
        except Exception as error:  # noqa: BLE001 (reported by the test)
            self.failure = error

    def session(self):
        return self.cookie.split("=", 1)[1].split(".")[0]  # sid=<id>.<signature>


@pytest.fixture
def unlimited():
    """The four players post from one address: the per-client post limit is off."""
    server = ServerProcess(extra_args=["--rate-limit", "0"]).start()
    try:
        yield server
    finally:
        server.cleanup()


def minigames(*args):
    return subprocess.run([str(BIN), *args], capture_output=True, text=True, timeout=60)


def versions(database):
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
        return dict(db.execute("SELECT session_id, version FROM games WHERE kind = 'minesweeper'").fetchall())


def test_a_backup_taken_while_players_move_holds_every_acknowledged_move_and_restores(unlimited):
    server = unlimited
    players = [Player(server) for _ in range(PLAYERS)]
    for player in players:
        player.start()
    copy = f"{server.dir}/copy.sqlite"
    try:
        time.sleep(1)  # the players under way (they are polled below, not waited on)
        began = time.monotonic()
        backup = minigames("backup", copy, "--database", server.database)
        ended = time.monotonic()
        time.sleep(0.5)
    finally:
        for player in players:
            player.stop.set()
        for player in players:
            player.join(10)
    assert not [p.failure for p in players if p.failure], [p.failure for p in players]
    assert backup.returncode == 0, backup.stderr
    assert re.match(r"Copied .* \d+ games, \d+ moves", backup.stdout), backup.stdout
    during = sum(1 for p in players for at, _ in p.acknowledged if began <= at <= ended)
    total = sum(len(p.acknowledged) for p in players)
    seconds = max(at for p in players for at, _ in p.acknowledged) - min(at for p in players for at, _ in p.acknowledged)
    print(f"\nbackup: {total / seconds:.0f} moves/s from {PLAYERS} players, {during} acknowledged while it ran "
          f"({ended - began:.2f} s)")
    assert during > 0, "no move was acknowledged while the backup ran"

    # Every move acknowledged before the backup began is in the copy.
    copied = versions(copy)
    for player in players:
        before = [version for at, version in player.acknowledged if at < began]
        assert before, "a player made no move before the backup"
        assert copied.get(player.session(), -1) >= max(before), (copied.get(player.session()), max(before))

    check = minigames("check-replays", "--database", copy)
    assert check.returncode == 0, check.stdout + check.stderr
    assert " 0 do not" in check.stdout, check.stdout

    # Restored into a fresh file, a server starts on it and shows a player's game at the copied version.
    restored = f"{server.dir}/restored.sqlite"
    restore = minigames("restore", copy, "--database", restored)
    assert restore.returncode == 0, restore.stderr
    assert versions(restored) == copied
    again = ServerProcess(database=restored).start()
    try:
        status, _, page = request(again, "GET", "/minesweeper", cookie=players[0].cookie)
        assert status == 200
        shown = int(re.search(r'name="version" value="(\d+)"', page).group(1))
        assert shown in copied.values(), (shown, copied)
    finally:
        again.cleanup()


def test_backup_refuses_a_missing_database_and_its_own_file(server):
    missing = minigames("backup", f"{server.dir}/copy.sqlite", "--database", f"{server.dir}/nothing.sqlite")
    assert missing.returncode != 0 and "no database at" in missing.stderr
    itself = minigames("backup", server.database, "--database", server.database)
    assert itself.returncode != 0 and "another file" in itself.stderr
    damaged = f"{server.dir}/damaged.sqlite"
    with open(damaged, "wb") as file:
        file.write(b"not a database" * 100)
    refused = minigames("restore", damaged, "--database", f"{server.dir}/target.sqlite")
    assert refused.returncode != 0, refused.stdout


def test_the_rolling_backup_script_keeps_an_hourly_and_a_daily_copy_that_replay(server):
    session_and_token(server, "/tictactoe")
    backups = f"{server.dir}/backups"
    script = ROOT / "deploy/minigames-backup"
    environment = {"PATH": "/usr/bin:/bin", "MINIGAMES": str(BIN), "DATABASE": server.database, "BACKUPS": backups}
    for _ in range(2):  # a second run replaces the hour's copy and keeps the day's
        ran = subprocess.run([str(script)], env=environment, capture_output=True, text=True, timeout=60)
        assert ran.returncode == 0, ran.stdout + ran.stderr
    names = sorted(os.listdir(backups))
    assert [n for n in names if re.fullmatch(r"hour-\d\d\.sqlite", n)], names
    assert [n for n in names if re.fullmatch(r"day-\d{4}-\d\d-\d\d\.sqlite", n)], names
    assert not [n for n in names if n.endswith(".partial")], names
    with open(f"{backups}/last-check.txt") as check:
        assert " 0 do not" in check.read()
