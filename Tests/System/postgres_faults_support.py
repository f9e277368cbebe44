"""What the PostgreSQL fault suites share: a throwaway cluster of their own per module, an instance of the real binary,
players, a crowd and a prober that time every answer."""
import http.client
import json
import os
import subprocess
import sys
import tempfile
import threading
import time

import pytest

from conftest import BIN, ROOT

sys.path.insert(0, str(ROOT / "Tests" / "Reliability"))
from cluster import Postgres, postgres_bin  # noqa: E402
from server import Browser, Server, hidden  # noqa: E402

pytestmark = pytest.mark.skipif(postgres_bin() is None, reason="needs a PostgreSQL server (.ci/bootstrap test)")

STORE_DOWN = "The game store is busy or cannot be written right now"


@pytest.fixture(scope="module")
def postgres():
    server = Postgres().start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def instance(request, postgres):
    """Two threads, as on this 2-core machine, unless the test asks for more (indirect parametrization)."""
    threads = getattr(request, "param", 2)
    server = Server(BIN, postgres.url, threads=threads, folder=tempfile.mkdtemp(prefix="minigames-pgfaults-")).start()
    try:
        yield server
    finally:
        server.stop()


class Player:
    """One session playing Minesweeper: a first uncover stores the game, then flags toggle on a covered cell (always a
    legal move while the game lasts)."""

    def __init__(self, port, postgres):
        self.browser = Browser(port, timeout=15)
        status, _, page = self.browser.get("/minesweeper")
        assert status == 200
        status, _, _ = self.browser.post("/minesweeper/move", self.fields(page, 40, "reveal"))
        assert status == 303
        self.page = self.browser.get("/minesweeper")[2]
        session = self.browser.sid.split(".")[0]
        game, state = postgres.sql(f"SELECT id, state FROM games WHERE session_id = '{session}' "
                                   "AND kind = 'minesweeper' ORDER BY id DESC LIMIT 1")[0]
        self.game = int(game)
        self.cell = json.loads(state)["cells"].index(".")

    @staticmethod
    def fields(page, cell, action):
        fields = {"csrf": hidden(page, "csrf"), "version": hidden(page, "version"), "cell": cell, "action": action}
        if hidden(page, "shown") is not None:
            fields["shown"] = hidden(page, "shown")
        return fields

    def flag(self):
        """Posts one flag toggle; (status, seconds, the page it led to or the error page)."""
        started = time.monotonic()
        status, _, page = self.browser.post("/minesweeper/move", self.fields(self.page, self.cell, "flag"))
        took = time.monotonic() - started
        if status == 303:
            self.refresh()
        return status, took, page

    def refresh(self):
        status, _, page = self.browser.get("/minesweeper")
        if status == 200:
            self.page = page
        return status


class Crowd:
    """Players moving and reading their game pages all along a fault, each on a thread of its own, as browsers do:
    the move posted plainly (its 303, then the page it leads to) or in place (`X-Minigames-Fragment`: the move's
    parts in its answer, read after its save). Keeps the slowest answer of each kind, every answer's status, and each
    move acknowledged (the game and the version it made), to find them all stored once the fault is over."""

    LIMIT = 2.0

    def __init__(self, port, postgres, players=4):
        self.players = [Player(port, postgres) for _ in range(players)]
        self.slowest = {"move": 0.0, "page": 0.0}
        self.late = []
        self.statuses = {}
        self.unexpected = []
        self.acknowledged = []
        self.started = time.monotonic()
        self.stopping = threading.Event()
        self.threads = [threading.Thread(target=self.run, args=(player, index % 2 == 1), daemon=True)
                        for index, player in enumerate(self.players)]

    def timed(self, what, request):
        started = time.monotonic()
        try:
            status, headers, page = request()
        except OSError as error:
            self.unexpected.append(f"{what}: {error}")
            return None, {}, ""
        took = time.monotonic() - started
        self.slowest[what] = max(self.slowest[what], took)
        if took >= self.LIMIT:
            self.late.append(f"{what} {status} in {took:.2f} s at {started - self.started:.2f} s")
        self.statuses[(what, status)] = self.statuses.get((what, status), 0) + 1
        if status == 503 and STORE_DOWN not in page or status not in (200, 303, 409, 503):
            self.unexpected.append(f"{what}: {status} {page[:200]}")
        return status, headers, page

    def run(self, player, in_place):
        headers = {"X-Minigames-Fragment": "1", "X-Minigames-View": "/minesweeper"} if in_place else None
        while not self.stopping.is_set():
            version = int(hidden(player.page, "version"))
            status, answer_headers, page = self.timed("move", lambda: player.browser.request(
                "POST", "/minesweeper/move", Player.fields(player.page, player.cell, "flag"), headers))
            if status == 303 or status == 200 and answer_headers.get("x-minigames-fragment") == "1":
                self.acknowledged.append((player.game, version + 1))
            elif status == 409:
                player.page = page  # the game as it stands: a move answered 503 was saved after all
            status, _, page = self.timed("page", lambda: player.browser.get("/minesweeper"))
            if status == 200:
                player.page = page
            self.stopping.wait(0.02)

    def report(self):
        return (f"slowest move {self.slowest['move']:.2f} s, slowest page {self.slowest['page']:.2f} s, "
                f"{len(self.acknowledged)} moves acknowledged, answers {dict(sorted(self.statuses.items()))}")

    def assert_prompt_and_kept(self, postgres):
        """Every answer came within `LIMIT` and was one a player expects; every move acknowledged is stored."""
        assert not self.unexpected, self.unexpected[:5]
        assert not self.late, f"{len(self.late)} answers took {self.LIMIT:g} s or more: {self.late[:10]}"
        games = ", ".join(str(player.game) for player in self.players)
        stored = {(int(game), int(version)) for game, version in postgres.sql(
            f"SELECT game_id, version FROM game_moves WHERE game_id IN ({games})")}
        lost = [move for move in self.acknowledged if move not in stored]
        assert not lost, f"{len(lost)} of {len(self.acknowledged)} acknowledged moves are not stored: {lost[:10]}"

    def __enter__(self):
        for thread in self.threads:
            thread.start()
        return self

    def __exit__(self, *_):
        self.stopping.set()
        for thread in self.threads:
            thread.join()


class Prober:
    """Fetches a static file and /healthz every 20 ms until stopped: each on a fresh connection, and the static file
    also on one kept-alive connection (libmicrohttpd keeps a connection on the worker thread that accepted it, so one
    stuck thread would hold it up again and again). Keeps the slowest of each and every answer slower than `LIMIT`."""

    LIMIT = 0.2

    def __init__(self, port):
        self.port = port
        self.slowest = {"static": 0.0, "healthz": 0.0, "kept-alive static": 0.0}
        self.late = []
        self.failures = []
        self.samples = 0
        self.started = time.monotonic()
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)

    def measure(self, name, fetch):
        started = time.monotonic()
        try:
            status = fetch()
        except OSError as error:
            self.failures.append(f"{name}: {error}")
            return
        took = time.monotonic() - started
        self.samples += 1
        self.slowest[name] = max(self.slowest[name], took)
        if took > self.LIMIT:
            self.late.append(f"{name} {took * 1000:.0f} ms at {started - self.started:.2f} s")
        if name != "healthz" and status != 200:
            self.failures.append(f"{name}: {status}")

    def run(self):
        kept = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        kept.connect()  # before the fault: the connection stays on the thread that accepts it now

        def kept_alive_static():
            kept.request("GET", "/static/site.css")
            response = kept.getresponse()
            response.read()
            return response.status
        try:
            while not self.stopping.is_set():
                self.measure("static", lambda: Browser(self.port, timeout=10).get("/static/site.css")[0])
                self.measure("healthz", lambda: Browser(self.port, timeout=10).get("/healthz")[0])
                self.measure("kept-alive static", kept_alive_static)
                self.stopping.wait(0.02)
        finally:
            kept.close()

    def report(self):
        return ", ".join(f"slowest {name} {seconds * 1000:.0f} ms" for name, seconds in self.slowest.items()) + \
            f" ({self.samples} answers)"

    def assert_prompt(self):
        """Every answer of the whole run came within `LIMIT` (throughout the fault, not on average)."""
        assert not self.failures, self.failures
        assert not self.late, f"{len(self.late)} answers slower than {self.LIMIT * 1000:.0f} ms: {self.late[:10]}"

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *_):
        self.stopping.set()
        self.thread.join()


def server_processes(postgres):
    """The postmaster and its children (backends, checkpointer …): SIGSTOP must reach all of them to freeze it."""
    children = subprocess.run(["pgrep", "-P", str(postgres.pid)], capture_output=True, text=True).stdout.split()
    return [postgres.pid, *map(int, children)]


def signal_all(pids, number):
    """Sends `number` to each; a backend that has ended meanwhile is no reason to skip the others."""
    for pid in pids:
        try:
            os.kill(pid, number)
        except ProcessLookupError:
            pass


def moves_until(player, wanted, seconds):
    """Flags until a move answers `wanted`; the answers seen (status, seconds) in order."""
    seen = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        status, took, page = player.flag()
        seen.append((status, round(took, 2)))
        if status == wanted:
            return seen
        if status != 303:
            # A 409: a save given up at its deadline reached the server and ran once it came back (or the lock
            # went), so the page was old; it shows the game as it stands.
            assert status == 409 or status == 503 and STORE_DOWN in page, (status, page[:300])
            player.refresh()
    raise AssertionError(f"no {wanted} within {seconds} s: {seen}")


def slots_full(postgres):
    """True once psql itself is refused a connection."""
    try:
        postgres.sql("SELECT 1")
        return False
    except subprocess.CalledProcessError:
        return True
