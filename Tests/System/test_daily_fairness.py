"""The daily-board attack against the real binary, with its default pace check: session 1 loses today's daily
Beginner and looks at the lost page (which now shows only the mine that ended it); a fresh cookie then wins the same
board in a few dozen POSTs at machine speed (here it knows the mines from the database, as a perfect solver would):
its result is kept but held, ranks nowhere and cannot be named, and the operator finds it in /admin."""
import json
import os
import re
import sqlite3
import sys
import time

import pytest

from conftest import ROOT, ServerProcess

sys.path.insert(0, str(ROOT / "Tests" / "Reliability"))
from server import Browser, hidden  # noqa: E402

TOKEN = "an-operator-token-for-the-daily-test"


@pytest.fixture
def checked_server():
    # Every client here is 127.0.0.1, one bucket of the post limit: the looker, the script and the operator would
    # share its burst of 30 (the script alone stays within it, so the limit is no defence to count on here).
    server = ServerProcess(pace_check=True, extra_args=["--admin-token", TOKEN, "--rate-limit", "0"]).start()
    try:
        yield server
    finally:
        server.cleanup()


def stored(server, browser):
    session = browser.sid.split(".")[0]
    with sqlite3.connect(server.database) as db:
        row = db.execute("SELECT id, state FROM games WHERE session_id = ? AND kind = 'minesweeper' ORDER BY id DESC LIMIT 1",
                         (session,)).fetchone()
    return row[0], json.loads(row[1])


def mines_of(state):
    # Cell i is bit i % 4 of hex digit i / 4.
    return {i for i in range(len(state["cells"])) if int(state["mines"][i // 4], 16) >> (i % 4) & 1}


def reveal(browser, cell):
    _, _, page = browser.get("/minesweeper")
    fields = {"csrf": hidden(page, "csrf"), "version": hidden(page, "version"), "action": "reveal", "cell": cell}
    status, _, _ = browser.post("/minesweeper/move", fields)
    assert status == 303, (cell, status)


def start_daily(browser):
    _, _, page = browser.get("/minesweeper")
    status, _, _ = browser.post("/minesweeper/daily", {"csrf": hidden(page, "csrf"), "level": "beginner"})
    assert status == 303


def test_looking_at_a_lost_daily_board_then_winning_it_fast_with_a_fresh_cookie_ranks_nothing(checked_server):
    port = checked_server.port
    looker = Browser(port)
    start_daily(looker)
    reveal(looker, 40)
    game_id, state = stored(checked_server, looker)
    mines = mines_of(state)
    reveal(looker, min(mines))
    _, _, lost = looker.get("/minesweeper")
    assert "Boom!" in lost
    assert lost.count(', exploded mine"') == 1
    assert lost.count(', mine"') == 0, "the lost page shows no mine but the one that ended it"
    _, _, replay = looker.get(f"/minesweeper/replay/{game_id}?step=2")
    assert replay.count(', mine"') == 0
    assert Browser(port).get(f"/minesweeper/replay/{game_id}")[0] == 404

    # A fresh cookie plays the same board as fast as a script can: every safe cell, one POST each.
    script = Browser(port)
    start_daily(script)
    started = time.monotonic()
    reveal(script, 40)
    posts = 1
    while True:
        _, state = stored(checked_server, script)
        safe = [i for i, c in enumerate(state["cells"]) if c == "." and i not in mines]
        if not safe:
            break
        reveal(script, safe[0])
        posts += 1
    elapsed = time.monotonic() - started
    _, _, won = script.get("/minesweeper")
    assert "You cleared the field!" in won
    with sqlite3.connect(checked_server.database) as db:
        score_id, held = db.execute("SELECT id, held FROM scores").fetchone()
    print(f"won the daily board in {posts} POSTs and {elapsed * 1000:.0f} ms: held for '{held}'")
    assert held and "3BV/s" in held
    assert "This result is held for a check" in won
    status, _, _ = script.post("/leaderboard/name", {"csrf": hidden(won, "csrf"), "score": score_id, "name": "Speedbot7"})
    assert status == 409
    _, _, board = Browser(port).get("/leaderboard?game=minesweeper&period=daily")
    assert "Speedbot7" not in board
    _, _, admin = Browser(port).post("/admin", {"token": TOKEN})
    held_list = admin.split("<h2>Held for their pace</h2>", 1)[1]
    assert f"<strong>#{score_id}</strong>" in held_list
    assert re.search(r'href="/minesweeper/replay/\d+">Replay</a>', held_list)
