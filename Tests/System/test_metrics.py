"""The operator's side: `/metrics` on its own address (never the public port) counts a scripted Tic-Tac-Toe game
played with form posts (JavaScript off) by the right amounts, and `--log-format json` writes one JSON object a
line whose request id is the one the answer's `X-Request-Id` carried (the real binary, loopback)."""
import json
import re
import urllib.request

import pytest

from conftest import ServerProcess, fetch, wait_until
from plain_http import request, session_and_token

SAMPLE = re.compile(r'^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$')
LABEL = re.compile(r'([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"')


def scrape(port):
    """Every sample of /metrics as {(name, frozenset of label pairs): value}."""
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=10) as response:
        assert response.headers["Content-Type"].startswith("text/plain; version=0.0.4")
        text = response.read().decode()
    samples = {}
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        match = SAMPLE.match(line)
        assert match, f"not a Prometheus sample: {line!r}"
        labels = frozenset(LABEL.findall(match.group(2) or ""))
        samples[(match.group(1), labels)] = float(match.group(3))
    return samples


def moved(before, after, name, **labels):
    key = (name, frozenset(labels.items()))
    return after.get(key, 0) - before.get(key, 0)


@pytest.fixture
def metered():
    server = ServerProcess(extra_args=["--metrics-port", "0", "--rate-limit", "0"]).start()
    try:
        server.metrics_port = wait_until(
            lambda: (m := re.search(r"metrics at http://127\.0\.0\.1:(\d+)/metrics", server.log())) and int(m.group(1)),
            what="the metrics address")
        yield server
    finally:
        server.cleanup()


def test_a_scripted_game_moves_the_counters_the_histogram_and_the_game_tallies(metered):
    before = scrape(metered.metrics_port)
    cookie, csrf = session_and_token(metered, "/tictactoe")
    status, _, _ = request(metered, "POST", "/tictactoe/new", f"csrf={csrf}&mode=two-players", cookie)
    assert status == 303
    # X takes the top row while O plays the middle one: five moves, X wins.
    for cell, mark in [("a1", "X"), ("a2", "O"), ("b1", "X"), ("b2", "O"), ("c1", "X")]:
        _, _, page = request(metered, "GET", "/tictactoe", cookie=cookie)
        version = re.search(r'name="version" value="(\d+)"', page).group(1)
        status, _, _ = request(metered, "POST", "/tictactoe/move",
                               f"csrf={csrf}&version={version}&cell={cell}&mark={mark}", cookie)
        assert status == 303, f"{cell} answered {status}"
    request(metered, "GET", "/tictactoe", cookie=cookie)
    # A request is counted when libmicrohttpd reports it complete, which may come just after its client has read it.
    after = wait_until(lambda: (s := scrape(metered.metrics_port))[("minigames_http_requests_in_flight", frozenset())] == 0
                       and s, what="no request in flight")

    requests = "minigames_http_requests_total"
    assert moved(before, after, requests, route="/tictactoe", method="GET", status="200") == 7
    assert moved(before, after, requests, route="/tictactoe/new", method="POST", status="303") == 1
    assert moved(before, after, requests, route="/tictactoe/move", method="POST", status="303") == 5
    histogram = "minigames_http_request_duration_seconds"
    assert moved(before, after, histogram + "_count", route="/tictactoe") == 7
    assert moved(before, after, histogram + "_count", route="/tictactoe/move") == 5
    assert moved(before, after, histogram + "_bucket", route="/tictactoe/move", le="+Inf") == 5
    assert moved(before, after, "minigames_games_started_total", game="tictactoe", level="two-players") == 1
    assert moved(before, after, "minigames_games_finished_total", game="tictactoe", level="two-players") == 1
    assert moved(before, after, "minigames_moves_total", game="tictactoe") == 5
    assert ("minigames_http_requests_in_flight", frozenset()) in after
    assert ("minigames_event_streams_open", frozenset()) in after
    # The route's pattern labels a parameter route, never the raw path.
    request(metered, "GET", "/tictactoe/replay/no-such-game")
    labels = {dict(key[1]).get("route") for key in scrape(metered.metrics_port)}
    assert not any(route and "no-such-game" in route for route in labels)


def test_metrics_are_not_served_on_the_public_port(metered):
    status, _, _ = fetch(metered.url + "/metrics")
    assert status == 404
    status, _, body = fetch(f"http://127.0.0.1:{metered.metrics_port}/")
    assert status == 404


@pytest.fixture
def json_logs():
    server = ServerProcess(extra_args=["--log-format", "json", "--trusted-proxy", "127.0.0.1"]).start()
    try:
        yield server
    finally:
        server.cleanup()


def test_json_log_lines_parse_and_carry_the_answers_request_id(json_logs):
    ids = {}
    for path in ["/", "/static/site.css", "/static/site.css", "/tictactoe", "/no/such/page"]:
        status, headers, _ = fetch(json_logs.url + path)
        ids[headers["X-Request-Id"]] = (path, status)
    status, headers, _ = fetch(json_logs.url + "/healthz", headers={"X-Request-Id": "edge-42.a:b"})
    assert headers["X-Request-Id"] == "edge-42.a:b"
    ids["edge-42.a:b"] = ("/healthz", status)
    _, headers, _ = fetch(json_logs.url + "/healthz", headers={"X-Request-Id": "no spaces\tplease"})
    assert headers["X-Request-Id"] != "no spaces\tplease"
    assert len(ids) == 6

    def logged():
        lines = [json.loads(line) for line in json_logs.log().splitlines() if line.strip()]
        found = {line.get("request_id"): line for line in lines if line.get("message") == "request"}
        return lines if all(request_id in found for request_id in ids) else None

    lines = wait_until(logged, what="the access lines")
    by_id = {line.get("request_id"): line for line in lines if line.get("message") == "request"}
    for request_id, (path, status) in ids.items():
        line = by_id[request_id]
        assert line["path"] == path and line["status"] == status and line["method"] == "GET"
        assert line["client"] == "127.0.0.1" and line["level"] == "info"
        assert isinstance(line["duration_ms"], (int, float)) and re.match(r"\d{4}-\d\d-\d\dT", line["time"])
    assert by_id[next(i for i, (p, _) in ids.items() if p == "/no/such/page")]["route"] == "(none)"
    assert by_id[next(i for i, (p, _) in ids.items() if p == "/static/site.css")]["route"] == "/static/*"


EXPORTED = {
    "minigames_http_requests_total", "minigames_http_request_duration_seconds", "minigames_http_requests_in_flight",
    "minigames_event_streams_open", "minigames_connections_open", "minigames_database_waits_total",
    "minigames_deadlines_total", "minigames_unavailable_total", "minigames_cache_hits_total",
    "minigames_cache_misses_total", "minigames_moves_total", "minigames_games_started_total",
    "minigames_games_finished_total", "minigames_results_held_total",
}


def test_deploy_scrapes_every_instance_and_the_dashboard_graphs_only_what_the_server_exports():
    import yaml
    from conftest import ROOT
    compose = yaml.safe_load((ROOT / "compose.yaml").read_text())
    instances = [name for name, service in compose["services"].items() if service.get("build") == "."]
    port = compose["x-minigames"]["environment"]["METRICS_PORT"]
    scrape = yaml.safe_load((ROOT / "deploy/prometheus.yml").read_text())
    [job] = scrape["scrape_configs"]
    assert job["metrics_path"] == "/metrics"
    assert set(job["static_configs"][0]["targets"]) == {f"{name}:{port}" for name in instances}
    assert {"prometheus", "grafana"} <= set(compose["services"])
    dashboard = json.loads((ROOT / "deploy/grafana/minigames-dashboard.json").read_text())
    assert dashboard["uid"] and dashboard["title"] and isinstance(dashboard["schemaVersion"], int)
    graphed = set()
    for panel in dashboard["panels"]:
        assert {"id", "type", "title", "gridPos", "targets", "datasource"} <= set(panel), panel.get("title")
        assert set(panel["gridPos"]) == {"x", "y", "w", "h"}
        for target in panel["targets"]:
            assert target["refId"] and target["expr"]
            graphed |= {re.sub(r"_(bucket|sum|count)$", "", name) for name in re.findall(r"minigames_\w+", target["expr"])}
    assert graphed == EXPORTED
