"""A database the server's user cannot write: the server starts read-only, serves pages, refuses moves with 503 and
says so on /healthz for as long as it lasts, names the file at fault, and takes moves again by itself once the files
can be written. The real binary as an unprivileged user (root ignores permission bits), SQLite's three files."""
import http.client
import os
import pwd
import re
import time

import pytest

from conftest import ServerProcess, wait_until

FILES = ("", "-wal", "-shm")
# A write that failed is remembered this long by /healthz (SQLiteDatabase.failureMemory), read-only or not.
FAILURE_MEMORY = 10


def request(server, method, path, body=None, cookie=None):
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    try:
        headers = {"Cookie": cookie} if cookie else {}
        if body:
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        connection.request(method, path, body=body, headers=headers)
        response = connection.getresponse()
        return response.status, dict(response.getheaders()), response.read().decode()
    finally:
        connection.close()


class Player:
    """A Tic-Tac-Toe player with a cookie, playing the first empty cell of the page it was shown."""

    def __init__(self, server):
        self.server = server
        self.cookie = None

    def page(self):
        status, headers, page = request(self.server, "GET", "/tictactoe", cookie=self.cookie)
        assert status == 200, f"a page that only reads is served: {status}"
        if "Set-Cookie" in headers:
            self.cookie = headers["Set-Cookie"].split(";")[0]
        return page

    def move(self):
        page = self.page()
        fields = dict(re.findall(r'name="?(csrf|version|shown)"? value="?([^"\s>]*)', page))
        cell = re.search(r'name="?cell"? value="?([a-c][1-3])', page).group(1)
        body = f"csrf={fields['csrf']}&version={fields['version']}&shown={fields['shown']}&cell={cell}"
        status, _, answer = request(self.server, "POST", "/tictactoe/move", body, self.cookie)
        return status, answer

    def marks(self):
        return len(re.findall(r"aria-label=\"Row \d, column \d, (?:X|O)", self.page()))


def health(server):
    status, _, body = request(server, "GET", "/healthz")
    return status, body.strip()


def unprivileged():
    """The command that runs the server as `nobody` when the test runs as root; as another user, that user will do."""
    if os.geteuid() != 0:
        return []
    try:
        pwd.getpwnam("nobody")
    except KeyError:
        pytest.skip("no user nobody to run the server as")
    return ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"]


def give_to_server_user(server):
    if os.geteuid() == 0:
        user = pwd.getpwnam("nobody")
        os.chown(server.dir, user.pw_uid, user.pw_gid)


def chmod_database(server, mode, files=FILES):
    for suffix in files:
        if os.path.exists(server.database + suffix):
            os.chmod(server.database + suffix, mode)


def unprivileged_server(database=None):
    server = ServerProcess(database=database, wrapper=unprivileged())
    give_to_server_user(server)
    return server


@pytest.fixture
def stored_database():
    """The path of a database with a game in it, made by the server as the unprivileged user, then stopped."""
    first = unprivileged_server()
    try:
        first.start()
        status, _ = Player(first).move()
        assert status == 303
        assert first.stop() == 0
        yield first.database
    finally:
        first.cleanup()


def test_read_only_database_is_said_unhealthy_and_heals_once_writable(stored_database):
    server = unprivileged_server(stored_database)
    assert os.path.exists(server.database + "-wal") and os.path.exists(server.database + "-shm")
    chmod_database(server, 0o444)
    try:
        read_only_then_writable(server)
    finally:
        server.cleanup()


def read_only_then_writable(server):
    server.start()
    assert "the database is read-only: " + server.database in server.log(), "the start names the file at fault"

    player = Player(server)
    refused_at = time.monotonic()
    status, answer = player.move()
    assert status == 503 and "Nothing was lost" in answer
    assert player.marks() == 0
    status, reason = health(server)
    assert status == 503 and "read-only" in reason and os.path.basename(server.database) in reason, reason

    # Not for the 10 s a failed write is remembered only: for as long as the file cannot be written.
    while time.monotonic() - refused_at < FAILURE_MEMORY + 1.5:
        assert health(server)[0] == 503, "/healthz says 503 while no write can succeed"
        time.sleep(0.25)
    assert player.move()[0] == 503

    # SQLite made the server's -wal and -shm with the database's mode: the database alone is not enough, and the
    # reason names the file that still stops it.
    chmod_database(server, 0o644, files=[""])
    wait_until(lambda: re.search(r"-(wal|shm) cannot be written", health(server)[1]), timeout=5,
               what="/healthz to name the -wal or -shm")
    assert player.move()[0] == 503

    chmod_database(server, 0o644)
    wait_until(lambda: player.move()[0] == 303, timeout=10, interval=0.2, what="a move to apply without a restart")
    assert player.marks() >= 1
    wait_until(lambda: health(server)[0] == 200, timeout=5, interval=0.2, what="/healthz to say 200")
