"""The minigames binary as an operator meets it: help, bad settings, and a graceful stop."""
import os
import re
import signal
import socket
import subprocess

from conftest import BIN, ROOT, ServerProcess, fetch, wait_until


def run(*args, env=None):
    return subprocess.run([str(BIN), *args], capture_output=True, text=True, timeout=30, env=env, cwd=ROOT)


def test_help_documents_every_option():
    result = run("--help")
    assert result.returncode == 0
    for option in ("--host", "--port", "--database", "--public", "--templates", "--threads", "--log-level",
                   "--trusted-proxy", "--rate-limit", "--rate-burst", "--client-connections", "--client-streams",
                   "--request-timeout", "--public-url"):
        assert option in result.stdout, option
    for variable in ("PORT", "DATABASE_PATH", "TRUSTED_PROXIES", "RATE_LIMIT", "RATE_BURST", "CLIENT_CONNECTIONS",
                     "CLIENT_STREAMS", "REQUEST_TIMEOUT", "PUBLIC_URL"):
        assert variable in result.stdout, variable


def test_bad_port_is_one_clear_line_and_a_failure():
    result = run("--port", "70000")
    assert result.returncode != 0
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "70000" in lines[0] and "port" in lines[0]


def test_bad_port_from_the_environment_is_refused_too():
    env = dict(os.environ, PORT="99999")
    result = run(env=env)
    assert result.returncode != 0
    assert "99999" in result.stderr


def test_bad_log_level_is_refused():
    result = run("--log-level", "loud")
    assert result.returncode != 0
    assert len(result.stderr.strip().splitlines()) == 1


def test_bad_post_limits_are_refused_with_the_value():
    for args, env, shown in [(("--trusted-proxy", "10.0.0.2,proxy.example"), None, "proxy.example"),
                             ((), {"TRUSTED_PROXIES": "10.0.0.2:8080"}, "10.0.0.2:8080"),
                             (("--rate-limit=-1",), None, "-1"),
                             ((), {"RATE_LIMIT": "fast"}, "'fast'"),
                             (("--rate-burst", "0"), None, "0"),
                             ((), {"RATE_BURST": "many"}, "'many'"),
                             (("--client-connections=-1",), None, "-1"),
                             ((), {"CLIENT_STREAMS": "lots"}, "'lots'"),
                             (("--request-timeout", "0"), None, "'0'"),
                             ((), {"REQUEST_TIMEOUT": "9999"}, "'9999'")]:
        result = run(*args, env=dict(os.environ, **(env or {})))
        assert result.returncode != 0, (args, env)
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and shown in lines[0], result.stderr


def test_a_public_url_that_is_not_an_origin_is_refused_with_the_value():
    for args, env, shown in [(("--public-url", "games.example.org"), None, "'games.example.org'"),
                             (("--public-url", "https://games.example.org/play"), None, "/play"),
                             ((), {"PUBLIC_URL": "https://a@games.example.org"}, "a@games.example.org")]:
        result = run(*args, env=dict(os.environ, **(env or {})))
        assert result.returncode != 0, (args, env)
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and "--public-url" in lines[0] and shown in lines[0], result.stderr


def test_unwritable_database_path_is_one_clear_line(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    result = run("--port", "0", "--database", str(blocker / "db.sqlite"))
    assert result.returncode != 0
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "database" in lines[0]


def test_busy_port_is_one_clear_line():
    holder = socket.socket()
    holder.bind(("127.0.0.1", 0))
    holder.listen(1)
    port = holder.getsockname()[1]
    try:
        result = run("--port", str(port), "--database", "/tmp/minigames-busy-port-test.sqlite")
        assert result.returncode != 0
        assert str(port) in result.stderr
    finally:
        holder.close()
        for suffix in ("", "-wal", "-shm"):
            try:
                os.remove("/tmp/minigames-busy-port-test.sqlite" + suffix)
            except FileNotFoundError:
                pass


def test_sigterm_during_a_request_delivers_the_response_and_exits_zero():
    server = ServerProcess().start()
    try:
        assert fetch(server.url + "/healthz")[0] == 200
        client = socket.create_connection(("127.0.0.1", server.port), timeout=10)
        body = b"name=value&more=1"
        # Expect: 100-continue makes the server say when it has read the headers, so the request is
        # known to be in flight (its handler started) before the signal arrives.
        client.sendall(b"POST /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\nExpect: 100-continue\r\n"
                       b"Content-Type: application/x-www-form-urlencoded\r\n"
                       + f"Content-Length: {len(body)}\r\n\r\n".encode())
        interim = client.recv(4096)
        assert interim.startswith(b"HTTP/1.1 100"), interim
        server.process.send_signal(signal.SIGTERM)
        wait_until(lambda: "stopping on signal" in server.log(), what="server to start stopping")
        client.sendall(body)
        response = b""
        while True:
            chunk = client.recv(65536)
            if not chunk:
                break
            response += chunk
        client.close()
        assert re.match(rb"HTTP/1\.1 (405|403) ", response), response[:200]
        assert b"</html>" in response
        assert server.process.wait(timeout=20) == 0
    finally:
        server.cleanup()
