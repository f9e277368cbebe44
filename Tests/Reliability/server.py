"""The minigames binary under test, and the little HTTP these scripts need: started on a free loopback port
with a given database (an SQLite path or a postgres:// URL), stopped (or killed) by PID, its memory and open files
read from /proc."""
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import http.client
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "System"))
from polling import wait_until  # noqa: E402 (shared with the system tests)


class Server:
    def __init__(self, binary, database, threads=2, extra_args=(), folder=None):
        """folder holds the log and is the working directory: the database's folder unless given (a URL has none)."""
        self.binary = str(Path(binary).resolve())
        self.database = database
        self.threads = threads
        self.extra_args = list(extra_args)
        self.folder = folder or os.path.dirname(database)
        self.log_path = os.path.join(self.folder, "server.log")
        self.process = None
        self.port = None

    def start(self):
        os.makedirs(self.folder, exist_ok=True)
        # Each start appends to the same log: the newest "serving" line names this start's port.
        starts_before = len(self.ports_in_log())
        log = open(self.log_path, "ab")
        self.process = subprocess.Popen(
            [self.binary, "--port", "0", "--database", self.database, "--threads", str(self.threads),
             "--public", str(ROOT / "Public"), "--templates", str(ROOT / "Templates"), "--log-level", "notice",
             # Soak and crash clients post as fast as they can from one address, over as many connections as they
             # like; extra_args may set a limit again. Their wins come at machine speed too, which the pace check
             # would hold for the operator.
             "--rate-limit", "0", "--client-connections", "0", "--no-pace-check", *self.extra_args],
            stdout=log, stderr=log, cwd=self.folder)
        log.close()

        def bound_port():
            if self.process.poll() is not None:
                raise AssertionError(f"server exited early:\n{self.log()[-2000:]}")
            ports = self.ports_in_log()
            return ports[-1] if len(ports) > starts_before else None

        self.port = wait_until(bound_port, timeout=30, what="server start")
        return self

    def ports_in_log(self):
        return [int(port) for port in re.findall(r"serving http://[^:]+:(\d+)/", self.log())]

    def log(self):
        try:
            with open(self.log_path, encoding="utf-8", errors="replace") as f:
                return f.read()
        except FileNotFoundError:
            return ""

    def kill(self):
        """kill -9: no graceful stop, no flush, exactly what a crash or an OOM kill does."""
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait()

    def stop(self, timeout=15):
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.kill()
        return self.process.returncode if self.process else None

    def rss_kib(self):
        with open(f"/proc/{self.process.pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def open_fds(self):
        return len(os.listdir(f"/proc/{self.process.pid}/fd"))


class Browser:
    """Keeps the session cookie like a browser and reads a page's hidden csrf and version fields."""

    def __init__(self, port, timeout=10):
        self.port = port
        self.timeout = timeout
        self.sid = None
        self.cookie_name = "sid"  # "__Host-sid" behind --secure-cookies

    def request(self, method, path, fields=None, headers=None):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=self.timeout)
        try:
            head = dict(headers or {})
            body = None
            if self.sid:
                head["Cookie"] = self.cookie
            if fields is not None:
                from urllib.parse import urlencode
                body = urlencode(fields)
                head["Content-Type"] = "application/x-www-form-urlencoded"
            connection.request(method, path, body=body, headers=head)
            response = connection.getresponse()
            text = response.read().decode("utf-8", errors="replace")
            for name, value in response.getheaders():
                cookie_name, _, cookie_value = value.split(";", 1)[0].partition("=")
                # An empty value is the old name expired (`sid=; Max-Age=0`), not a session.
                if name.lower() == "set-cookie" and cookie_name in ("sid", "__Host-sid") and cookie_value:
                    self.cookie_name, self.sid = cookie_name, cookie_value
            return response.status, dict((k.lower(), v) for k, v in response.getheaders()), text
        finally:
            connection.close()

    @property
    def cookie(self):
        """The session cookie as the browser sends it back: `sid=…` or `__Host-sid=…`."""
        return f"{self.cookie_name}={self.sid}"

    def get(self, path):
        return self.request("GET", path)

    def post(self, path, fields):
        return self.request("POST", path, fields)


def game_paths(port):
    """Every game's page, as the registry lists them (the web manifest's shortcuts), in order."""
    import json
    status, _, body = Browser(port).get("/static/manifest.webmanifest")
    if status != 200:
        raise RuntimeError(f"the web manifest answered {status}")
    return [shortcut["url"] for shortcut in json.loads(body)["shortcuts"]]


def hidden(page, name):
    match = re.search(rf'name="{name}" value="([^"]*)"', page)
    return match.group(1) if match else None


def temporary_database(prefix):
    folder = tempfile.mkdtemp(prefix=prefix)
    return os.path.join(folder, "data", "minigames.sqlite")


def is_postgres(database):
    return database.startswith(("postgres://", "postgresql://"))


def server_for(binary, database, prefix, **options):
    """A Server on `database` (a postgres:// URL, used as it is) or else on a fresh SQLite file."""
    if database and is_postgres(database):
        return Server(binary, database, folder=tempfile.mkdtemp(prefix=prefix), **options)
    return Server(binary, database or temporary_database(prefix), **options)


def port_is_open(port):
    with socket.socket() as s:
        s.settimeout(0.5)
        return s.connect_ex(("127.0.0.1", port)) == 0
