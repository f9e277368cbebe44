#!/usr/bin/env python3
"""make slow-clients: 200 connections (from four loopback addresses, 50 each: within the limit per client) trickle
request headers one byte a second (a slowloris) while a normal browser keeps loading a game page; every one of its
page loads, connection included, must take under 100 ms.

libmicrohttpd waits for sockets with epoll and parses headers as bytes arrive, so a slow client costs a
connection slot and a little memory, never a worker thread. A connection that stays silent for 30 s is closed; one
that trickles never is silent, so the request deadline (--request-timeout, 10 s) cuts it: every slow connection must
be closed by the server by the end, none before the deadline. (One address holding more than --client-connections
is refused at once: Tests/System/test_client_limits.py.)
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

    # The limits per client as served (server.py lifts the one on connections for load tests).
    server = Server(args.binary, temporary_database("minigames-slow-"),
                    extra_args=["--client-connections", "64"]).start()
    browser = Browser(server.port)
    failures = []
    slow = []
    try:
        baseline = [timed_page(browser, "/tictactoe")[1] for _ in range(20)]
        # Every slow client has sent a request line and starts a header it never finishes.
        prefix = b"GET /tictactoe HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "
        for number in range(args.slow):
            connection = socket.create_connection(("127.0.0.1", server.port), timeout=5,
                                                  source_address=(f"127.0.0.{11 + number % 4}", 0))
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
        # Every slow client was cut at the request deadline, though it never stayed silent.
        still = sum(connection not in send_failed and still_open(connection) for connection in slow)
        print(f"slow-clients: {args.slow} connections trickling one header byte a second for {args.seconds} s; "
              f"{still} still open at the end")
        if args.seconds > 12 and still != 0:
            failures.append(f"{still} of the {args.slow} slow connections were still open after {args.seconds} s "
                            f"(the request deadline is 10 s)")
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
