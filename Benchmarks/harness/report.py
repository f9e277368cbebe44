"""The one table (plus core and memory figures) printed and written to Benchmarks/latest.md."""
import datetime
import os
import platform
import subprocess

MIB = 1024


def machine(root):
    def first_line(command):
        try:
            result = subprocess.run(command, capture_output=True, text=True, cwd=root)
            return (result.stdout or result.stderr).strip().splitlines()[0]
        except (OSError, IndexError):
            return "unknown"

    with open("/proc/meminfo") as meminfo:
        memory_kib = int(next(line for line in meminfo if line.startswith("MemTotal:")).split()[1])
    model = "unknown CPU"
    with open("/proc/cpuinfo") as cpuinfo:
        for line in cpuinfo:
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    commit = first_line(["git", "rev-parse", "--short", "HEAD"])
    dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], capture_output=True,
                           text=True, cwd=root).stdout.strip()
    return {
        "cores": os.cpu_count(),
        "memory": f"{memory_kib / MIB / 1024:.1f} GiB",
        "cpu": model,
        "os": first_line(["sh", "-c", ". /etc/os-release && echo $PRETTY_NAME"]) or platform.platform(),
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "commit": commit + (" with uncommitted changes" if dirty else ""),
        "swift": first_line(["swift", "--version"]),
        "nginx": first_line(["nginx", "-v"]),
        "wrk": first_line(["wrk", "-v"]),
    }


def ms(microseconds):
    return f"{microseconds / 1000:.2f} ms"


def ratio(value):
    return f"{value:.0%}" if value >= 0.1 else f"{value:.2%}"


def us(figures):
    return f"{figures['cpu_us']:,.0f} µs" if "cpu_us" in figures else "–"


def goal(route):
    """The row's goals beside its ratios, met or missed: of the floor's req/s, of nginx's."""
    goals = []
    if route.get("floor_goal") is not None:
        met = route["ours"]["rps"] / route["floor"]["rps"] >= route["floor_goal"]
        goals.append(f"floor ≥ {route['floor_goal']:.0%}: {'met' if met else '**missed**'}")
    if route.get("goal") is not None:
        met = route["ours"]["rps"] / route["nginx"]["rps"] >= route["goal"]
        goals.append(f"≥ {route['goal']:.0%}: {'met' if met else '**missed**'}")
    return "; ".join(goals) or "–"


def floor_cells(route):
    """The floor's req/s, CPU per request and our share of its req/s, or dashes for a route it does not serve."""
    floor = route.get("floor")
    if not floor:
        return "– | – | –"
    return f"{floor['rps']:,.0f} | {us(floor)} | {ratio(route['ours']['rps'] / floor['rps'])}"


def render(info, settings, routes, cores, memory, goals, mix=None):
    lines = [
        "# Latest benchmark",
        "",
        f"Written by `make bench` (`Benchmarks/run`) on {info['date']}, commit {info['commit']}.",
        "",
        f"Machine: {info['cores']} cores ({info['cpu']}), {info['memory']} memory, {info['os']}; "
        f"{info['swift']}; {info['nginx']}; {info['wrk']}.",
        "",
        f"Load: `wrk -t{settings['threads']} -c{settings['connections']} -d{settings['duration']}s` after a "
        f"{settings['warmup']} s warm-up, on loopback, ours and nginx alternating route by route in the same run; "
        "wrk, the server and nginx share the cores, so compare the ratios, not the absolute numbers across runs. "
        f"Our server: release build, {settings['server_threads']} worker threads, log level "
        f"`{settings['log_level']}`; nginx: {settings['nginx_workers']} workers, `open_file_cache`, keep-alive, "
        "`access_log off`, the same security headers, serving the exact bytes our server returned for each page. "
        f"State: one player with an Expert board part-way, a Word Search Hard board and a Tic-Tac-Toe game; "
        f"{settings['scores']:,} leaderboard results; {settings['sessions']:,} further sessions with a stored game. "
        "CPU/req is the server's user + system CPU time per request during the measured run (nginx: master and "
        "workers): it moves far less than req/s when other work shares the machine. The floor: "
        "`Benchmarks/FloorServer`, a C server on libmicrohttpd alone with our daemon flags (epoll, turbo, "
        f"{settings['server_threads']} pool threads), answering from memory the status, headers and body our server "
        "gave for that route (for the move, our 303), one response object queued for every request. "
        "Every row is measured on an idle database (nobody else playing) unless its name says \"while others "
        "play\": then other sessions post flag toggles and play Beginner games to their end meanwhile, from "
        "processes that share the same cores.",
        "",
        "| Route | Page bytes | Our req/s | p50 | p99 | Our CPU/req | nginx req/s | nginx p99 | nginx CPU/req "
        "| Ours / nginx | floor req/s | floor CPU/req | Ours / floor | Goal |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for route in routes:
        ours, nginx = route["ours"], route["nginx"]
        if nginx is None:
            # Mixed play, and pages while others play (their floor serves the same bytes), have no nginx row.
            lines.append(
                f"| {route['name']} | {'mix' if not route.get('floor') else 'as idle'} | {ours['rps']:,.0f} | "
                f"{ms(ours['p50_us'])} | {ms(ours['p99_us'])} | {us(ours)} | – | – | – | – | {floor_cells(route)} | – |")
            continue
        lines.append(
            f"| {route['name']} | {route['bytes'] and format(route['bytes'], ',') or '303, no body'} | {ours['rps']:,.0f} | {ms(ours['p50_us'])} | "
            f"{ms(ours['p99_us'])} | {us(ours)} | {nginx['rps']:,.0f}{route.get('nginx_note', '')} | "
            f"{ms(nginx['p99_us'])} | {us(nginx)} | {ratio(ours['rps'] / nginx['rps'])} | {floor_cells(route)} | "
            f"{goal(route)} |")
    notes = [route["note"] for route in routes if route.get("note")]
    if notes:
        lines += ["", " ".join(notes)]
    if mix is not None:
        lines += mix_section(mix, settings)
    lines += ["", "| Game core | Case | Median | Worst |", "| --- | --- | ---: | ---: |"]
    for game, case, median, worst in cores:
        lines.append(f"| {game} | {case} | {median:.3f} ms | {worst:.3f} ms |")
    lines += ["", "| Server memory (VmRSS) | MiB |", "| --- | ---: |"]
    for label, kib in memory:
        lines.append(f"| {label} | {kib / MIB:.1f} |")
    lines += ["", "Goals:", ""]
    for text, met in goals:
        lines.append(f"- {'met' if met else '**missed**'}: {text}")
    return "\n".join(lines) + "\n"


def mix_section(mix, settings):
    """What the mixed-play run did: games finished, scores written, requests by kind."""
    finished = mix["games_finished"]
    outcomes = ", ".join(f"{mix['outcomes'].get(key, 0):,} {label}"
                         for key, label in (("won", "won"), ("draw", "drawn"), ("lost", "lost")))
    per_game = mix["requests"] / finished if finished else 0
    cpu_per_game = mix["cpu_us"] * mix["requests"] / finished / 1000 if finished and "cpu_us" in mix else 0
    return [
        "",
        f"Mixed play (`Benchmarks/lua/mix.lua`, `wrk -t{settings['connections']} -c{settings['connections']}`: one "
        "player per connection): each player plays whole Tic-Tac-Toe games against the computer through the "
        "forms (new game → 303, the page, a move → 303, the page, … until it is over; Impossible and Medium in "
        "turn, as X and as O), then loads `/` and `/leaderboard`. Every finished game drops the title screen's "
        "and the standings' caches, so those pages are rebuilt all the time; wins and draws against Impossible "
        "and wins against Medium write leaderboard scores. Counted in the database around the measured run:",
        "",
        "| Mixed play | Figure |",
        "| --- | ---: |",
        f"| games finished | {finished:,} ({outcomes}) |",
        f"| games finished per second | {finished / (mix['duration_us'] / 1e6):,.0f} |",
        f"| leaderboard scores written (rows added; rows written or improved) | {mix['score_rows_added']:,}; "
        f"{mix['scores_written']:,} |",
        f"| requests per finished game | {per_game:.1f} |",
        f"| server CPU per finished game | {cpu_per_game:.2f} ms |",
        f"| requests: new game, move, game page, title, leaderboard | {mix['posts_new']:,}, {mix['posts_move']:,}, "
        f"{mix['pages']:,}, {mix['titles']:,}, {mix['leaderboards']:,} |",
        f"| POSTs not answered 303 | {mix['not_303']:,} |",
    ]


def postgres_section(pg, sqlite_rows):
    """The move and the Expert page on PostgreSQL next to SQLite, and a score's way to the other instance."""
    def cpu(figures, key):
        return f"{figures[key]:,.0f} µs" if key in figures else "–"

    lines = [
        "", "## PostgreSQL", "",
        "The move POST (a flag toggle → 303, as in the table above) and the Expert page GET (part-way, the player's "
        "cookie), measured the same way (same wrk settings) with the database on PostgreSQL 15 on loopback: a "
        "throwaway cluster from `Tests/Support/postgres-cluster` (the test settings: fsync and synchronous commit "
        f"off), {pg['scores']:,} leaderboard results and {pg['sessions']:,} move-pool sessions; with one instance, "
        "and with two instances behind nginx round-robin (`deploy/nginx.conf.template` as operators get it: one "
        "worker, keep-alive to the instances). The SQLite rows are the main run's. CPU/req: Minigames is every "
        "instance's CPU time per request, PostgreSQL the cluster's (postmaster and backends), nginx the proxy's. "
        "The first move row runs before the sessions' and games' tables are analyzed (a new database's first "
        "minutes), the others after. Statements a move: transactions committed in the database (each of a move's "
        "statements runs alone) per update of a game, from PostgreSQL's statistics.",
        "",
        "| Route | Database, instances | req/s | p50 | p99 | Minigames CPU/req | PostgreSQL CPU/req | nginx CPU/req "
        "| Statements a move |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    entries = [(route, "SQLite, one instance", figures) for route, figures in sqlite_rows]
    for setup, move, page in pg["rows"]:
        entries.append(("move POST (flag → 303)", f"PostgreSQL, {setup}", move))
        if page:
            entries.append(("GET /minesweeper (Expert)", f"PostgreSQL, {setup}", page))
    for route, setup, figures in sorted(entries, key=lambda entry: not entry[0].startswith("move")):
        statements = f"{figures['statements']:.2f}" if "statements" in figures else "–"
        lines.append(f"| {route} | {setup} | {figures['rps']:,.0f} | {ms(figures['p50_us'])} | "
                     f"{ms(figures['p99_us'])} | {us(figures)} | {cpu(figures, 'postgres_cpu_us')} | "
                     f"{cpu(figures, 'nginx_cpu_us')} | {statements} |")
    relay = pg["propagation"]
    seen = relay["seen"]
    stopped = f" (stopped after {relay['stop_after']} in a row not seen)" if relay["stopped_early"] else ""
    lines += [
        "",
        "A score on the other instance: a new player wins a Beginner Minesweeper board through instance A and names "
        "the result (the new all-time best); from A's answer to the name on instance B's title screen, polled every "
        f"10 ms, monotonic clock; a sample gives up after {relay['give_up']:g} s.",
        "",
        "| Score won on A, shown on B | Figure |",
        "| --- | ---: |",
        f"| samples tried | {relay['tried']} of {relay['samples']}"
        f"{stopped} |",
        f"| seen on B | {len(seen)} |",
        f"| not seen within {relay['give_up']:g} s | {relay['not_seen']} |",
        f"| median | {relay['median_ms']:,.0f} ms |" if seen else "| median | – |",
        f"| max | {relay['max_ms']:,.0f} ms |" if seen else "| max | – |",
    ]
    if relay["discarded"]:
        lines.append(f"| not counted (the win was not the best on A's own title) | {relay['discarded']} |")
    return lines
