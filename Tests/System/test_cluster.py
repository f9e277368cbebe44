"""Two instances of the real binary on one PostgreSQL, behind nginx round-robin on loopback.

The module starts its own throwaway PostgreSQL (it is restarted and stopped here, so not the one `make test`
shares), two instances at the same moment on its empty database, and nginx. Requests go to an instance's own
port where the test must know which one answers, and through nginx to show the same holds behind it. The tests
run in file order: the last two end the instances (kill -9, then a graceful stop).
"""
import json
import os
import signal
import statistics
import sys
import threading
import time
import shutil
from pathlib import Path

import pytest

from conftest import BIN, ROOT
from polling import wait_until

sys.path.insert(0, str(ROOT / "Tests" / "Reliability"))
from cluster import postgres_bin, running  # noqa: E402
from server import Browser, hidden  # noqa: E402

pytestmark = pytest.mark.skipif(shutil.which("nginx") is None or postgres_bin() is None,
                                reason="needs nginx and a PostgreSQL server (.ci/bootstrap test installs them)")

OLDER_VIEW = "That move was for an older view of this game"
STORE_DOWN = "The game store is busy or cannot be written right now"


@pytest.fixture(scope="module")
def cluster():
    with running(BIN, 2, prefix="minigames-test-cluster-") as (postgres, instances, nginx):
        yield Cluster(postgres, instances, nginx)


class Cluster:
    def __init__(self, postgres, instances, nginx):
        self.postgres = postgres
        self.a, self.b = instances
        self.nginx = nginx


class Player:
    """One browser (one session cookie) whose requests go to whichever port it is told."""

    def __init__(self):
        self.browser = Browser(0)

    def get(self, port, path):
        self.browser.port = port
        return self.browser.get(path)

    def post(self, port, path, fields):
        self.browser.port = port
        return self.browser.post(path, fields)

    @property
    def session(self):
        return self.browser.sid.split(".")[0]


def stored_minesweeper(postgres, session):
    rows = postgres.sql(f"SELECT state, version FROM games WHERE session_id = '{session}' AND kind = 'minesweeper' "
                        "ORDER BY id DESC LIMIT 1")
    return (json.loads(rows[0][0]), int(rows[0][1])) if rows else (None, 0)


def mines_of(state):
    # Cell i is bit i % 4 of hex digit i / 4.
    return {i for i in range(len(state["cells"])) if int(state["mines"][i // 4], 16) >> (i % 4) & 1}


def move_fields(page, cell, action=None):
    fields = {"csrf": hidden(page, "csrf"), "version": hidden(page, "version"), "cell": cell,
              "action": action or hidden(page, "action") or "reveal"}
    if hidden(page, "shown") is not None:
        fields["shown"] = hidden(page, "shown")
    return fields


def play_minesweeper(cluster, player, ports, until_won=True, moves=None):
    """Reveals safe cells (the mines read from the database), each move through the next of `ports` in turn, and
    checks each page shows the version the previous move (through the other port) made. Returns the last page."""
    status, _, page = player.get(ports[0], "/minesweeper")
    assert status == 200
    made = 0
    while "/leaderboard/name" not in page and (moves is None or made < moves):
        port = ports[made % len(ports)]
        status, _, page = player.get(port, "/minesweeper")
        assert status == 200
        state, version = stored_minesweeper(cluster.postgres, player.session)
        assert int(hidden(page, "version")) == version, "the page is not the game as the other instance left it"
        if state is None:
            cell = 40  # the first reveal stores the board, with no mine there
        else:
            mines = mines_of(state)
            cell = next(i for i, c in enumerate(state["cells"]) if c == "." and i not in mines)
        status, headers, _ = player.post(port, "/minesweeper/move", move_fields(page, cell))
        assert status == 303, (port, status)
        made += 1
        state, after = stored_minesweeper(cluster.postgres, player.session)
        assert after == max(version, 1) + 1
        if not until_won and cleared(state):
            break  # a board cleared in a few uncovers: nothing is left to play
        if until_won:
            status, _, page = player.get(port, "/minesweeper")
    return page, made


def cleared(state):
    mines = mines_of(state)
    return all(c != "." or i in mines for i, c in enumerate(state["cells"]))


def test_a_game_continues_move_by_move_on_the_other_instance(cluster):
    player = Player()
    _, made = play_minesweeper(cluster, player, [cluster.a.port, cluster.b.port], until_won=False, moves=6)
    # Six uncovers, alternating instances, unless the random Beginner board was cleared sooner (3BV can be 4).
    state, _ = stored_minesweeper(cluster.postgres, player.session)
    assert made == 6 or (made >= 2 and cleared(state)), made
    # Behind the balancer, which alternates by itself, the same game goes on.
    page, _ = play_minesweeper(cluster, player, [cluster.nginx.port])
    assert "You cleared the field!" in page


def named_results_shown(port, name):
    pages = [Browser(port).get(path) for path in ("/", "/leaderboard?game=minesweeper")]
    assert all(status == 200 for status, _, _ in pages)
    return [name in text for _, _, text in pages]


def seconds_until_shown(port, name, limit=1.0, shown=True):
    """Polls the title screen and the leaderboard through `port` until both show `name` (or, `shown` False, neither
    does); None after `limit`."""
    started = time.monotonic()
    while time.monotonic() - started < limit:
        if named_results_shown(port, name) == [shown, shown]:
            return time.monotonic() - started
        time.sleep(0.01)
    return None


def test_a_score_won_through_one_instance_shows_on_the_others_pages_within_a_second(cluster):
    player = Player()
    page, _ = play_minesweeper(cluster, player, [cluster.a.port])
    # B has cached its title screen and standings without this result.
    assert named_results_shown(cluster.b.port, "Ada Lovelace") == [False, False]
    fields = {"csrf": hidden(page, "csrf"), "score": hidden(page, "score"), "name": "Ada Lovelace"}
    status, _, _ = player.post(cluster.a.port, "/leaderboard/name", fields)
    assert status == 303
    shown_after = seconds_until_shown(cluster.b.port, "Ada Lovelace")
    assert shown_after is not None, "instance B still shows its cached pages a second after A's commit"

    # Any writer is heard (here psql, as `minigames moderate` or another tool): the time for each of several. Ada's
    # result goes first (also heard): a board won in a click or two can beat any time below, and the title screen
    # shows only the best.
    cluster.postgres.sql("DELETE FROM scores")
    assert seconds_until_shown(cluster.b.port, "Ada Lovelace", shown=False) is not None
    times = []
    for index in range(10):
        name = f"Writer {index}"
        assert named_results_shown(cluster.b.port, name) == [False, False]
        # Each faster than the last, so the title screen's best changes too (below 512 ms a value is its own bucket).
        value = 500 - index
        cluster.postgres.sql(
            "INSERT INTO scores (board, session_id, value, penalty, rank_value, rank_bucket, name, created_at) "
            f"VALUES ('minesweeper/beginner', 'w{index:031}', {value}, 0, {value}, {value}, '{name}', "
            f"{int(time.time() * 1000)})")
        seconds = seconds_until_shown(cluster.b.port, name)
        assert seconds is not None, f"{name} not shown through B within a second"
        times.append(seconds)
    print(f"\ncluster: a score named through A shown through B after {shown_after * 1000:.0f} ms; one written by "
          f"psql: median {statistics.median(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms of {len(times)}")


def post_to_both_at_once(cluster, player, fields):
    """The same move form from the same browser (its cookie) on two connections, one to each instance, released at
    the same instant; the answers by port."""
    start = threading.Barrier(2)
    answers = {}

    def post(port):
        tab = Browser(port)
        tab.sid = player.browser.sid
        start.wait()
        answers[port] = tab.post("/minesweeper/move", fields)
    threads = [threading.Thread(target=post, args=(port,)) for port in (cluster.a.port, cluster.b.port)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return answers


def test_the_same_move_posted_to_both_instances_at_once_applies_once(cluster):
    player = Player()
    play_minesweeper(cluster, player, [cluster.a.port], until_won=False, moves=1)
    _, _, page = player.get(cluster.a.port, "/minesweeper")
    state, version = stored_minesweeper(cluster.postgres, player.session)
    covered = next(i for i, c in enumerate(state["cells"]) if c == ".")
    answers = post_to_both_at_once(cluster, player, move_fields(page, covered, action="flag"))
    statuses = sorted(status for status, _, _ in answers.values())
    assert statuses == [303, 409], statuses
    assert any(OLDER_VIEW in text for status, _, text in answers.values() if status == 409)
    _, after = stored_minesweeper(cluster.postgres, player.session)
    assert after == version + 1


def test_the_same_first_move_posted_to_both_instances_at_once_stores_one_game(cluster):
    """A board only shown is stored by its first move: posted to both instances at the same instant, one stores it
    and plays the move, the other finds the board taken (`games_shown_board`) and answers 409. 20 trials."""
    for trial in range(20):
        player = Player()
        status, _, page = player.get(cluster.a.port, "/minesweeper")
        assert status == 200 and hidden(page, "shown") is not None
        answers = post_to_both_at_once(cluster, player, move_fields(page, 3, action="flag"))
        games = cluster.postgres.sql(f"SELECT count(*) FROM games WHERE session_id = '{player.session}'")
        assert int(games[0][0]) == 1, f"trial {trial}: {games[0][0]} games"
        statuses = sorted(status for status, _, _ in answers.values())
        assert statuses == [303, 409], (trial, statuses)
        _, version = stored_minesweeper(cluster.postgres, player.session)
        assert version == 2, (trial, version)


class EventStream:
    """A match's event stream (/tictactoe/online/<token>/events) held open on one instance; a thread records when
    each event's id arrives."""

    def __init__(self, port, path):
        import http.client
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        self.connection.request("GET", path, headers={"Accept": "text/event-stream"})
        self.response = self.connection.getresponse()
        self.ids = []
        self.lock = threading.Lock()
        self.reader = threading.Thread(target=self.read, daemon=True)
        self.reader.start()

    def read(self):
        try:
            for line in iter(self.response.readline, b""):
                if line.startswith(b"id: "):
                    with self.lock:
                        self.ids.append((line[4:].strip().decode(), time.monotonic()))
        except OSError:
            pass

    def arrival(self, event_id):
        with self.lock:
            return next((at for got, at in self.ids if got == event_id), None)

    def close(self):
        # Shut the socket first so the reader sees the end, then close what it read from: closing under a reader
        # that is still in readline makes http.client fail in that thread.
        import socket
        try:
            self.connection.sock.shutdown(socket.SHUT_RDWR)
        except (OSError, AttributeError):  # already closed (sock is None then)
            pass
        self.reader.join(timeout=5)
        self.connection.close()


def test_a_move_through_one_instance_reaches_a_stream_held_by_the_other_within_a_second(cluster):
    """The move commits through A; migration 9's trigger NOTIFYs, B's listener hands it to its hub, and
    the stream B holds for the other player's page gets the event."""
    host, friend = Player(), Player()
    _, _, page = host.get(cluster.a.port, "/tictactoe")
    status, headers, _ = host.post(cluster.a.port, "/tictactoe/online/new", {"csrf": hidden(page, "csrf"), "mark": "X"})
    assert status == 303
    path = headers["location"]
    # Behind nginx the link to share names nginx's address, port included (the template passes $http_host).
    _, _, page = host.get(cluster.nginx.port, path)
    assert f'id="invite-link" type="text" readonly value="http://127.0.0.1:{cluster.nginx.port}{path}"' in page
    _, _, page = friend.get(cluster.b.port, path)
    status, _, _ = friend.post(cluster.b.port, path + "/join", {"csrf": hidden(page, "csrf"), "version": hidden(page, "version")})
    assert status == 303
    stream = EventStream(cluster.b.port, f"{path}/events?version=2")
    # And one through nginx, which must pass the events on as they come (the answer says X-Accel-Buffering: no).
    proxied = EventStream(cluster.nginx.port, f"{path}/events?version=2")
    try:
        assert stream.response.status == 200 and proxied.response.status == 200
        latencies = []
        for cell, (player, port) in zip((0, 3, 1, 4, 2), [(host, cluster.a.port), (friend, cluster.b.port)] * 3):
            _, _, page = player.get(port, path)
            version = int(hidden(page, "version"))
            sent = time.monotonic()
            status, _, _ = player.post(cluster.a.port, path + "/move",
                                       {"csrf": hidden(page, "csrf"), "version": version, "cell": cell})
            assert status == 303
            arrived = wait_until(lambda: stream.arrival(str(version + 1)), timeout=1.0, interval=0.002,
                                 what=f"version {version + 1} on B's stream")
            latencies.append(arrived - sent)
            wait_until(lambda: proxied.arrival(str(version + 1)), timeout=1.0, interval=0.002,
                       what=f"version {version + 1} through nginx")
        assert [event_id for event_id, _ in stream.ids] == ["3", "4", "5", "6", "7"], "in order, each once"
        assert [event_id for event_id, _ in proxied.ids] == ["3", "4", "5", "6", "7"]
        print(f"\ncluster: a move posted to A reached B's event stream after median "
              f"{statistics.median(latencies) * 1000:.0f} ms, max {max(latencies) * 1000:.0f} ms of {len(latencies)}")
    finally:
        stream.close()
        proxied.close()


def health(port):
    return Browser(port).get("/healthz")[0]


def test_postgres_restarted_mid_play_moves_wait_for_it_and_nobody_restarts(cluster):
    player = Player()
    play_minesweeper(cluster, player, [cluster.a.port, cluster.b.port], until_won=False, moves=2)

    # A quick restart: every pooled and listening connection is cut; the next moves connect again.
    cluster.postgres.restart()
    play_minesweeper(cluster, player, [cluster.a.port, cluster.b.port], until_won=False, moves=2)

    # An outage: moves get the 503 page and change nothing, /healthz says so on both.
    _, _, page = player.get(cluster.a.port, "/minesweeper")
    state, version = stored_minesweeper(cluster.postgres, player.session)
    mines = mines_of(state)
    cell = next(i for i, c in enumerate(state["cells"]) if c == "." and i not in mines)
    cluster.postgres.halt()
    try:
        for port in (cluster.a.port, cluster.b.port, cluster.nginx.port):
            status, headers, text = player.post(port, "/minesweeper/move", move_fields(page, cell))
            assert status == 503 and STORE_DOWN in text, (port, status)
            assert headers.get("retry-after") == "5"
        wait_until(lambda: health(cluster.a.port) == 503 and health(cluster.b.port) == 503, timeout=5,
                   what="/healthz to answer 503 on both instances")
    finally:
        cluster.postgres.resume()
    wait_until(lambda: health(cluster.a.port) == 200 and health(cluster.b.port) == 200, timeout=10,
               what="/healthz to recover on both instances")
    status, _, _ = player.post(cluster.b.port, "/minesweeper/move", move_fields(page, cell))
    assert status == 303
    assert stored_minesweeper(cluster.postgres, player.session)[1] == version + 1
    page, _ = play_minesweeper(cluster, player, [cluster.a.port, cluster.b.port])
    assert "You cleared the field!" in page


def test_kill_9_one_instance_mid_game_and_the_player_finishes_through_the_other(cluster):
    player = Player()
    _, made = play_minesweeper(cluster, player, [cluster.nginx.port, cluster.b.port], until_won=False, moves=4)
    _, version = stored_minesweeper(cluster.postgres, player.session)
    # B stops answering (SIGSTOP), a move through nginx waits on it, and B dies: the template sends that move on to
    # A (a move carries its version, so it is safe to send twice), which applies it: a 303, not nginx's 502.
    os.kill(cluster.b.process.pid, signal.SIGSTOP)
    try:
        stuck = None
        for _ in range(4):  # round-robin: within two moves one goes to B (the first may go to A and be answered)
            _, _, page = player.get(cluster.a.port, "/minesweeper")
            state, version = stored_minesweeper(cluster.postgres, player.session)
            mines = mines_of(state)
            cell = next(i for i, c in enumerate(state["cells"]) if c == "." and i not in mines)
            answer = {}
            thread = threading.Thread(target=lambda: answer.update(
                status=player.post(cluster.nginx.port, "/minesweeper/move", move_fields(page, cell))[0]))
            thread.start()
            thread.join(timeout=1.0)  # A answers a move in milliseconds; still waiting after a second means B has it
            if thread.is_alive():
                stuck = thread
                break
            assert answer["status"] == 303
        assert stuck is not None, "no move went to the stopped instance"
    finally:
        cluster.b.kill()
    stuck.join(timeout=10)
    assert not stuck.is_alive() and answer["status"] == 303, answer
    _, after = stored_minesweeper(cluster.postgres, player.session)
    assert after == version + 1, "the move sent on to A applied exactly once"
    version = after
    # Nothing answered before the kill is lost, and the game goes on through A, directly and behind nginx (which
    # finds B refusing connections and sends the requests to A).
    _, _, page = player.get(cluster.a.port, "/minesweeper")
    assert int(hidden(page, "version")) == version
    play_minesweeper(cluster, player, [cluster.a.port], until_won=False, moves=2)
    page, _ = play_minesweeper(cluster, player, [cluster.nginx.port])
    assert "You cleared the field!" in page
    assert health(cluster.nginx.port) == 200


def test_a_graceful_stop_ends_the_listener_and_the_pool_and_exits_cleanly(cluster):
    connections = ("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                   "AND backend_type = 'client backend' AND pid <> pg_backend_pid()")
    assert int(cluster.postgres.sql(connections)[0][0]) >= 2  # A's pool and its listener are open
    started = time.monotonic()
    # SIGTERM; a stop that hung on the listener's thread would be killed after 15 s and fail here.
    assert cluster.a.stop() == 0
    assert "stopped" in cluster.a.log()
    assert time.monotonic() - started < 5
