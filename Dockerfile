# Minigames: build with the Swift toolchain image, run on slim Debian with just the C libraries it links.
# Tests/System/test_dockerfile.py builds what this build stage builds, from exactly what it copies, with the same
# Swift (so the tag follows the toolchain the project is tested with), and checks the runtime stage against the binary.
FROM swift:6.3-bookworm AS build
# libpq-dev: PostgreSQL's client library, for `--database postgres://…` (the CPostgres target).
RUN apt-get update \
 && apt-get install -y --no-install-recommends libmicrohttpd-dev libsqlite3-dev libssl-dev libdeflate-dev libpq-dev libqrencode-dev libicu-dev pkg-config \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY Package.swift ./
COPY Sources ./Sources
# SwiftPM refuses a manifest whose test targets have no folder, even to build one product: the tests come along
# (small; this stage is thrown away, and .dockerignore keeps local builds and test output out).
COPY Tests ./Tests
RUN swift build -c release --product minigames --static-swift-stdlib \
 && cp "$(swift build -c release --show-bin-path)/minigames" /minigames

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends libmicrohttpd12 libsqlite3-0 libssl3 libdeflate0 libpq5 libqrencode4 libicu72 ca-certificates curl \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --create-home --home-dir /app minigames \
 && mkdir -p /data && chown minigames /data
WORKDIR /app
COPY --from=build /minigames /usr/local/bin/minigames
COPY Public ./Public
COPY Templates ./Templates
USER minigames
ENV HOST=0.0.0.0 PORT=8080 DATABASE_PATH=/data/minigames.sqlite PUBLIC_DIR=/app/Public TEMPLATES_DIR=/app/Templates
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s CMD curl -fsS http://127.0.0.1:8080/healthz || exit 1
CMD ["minigames"]
