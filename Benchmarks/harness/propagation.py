"""How long a score committed through instance A takes to show on instance B's title screen (each game's all-time
best, cached until the instance hears that a score changed). Each sample: a new player wins a Beginner Minesweeper
board through A (the harness reads the mines from the database) and names the result; from A's 303 to that name
on B's title screen, on a monotonic clock. The previous sample's result is deleted first, so each new one is the
board's best (scripted wins beat every generated result, slower than 1.5 s); A's own title must show it at once,
or the sample does not count. Bounded: a sample gives up after `give_up` seconds, and after `stop_after` such
samples in a row the rest are not tried (before instances hear of each other's scores, none is ever seen)."""
import http.client
import json
import re
import statistics
import time

from . import postgres
from .client import Browser
from .state import minesweeper_cells

BEGINNER_WIDTH = 9
SCORE = re.compile(rb'name="score" value="(\d+)"')
NAME_PREFIX = "Relay"


def _mines(state):
    # Cell i is bit i % 4 of hex digit i / 4.
    digits = state["mines"]
    return {i for i in range(len(state["cells"])) if int(digits[i // 4], 16) >> (i % 4) & 1}


def win_and_name(port, url, name):
    """A new session wins Beginner through the forms and names its result; returns when the name is committed."""
    browser = Browser(port)
    try:
        page = browser.get("/minesweeper")
        browser.post("/minesweeper/new", {"level": "beginner"}, page)
        page = browser.get("/minesweeper")
        browser.post("/minesweeper/move", {"action": "reveal", "cell": "40"}, page)
        mines = _mines(json.loads(postgres.minesweeper_state(url, browser.session_id)))
        page = browser.get("/minesweeper")
        for _ in range(81):
            safe = [i for i, known in minesweeper_cells(page, BEGINNER_WIDTH).items()
                    if known == "covered" and i not in mines]
            if not safe:
                break
            browser.post("/minesweeper/move", {"action": "reveal", "cell": str(safe[0])}, page)
            page = browser.get("/minesweeper")
        score = SCORE.search(page)
        if score is None:
            raise RuntimeError("the Beginner board was cleared but its page offers no result to name")
        browser.post("/leaderboard/name", {"score": score.group(1).decode(), "name": name}, page)
    finally:
        browser.close()


def title(connection):
    connection.request("GET", "/")
    response = connection.getresponse()
    body = response.read()
    if response.status != 200:
        raise RuntimeError(f"GET / answered {response.status}")
    return body


def measure(port_a, port_b, url, samples=100, give_up=5.0, stop_after=5, poll=0.01):
    """Returns the seconds each seen score took, how many were not seen within `give_up`, samples tried and
    discarded (the win was not the best), and whether the rest were left out."""
    seen, not_seen, discarded, streak = [], 0, 0, 0
    on_a = http.client.HTTPConnection("127.0.0.1", port_a, timeout=10)
    on_b = http.client.HTTPConnection("127.0.0.1", port_b, timeout=10)
    try:
        for number in range(samples):
            if streak >= stop_after:
                break
            name = f"{NAME_PREFIX}{number:03d}"
            marker = f"by {name}<".encode()
            postgres.query(url, f"DELETE FROM scores WHERE name LIKE '{NAME_PREFIX}%'")
            title(on_b)  # B's title screen cached as it stands before the win
            win_and_name(port_a, url, name)
            committed = time.monotonic()
            if marker not in title(on_a):
                discarded += 1
                continue
            while marker not in title(on_b):
                if time.monotonic() - committed > give_up:
                    break
                time.sleep(poll)
            else:
                seen.append(time.monotonic() - committed)
                streak = 0
                continue
            not_seen += 1
            streak += 1
    finally:
        on_a.close()
        on_b.close()
    tried = len(seen) + not_seen + discarded
    return {"seen": seen, "not_seen": not_seen, "discarded": discarded, "tried": tried, "samples": samples,
            "give_up": give_up, "stop_after": stop_after, "stopped_early": tried < samples,
            "median_ms": statistics.median(seen) * 1000 if seen else None,
            "max_ms": max(seen) * 1000 if seen else None}
