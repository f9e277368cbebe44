"""The move POST and the Expert page on PostgreSQL (a throwaway cluster on loopback), with one
instance and with two behind nginx round-robin (deploy/nginx.conf.template), next to the same rows on SQLite from
the main run; then how long a score won through one instance takes to show on the other."""
import os

from . import load, postgres, processes, propagation, proxy, state

ONE = "one instance"
FRESH = "one instance, tables not yet analyzed"
TWO = "two instances behind nginx round-robin"


def run_move(args, run, url_of, pool, refresh_pool, cpu_of, more_cpu, say, label):
    """The move POST (flag toggle → 303), with the statements a move took (warm-up included)."""
    say(f"PostgreSQL, {label}: POST /minesweeper/move ({len(pool):,} sessions)")
    before = postgres.statement_counts(refresh_pool.url)
    move = load.measure(url_of("/minesweeper/move"), "move.lua", [refresh_pool.folder], before_each=refresh_pool,
                        cpu_of=cpu_of, more_cpu=more_cpu, **run)
    after = postgres.statement_counts(refresh_pool.url)
    # The bench's own reads between the counts (a few dozen) are within 0.001 of tens of thousands of moves.
    move["statements"] = (after[0] - before[0]) / max(1, after[1] - before[1])
    say(f"  {move['rps']:,.0f} req/s, p99 {move['p99_us'] / 1000:.2f} ms, not 303: {move['not_303']}, "
        f"{move['statements']:.2f} statements a move")
    return move


def run_rows(args, run, url_of, cookie, pool, refresh_pool, cpu_of, more_cpu, check, say, label):
    """The move POST (flag toggle → 303) and the Expert page GET, as the main run measures them on SQLite."""
    move = run_move(args, run, url_of, pool, refresh_pool, cpu_of, more_cpu, say, label)
    say(f"PostgreSQL, {label}: GET /minesweeper (Expert, part-way)")
    page = load.measure(url_of("/minesweeper"), "get.lua", [cookie], cpu_of=cpu_of, more_cpu=more_cpu, **run)
    say(f"  {page['rps']:,.0f} req/s, p99 {page['p99_us'] / 1000:.2f} ms")
    problems = check(move, f"PostgreSQL, {label}: move") + check(page, f"PostgreSQL, {label}: Expert page")
    if move["answered"] == 0:
        problems.append(f"PostgreSQL, {label}: no move was answered")
    return move, page, problems


class MovePool:
    """Writes the move script's session files afresh (versions read from PostgreSQL) before each wrk run."""

    def __init__(self, folder, pool, url, write_pool):
        self.folder, self.pool, self.url, self.write_pool = folder, pool, url, write_pool

    def __call__(self):
        self.write_pool(self.folder, self.pool, self.url)


def measure(args, binary, temp, write_pool, check, say):
    """Returns (the section's figures, problems). `write_pool(folder, pool, database)` is the main run's."""
    run = dict(warmup=args.warmup, duration=args.duration, connections=args.connections, threads=args.threads)
    log = os.path.join(temp, "server-postgres.log")
    cluster = postgres.Cluster(os.path.join(temp, "postgres"))
    started = []
    try:
        url = cluster.url
        say(f"PostgreSQL at {url}: creating the schema, then {args.pg_scores:,} leaderboard results (COPY)")
        processes.Server(binary, args.site_root, url, log).stop()
        seconds = postgres.fill(url, args.pg_scores)
        say(f"  written in {seconds:.1f} s")

        def server():
            started.append(processes.Server(binary, args.site_root, url, log, log_level=args.log_level,
                                            threads=args.server_threads))
            return started[-1]

        a = server()
        player = state.prepare_player(a.port)
        player.close()
        say(f"instance A pid {a.pid}: creating {args.pool:,} sessions on started Expert boards")
        pool, seconds = state.create_sessions(a.port, args.pool, args.pool)
        say(f"  created in {seconds:.1f} s")
        refresh = MovePool(os.path.join(temp, "pg-pool"), pool, url, write_pool)
        cookie = f"sid={player.sid}"
        store = {"postgres": lambda: cluster.pids}
        # First as a new database's first minutes: the sessions' and games' tables never analyzed.
        fresh = run_move(args, run, lambda path: f"http://127.0.0.1:{a.port}{path}", pool, refresh, lambda: [a.pid],
                         store, say, FRESH)
        # What autovacuum does within a minute of such growth in service.
        postgres.query(url, "ANALYZE")
        one = run_rows(args, run, lambda path: f"http://127.0.0.1:{a.port}{path}", cookie, pool, refresh,
                       lambda: [a.pid], store, check, say, ONE)

        b = server()
        balancer = proxy.RoundRobin(os.path.join(temp, "pg-nginx"), a.port, b.port)
        say(f"instance B pid {b.pid}, nginx round-robin on port {balancer.port}")
        two = run_rows(args, run, lambda path: f"http://127.0.0.1:{balancer.port}{path}", cookie, pool, refresh,
                       lambda: [a.pid, b.pid], dict(store, nginx=lambda: balancer.pids), check, say, TWO)
        balancer.stop()

        say(f"a score won through A, read through B: up to {args.pg_samples} samples, "
            f"each given up after {args.pg_give_up:g} s")
        relay = propagation.measure(a.port, b.port, url, samples=args.pg_samples, give_up=args.pg_give_up)
        say(f"  {len(relay['seen'])} seen, {relay['not_seen']} not seen within {args.pg_give_up:g} s, "
            f"median {relay['median_ms'] or 0:.0f} ms, max {relay['max_ms'] or 0:.0f} ms")
        for instance in started:
            instance.stop()
        started.clear()
        figures = {"rows": [(FRESH, fresh, None), (ONE, one[0], one[1]), (TWO, two[0], two[1])], "propagation": relay,
                   "scores": args.pg_scores, "sessions": args.pool}
        return figures, check(fresh, f"PostgreSQL, {FRESH}: move") + one[2] + two[2]
    finally:
        for instance in started:
            processes.stop(instance.process)
        cluster.stop()
