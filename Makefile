# Minigames: `make run` serves the site on http://127.0.0.1:8080, `make test` runs every test.
SWIFT ?= swift
PYTHON ?= python3
BIN_RELEASE := .build/release/minigames
BIN_DEBUG := .build/debug/minigames

.PHONY: run test test-full test-swift test-browser test-docker screenshots build clean bootstrap bench bench-check bench-instructions bench-beside cluster-demo check-replays

run:
	@.ci/bootstrap run
	$(SWIFT) build -c release --product minigames
	$(BIN_RELEASE)

# PostgreSQL in a temp folder, two instances of the release binary and nginx round-robin on loopback, until Ctrl-C
# (see docs/operations.md); options through CLUSTER_ARGS, e.g. CLUSTER_ARGS="--instances 3 --seconds 60".
cluster-demo:
	@.ci/bootstrap test
	$(SWIFT) build -c release --product minigames
	cd Tests/Reliability && $(PYTHON) cluster.py --binary ../../$(BIN_RELEASE) $(CLUSTER_ARGS)

# Replays every stored game from its move log and compares it with its stored state; exits non-zero on any mismatch.
# The database as the server takes it: DATABASE=path-or-url (default: the server's ./data/minigames.sqlite).
check-replays:
	$(SWIFT) build -c release --product minigames
	$(BIN_RELEASE) check-replays $(if $(DATABASE),--database "$(DATABASE)")

build:
	@.ci/bootstrap run
	$(SWIFT) build -c release --product minigames

# A throwaway PostgreSQL cluster runs for the whole test run (the Storage suites run on it as well as on SQLite, each
# test in a schema of its own) and is stopped at the end, also when a test fails.
test:
	@.ci/bootstrap test
	@echo "$(SWIFT) build --build-tests"; start=$$(date +%s); $(SWIFT) build --build-tests || exit $$?; \
		echo "[phase] the build: $(SINCE_START) s"
	@cluster=$$(mktemp -d); trap 'Tests/Support/postgres-cluster stop "$$cluster"; rm -rf "$$cluster"' EXIT; \
		MINIGAMES_TEST_POSTGRES=$$(Tests/Support/postgres-cluster start "$$cluster") || exit 1; \
		export MINIGAMES_TEST_POSTGRES; \
		$(MAKE) --no-print-directory test-swift bench-check test-browser BUILDS_ALONGSIDE=1 FUZZ_ALONGSIDE=1 WEB_PG_ALONGSIDE=1

# `make test` with every combination of the browser suites' parameters (games × sizes × JavaScript off and on), where
# `make test` runs each value of each parameter at least once (each_value_once in Tests/System/conftest.py).
test-full: export MINIGAMES_MATRIX = full
test-full: test

# With a PostgreSQL test server (make test starts one), the Web suites run a second time with their database on it
# (in `make test`, beside the online games instead: WEB_PG_ALONGSIDE=1, see test-browser).
test-swift:
	@echo "$(SWIFT) test --skip-build"; start=$$(date +%s); $(SWIFT) test --skip-build || exit $$?; \
		echo "[phase] the Swift suites: $(SINCE_START) s"
	@if [ -n "$$MINIGAMES_TEST_POSTGRES" ] && [ -z "$(WEB_PG_ALONGSIDE)" ]; then \
		echo "Web suites again on PostgreSQL"; \
		MINIGAMES_TEST_WEB_BACKEND=postgres $(SWIFT) test --skip-build --filter WebTests; \
	fi

# Two files at a time (pytest-xdist), then alone the files and tests that measure time (SERIAL in
# Tests/System/conftest.py), then the online games (ONLINE there: mostly waiting on a page's refresh) two tests at a time
# with, beside them, the suites that run their own database servers (SERVERS there: mostly waiting on them).
# With BUILDS_ALONGSIDE=1 (make test) the fuzz targets build during the first part at idle priority
# (SCHED_IDLE: only on CPU time the tests leave, never on a core a test wants; that part measures no time) and are
# waited for before the second; beside the online games run the fuzz smoke the same way (FUZZ_ALONGSIDE=1) and the
# Web suites on PostgreSQL at normal priority (WEB_PG_ALONGSIDE=1: some of them time a wait); a failure of any fails
# the run.
ALONGSIDE_LOG := .build/builds-alongside.log
FUZZ_LOG := .build/fuzz-smoke.log
WEB_PG_LOG := .build/web-on-postgres.log
SERVERS_LOG := .build/servers-suites.log
# A part's seconds on its [phase] line: since the shell variable `start` was set.
SINCE_START = $$(( $$(date +%s) - start ))
IDLE := $$(command -v chrt >/dev/null && echo chrt --idle 0) nice -n 19
test-browser:
	@start=$$(date +%s); builds=""; if [ -n "$(BUILDS_ALONGSIDE)" ]; then mkdir -p .build; \
		$(IDLE) $(MAKE) --no-print-directory fuzz-build > $(ALONGSIDE_LOG) 2>&1 & \
		builds=$$!; echo "fuzz build at idle priority meanwhile (log: $(ALONGSIDE_LOG))"; fi; \
	MINIGAMES_BIN=$(BIN_DEBUG) $(PYTHON) -m pytest -q --durations=12 -n 2 --dist loadfile -m "not serial and not online and not servers" Tests/System; status=$$?; \
	if [ -n "$$builds" ]; then wait $$builds || { echo "builds alongside failed:"; tail -40 $(ALONGSIDE_LOG); exit 1; }; fi; \
	[ $$status -eq 0 ] || exit $$status; \
	echo "[phase] the browser suites two files at a time: $(SINCE_START) s"; start=$$(date +%s); \
	MINIGAMES_BIN=$(BIN_DEBUG) $(PYTHON) -m pytest -q --durations=12 -m serial Tests/System || exit $$?; \
	echo "[phase] the time-measuring suites alone: $(SINCE_START) s"; start=$$(date +%s); \
	fuzz=""; if [ -n "$(FUZZ_ALONGSIDE)" ]; then \
		$(IDLE) env $(if $(BUILDS_ALONGSIDE),FUZZ_BUILT=1) $(MAKE) --no-print-directory fuzz-smoke > $(FUZZ_LOG) 2>&1 & \
		fuzz=$$!; echo "fuzz smoke at idle priority meanwhile (log: $(FUZZ_LOG))"; fi; \
	webpg=""; if [ -n "$(WEB_PG_ALONGSIDE)" ] && [ -n "$$MINIGAMES_TEST_POSTGRES" ]; then \
		MINIGAMES_TEST_WEB_BACKEND=postgres $(SWIFT) test --skip-build --filter WebTests > $(WEB_PG_LOG) 2>&1 & \
		webpg=$$!; echo "Web suites on PostgreSQL meanwhile (log: $(WEB_PG_LOG))"; fi; \
	MINIGAMES_BIN=$(BIN_DEBUG) $(PYTHON) -m pytest -q --durations=6 -m servers Tests/System > $(SERVERS_LOG) 2>&1 & \
	servers=$$!; echo "the suites with their own database servers meanwhile (log: $(SERVERS_LOG))"; \
	MINIGAMES_BIN=$(BIN_DEBUG) $(PYTHON) -m pytest -q --durations=6 -n 2 --dist load -m online Tests/System; status=$$?; \
	wait $$servers || { tail -60 $(SERVERS_LOG); echo "the servers suites failed (log: $(SERVERS_LOG))"; status=1; }; \
	tail -9 $(SERVERS_LOG); \
	if [ -n "$$fuzz" ]; then wait $$fuzz; fuzzed=$$?; cat $(FUZZ_LOG); [ $$fuzzed -eq 0 ] || { echo "fuzz smoke failed"; status=1; }; fi; \
	if [ -n "$$webpg" ]; then wait $$webpg; webpged=$$?; grep -E "✘|Test run" $(WEB_PG_LOG) | tail -40; \
		[ $$webpged -eq 0 ] || { echo "Web suites on PostgreSQL failed (log: $(WEB_PG_LOG))"; status=1; }; fi; \
	echo "[phase] the online games with the server suites, the fuzz smoke and the Web suites on PostgreSQL:" \
		"$(SINCE_START) s"; \
	exit $$status

# The browser suites again, saving a screenshot of each page they check in Tests/System/screenshots/ (make test
# saves only a failed test's); UPDATE_SCREENSHOTS=1 also copies README's to Public/.
screenshots:
	@.ci/bootstrap test
	$(SWIFT) build --product minigames
	MINIGAMES_SCREENSHOTS=1 MINIGAMES_MATRIX=full $(MAKE) --no-print-directory test-browser

# The Dockerfile's build stage run for real: a release build from scratch of exactly what it copies (4-7 min here);
# `make test` checks the copy and the runtime stage against the binary it built instead.
test-docker:
	@.ci/bootstrap test
	$(SWIFT) build --product minigames
	MINIGAMES_DOCKER_BUILD=1 MINIGAMES_BIN=$(BIN_DEBUG) $(PYTHON) -m pytest -q Tests/System/test_dockerfile.py

# The benchmark code, checked by `make test` so it cannot rot (`make bench` builds it in release and runs it): each
# game bench's main type-checked against the modules of the debug build (its packages link these same sources), and
# the floor server's C compiled without linking. Two seconds, where release builds of the five packages took 75 s of CPU.
SWIFTC ?= swiftc
bench-check:
	@for bench in Benchmarks/*/Sources/*-bench; do \
		$(SWIFTC) -typecheck -swift-version 6 -I .build/debug/Modules $$bench/*.swift || exit 1; done
	@$(CC) -fsyntax-only -Wall -Wextra -Werror Benchmarks/FloorServer/Sources/mhd-floor/main.c

# Throughput, latency and memory against nginx serving the same bytes, the move and Expert page on PostgreSQL (one
# instance and two behind nginx), plus the game cores; writes Benchmarks/latest.md. Options go through BENCH_ARGS,
# e.g. BENCH_ARGS="--duration 5" (see Benchmarks/run -h).
bench:
	@.ci/bootstrap bench
	Benchmarks/run $(BENCH_ARGS)

# Instructions per request, route by route, counted by callgrind (exact under any load): a refactor's before/after.
# INSTRUCTIONS_ARGS, e.g. "--binary /tmp/old-minigames --state /tmp/instr-state" to count another build on the same boards.
bench-instructions:
	@.ci/bootstrap bench
	$(SWIFT) build -c release --product minigames
	Benchmarks/instructions $(INSTRUCTIONS_ARGS)

# The computer's search beside other players: a Tic-Tac-Toe move's p99 alone and while three players play Ultimate
# Tic-Tac-Toe against Hard (release build, SQLite, --threads 8).
bench-beside:
	@.ci/bootstrap run
	$(SWIFT) build -c release --product minigames
	Benchmarks/computer_beside $(BESIDE_ARGS)

clean:
	rm -rf .build Benchmarks/*/.build

# Reliability and security: Tests/Fuzz and Tests/Reliability. `make test` runs only fuzz-smoke
# (its build takes 20-45 s here, then 12 targets × 5 s, two at a time, beside the online games: ~50 s); each
# target below says how long it takes.
FUZZ_SECONDS ?= 300
# The smoke's seconds a target. Beside the online games at idle priority (make test) it gets the CPU time they leave:
# a third to a half of the executions of a run alone, counted here; `make fuzz` is the deep run.
FUZZ_SMOKE_SECONDS ?= 5
FUZZ_SCRATCH ?= Tests/Fuzz/.build

.PHONY: fuzz fuzz-build fuzz-smoke test-sanitize soak slow-clients crash-test flood clean-reliability

# Every libFuzzer target for FUZZ_SECONDS each (default 5 min; ~30 min in all, one target per core at a time), or
# only FUZZ_TARGETS.
fuzz:
	@.ci/bootstrap run
	FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_SCRATCH=$(FUZZ_SCRATCH) Tests/Fuzz/run $(FUZZ_TARGETS)

# The fuzz targets' build alone (make test runs it alongside the browser tests).
fuzz-build:
	@.ci/bootstrap run
	FUZZ_BUILD_ONLY=1 FUZZ_SCRATCH=$(FUZZ_SCRATCH) Tests/Fuzz/run

# Every target for FUZZ_SMOKE_SECONDS (~30 s once built; two targets at a time, one per core): a smoke test that each
# target builds, starts and survives its corpus and a first spread of mutations; `make fuzz` digs.
fuzz-smoke:
	@.ci/bootstrap run
	FUZZ_SECONDS=$(FUZZ_SMOKE_SECONDS) FUZZ_SCRATCH=$(FUZZ_SCRATCH) Tests/Fuzz/run

# The whole Swift suite under AddressSanitizer, then ThreadSanitizer, each in its own build folder (~10 min).
# XCTest is off: there are no XCTest tests, and its empty run leaks a few objects that LeakSanitizer reports.
# ThreadSanitizer cannot see a contended Synchronization.Mutex on Linux: see the suppressions file.
test-sanitize:
	@.ci/bootstrap run
	$(SWIFT) test --disable-xctest --sanitize=address --scratch-path .build-asan
	TSAN_OPTIONS="suppressions=$(CURDIR)/Tests/Reliability/tsan-suppressions.txt" \
		$(SWIFT) test --disable-xctest --sanitize=thread --scratch-path .build-tsan

# 60 s of wrk at 64 connections against the release binary; see Tests/Reliability/soak.py.
soak:
	@.ci/bootstrap bench
	$(SWIFT) build -c release --product minigames
	cd Tests/Reliability && $(PYTHON) soak.py --binary ../../$(BIN_RELEASE)

# 200 connections trickling headers while a browser loads pages; see Tests/Reliability/slow_clients.py.
slow-clients:
	@.ci/bootstrap run
	$(SWIFT) build -c release --product minigames
	cd Tests/Reliability && $(PYTHON) slow_clients.py --binary ../../$(BIN_RELEASE)

# Twenty rounds of kill -9 during play, restart on the same database, nothing answered 303 lost.
crash-test:
	@.ci/bootstrap run
	$(SWIFT) build --product minigames
	cd Tests/Reliability && $(PYTHON) crash_test.py --binary ../../$(BIN_DEBUG)

# What non-players cost (~4 min): cookieless wrk on every page while a player plays, one address posting moves,
# 1,000,000 spoofed X-Forwarded-For addresses; see Tests/Reliability/flood.py. Options through FLOOD_ARGS.
flood:
	@.ci/bootstrap bench
	$(SWIFT) build -c release --product minigames
	cd Tests/Reliability && $(PYTHON) flood.py --binary ../../$(BIN_RELEASE) $(FLOOD_ARGS)

clean: clean-reliability
clean-reliability:
	rm -rf Tests/Fuzz/.build .build-asan .build-tsan
