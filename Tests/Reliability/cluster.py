#!/usr/bin/env python3
"""make cluster-demo: the same binary as several stateless instances on one PostgreSQL, behind nginx.

Starts a throwaway PostgreSQL in a temporary folder (Tests/Support/postgres-cluster), N instances of the server on
free loopback ports with --database postgres://…, and nginx round-robin in front of them (its config written into
the same folder, `daemon off;` so its PID is ours), prints the address, and runs until Ctrl-C or --seconds. Then
it stops nginx, the instances and PostgreSQL by their PIDs and removes the folder.

The system test Tests/System/test_cluster.py uses the same pieces (Postgres, instances, Nginx).
"""
import argparse
import contextlib
import os
import re
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from server import Browser, Server, wait_until

ROOT = Path(__file__).resolve().parents[2]


def postgres_bin():
    """The folder of PostgreSQL's server programs, as Tests/Support/postgres-cluster finds it (PG_BIN, pg_config,
    PATH, the newest /usr/lib/postgresql/*/bin); None when there is no server installed."""
    found = subprocess.run([str(ROOT / "Tests" / "Support" / "postgres-cluster"), "bindir"], capture_output=True,
                           text=True)
    return Path(found.stdout.strip()) if found.returncode == 0 else None


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def as_postgres_owner(command):
    """PostgreSQL refuses to run as root: as root its commands run as the "postgres" user (see postgres-cluster)."""
    return ["runuser", "-u", "postgres", "--", *command] if os.geteuid() == 0 else command


class Postgres:
    """A throwaway PostgreSQL cluster in a folder of its own (Tests/Support/postgres-cluster hands it to the
    "postgres" user when we are root), stopped by pg_ctl."""

    def __init__(self, durable=False, max_connections=None):
        self.folder = tempfile.mkdtemp(prefix="minigames-postgres-")
        self.url = None
        self.durable = durable
        self.max_connections = max_connections
        self._options = None  # the server's options while `halt`ed

    def start(self):
        script = ROOT / "Tests" / "Support" / "postgres-cluster"
        environment = dict(os.environ, PG_DURABLE="1" if self.durable else "0")
        if self.max_connections:
            environment["MAX_CONNECTIONS"] = str(self.max_connections)
        self.url = subprocess.run([str(script), "start", self.folder], check=True, capture_output=True,
                                  text=True, env=environment).stdout.strip()
        return self

    @property
    def pid(self):
        """The postmaster's PID (its backends are its children)."""
        with open(f"{self.folder}/data/postmaster.pid") as f:
            return int(f.readline())

    def stop(self):
        subprocess.run([str(ROOT / "Tests" / "Support" / "postgres-cluster"), "stop", self.folder], check=False)
        shutil.rmtree(self.folder, ignore_errors=True)

    def pg_ctl(self, *args):
        subprocess.run(as_postgres_owner([str(postgres_bin() / "pg_ctl"), "-D", f"{self.folder}/data", "-w", *args]),
                       check=True, capture_output=True)

    def halt(self):
        """Stops the server (fast: open connections are cut) and keeps its data, for `resume`."""
        with open(f"{self.folder}/data/postmaster.opts") as f:
            command = shlex.split(f.read())
        # The server's own record of its last start: the same port, socket folder and settings again.
        options = [arg for index, arg in enumerate(command[1:]) if arg != "-D" and command[index] != "-D"]
        self._options = shlex.join(options)
        self.pg_ctl("-m", "fast", "stop")

    def resume(self):
        self.pg_ctl("-l", f"{self.folder}/log", "-o", self._options, "start")

    def restart(self):
        """pg_ctl restart -m fast: every connection is cut, the server is back on the same port once it answers."""
        self.pg_ctl("-l", f"{self.folder}/log", "-m", "fast", "restart")

    def sql(self, query):
        """Runs `query` through psql; its rows as lists of text."""
        out = subprocess.run(["psql", self.url, "-XAtF", "\t", "-c", query], check=True, capture_output=True,
                             text=True).stdout
        return [line.split("\t") for line in out.splitlines() if line]


TEMPLATE = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                        "deploy", "nginx.conf.template")


def nginx_config(upstreams, port):
    """deploy/nginx.conf.template (the one compose.yaml and `make bench` use) filled in as its
    `envsubst '${LISTEN} ${MINIGAMES_A} ${MINIGAMES_B}'` would, for nginx on loopback `port` in front of
    `upstreams` ("host:port"); beyond two instances, each further one gets a line like the second's.

    Open-source nginx has only passive health checks: an instance that refuses connections or times out
    (`max_fails`) is skipped for `fail_timeout`; active checks of /healthz are an NGINX Plus feature (or another
    balancer's). A POST that reached an instance is never sent again to another; one refused at connect is, safely.
    """
    with open(TEMPLATE) as template:
        text = template.read()
    first, second, *more = upstreams
    line = next(l for l in text.splitlines(keepends=True) if l.strip().startswith("server ${MINIGAMES_B}"))
    text = text.replace(line, line + "".join(line.replace("${MINIGAMES_B}", address) for address in more))
    for name, value in (("LISTEN", f"127.0.0.1:{port}"), ("MINIGAMES_A", first), ("MINIGAMES_B", second)):
        text = text.replace("${" + name + "}", value)
    # The optional ones (name re-resolution, for Docker's DNS) stay empty on loopback.
    return re.sub(r"\$\{MINIGAMES_\w+\}", "", text)


class Nginx:
    """nginx in the foreground (`daemon off;`) as our child, so it is stopped by its PID."""

    def __init__(self, upstreams, folder, port=None):
        self.folder = str(folder)
        os.chmod(self.folder, 0o755)  # nginx's workers (nobody, when we are root) reach their temp folders in it
        self.port = port or free_port()
        self.config = os.path.join(self.folder, "nginx.conf")
        with open(self.config, "w") as f:
            f.write(nginx_config(upstreams, self.port))
        self.process = None

    def start(self):
        log = open(os.path.join(self.folder, "nginx.out"), "ab")
        self.process = subprocess.Popen(["nginx", "-c", self.config, "-p", self.folder + "/", "-e", "stderr"], stdout=log, stderr=log)
        log.close()

        def answers():
            if self.process.poll() is not None:
                raise AssertionError(f"nginx exited: {open(os.path.join(self.folder, 'nginx.out')).read()}")
            with socket.socket() as s:
                s.settimeout(0.5)
                return s.connect_ex(("127.0.0.1", self.port)) == 0
        wait_until(answers, timeout=10, what="nginx start")
        return self

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGQUIT)  # graceful: finish what is in flight
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def start_instances(binary, url, folder, count, threads=2, extra_args=()):
    """`count` instances on `url`, each with its own log folder, all started at the same moment (as an operator's
    service manager would: the first start's migrations and signing key must not race)."""
    instances = [Server(binary, url, threads=threads, folder=os.path.join(folder, f"instance-{index + 1}"),
                        extra_args=extra_args) for index in range(count)]
    failures = []

    def start(instance):
        try:
            instance.start()
        except AssertionError as error:
            failures.append(error)
    starters = [threading.Thread(target=start, args=(instance,)) for instance in instances]
    for starter in starters:
        starter.start()
    for starter in starters:
        starter.join()
    if failures:
        for instance in instances:
            instance.stop()
        raise failures[0]
    return instances


@contextlib.contextmanager
def running(binary, count, port=None, prefix="minigames-cluster-", durable=False):
    """A throwaway PostgreSQL (fsync off unless `durable`), `count` instances of `binary` started at once on its
    database, and nginx round-robin in front (on `port`, or a free one); yields (postgres, instances, nginx), then
    stops them all by PID and removes their folder, whatever happened."""
    folder = tempfile.mkdtemp(prefix=prefix)
    postgres, instances, nginx = Postgres(durable=durable), [], None
    try:
        postgres.start()
        port = port or free_port()
        # Players reach the site through nginx: the links the instances give out name it.
        instances = start_instances(binary, postgres.url, folder, count,
                                    extra_args=["--public-url", f"http://127.0.0.1:{port}"])
        nginx = Nginx([f"127.0.0.1:{instance.port}" for instance in instances], folder, port=port).start()
        yield postgres, instances, nginx
    finally:
        if nginx:
            nginx.stop()
        for instance in instances:
            instance.stop()
        postgres.stop()
        shutil.rmtree(folder, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=str(ROOT / ".build/release/minigames"))
    parser.add_argument("--instances", type=int, default=2)
    parser.add_argument("--port", type=int, default=0, help="nginx's port (default: a free one)")
    parser.add_argument("--seconds", type=float, default=None, help="stop after this long (default: at Ctrl-C)")
    parser.add_argument("--fast", action="store_true",
                        help="PostgreSQL with fsync off (a power cut loses commits): for quick trials only")
    args = parser.parse_args()
    if postgres_bin() is None:
        print("cluster-demo: no PostgreSQL server programs found: install postgresql, or set PG_BIN", file=sys.stderr)
        return 1

    stop = []
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: stop.append(True))
    with running(args.binary, args.instances, port=args.port or None, durable=not args.fast) as (postgres, instances, nginx):
        print(f"cluster-demo: PostgreSQL {postgres.url} (data in {postgres.folder}, "
              f"{'fsync off' if args.fast else 'durable: fsync on'})")
        for index, instance in enumerate(instances):
            print(f"cluster-demo: instance {index + 1} on http://127.0.0.1:{instance.port}/ "
                  f"(PID {instance.process.pid}, log {instance.log_path})")
        status = Browser(nginx.port).get("/healthz")[0]
        print(f"cluster-demo: nginx round-robin on http://127.0.0.1:{nginx.port}/ (PID {nginx.process.pid}, "
              f"config {nginx.config}); /healthz {status}")
        print("cluster-demo: Ctrl-C stops everything" if args.seconds is None else
              f"cluster-demo: stopping in {args.seconds:g} s")
        deadline = None if args.seconds is None else time.monotonic() + args.seconds
        while not stop and (deadline is None or time.monotonic() < deadline):
            time.sleep(0.2)
    print("cluster-demo: stopped nginx, the instances and PostgreSQL")
    return 0


if __name__ == "__main__":
    sys.exit(main())
