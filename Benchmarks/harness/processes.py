"""Every process the harness starts, stopped by its PID at the end (and on Ctrl-C)."""
import os
import re
import signal
import socket
import subprocess
import time

_started = []


def start(arguments, log_path, cwd=None, env=None):
    """Starts a process with its output in `log_path` and remembers its PID for `stop_all`."""
    log = open(log_path, "ab")
    process = subprocess.Popen(arguments, cwd=cwd, env=env, stdout=log, stderr=subprocess.STDOUT,
                               stdin=subprocess.DEVNULL)
    log.close()
    _started.append(process)
    return process


def stop(process, grace=15, stop_signal=signal.SIGTERM):
    """Asks one process to stop, waits up to `grace` seconds, then kills it."""
    if process.poll() is None:
        try:
            os.kill(process.pid, stop_signal)
            process.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            os.kill(process.pid, signal.SIGKILL)
            process.wait()
        except ProcessLookupError:
            pass
    if process in _started:
        _started.remove(process)
    return process.returncode


def stop_all():
    for process in list(reversed(_started)):
        stop(process, grace=5)


def free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for_port(port, process, timeout=30):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"process {process.pid} exited with {process.returncode} before listening")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError(f"nothing listens on port {port} after {timeout} s")


class Server:
    """Our release binary on a free loopback port, run from the repository root (templates, Public)."""

    def __init__(self, binary, root, database, log_path, log_level="notice", threads=None, wrapper=(), start_timeout=60):
        """`wrapper`: a command the binary runs under (e.g. valgrind), which may slow its start to `start_timeout`."""
        env = dict(os.environ)
        if threads:
            env["THREADS"] = str(threads)
        self.log_path = log_path
        # The log may hold an earlier run's lines: read only what this process writes.
        self.log_offset = os.path.getsize(log_path) if os.path.exists(log_path) else 0
        # No post limit: wrk posts thousands of moves a second from one address, every one to be measured; no limit
        # on connections per client (every wrk connection comes from 127.0.0.1); and no pace check: the bench wins
        # boards at machine speed and names them (an older build, measured with --binary for a before/after, may
        # have none of these to turn off).
        options = subprocess.run([binary, "--help"], capture_output=True).stdout
        no_limit = (["--rate-limit", "0"] if b"--rate-limit" in options else []) + (
            ["--client-connections", "0"] if b"--client-connections" in options else []) + (
            ["--no-pace-check"] if b"--pace-check" in options else [])
        self.process = start([*wrapper, binary, "--host", "127.0.0.1", "--port", "0", "--database", database,
                              "--log-level", log_level, *no_limit], log_path, cwd=root, env=env)
        self.port = self._read_port(start_timeout)

    def _read_port(self, timeout=60):
        pattern = re.compile(r"serving http://127\.0\.0\.1:(\d+)/")
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with open(self.log_path, errors="replace") as log:
                log.seek(self.log_offset)
                found = pattern.findall(log.read())
            if found:
                port = int(found[-1])
                wait_for_port(port, self.process)
                return port
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited with {self.process.returncode}; see {self.log_path}")
            time.sleep(0.05)
        raise RuntimeError(f"the server did not say its port within {timeout} s; see {self.log_path}")

    @property
    def pid(self):
        return self.process.pid

    def rss_kib(self):
        return _status_field(self.pid, "VmRSS")

    def peak_rss_kib(self):
        return _status_field(self.pid, "VmHWM")

    def stop(self):
        code = stop(self.process)
        if code not in (0, None):
            raise RuntimeError(f"the server exited with {code} on SIGTERM; see {self.log_path}")


def cpu_seconds(pids):
    """User + system CPU time used so far by these processes (from /proc/PID/stat)."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except (FileNotFoundError, ProcessLookupError):
            continue  # a worker that came and went (PostgreSQL's autovacuum): too short-lived to matter
        total += int(fields[11]) + int(fields[12])
    return total / tick


def _status_field(pid, name):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(name + ":"):
                return int(line.split()[1])
    raise RuntimeError(f"/proc/{pid}/status has no {name}")


NGINX_CONFIG = """\
daemon off;
worker_processes {workers};
pid {prefix}/nginx.pid;
error_log {prefix}/nginx-error.log warn;
events {{
    worker_connections 4096;
}}
http {{
    access_log off;
    sendfile on;
    tcp_nopush on;
    tcp_nodelay on;
    keepalive_timeout 65;
    keepalive_requests 1000000;
    open_file_cache max=64 inactive=60s;
    open_file_cache_valid 60s;
    open_file_cache_errors on;
    types {{ text/html html; text/css css; }}
    default_type text/html;
    charset utf-8;
    server_tokens off;
    # Compressed answers for a client that asks (the gzip rows), at the level the server uses.
    gzip on;
    gzip_comp_level 1;
    gzip_min_length 1024;
    gzip_vary on;
    gzip_types text/html;
    client_body_temp_path {prefix}/client_body;
    proxy_temp_path {prefix}/proxy;
    fastcgi_temp_path {prefix}/fastcgi;
    uwsgi_temp_path {prefix}/uwsgi;
    scgi_temp_path {prefix}/scgi;
    server {{
        listen 127.0.0.1:{port};
        root {root};
        # The headers our pages carry, so both answers are about the same size on the wire.
        add_header Content-Security-Policy "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; form-action 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'";
        add_header X-Content-Type-Options nosniff;
        add_header Referrer-Policy same-origin;
        add_header X-Frame-Options DENY;
        add_header Cache-Control no-store;
        # The move cycle's move: the same 303 as ours, to the saved page after a move.
        absolute_redirect off;
        location = /cycle/move {{
            return 303 /cycle-page.html?at=0#cell;
        }}
    }}
}}
"""


class Nginx:
    """nginx serving the saved pages from `root`, tuned as a reference: one worker per core,
    open_file_cache, long keep-alive, no access log. Its master process is ours to stop."""

    def __init__(self, prefix, root, workers):
        self.port = free_port()
        os.makedirs(prefix, exist_ok=True)
        config = os.path.join(prefix, "nginx.conf")
        with open(config, "w") as out:
            out.write(NGINX_CONFIG.format(workers=workers, prefix=prefix, port=self.port, root=root))
        self.process = start(["nginx", "-p", prefix, "-e", os.path.join(prefix, "nginx-error.log"), "-c", config],
                             os.path.join(prefix, "nginx-output.log"))
        wait_for_port(self.port, self.process)

    @property
    def pids(self):
        """The master and its workers."""
        with open(f"/proc/{self.process.pid}/task/{self.process.pid}/children") as children:
            return [self.process.pid] + [int(pid) for pid in children.read().split()]

    def stop(self):
        # SIGQUIT is nginx's graceful stop: the master waits for its workers.
        stop(self.process, stop_signal=signal.SIGQUIT)
