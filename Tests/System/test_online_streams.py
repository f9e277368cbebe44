"""500 players waiting on their match's event stream cost the server no worker thread, do not slow a
normal page down, and all hear a change at once (the real binary, SQLite, two worker threads)."""
import re
import select
import statistics
import time

from plain_http import open_event_streams, request, session_and_token


def threads(server):
    with open(f"/proc/{server.process.pid}/status") as status:
        return int(re.search(r"^Threads:\s+(\d+)", status.read(), re.M).group(1))


def page_times(server, path, cookie, count=200):
    times = []
    for _ in range(count):
        started = time.perf_counter()
        status, _, _ = request(server, "GET", path, cookie=cookie)
        assert status == 200
        times.append((time.perf_counter() - started) * 1000)
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.99) - 1]


def test_500_waiting_streams_hold_no_thread_and_slow_no_page(server):
    host, csrf = session_and_token(server, "/tictactoe")
    _, headers, _ = request(server, "POST", "/tictactoe/online/new", f"csrf={csrf}&mark=X", host)
    path = headers["Location"]
    # The same page's p99 with no stream open, on this machine now: under a loaded machine both rise together,
    # while a stream that held one of the two worker threads would make pages wait seconds, not milliseconds.
    _, quiet_p99 = page_times(server, path, host)
    before = threads(server)
    streams = []
    try:
        # 50 players' addresses (127.0.0.10–59), 10 streams each: within the limits per client.
        streams += open_event_streams(server, path, [f"127.0.0.{10 + number // 10}" for number in range(500)])
        assert threads(server) == before, "a waiting stream holds no thread"
        median, p99 = page_times(server, path, host)
        bound = max(50, 3 * quiet_p99)
        assert p99 < bound, f"a page's p99 with 500 streams open: {p99:.1f} ms (with none: {quiet_p99:.1f} ms)"

        # A friend joins: every stream hears it.
        friend, csrf = session_and_token(server, path)
        sent = time.perf_counter()
        status, _, _ = request(server, "POST", f"{path}/join", f"csrf={csrf}&version=1", friend)
        assert status == 303
        waiting, last = set(streams), sent
        while waiting:
            ready, _, _ = select.select(list(waiting), [], [], 1.0)
            assert ready, f"{len(waiting)} streams did not hear the join within a second"
            for stream in ready:
                if b"id: 2" in stream.recv(65536):
                    waiting.discard(stream)
                    last = time.perf_counter()
        print(f"\nonline streams: with 500 open a page took {median:.1f} ms median, {p99:.1f} ms p99; a join reached "
              f"all 500 in {(last - sent) * 1000:.0f} ms; the process kept {before} threads")
        assert last - sent < 1.0
    finally:
        for stream in streams:
            stream.close()
