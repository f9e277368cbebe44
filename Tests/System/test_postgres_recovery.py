"""PostgreSQL read-only, out of connections, or changed by another instance: the instance answers every request (a
clear 503 at worst), loses no acknowledged move and heals without a restart. A throwaway cluster of this module's own."""
import json
import subprocess
import tempfile
import threading
import time

from conftest import BIN
from polling import wait_until
from postgres_faults_support import (  # noqa: F401 (fixtures)
    STORE_DOWN, Browser, Player, Postgres, Server, hidden, instance, moves_until, postgres, pytestmark, slots_full)


def test_read_only_then_writable_heals_without_a_restart_or_killed_connections(instance, postgres):
    player = Player(instance.port, postgres)
    postgres.sql("ALTER DATABASE minigames SET default_transaction_read_only = on")
    try:
        # The setting reaches new sessions: the instance's pooled connections are cut once, so they come back read-only.
        postgres.sql("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'minigames' "
                     "AND pid <> pg_backend_pid() AND backend_type = 'client backend'")
        moves_until(player, 503, seconds=5)
    finally:
        # From another database: sessions on this one are read-only now, psql's too.
        subprocess.run(["psql", postgres.url.rsplit("/", 1)[0] + "/postgres", "-X", "-q", "-c",
                        "ALTER DATABASE minigames RESET default_transaction_read_only"], check=True)
    writable_at = time.monotonic()
    player.refresh()
    moves_until(player, 303, seconds=5)
    print(f"read-only reset: a move applied {time.monotonic() - writable_at:.2f} s later, no connection killed")


def test_out_of_connections_an_instance_waits_to_start_and_every_request_is_answered():
    """max_connections 12 (the test role is a superuser, so every slot counts) and three instances of four threads
    and pools of four: 3 × (4 + 1) wanted, 12 there. The first instance starts while psql holds every slot, and
    starts once they are freed; under load from all sides every request gets an answer (a 503 page at worst), and
    /healthz is 200 on each instance afterwards."""
    postgres = Postgres(max_connections=12).start()
    instances, holders = [], []
    try:
        # Each holds its slot for 4 s, then lets go (a killed psql would leave its backend sleeping on). Two more than
        # the slots, so they stay full even when the check below took one of them first.
        holders = [subprocess.Popen(["psql", postgres.url, "-X", "-q", "-c", "SELECT pg_sleep(4)"],
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) for _ in range(14)]
        wait_until(lambda: slots_full(postgres), what="psql holding every slot")
        first = Server(BIN, postgres.url, threads=4, folder=tempfile.mkdtemp(prefix="minigames-pgfull-")).start()
        assert "PostgreSQL refused the start, trying again" in first.log()
        instances.append(first)
        for _ in range(2):
            instances.append(Server(BIN, postgres.url, threads=4,
                                    folder=tempfile.mkdtemp(prefix="minigames-pgfull-")).start())
        answers, errors = [], []

        # Made before the load: psql (which finds each one's covered cell) needs a slot of its own.
        players = [Player(instance.port, postgres) for instance in instances for _ in range(6)]

        def play(player):
            try:
                for _ in range(15):
                    status, _, page = player.flag()
                    answers.append(status)
                    if status == 503:
                        assert STORE_DOWN in page
                    if status != 303:  # 409: the page after the last move could not be read (a 503), so it is old
                        player.refresh()
            except (OSError, AssertionError, IndexError) as error:
                errors.append(repr(error))
        threads = [threading.Thread(target=play, args=(player,)) for player in players]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        print(f"out of connections: {len(answers)} moves, {answers.count(303)} applied, {answers.count(503)} 503")
        assert not errors, errors[:3]
        assert set(answers) <= {303, 409, 503} and answers.count(303) > len(answers) // 2
        for instance in instances:
            wait_until(lambda: Browser(instance.port).get("/healthz")[0] == 200, timeout=10, what="/healthz 200")
    finally:
        for holder in holders:
            if holder.poll() is None:
                holder.kill()
            holder.wait()
        for instance in instances:
            instance.stop()
        postgres.stop()


def test_a_move_remembered_by_one_instance_lands_on_the_game_another_started_since(instance, postgres):
    """An instance plays the next move of a game it saved without reading it first (one statement a move). When
    another instance has started a newer game since, a move posted from the newer game's page at the very version the
    old one was saved at must land on the newer game, the old one untouched."""
    other = Server(BIN, postgres.url, threads=2, folder=tempfile.mkdtemp(prefix="minigames-pgfaults-")).start()
    try:
        player = Player(instance.port, postgres)
        assert player.flag()[0] == 303  # saved here, so remembered here
        old_game, old_version = player.game, int(hidden(player.page, "version"))
        elsewhere = Browser(other.port, timeout=15)
        elsewhere.sid, elsewhere.cookie_name = player.browser.sid, player.browser.cookie_name
        page = elsewhere.get("/minesweeper")[2]
        assert elsewhere.post("/minesweeper/new", {"csrf": hidden(page, "csrf"), "level": "beginner"})[0] == 303
        page = elsewhere.get("/minesweeper")[2]
        assert elsewhere.post("/minesweeper/move", Player.fields(page, 40, "reveal"))[0] == 303
        newer = Player.__new__(Player)
        newer.browser, newer.page = elsewhere, elsewhere.get("/minesweeper")[2]
        session = player.browser.sid.split(".")[0]
        game, state = postgres.sql(f"SELECT id, state FROM games WHERE session_id = '{session}' "
                                   "AND kind = 'minesweeper' ORDER BY id DESC LIMIT 1")[0]
        old_cells = json.loads(postgres.sql(f"SELECT state FROM games WHERE id = {old_game}")[0][0])["cells"]
        # A cell covered on both boards: a flag there is a move on either, so only the save's check tells them apart.
        newer.game = int(game)
        newer.cell = next(cell for cell, (new, old) in enumerate(zip(json.loads(state)["cells"], old_cells))
                          if new == "." and old == "." and cell != player.cell)
        assert newer.game != old_game
        while int(hidden(newer.page, "version")) < old_version:
            assert newer.flag()[0] == 303
        assert int(hidden(newer.page, "version")) == old_version
        # The newer game's form, at the old game's saved version, posted to the instance that remembers the old one.
        status, _, _ = player.browser.post("/minesweeper/move", Player.fields(newer.page, newer.cell, "flag"))
        assert status == 303
        versions = dict(postgres.sql(f"SELECT id, version FROM games WHERE id IN ({old_game}, {newer.game})"))
        assert versions == {str(old_game): str(old_version), str(newer.game): str(old_version + 1)}
    finally:
        other.stop()
