"""Realistic state through the real forms: one player with a Minesweeper Expert board part-way,
a Word Search Hard board and a Tic-Tac-Toe game; then thousands of sessions with a stored game,
some of them (the move pool) on a started Expert board with a covered cell to toggle a flag on."""
import concurrent.futures
import json
import re
import sqlite3
import time

from .client import Browser, csrf, version

# Read from each cell's accessible name, which says what a player knows of it whatever the markup.
CELL = re.compile(rb'aria-label="Row (\d+), column (\d+), ([^"]+)"')
EXPERT_WIDTH, EXPERT_HEIGHT = 30, 16
CENTRE = (EXPERT_HEIGHT // 2) * EXPERT_WIDTH + EXPERT_WIDTH // 2


def minesweeper_cells(page, width=EXPERT_WIDTH):
    """Cell index → "covered", "flagged", "empty", "3 mines around", …"""
    return {(int(row) - 1) * width + int(column) - 1: state.decode() for row, column, state in CELL.findall(page)}


def neighbours(index, width=EXPERT_WIDTH, height=EXPERT_HEIGHT):
    row, column = divmod(index, width)
    for r in range(max(0, row - 1), min(height, row + 2)):
        for c in range(max(0, column - 1), min(width, column + 2)):
            if (r, c) != (row, column):
                yield r * width + c


def next_logical_move(cells):
    """A move a careful player would make: flag where a number's covered cells must all be mines,
    uncover where a number already has all its flags."""
    for index, known in cells.items():
        found = re.fullmatch(r"(\d) mines? around", known)
        if not found:
            continue
        number = int(found.group(1))
        around = list(neighbours(index))
        flagged = [n for n in around if cells[n] == "flagged"]
        covered = [n for n in around if cells[n] == "covered"]
        if covered and len(flagged) == number:
            return "reveal", covered[0]
        if covered and len(flagged) + len(covered) == number:
            return "flag", covered[0]
    return None


def play_expert_part_way(browser, reveals=6):
    """Starts Expert, uncovers the centre, then plays logical moves until `reveals` uncovers."""
    page = browser.get("/minesweeper")
    browser.post("/minesweeper/new", {"level": "expert"}, page)
    page = browser.get("/minesweeper")
    browser.post("/minesweeper/move", {"action": "reveal", "cell": str(CENTRE)}, page)
    page = browser.get("/minesweeper")
    uncovered = 1
    while uncovered < reveals:
        move = next_logical_move(minesweeper_cells(page))
        if move is None:
            break
        browser.post("/minesweeper/move", {"action": move[0], "cell": str(move[1])}, page)
        page = browser.get("/minesweeper")
        uncovered += move[0] == "reveal"
    if b"Boom" in page or b"You cleared" in page:
        raise RuntimeError("the Expert board ended while being set up")
    return page


def prepare_player(port):
    """The player whose pages are measured. Returns the Browser (its session cookie)."""
    browser = Browser(port)
    play_expert_part_way(browser)
    page = browser.get("/wordsearch")
    browser.post("/wordsearch/new", {"level": "hard"}, page)
    page = browser.get("/wordsearch")
    # One tap: a selection waiting for its second cell, as mid-game.
    first = re.search(rb'name="?cell"? value="?(\d+)', page).group(1).decode()
    browser.post("/wordsearch/move", {"cell": first}, page)
    page = browser.get("/tictactoe")
    browser.post("/tictactoe/new", {"mode": "computer", "level": "impossible", "mark": "X"}, page)
    page = browser.get("/tictactoe")
    browser.post("/tictactoe/move", {"cell": "0", "mark": "X"}, page)
    return browser


def _plain_session(port, kind):
    # A first visit stores nothing; its New game button stores the session and a game.
    browser = Browser(port)
    try:
        page = browser.get(f"/{kind}")
        browser.post(f"/{kind}/new", {}, page)
    finally:
        browser.close()


# Cells in the top and bottom rows: far from the centre, where each pool board is first uncovered.
POOL_CELLS = list(range(EXPERT_WIDTH)) + list(range((EXPERT_HEIGHT - 1) * EXPERT_WIDTH, EXPERT_HEIGHT * EXPERT_WIDTH))


def _pool_session(port, number):
    """A session on a started Expert board with a flag on one edge cell, placed before the first
    uncover so that cell stays covered. Returns (sid, csrf, version, cell)."""
    browser = Browser(port)
    try:
        page = browser.get("/minesweeper")
        cell = POOL_CELLS[number % len(POOL_CELLS)]
        # A new game always starts at version 1; each accepted move adds one.
        browser.post("/minesweeper/new", {"level": "expert"}, page)
        browser.post("/minesweeper/move", {"version": "1", "action": "flag", "cell": str(cell)}, page)
        browser.post("/minesweeper/move", {"version": "2", "action": "reveal", "cell": str(CENTRE)}, page)
        return browser.sid, csrf(page), 3, cell
    finally:
        browser.close()


def create_sessions(port, total, pool_size, workers=8, time_limit=300):
    """`total` new sessions, each with a stored game: `pool_size` on a started Expert board (the
    move pool, returned), the rest a game page and its New game each, the three games in turn."""
    started = time.monotonic()
    kinds = ["tictactoe", "minesweeper", "wordsearch"]
    with concurrent.futures.ThreadPoolExecutor(workers) as pool:
        pooled = [pool.submit(_pool_session, port, number) for number in range(pool_size)]
        plain = [pool.submit(_plain_session, port, kinds[i % 3]) for i in range(total - pool_size)]
        for future in concurrent.futures.as_completed(pooled + plain, timeout=time_limit):
            future.result()
    return [future.result() for future in pooled], time.monotonic() - started


def check_pool(database, pool):
    """Every pool board is started, still being played, and its cell is flagged (not uncovered)."""
    connection = sqlite3.connect(f"file:{database}?mode=ro", uri=True, timeout=30)
    try:
        for sid, _, _, cell in pool:
            state, outcome = connection.execute(
                "SELECT state, outcome FROM games WHERE session_id = ? AND kind = 'minesweeper' ORDER BY id DESC LIMIT 1",
                (sid.split(".")[0],)).fetchone()
            cells = json.loads(state)["cells"]
            if outcome != "playing" or cells[cell] != "F" or "o" not in cells:
                raise RuntimeError(f"pool board of session {sid} is not as prepared: {outcome}, cell {cell}")
    finally:
        connection.close()


def current_versions(database, sids):
    """Each session's current Minesweeper game version, read from the database (a file, or a postgres:// URL)."""
    if database.startswith("postgres"):
        from . import postgres
        return postgres.current_versions(database, sids)
    connection = sqlite3.connect(f"file:{database}?mode=ro", uri=True, timeout=30)
    try:
        versions = {}
        for sid in sids:
            row = connection.execute(
                "SELECT version FROM games WHERE session_id = ? AND kind = 'minesweeper' ORDER BY id DESC LIMIT 1",
                (sid.split(".")[0],)).fetchone()
            versions[sid] = row[0]
        return versions
    finally:
        connection.close()


def create_mix_sessions(port, count):
    """One session per connection of the mixed-play run, each with a Tic-Tac-Toe game: (sid, csrf)."""
    sessions = []
    for _ in range(count):
        browser = Browser(port)
        try:
            page = browser.get("/tictactoe")
            sessions.append((browser.sid, csrf(page)))
        finally:
            browser.close()
    return sessions


def play_counts(database):
    """Finished games (in all, and by outcome), leaderboard rows, and the newest row's time, read from the database."""
    connection = sqlite3.connect(f"file:{database}?mode=ro", uri=True, timeout=30)
    try:
        outcomes = dict(connection.execute(
            "SELECT outcome, COUNT(*) FROM games WHERE finished_at IS NOT NULL GROUP BY outcome").fetchall())
        scores = connection.execute("SELECT COUNT(*) FROM scores").fetchone()[0]
        return {"finished": sum(outcomes.values()), "outcomes": outcomes, "scores": scores}
    finally:
        connection.close()


def scores_written_since(database, milliseconds):
    """Leaderboard rows written (inserted, or improved: a kept best is re-dated) at or after this server time."""
    connection = sqlite3.connect(f"file:{database}?mode=ro", uri=True, timeout=30)
    try:
        return connection.execute("SELECT COUNT(*) FROM scores WHERE created_at >= ?", (milliseconds,)).fetchone()[0]
    finally:
        connection.close()


def settled_play_counts(database):
    """`play_counts` once the server has finished any request still in flight when wrk stopped."""
    previous = play_counts(database)
    for _ in range(50):
        time.sleep(0.1)
        current = play_counts(database)
        if current == previous:
            return current
        previous = current
    raise RuntimeError("finished games kept changing after wrk stopped")


def compressed_size(port, path, cookie):
    """The bytes of `path` on the wire when the client asks for gzip (the body as sent, compressed)."""
    import http.client
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request("GET", path, headers={"Cookie": cookie, "Accept-Encoding": "gzip"})
        response = connection.getresponse()
        body = response.read()
        if response.status != 200 or response.getheader("Content-Encoding") != "gzip":
            raise RuntimeError(f"GET {path} with gzip: {response.status}, {response.getheader('Content-Encoding')}")
        return len(body)
    finally:
        connection.close()


def fragment_answer(port, entry, version, gzip=False):
    """A pool session's flag toggled in place (JavaScript on): the fragment answer's body as sent."""
    import http.client
    sid, csrf_token, _, cell = entry
    headers = {"Cookie": f"sid={sid}", "Content-Type": "application/x-www-form-urlencoded",
               "X-Minigames-Fragment": "1", "X-Minigames-View": f"/minesweeper?at={cell}"}
    if gzip:
        headers["Accept-Encoding"] = "gzip"
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request("POST", "/minesweeper/move", body=f"csrf={csrf_token}&version={version}&action=flag&cell={cell}",
                           headers=headers)
        response = connection.getresponse()
        body = response.read()
        if response.status != 200 or response.getheader("X-Minigames-Fragment") != "1":
            raise RuntimeError(f"the in-place move answered {response.status}, not a fragment: {body[:300]!r}")
        if gzip and response.getheader("Content-Encoding") != "gzip":
            raise RuntimeError("the in-place move's answer was not gzipped")
        return body
    finally:
        connection.close()
