#!/usr/bin/env python3
"""make soak: 60 s of wrk at 64 connections against the release binary on loopback.

Connections alternate Minesweeper board GETs and move POSTs (a flag toggled: a real write that never ends
the game) across many sessions (see soak.lua). Passes when every answer is 200 or 303, wrk saw no socket
errors, the resident memory at the end is within 10% of what it was after a warm-up run, the open file
descriptors are back to their idle count, and the server still answers.

409s are bounded at 0. A 409 is the answer to a move carrying a game version that is no longer current: two
requests for one game racing each other. The connections share sessions, but soak.lua never has one session
in two requests at once (a session is taken when its GET is sent and given back when its move's 303 names the
cell it played, and each wrk thread has sessions of its own), so every move it posts carries the version its
own GET just read, and nothing else moves that game meanwhile. A 409 could then only come from the server
(a version check or a write that went wrong), so any is a failure.
The server runs with --secure-cookies, as behind https, and the script checks the session cookie says Secure.
With --database postgres://… it runs on that PostgreSQL database instead of a fresh SQLite file. Its pool opens a
connection only when one is first needed, so the count at the end may exceed the idle one by up to the pool's size
(one per server thread); a leak grows past that over the run.
"""
import argparse
import re
import subprocess
import sys
import time
from pathlib import Path

from server import Browser, hidden, is_postgres, server_for, wait_until

HERE = Path(__file__).resolve().parent


def wrk(port, seconds, connections, threads, sessions_file):
    command = ["wrk", f"-t{threads}", f"-c{connections}", f"-d{seconds}s", "--timeout", "5s", "-s", str(HERE / "soak.lua"),
               f"http://127.0.0.1:{port}", "--", sessions_file, str(threads)]
    output = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    statuses = {int(k): int(v) for k, v in re.findall(r"(\d+)=(\d+)", re.search(r"STATUS(.*)", output).group(1))}
    errors = {k: int(v) for k, v in re.findall(r"(\w+)=(\d+)", re.search(r"ERRORS(.*)", output).group(1))}
    requests = int(re.search(r"(\d+) requests in", output).group(1))
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))
    latency = re.search(r"LATENCY (.*)", output).group(1)
    script = {k: int(v) for k, v in re.findall(r"(\w+)=(\d+)", re.search(r"SCRIPT(.*)", output).group(1))}
    return {"statuses": statuses, "errors": errors, "requests": requests, "rate": rate, "latency": latency,
            "script": script}


def steady_fds(server):
    """The open descriptor count once the last connections have closed: the same twice, 200 ms apart."""
    def steady():
        first = server.open_fds()
        time.sleep(0.2)
        return first if server.open_fds() == first else None
    return wait_until(steady, timeout=15, what="a steady number of open files")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default="../../.build/release/minigames")
    parser.add_argument("--seconds", type=int, default=60)
    parser.add_argument("--warmup", type=int, default=10)
    parser.add_argument("--connections", type=int, default=64)
    parser.add_argument("--threads", type=int, default=2, help="wrk threads; the server gets as many")
    parser.add_argument("--sessions", type=int, default=1024)
    parser.add_argument("--database", default=None, help="a postgres:// URL (default: a fresh SQLite file)")
    args = parser.parse_args()

    server = server_for(args.binary, args.database, "minigames-soak-", threads=args.threads,
                        extra_args=["--secure-cookies"]).start()
    failures = []
    try:
        sessions_file = str(Path(server.folder) / "sessions.txt")
        with open(sessions_file, "w") as f:
            for index in range(args.sessions):
                browser = Browser(server.port)
                status, headers, page = browser.get("/minesweeper")
                if index == 0 and "Secure" not in [a.strip() for a in headers.get("set-cookie", "").split(";")]:
                    failures.append(f"--secure-cookies: the session cookie is not Secure: {headers.get('set-cookie')}")
                # A first visit stores nothing: its New game button stores the session and a game to flag on.
                status, _, _ = browser.post("/minesweeper/new", {"level": "beginner", "csrf": hidden(page, "csrf")})
                if status != 303:
                    failures.append(f"POST /minesweeper/new answered {status}")
                f.write(f"{browser.cookie} {hidden(page, 'csrf')}\n")
        fds_start = steady_fds(server)
        warm = wrk(server.port, args.warmup, args.connections, args.threads, sessions_file)
        # Idle is after the warm-up: by then every reader connection has opened the WAL and its index.
        idle_fds = steady_fds(server)
        rss_warm = server.rss_kib()
        started = time.monotonic()
        soak = wrk(server.port, args.seconds, args.connections, args.threads, sessions_file)
        elapsed = time.monotonic() - started
        fds_end = steady_fds(server)
        rss_end = server.rss_kib()
        health = Browser(server.port).get("/healthz")[0]
        page = Browser(server.port).get("/minesweeper")[0]

        growth = (rss_end - rss_warm) / rss_warm * 100
        print(f"soak: {args.seconds} s, {args.connections} connections, {args.threads} wrk threads, {args.sessions} sessions "
              f"(warm-up {args.warmup} s: {warm['requests']} requests, statuses {warm['statuses']})")
        print(f"soak: {soak['requests']} requests in {elapsed:.1f} s, {soak['rate']:.0f}/s, statuses {soak['statuses']}, "
              f"socket errors {soak['errors']}, latency {soak['latency']}, script {soak['script']}")
        print(f"soak: RSS {rss_warm / 1024:.1f} MiB after warm-up → {rss_end / 1024:.1f} MiB at the end ({growth:+.1f}%); "
              f"open fds {fds_start} at start, idle after warm-up {idle_fds}, at the end {fds_end}; /healthz {health}, board {page}")
        for run, result in (("warm-up", warm), ("soak", soak)):
            # Not even 409: the script never sends two requests for one game at once (see the top of this file).
            unexpected = {s: n for s, n in result["statuses"].items() if s not in (200, 303)}
            if unexpected:
                failures.append(f"{run}: unexpected statuses {unexpected}")
            if any(result["script"].values()):
                failures.append(f"{run}: answers soak.lua could not give back to a session, or requests sent with "
                                f"every session busy: {result['script']}")
            if any(n for k, n in result["errors"].items() if k != "status"):
                failures.append(f"{run}: socket errors {result['errors']}")
        if soak["statuses"].get(303, 0) == 0:
            failures.append("no move was applied")
        if abs(growth) > 10:
            failures.append(f"RSS moved {growth:+.1f}% (limit 10%)")
        pool_growth = args.threads if is_postgres(server.database) else 0
        if not idle_fds <= fds_end <= idle_fds + pool_growth:
            failures.append(f"{fds_end} fds open at the end, {idle_fds} when idle (pool connections allowed: {pool_growth})")
        if health != 200 or page != 200:
            failures.append(f"after the soak /healthz answered {health}, the board {page}")
    finally:
        server.stop()
    if failures:
        print("soak: FAILED\n  " + "\n  ".join(failures), file=sys.stderr)
        sys.exit(1)
    print("soak: passed")


if __name__ == "__main__":
    main()
