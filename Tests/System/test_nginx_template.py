"""deploy/nginx.conf.template, the load balancer of compose.yaml and `make cluster-demo`, rendered as its header
says and run on loopback in front of two real instances: it takes turns between them, and sends a request to the
other one when one is gone. The instances are told apart by /admin, which only the one with a token serves."""
import re
import socket
import subprocess
import time

import pytest

from conftest import ROOT, ServerProcess, fetch, wait_until

TEMPLATE = ROOT / "deploy/nginx.conf.template"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def render(values):
    """As the template's header says: envsubst with the template's own variables named."""
    names = " ".join(f"${{{name}}}" for name in sorted(set(re.findall(r"\$\{(\w+)\}", TEMPLATE.read_text()))))
    result = subprocess.run(["envsubst", names], input=TEMPLATE.read_text(), capture_output=True, text=True,
                            check=True, env=values)
    return result.stdout


@pytest.fixture
def instances(request):
    """Two instances; a test may give both more options (`indirect` parametrization)."""
    extra = getattr(request, "param", [])
    with_admin = ServerProcess(extra_args=["--admin-token", "an-operator-token-long-enough", *extra]).start()
    without = ServerProcess(extra_args=extra).start()
    try:
        yield with_admin, without
    finally:
        with_admin.cleanup()
        without.cleanup()


@pytest.fixture
def balancer(instances, tmp_path):
    a, b = instances
    port = free_port()
    conf = render({"LISTEN": f"127.0.0.1:{port}", "MINIGAMES_A": f"127.0.0.1:{a.port}",
                   "MINIGAMES_B": f"127.0.0.1:{b.port}"})
    assert "${" not in conf and "$http_host" in conf and "$remote_addr" in conf, "envsubst touched nginx's variables"
    (tmp_path / "nginx.conf").write_text(conf)
    log = open(tmp_path / "nginx.log", "wb")
    nginx = subprocess.Popen(["nginx", "-c", str(tmp_path / "nginx.conf"), "-p", f"{tmp_path}/"],
                             stdout=log, stderr=log)
    log.close()
    try:
        def answering():
            assert nginx.poll() is None, (tmp_path / "nginx.log").read_text()
            try:
                return fetch(f"http://127.0.0.1:{port}/healthz")[0] == 200
            except OSError:
                return False

        wait_until(answering, what="nginx")
        yield f"http://127.0.0.1:{port}"
    finally:
        nginx.terminate()
        nginx.wait(timeout=15)


def test_requests_take_turns_between_the_two_instances(balancer):
    statuses = [fetch(f"{balancer}/admin")[0] for _ in range(6)]
    assert sorted(statuses) == [200, 200, 200, 404, 404, 404], statuses
    assert all(first != second for first, second in zip(statuses, statuses[1:])), statuses


def test_a_stopped_instance_is_passed_over(balancer, instances):
    instances[0].stop()
    statuses = [fetch(f"{balancer}/admin")[0] for _ in range(6)]
    assert statuses == [404] * 6, statuses
    assert fetch(f"{balancer}/healthz")[0] == 200


def raw(port, request, timeout=5):
    """One request on its own connection: the status nginx (or an instance) answered, and the body."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as connection:
        connection.sendall(request)
        data = b""
        while True:
            chunk = connection.recv(65536)
            if not chunk:
                break
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split(b" ")[1]), body


def test_one_client_is_held_to_its_share_of_posts_and_connections(balancer):
    """limit_req: a burst of 30 posts, then 10 a second (GETs are never limited); limit_conn: 64 requests in
    progress per client, the next refused at once. Both answered 429 by nginx itself, not by an instance."""
    port = int(balancer.rsplit(":", 1)[1])
    post = b"POST /tictactoe/new HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
    answers = [raw(port, post) for _ in range(45)]
    refused = [number for number, (status, body) in enumerate(answers) if status == 429 and b"nginx" in body]
    assert refused and min(refused) >= 30, [status for status, _ in answers]
    assert all(raw(port, b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")[0] == 200 for _ in range(45))

    # 64 uploads that never send their body hold nginx's 64 slots for this client (PUT: no post limit).
    held = []
    try:
        for _ in range(64):
            connection = socket.create_connection(("127.0.0.1", port), timeout=5)
            connection.sendall(b"PUT /x HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n")
            held.append(connection)
        wait_until(lambda: raw(port, b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")[0] == 429,
                   what="the 65th request refused")
        status, body = raw(port, b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        assert status == 429 and b"nginx" in body
    finally:
        for connection in held:
            connection.close()
    wait_until(lambda: raw(port, b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")[0] == 200,
               what="the client's connections counted down")


def test_http_1_0_without_host_is_answered_as_directly(balancer, instances):
    """HTTP/1.0 may leave Host out (RFC 9112 requires it of 1.1 only): answered through nginx as the instance answers
    it directly, though nginx speaks 1.1 to the instance. HTTP/1.1 without Host is refused either way."""
    port = int(balancer.rsplit(":", 1)[1])
    for request, expected in ((b"GET /healthz HTTP/1.0\r\n\r\n", 200),
                              (b"GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n", 400)):
        assert raw(port, request)[0] == raw(instances[1].port, request)[0] == expected, request


def test_a_body_is_held_by_nginx_within_the_instances_limit_and_cut_when_it_stalls(balancer):
    """nginx reads a body whole before an instance sees it: one larger than the instances' 64 KB is refused by nginx at
    once (413), and one that stops coming is cut after client_body_timeout (10 s), the connection closed."""
    port = int(balancer.rsplit(":", 1)[1])
    # nginx answers at once, then lingers up to 5 s for the body it refused before it closes (lingering_timeout).
    status, body = raw(port, b"POST /tictactoe/new HTTP/1.1\r\nHost: x\r\nContent-Length: 70000\r\n"
                             b"Connection: close\r\n\r\n", timeout=15)
    assert status == 413 and b"nginx" in body

    stalled = socket.create_connection(("127.0.0.1", port), timeout=20)
    try:
        stalled.sendall(b"POST /tictactoe/new HTTP/1.1\r\nHost: x\r\nContent-Length: 20\r\n\r\nlevel=")
        started = time.monotonic()
        answer = b""
        while chunk := stalled.recv(4096):
            answer += chunk
        waited = time.monotonic() - started
    finally:
        stalled.close()
    assert 9 <= waited < 15, waited
    assert answer == b"" or answer.startswith(b"HTTP/1.1 408"), answer[:80]
