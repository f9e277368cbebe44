"""Two instances on one PostgreSQL through PgBouncer in transaction mode, the usual way to put many instances
on one server: the pool's connections go through PgBouncer (`--pgbouncer`: statements unnamed, timeouts `SET LOCAL`),
each instance's listener straight to PostgreSQL (`--listen-database`), as LISTEN needs a session of its own.

A full Minesweeper game is won through A over PgBouncer, its result named, and the name shows through B within a
second (B heard the NOTIFY on its direct listener)."""
import os
import shutil
import socket
import subprocess
import sys
import tempfile

import pytest

from conftest import BIN, ROOT
from polling import wait_until
from test_cluster import Player, named_results_shown, play_minesweeper, seconds_until_shown

sys.path.insert(0, str(ROOT / "Tests" / "Reliability"))
from cluster import Postgres, postgres_bin  # noqa: E402
from server import Server, hidden  # noqa: E402

pytestmark = pytest.mark.skipif(shutil.which("pgbouncer") is None or postgres_bin() is None,
                                reason="needs pgbouncer and a PostgreSQL server (.ci/bootstrap test installs them)")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class PgBouncer:
    """PgBouncer in the foreground as our child, transaction pooling, on a free loopback port. As root it runs as the
    "postgres" user (it refuses root), so its folder is theirs."""

    def __init__(self, server_url):
        self.folder = tempfile.mkdtemp(prefix="minigames-pgbouncer-")
        self.port = free_port()
        host_port = server_url.split("@", 1)[1].split("/", 1)[0]
        host, port = host_port.rsplit(":", 1)
        with open(os.path.join(self.folder, "pgbouncer.ini"), "w") as f:
            f.write(f"""[databases]
minigames = host={host} port={port} dbname=minigames user=minigames

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = {self.port}
unix_socket_dir =
auth_type = trust
auth_file = {self.folder}/users.txt
pool_mode = transaction
max_client_conn = 200
default_pool_size = 4
logfile = {self.folder}/pgbouncer.log
pidfile =
""")
        with open(os.path.join(self.folder, "users.txt"), "w") as f:
            f.write('"minigames" ""\n')
        self.url = f"postgres://minigames@127.0.0.1:{self.port}/minigames"
        self.process = None

    def start(self):
        command = ["pgbouncer", os.path.join(self.folder, "pgbouncer.ini")]
        if os.geteuid() == 0:
            shutil.chown(self.folder, "postgres")
            for name in os.listdir(self.folder):
                shutil.chown(os.path.join(self.folder, name), "postgres")
            command[1:1] = ["-u", "postgres"]
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

        def answers():
            if self.process.poll() is not None:
                raise AssertionError(f"pgbouncer exited: {self.process.stderr.read().decode()}")
            with socket.socket() as s:
                return s.connect_ex(("127.0.0.1", self.port)) == 0
        wait_until(answers, what="pgbouncer start")
        return self

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)
        shutil.rmtree(self.folder, ignore_errors=True)


class Cluster:
    def __init__(self, postgres, a, b):
        self.postgres, self.a, self.b = postgres, a, b


@pytest.fixture(scope="module")
def cluster():
    postgres = Postgres().start()
    bouncer, instances = None, []
    try:
        bouncer = PgBouncer(postgres.url).start()
        for name in ("a", "b"):
            instances.append(Server(BIN, bouncer.url, threads=2,
                                    folder=tempfile.mkdtemp(prefix=f"minigames-pgbouncer-{name}-"),
                                    extra_args=["--pgbouncer", "--listen-database", postgres.url]).start())
        yield Cluster(postgres, *instances)
    finally:
        for instance in instances:
            instance.stop()
        if bouncer:
            bouncer.stop()
        postgres.stop()


def test_a_game_won_through_pgbouncer_and_its_name_heard_on_the_other_instance(cluster):
    player = Player()
    page, moves = play_minesweeper(cluster, player, [cluster.a.port, cluster.b.port])
    assert "You cleared the field!" in page
    assert named_results_shown(cluster.b.port, "Grace Hopper") == [False, False]
    fields = {"csrf": hidden(page, "csrf"), "score": hidden(page, "score"), "name": "Grace Hopper"}
    assert player.post(cluster.a.port, "/leaderboard/name", fields)[0] == 303
    shown_after = seconds_until_shown(cluster.b.port, "Grace Hopper")
    assert shown_after is not None, "B did not show the name within a second"
    # Named statements would collide on PgBouncer's shared server connections ("prepared statement "s1" already
    # exists", which stopped the start before --pgbouncer) or be missing on the next transaction's connection.
    for instance in (cluster.a, cluster.b):
        assert "prepared statement" not in instance.log()
    print(f"pgbouncer: {moves} moves across both instances, the name shown through B after {shown_after * 1000:.0f} ms")
