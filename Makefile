# Minigames: `make run` serves the site on http://127.0.0.1:8080, `make test` runs every test.
SWIFT ?= swift
PYTHON ?= python3
BIN_RELEASE := .build/release/minigames
BIN_DEBUG := .build/debug/minigames

.PHONY: run test test-swift test-browser build clean bootstrap bench

run:
	@.ci/bootstrap run
	$(SWIFT) build -c release --product minigames
	$(BIN_RELEASE)

build:
	@.ci/bootstrap run
	$(SWIFT) build -c release --product minigames

test:
	@.ci/bootstrap test
	$(SWIFT) build --build-tests
	$(MAKE) --no-print-directory test-swift test-browser bench-build

test-swift:
	$(SWIFT) test --skip-build

test-browser:
	MINIGAMES_BIN=$(BIN_DEBUG) $(PYTHON) -m pytest -q Tests/System

# The benchmark code is built by `make test` so it cannot rot; it only runs with `make bench`.
bench-build:
	@for p in Benchmarks/*/Package.swift; do \
		if [ -f "$$p" ]; then $(SWIFT) build --package-path "$$(dirname $$p)" -c release || exit 1; fi; \
	done

bench:
	@.ci/bootstrap bench
	Benchmarks/run

clean:
	rm -rf .build Benchmarks/*/.build
