"""PostgreSQL frozen, locked or read-only under a running instance: what needs no database keeps answering
at once, game pages and moves answer within 2 s (a clear 503 at worst) instead of hanging, no move acknowledged is
lost, and everything heals by itself.

A throwaway PostgreSQL of this module's own (it is frozen and altered here, so not the one `make test` shares) and one
instance of the real binary with two worker threads, as on this 2-core machine. A prober thread fetches a static file
and /healthz on fresh connections all along, and players on threads of their own move and read their game pages;
the slowest answers of each are the measure."""
import http.client
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time

import pytest

from conftest import BIN, ROOT
from polling import wait_until

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


def test_postgres_frozen_for_10_s_every_answer_within_2_s_nothing_acknowledged_lost_then_heal(instance, postgres):
    player = Player(instance.port, postgres)
    assert player.flag()[0] == 303
    crowd = Crowd(instance.port, postgres)
    with Prober(instance.port) as prober, crowd:
        wait_until(lambda: prober.samples >= 3 and len(crowd.acknowledged) >= 4, what="the first probes and moves")
        frozen_at = time.monotonic()
        processes = server_processes(postgres)
        try:
            signal_all(processes, signal.SIGSTOP)
            # A backend forked while they were listed runs on; the postmaster is stopped now, so none comes after.
            processes += [pid for pid in server_processes(postgres) if pid not in processes]
            signal_all(processes, signal.SIGSTOP)
            answers = []
            while time.monotonic() - frozen_at < 10:
                status, took, page = player.flag()
                answers.append((status, took))
                assert status == 503 and STORE_DOWN in page, (status, page[:300])
                assert took < 2.0, f"a move waited {took:.2f} s on the frozen database"
            assert Browser(instance.port).get("/healthz")[0] == 503
        finally:
            # Every one of them, whatever happened: a PostgreSQL left stopped outlives the test run.
            signal_all(processes, signal.SIGCONT)
        resumed_at = time.monotonic()
        player.refresh()
        moves_until(player, 303, seconds=3)
        healed = time.monotonic() - resumed_at
        acknowledged = len(crowd.acknowledged)
        wait_until(lambda: len(crowd.acknowledged) >= acknowledged + 4, timeout=5, what="the players' moves again")
    print(f"frozen 10 s: {len(answers)} moves answered 503 in {max(t for _, t in answers):.2f} s at most; "
          f"{crowd.report()}; {prober.report()}; a move applied {healed:.2f} s after the thaw")
    # Every game page and move answers within 2 s (a 503 at worst: each request has one deadline for all its waits on
    # the database, queueing for a handler thread included), and every move acknowledged is kept.
    crowd.assert_prompt_and_kept(postgres)
    # Nothing that needs no database waits for it: static files and /healthz (a check waited for at most
    # HealthController.patience, else the last result, 503 once the check has run 1 s) answer within 200 ms all along,
    # on fresh and kept-alive connections alike.
    prober.assert_prompt()
    wait_until(lambda: Browser(instance.port).get("/healthz")[0] == 200, timeout=15, what="/healthz 200 again")


@pytest.mark.parametrize("instance", [4], indirect=True)
def test_a_table_held_by_an_exclusive_lock_every_answer_within_2_s_and_heals(instance, postgres):
    """With four threads, as compose.yaml runs an instance: as many requests may wait on the lock at once, and the
    others queue behind them for a handler thread."""
    player = Player(instance.port, postgres)
    crowd = Crowd(instance.port, postgres, players=8)
    with Prober(instance.port) as prober, crowd:
        wait_until(lambda: prober.samples >= 3 and len(crowd.acknowledged) >= 4, what="the first probes and moves")
        holder = subprocess.Popen(["psql", postgres.url, "-X", "-q", "-c",
                                   "BEGIN; LOCK TABLE games IN ACCESS EXCLUSIVE MODE; SELECT pg_sleep(6); COMMIT;"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            wait_until(lambda: postgres.sql("SELECT count(*) FROM pg_locks WHERE mode = 'AccessExclusiveLock' "
                                            "AND relation = 'games'::regclass")[0][0] == "1", what="the lock held")
            # Moves all along the lock, each waiting on it (at most the request's deadline) on a worker of its own.
            answers = []
            while holder.poll() is None:
                status, took, page = player.flag()
                if status in (303, 409):
                    # The lock went just now; a 409: a save given up at its deadline waited on the lock and ran then.
                    break
                assert status == 503 and STORE_DOWN in page, (status, page[:300])
                answers.append(took)
            assert answers, "no move ran into the lock"
            holder.wait(timeout=15)
            released_at = time.monotonic()
            player.refresh()
            moves_until(player, 303, seconds=3)
            acknowledged = len(crowd.acknowledged)
            wait_until(lambda: len(crowd.acknowledged) >= acknowledged + 4, timeout=5, what="the players' moves again")
            print(f"locked table: {len(answers)} moves answered 503 in {max(answers):.2f} s at most; applied "
                  f"{time.monotonic() - released_at:.2f} s after release; {crowd.report()}; {prober.report()}")
        finally:
            if holder.poll() is None:
                holder.kill()
                holder.wait()
    crowd.assert_prompt_and_kept(postgres)
    prober.assert_prompt()


def test_read_only_then_writable_heals_without_a_restart_or_killed_connections(instance, postgres):
    player = Player(instance.port, postgres)
    postgres.sql("ALTER DATABASE minigames SET default_transaction_read_only = on")
    try:
        # The setting reaches new sessions: the instance's pooled connections are cut once, so they come back read-only.
        postgres.sql("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'minigames' "
                     "AND pid <> pg_backend_pid() AND backend_type = 'client backend'")
        moves_until(player, 503, seconds=5)
    finally:
        # From another database: sessions on this one are read-only now, psql's too.
        subprocess.run(["psql", postgres.url.rsplit("/", 1)[0] + "/postgres", "-X", "-q", "-c",
                        "ALTER DATABASE minigames RESET default_transaction_read_only"], check=True)
    writable_at = time.monotonic()
    player.refresh()
    moves_until(player, 303, seconds=5)
    print(f"read-only reset: a move applied {time.monotonic() - writable_at:.2f} s later, no connection killed")


def test_out_of_connections_an_instance_waits_to_start_and_every_request_is_answered():
    """max_connections 12 (the test role is a superuser, so every slot counts) and three instances of four threads
    and pools of four: 3 × (4 + 1) wanted, 12 there. The first instance starts while psql holds every slot, and
    starts once they are freed; under load from all sides every request gets an answer (a 503 page at worst), and
    /healthz is 200 on each instance afterwards."""
    postgres = Postgres(max_connections=12).start()
    instances, holders = [], []
    try:
        # Each holds its slot for 4 s, then lets go (a killed psql would leave its backend sleeping on). Two more than
        # the slots, so they stay full even when the check below took one of them first.
        holders = [subprocess.Popen(["psql", postgres.url, "-X", "-q", "-c", "SELECT pg_sleep(4)"],
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) for _ in range(14)]
        wait_until(lambda: slots_full(postgres), what="psql holding every slot")
        first = Server(BIN, postgres.url, threads=4, folder=tempfile.mkdtemp(prefix="minigames-pgfull-")).start()
        assert "PostgreSQL refused the start, trying again" in first.log()
        instances.append(first)
        for _ in range(2):
            instances.append(Server(BIN, postgres.url, threads=4,
                                    folder=tempfile.mkdtemp(prefix="minigames-pgfull-")).start())
        answers, errors = [], []

        # Made before the load: psql (which finds each one's covered cell) needs a slot of its own.
        players = [Player(instance.port, postgres) for instance in instances for _ in range(6)]

        def play(player):
            try:
                for _ in range(15):
                    status, _, page = player.flag()
                    answers.append(status)
                    if status == 503:
                        assert STORE_DOWN in page
                    if status != 303:  # 409: the page after the last move could not be read (a 503), so it is old
                        player.refresh()
            except (OSError, AssertionError, IndexError) as error:
                errors.append(repr(error))
        threads = [threading.Thread(target=play, args=(player,)) for player in players]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        print(f"out of connections: {len(answers)} moves, {answers.count(303)} applied, {answers.count(503)} 503")
        assert not errors, errors[:3]
        assert set(answers) <= {303, 409, 503} and answers.count(303) > len(answers) // 2
        for instance in instances:
            wait_until(lambda: Browser(instance.port).get("/healthz")[0] == 200, timeout=10, what="/healthz 200")
    finally:
        for holder in holders:
            if holder.poll() is None:
                holder.kill()
            holder.wait()
        for instance in instances:
            instance.stop()
        postgres.stop()


def slots_full(postgres):
    """True once psql itself is refused a connection."""
    try:
        postgres.sql("SELECT 1")
        return False
    except subprocess.CalledProcessError:
        return True


def test_a_move_remembered_by_one_instance_lands_on_the_game_another_started_since(instance, postgres):
    """An instance plays the next move of a game it saved without reading it first (one statement a move). When
    another instance has started a newer game since, a move posted from the newer game's page at the very version the
    old one was saved at must land on the newer game, the old one untouched."""
    other = Server(BIN, postgres.url, threads=2, folder=tempfile.mkdtemp(prefix="minigames-pgfaults-")).start()
    try:
        player = Player(instance.port, postgres)
        assert player.flag()[0] == 303  # saved here, so remembered here
        old_game, old_version = player.game, int(hidden(player.page, "version"))
        elsewhere = Browser(other.port, timeout=15)
        elsewhere.sid, elsewhere.cookie_name = player.browser.sid, player.browser.cookie_name
        page = elsewhere.get("/minesweeper")[2]
        assert elsewhere.post("/minesweeper/new", {"csrf": hidden(page, "csrf"), "level": "beginner"})[0] == 303
        page = elsewhere.get("/minesweeper")[2]
        assert elsewhere.post("/minesweeper/move", Player.fields(page, 40, "reveal"))[0] == 303
        newer = Player.__new__(Player)
        newer.browser, newer.page = elsewhere, elsewhere.get("/minesweeper")[2]
        session = player.browser.sid.split(".")[0]
        game, state = postgres.sql(f"SELECT id, state FROM games WHERE session_id = '{session}' "
                                   "AND kind = 'minesweeper' ORDER BY id DESC LIMIT 1")[0]
        old_cells = json.loads(postgres.sql(f"SELECT state FROM games WHERE id = {old_game}")[0][0])["cells"]
        # A cell covered on both boards: a flag there is a move on either, so only the save's check tells them apart.
        newer.game = int(game)
        newer.cell = next(cell for cell, (new, old) in enumerate(zip(json.loads(state)["cells"], old_cells))
                          if new == "." and old == "." and cell != player.cell)
        assert newer.game != old_game
        while int(hidden(newer.page, "version")) < old_version:
            assert newer.flag()[0] == 303
        assert int(hidden(newer.page, "version")) == old_version
        # The newer game's form, at the old game's saved version, posted to the instance that remembers the old one.
        status, _, _ = player.browser.post("/minesweeper/move", Player.fields(newer.page, newer.cell, "flag"))
        assert status == 303
        versions = dict(postgres.sql(f"SELECT id, version FROM games WHERE id IN ({old_game}, {newer.game})"))
        assert versions == {str(old_game): str(old_version), str(newer.game): str(old_version + 1)}
    finally:
        other.stop()
