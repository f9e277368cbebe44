"""1,000 event streams open and close: the server gives their memory back (the real binary, SQLite, loopback)."""
import os
import re
import socket
import struct

from conftest import wait_until
from test_online_streams import request, session_and_token

STREAMS = 1000
# Within this much of the resident size before the streams opened (a stream holds ~27 KB while open).
SLACK_KB = 5 * 1024


def resident_kb(server):
    with open(f"/proc/{server.process.pid}/status") as status:
        return int(re.search(r"^VmRSS:\s+(\d+)", status.read(), re.M).group(1))


def descriptors(server):
    return len(os.listdir(f"/proc/{server.process.pid}/fd"))


def open_streams(server, path):
    streams = []
    for number in range(STREAMS):
        # 10 streams from each of 100 addresses (127.0.1.10 …): within the limits per client.
        address = f"127.0.{1 + number // 250}.{10 + number % 250 // 10}"
        stream = socket.create_connection(("127.0.0.1", server.port), timeout=10, source_address=(address, 0))
        stream.sendall(f"GET {path}/events?version=1 HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                       "Accept: text/event-stream\r\n\r\n".encode())
        streams.append(stream)
    for stream in streams:
        head = b""
        while b"\r\n\r\n" not in head:
            head += stream.recv(4096)
        assert head.startswith(b"HTTP/1.1 200"), head[:60]
    return streams


def test_memory_of_1000_closed_streams_is_given_back(server):
    host, csrf = session_and_token(server, "/tictactoe")
    _, headers, _ = request(server, "POST", "/tictactoe/online/new", f"csrf={csrf}&mark=X", host)
    path = headers["Location"]
    friend, friend_csrf = session_and_token(server, path)
    before_kb, before_fds = resident_kb(server), descriptors(server)

    streams = open_streams(server, path)
    open_kb = resident_kb(server)
    # Closed with a reset, so the server's next write on each fails at once (a plain close is only found by the
    # write after it); the friend joining is that write, for every stream.
    for stream in streams:
        stream.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        stream.close()
    status, _, _ = request(server, "POST", f"{path}/join", f"csrf={friend_csrf}&version=1", friend)
    assert status == 303
    wait_until(lambda: descriptors(server) <= before_fds, timeout=10, what="the server to let the streams go")

    samples = []

    def given_back():
        samples.append(resident_kb(server))
        return samples[-1] <= before_kb + SLACK_KB

    try:
        wait_until(given_back, timeout=5, interval=0.1, what="the streams' memory to be given back")
    finally:
        print(f"\nstream memory: {before_kb} kB before, {open_kb} kB with {STREAMS} streams open, "
              f"{samples[-1] if samples else '?'} kB after they closed")
