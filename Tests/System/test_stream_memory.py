"""1,000 event streams open and close: the server gives their memory back (the real binary, SQLite, loopback)."""
import os
import re
import socket
import struct

from conftest import wait_until
from plain_http import open_event_streams, request, session_and_token

STREAMS = 1000
# Within this much of the resident size before the streams opened (a stream holds ~27 KB while open).
SLACK_KB = 5 * 1024


def resident_kb(server):
    with open(f"/proc/{server.process.pid}/status") as status:
        return int(re.search(r"^VmRSS:\s+(\d+)", status.read(), re.M).group(1))


def sockets(server):
    # Sockets only: a database connection may open its -wal file for the first time meanwhile, and stay so.
    folder = f"/proc/{server.process.pid}/fd"
    count = 0
    for name in os.listdir(folder):
        try:
            count += os.readlink(f"{folder}/{name}").startswith("socket:")
        except FileNotFoundError:  # closed since the listing
            pass
    return count


def open_streams(server, path):
    # 10 streams from each of 100 addresses (127.0.1.10 …): within the limits per client.
    return open_event_streams(server, path, [f"127.0.{1 + n // 250}.{10 + n % 250 // 10}" for n in range(STREAMS)])


def test_memory_of_1000_closed_streams_is_given_back(server):
    host, csrf = session_and_token(server, "/tictactoe")
    _, headers, _ = request(server, "POST", "/tictactoe/online/new", f"csrf={csrf}&mark=X", host)
    path = headers["Location"]
    friend, friend_csrf = session_and_token(server, path)
    before_kb, before_sockets = resident_kb(server), sockets(server)

    streams = open_streams(server, path)
    open_kb = resident_kb(server)
    # Closed with a reset, so the server's next write on each fails at once (a plain close is only found by the
    # write after it); the friend joining is that write, for every stream.
    for stream in streams:
        stream.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        stream.close()
    status, _, _ = request(server, "POST", f"{path}/join", f"csrf={friend_csrf}&version=1", friend)
    assert status == 303
    wait_until(lambda: sockets(server) <= before_sockets, timeout=10, what="the server to let the streams go")

    samples = []

    def given_back():
        samples.append(resident_kb(server))
        return samples[-1] <= before_kb + SLACK_KB

    try:
        wait_until(given_back, timeout=5, interval=0.1, what="the streams' memory to be given back")
    finally:
        print(f"\nstream memory: {before_kb} kB before, {open_kb} kB with {STREAMS} streams open, "
              f"{samples[-1] if samples else '?'} kB after they closed")
