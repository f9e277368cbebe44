"""libmicrohttpd's floor: `Benchmarks/FloorServer`, a C server on the library alone with our daemon flags,
answering from memory the very answers (status, headers, body) our server gave, captured at the start of the run."""
import http.client
import os
import re
import subprocess
import time

from . import load, processes, state

PACKAGE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "FloorServer")
# Written by libmicrohttpd itself on both servers, so not captured.
MANAGED = {"content-length", "date", "connection", "transfer-encoding", "keep-alive"}


def build(log):
    """Builds the floor server (release) and returns its binary."""
    built = subprocess.run(["swift", "build", "--package-path", PACKAGE, "-c", "release"], stdout=log,
                           stderr=subprocess.STDOUT)
    if built.returncode != 0:
        raise RuntimeError("the floor server did not build (its output is in harness.log)")
    bin_path = subprocess.run(["swift", "build", "--package-path", PACKAGE, "-c", "release", "--show-bin-path"],
                              check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, "mhd-floor")


def capture(port, method, path, cookie, file_name, body=None, content_type=None, expect=200):
    """One answer of our server, written as the floor reads it: the status, its header lines, a blank line, the
    body. Returns (status, headers as a list, body)."""
    headers = {"Cookie": cookie} if cookie else {}
    if content_type:
        headers["Content-Type"] = content_type
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request(method, path, body=body, headers=headers)
        response = connection.getresponse()
        data = response.read()
        listed = response.getheaders()
    finally:
        connection.close()
    if response.status != expect:
        raise RuntimeError(f"{method} {path} answered {response.status}, not {expect}: {data[:300]!r}")
    with open(file_name, "wb") as out:
        out.write(f"{response.status}\n".encode())
        for name, value in listed:
            if name.lower() not in MANAGED:
                out.write(f"{name}: {value}\n".encode("latin-1"))
        out.write(b"\n")
        out.write(data)
    return response.status, listed, data


def header_bytes(headers):
    """The size of a header block as sent: "Name: value\\r\\n" each, the blank line's CRLF."""
    return sum(len(name) + 2 + len(value) + 2 for name, value in headers) + 2


def stylesheet(title_page):
    """The versioned address of the site's stylesheet, as the title page links it."""
    found = re.search(rb'href="(/static/[^"]+\.css)"', title_page)
    if not found:
        raise RuntimeError("the title page links no stylesheet")
    return found.group(1).decode()


class Floor:
    """The floor server on a free loopback port, serving `routes` ({path: captured file}), one worker per `threads`."""

    def __init__(self, binary, routes, threads, log_path):
        self.port = processes.free_port()
        arguments = [binary, str(self.port), str(threads)] + [f"{path}={file}" for path, file in routes.items()]
        self.process = processes.start(arguments, log_path)
        deadline = time.monotonic() + 30
        while True:
            with open(log_path, errors="replace") as log:
                if f"listening on {self.port}" in log.read():
                    break
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the floor server did not start; see {log_path}")
            time.sleep(0.05)
        processes.wait_for_port(self.port, self.process)

    @property
    def pids(self):
        return [self.process.pid]

    def stop(self):
        processes.stop(self.process)


def start(args, server, database, pool, player, css, temp, log, floor_routes, say):
    """Captures our answers for the floor's routes (the player's pages, the stylesheet, and a real flag move's 303
    from a pool session, whose version the move runs read afresh), then starts the floor on them."""
    say("building libmicrohttpd's floor server and capturing our answers for it")
    binary = build(log)
    folder = os.path.join(temp, "floor")
    os.makedirs(folder, exist_ok=True)
    cookie = f"sid={player.sid}"
    routes = {}
    header_sizes = []
    for name, path in floor_routes.items():
        file_name = os.path.join(folder, path.strip("/").replace("/", "-") + ".http" if path != "/" else "title.http")
        _, headers, _ = capture(server.port, "GET", path, cookie, file_name)
        header_sizes.append(header_bytes(headers))
        routes[path] = file_name
    routes[css] = os.path.join(folder, "static.http")
    capture(server.port, "GET", css, cookie, routes[css])
    sid, token, _, cell = pool[0]
    version = state.current_versions(database, [sid])[sid]
    routes["/minesweeper/move"] = os.path.join(folder, "move.http")
    capture(server.port, "POST", "/minesweeper/move", f"sid={sid}", routes["/minesweeper/move"],
                  body=f"csrf={token}&version={version}&action=flag&cell={cell}",
                  content_type="application/x-www-form-urlencoded", expect=303)
    started = Floor(binary, routes, args.server_threads, os.path.join(temp, "floor.log"))
    say(f"floor on port {started.port}; our page headers {min(header_sizes)}–{max(header_sizes)} bytes "
        "(besides Content-Length, Date, Connection)")
    return started


def measure_static(name, css, size, server, mhd_floor, nginx, cookie, run, problems, say, check):
    """The site's stylesheet: ours (kept in memory since start), the floor, nginx (the same bytes as a file)."""
    say(f"{name}: ours")
    ours = load.measure(f"http://127.0.0.1:{server.port}{css}", "get.lua", [cookie], cpu_of=lambda: [server.pid], **run)
    floor_figures = None
    if mhd_floor:
        say(f"{name}: libmicrohttpd's floor")
        floor_figures = load.measure(f"http://127.0.0.1:{mhd_floor.port}{css}", "get.lua", [cookie],
                                     cpu_of=lambda: mhd_floor.pids, **run)
        problems += check(floor_figures, f"{name} (floor)")
    say(f"{name}: nginx")
    reference = load.measure(f"http://127.0.0.1:{nginx.port}/static.css", "get.lua", [], cpu_of=lambda: nginx.pids,
                             **run)
    problems += check(ours, f"{name} (ours)") + check(reference, f"{name} (nginx)")
    say(f"  {ours['rps']:,.0f} vs {reference['rps']:,.0f} req/s (nginx)"
        + (f", {floor_figures['rps']:,.0f} (floor)" if floor_figures else ""))
    return {"name": name, "bytes": size, "ours": ours, "nginx": reference, "floor": floor_figures}
