#!/usr/bin/env python3
"""make slow-clients: 200 connections trickle request headers one byte a second (a slowloris) while a normal
browser keeps loading a game page; every one of its page loads, connection included, must take under 100 ms.

libmicrohttpd waits for sockets with epoll and parses headers as bytes arrive, so a slow client costs a
connection slot and a little memory, never a worker thread. A connection that stays silent for the connection
timeout (30 s) is closed; one that trickles is not, so the connection limit (2000) bounds how many there can be.
"""
import argparse
import socket
import sys
import time

from server import Browser, Server, temporary_database


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def still_open(connection):
    """True while the server has neither closed this connection nor answered on it: a non-blocking peek finds
    nothing to read. An end of stream (closed), a reset, or any bytes (an answer such as a 408 instead of waiting
    for the rest of the header) mean the slow client was not kept waiting."""
    connection.setblocking(False)
    try:
        connection.recv(1, socket.MSG_PEEK)
        return False
    except BlockingIOError:
        return True
    except OSError:
        return False
    finally:
        connection.settimeout(5)


def timed_page(browser, path):
    started = time.perf_counter()
    status, _, page = browser.get(path)
    return status, (time.perf_counter() - started) * 1000, page


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default="../../.build/release/minigames")
    parser.add_argument("--slow", type=int, default=200, help="slow connections")
    parser.add_argument("--seconds", type=int, default=20, help="how long they trickle")
    parser.add_argument("--limit-ms", type=float, default=100)
    args = parser.parse_args()

    server = Server(args.binary, temporary_database("minigames-slow-")).start()
    browser = Browser(server.port)
    failures = []
    slow = []
    try:
        baseline = [timed_page(browser, "/tictactoe")[1] for _ in range(20)]
        # Every slow client has sent a request line and starts a header it never finishes.
        prefix = b"GET /tictactoe HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "
        for _ in range(args.slow):
            connection = socket.create_connection(("127.0.0.1", server.port), timeout=5)
            connection.sendall(prefix)
            slow.append(connection)
        loads = []
        send_failed = set()
        started = time.monotonic()
        next_byte = started
        while time.monotonic() - started < args.seconds:
            if time.monotonic() >= next_byte:
                for connection in slow:
                    if connection in send_failed:
                        continue
                    try:
                        connection.send(b"a")
                    except OSError:
                        send_failed.add(connection)
                next_byte += 1
            status, milliseconds, page = timed_page(browser, "/tictactoe")
            if status != 200 or "<h1>Tic-Tac-Toe" not in page:
                failures.append(f"a normal page load answered {status}")
            loads.append(milliseconds)
            time.sleep(0.1)
        # Every slow client must still be connected and waiting: the server neither dropped nor answered it.
        still = sum(connection not in send_failed and still_open(connection) for connection in slow)
        print(f"slow-clients: {args.slow} connections trickling one header byte a second for {args.seconds} s; "
              f"{still} still open and unanswered at the end")
        if still != args.slow:
            failures.append(f"only {still} of the {args.slow} slow connections were still open and waiting at the end "
                            f"({len(send_failed)} could no longer be written to)")
        print(f"slow-clients: normal page loads before: median {percentile(baseline, 0.5):.1f} ms, "
              f"max {max(baseline):.1f} ms")
        print(f"slow-clients: normal page loads during: {len(loads)} loads, median {percentile(loads, 0.5):.1f} ms, "
              f"p99 {percentile(loads, 0.99):.1f} ms, max {max(loads):.1f} ms (limit {args.limit_ms:.0f} ms)")
        if max(loads) >= args.limit_ms:
            failures.append(f"the slowest normal page load took {max(loads):.1f} ms")
        if Browser(server.port).get("/healthz")[0] != 200:
            failures.append("/healthz did not answer 200")
    finally:
        for connection in slow:
            connection.close()
        server.stop()
    if failures:
        print("slow-clients: FAILED\n  " + "\n  ".join(failures), file=sys.stderr)
        sys.exit(1)
    print("slow-clients: passed")


if __name__ == "__main__":
    main()
