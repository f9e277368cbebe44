"""PostgreSQL frozen, locked or read-only under a running instance: what needs no database keeps answering
at once, game pages and moves answer within 2 s (a clear 503 at worst) instead of hanging, no move acknowledged is
lost, and everything heals by itself.

A throwaway PostgreSQL of this module's own (it is frozen and altered here, so not the one `make test` shares) and one
instance of the real binary with two worker threads, as on this 2-core machine. A prober thread fetches a static file
and /healthz on fresh connections all along, and players on threads of their own move and read their game pages;
the slowest answers of each are the measure."""
import signal
import subprocess
import time

import pytest

from polling import wait_until
from postgres_faults_support import (  # noqa: F401 (fixtures)
    Browser, STORE_DOWN, Crowd, Player, Prober, instance, moves_until, postgres, pytestmark, server_processes, signal_all)


def test_postgres_frozen_for_10_s_every_answer_within_2_s_nothing_acknowledged_lost_then_heal(instance, postgres):
    player = Player(instance.port, postgres)
    assert player.flag()[0] == 303
    crowd = Crowd(instance.port, postgres)
    with Prober(instance.port) as prober, crowd:
        wait_until(lambda: prober.samples >= 3 and len(crowd.acknowledged) >= 4, what="the first probes and moves")
        frozen_at = time.monotonic()
        processes = server_processes(postgres)
        try:
            signal_all(processes, signal.SIGSTOP)
            # A backend forked while they were listed runs on; the postmaster is stopped now, so none comes after.
            processes += [pid for pid in server_processes(postgres) if pid not in processes]
            signal_all(processes, signal.SIGSTOP)
            answers = []
            while time.monotonic() - frozen_at < 10:
                status, took, page = player.flag()
                answers.append((status, took))
                assert status == 503 and STORE_DOWN in page, (status, page[:300])
                assert took < 2.0, f"a move waited {took:.2f} s on the frozen database"
            assert Browser(instance.port).get("/healthz")[0] == 503
        finally:
            # Every one of them, whatever happened: a PostgreSQL left stopped outlives the test run.
            signal_all(processes, signal.SIGCONT)
        resumed_at = time.monotonic()
        player.refresh()
        moves_until(player, 303, seconds=3)
        healed = time.monotonic() - resumed_at
        acknowledged = len(crowd.acknowledged)
        wait_until(lambda: len(crowd.acknowledged) >= acknowledged + 4, timeout=5, what="the players' moves again")
    print(f"frozen 10 s: {len(answers)} moves answered 503 in {max(t for _, t in answers):.2f} s at most; "
          f"{crowd.report()}; {prober.report()}; a move applied {healed:.2f} s after the thaw")
    # Every game page and move answers within 2 s (a 503 at worst: each request has one deadline for all its waits on
    # the database, queueing for a handler thread included), and every move acknowledged is kept.
    crowd.assert_prompt_and_kept(postgres)
    # Nothing that needs no database waits for it: static files and /healthz (a check waited for at most
    # HealthController.patience, else the last result, 503 once the check has run 1 s) answer within 200 ms all along,
    # on fresh and kept-alive connections alike.
    prober.assert_prompt()
    wait_until(lambda: Browser(instance.port).get("/healthz")[0] == 200, timeout=15, what="/healthz 200 again")


@pytest.mark.parametrize("instance", [4], indirect=True)
def test_a_table_held_by_an_exclusive_lock_every_answer_within_2_s_and_heals(instance, postgres):
    """With four threads, as compose.yaml runs an instance: as many requests may wait on the lock at once, and the
    others queue behind them for a handler thread."""
    player = Player(instance.port, postgres)
    crowd = Crowd(instance.port, postgres, players=8)
    with Prober(instance.port) as prober, crowd:
        wait_until(lambda: prober.samples >= 3 and len(crowd.acknowledged) >= 4, what="the first probes and moves")
        holder = subprocess.Popen(["psql", postgres.url, "-X", "-q", "-c",
                                   "BEGIN; LOCK TABLE games IN ACCESS EXCLUSIVE MODE; SELECT pg_sleep(6); COMMIT;"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            wait_until(lambda: postgres.sql("SELECT count(*) FROM pg_locks WHERE mode = 'AccessExclusiveLock' "
                                            "AND relation = 'games'::regclass")[0][0] == "1", what="the lock held")
            # Moves all along the lock, each waiting on it (at most the request's deadline) on a worker of its own.
            answers = []
            while holder.poll() is None:
                status, took, page = player.flag()
                if status in (303, 409):
                    # The lock went just now; a 409: a save given up at its deadline waited on the lock and ran then.
                    break
                assert status == 503 and STORE_DOWN in page, (status, page[:300])
                answers.append(took)
            assert answers, "no move ran into the lock"
            holder.wait(timeout=15)
            released_at = time.monotonic()
            player.refresh()
            moves_until(player, 303, seconds=3)
            acknowledged = len(crowd.acknowledged)
            wait_until(lambda: len(crowd.acknowledged) >= acknowledged + 4, timeout=5, what="the players' moves again")
            print(f"locked table: {len(answers)} moves answered 503 in {max(answers):.2f} s at most; applied "
                  f"{time.monotonic() - released_at:.2f} s after release; {crowd.report()}; {prober.report()}")
        finally:
            if holder.poll() is None:
                holder.kill()
                holder.wait()
    crowd.assert_prompt_and_kept(postgres)
    prober.assert_prompt()
