"""The HTTP/1.1 MUSTs on the wire (RFC 9112, RFC 9110), over raw sockets against the real binary. Each
malformed request carries a valid first move (cookie, form token, board shown): it is refused with our own page and
its connection closed, and the move's handler never ran (no session, no game stored); the same request well formed
is then a 303 that stores the game."""
import re
import socket
import sqlite3
import time
import urllib.parse

import pytest


def read_answer(connection, timeout=3, until_closed=True):
    """(status, head, body, closed): the whole answer, and whether the server closed the connection after it. Without
    `until_closed` it returns as soon as the answer is whole (a kept-alive connection would hold it to the timeout)."""
    connection.settimeout(timeout)
    data = b""
    closed = False
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            chunk = connection.recv(65536)
        except socket.timeout:
            break
        except OSError:
            closed = True
            break
        if not chunk:
            closed = True
            break
        data += chunk
        head, _, body = data.partition(b"\r\n\r\n")
        length = re.search(rb"(?im)^content-length:\s*(\d+)", head)
        if b"\r\n\r\n" in data and length and len(body) >= int(length.group(1)) and not until_closed:
            break
    head, _, body = data.partition(b"\r\n\r\n")
    status = int(head.split(b" ")[1]) if head.startswith(b"HTTP/1.") else None
    return status, head.decode("latin-1"), body, closed


def send(server, raw, until_closed=True):
    with socket.create_connection(("127.0.0.1", server.port), timeout=5) as connection:
        started = time.monotonic()
        connection.sendall(raw)
        status, head, body, closed = read_answer(connection, until_closed=until_closed)
        return status, head, body, closed, time.monotonic() - started


def stored(server):
    with sqlite3.connect(server.database) as db:
        return db.execute("SELECT (SELECT count(*) FROM sessions), (SELECT count(*) FROM games)").fetchone()


@pytest.fixture
def first_move(server):
    """The cookie and form of a first move on a board only shown (nothing stored yet)."""
    with socket.create_connection(("127.0.0.1", server.port)) as connection:
        connection.sendall(b"GET /tictactoe HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        _, head, body, _ = read_answer(connection)
    cookie = re.search(r"(?im)^set-cookie:\s*([^;]+)", head).group(1)
    field = lambda name: re.search(rb'name="%s" value="([^"]+)"' % name.encode(), body).group(1).decode()
    form = urllib.parse.urlencode({"csrf": field("csrf"), "version": field("version"), "shown": field("shown"),
                                   "cell": "4"})
    return cookie, form


def move_request(cookie, form, host="Host: 127.0.0.1\r\n", extra="", length=None, target="/tictactoe/move",
                 version="HTTP/1.1"):
    length = f"Content-Length: {len(form)}\r\n" if length is None else length
    return (f"POST {target} {version}\r\n{host}Cookie: {cookie}\r\n"
            f"Content-Type: application/x-www-form-urlencoded\r\n{length}{extra}\r\n{form}").encode()


# Each case and the reason its page gives.
CASES = {
    "no Host": (dict(host=""), "does not say which host"),
    "two Hosts": (dict(host="Host: 127.0.0.1\r\nHost: evil.example\r\n"), "more than once"),
    "space before the colon of Host": (dict(host="Host : 127.0.0.1\r\n"), "header of this request is malformed"),
    "tab before a colon": (dict(extra="X-Note\t: a\r\n"), "header of this request is malformed"),
    "user info in Host": (dict(host="Host: a@evil.example\r\n"), "not a valid one"),
    "two different Content-Lengths": (dict(length=None, extra="Content-Length: 3\r\n"), "length more than once"),
    "an obs-fold": (dict(extra="X-Note: a\r\n b\r\n"), "folds a header"),
    "Transfer-Encoding with Content-Length": (dict(extra="Transfer-Encoding: chunked\r\n"), "disagree"),
    "a control character in the target": (dict(target="/tictactoe/move\x7f"), "could not be read"),
    "a bare CR in a value": (dict(extra="X-Note: a\rb\r\n"), "does not allow there"),
    "a NUL in a value": (dict(host="Host: 127.0.0.1\x00.evil.example\r\n"), "does not allow there"),
    "a NUL in the last value": (dict(extra="X-Note: a\x00b\r\n"), "does not allow there"),
}


@pytest.mark.parametrize("case", CASES)
def test_malformed_framing_is_400_and_closes_before_any_handler(server, first_move, case):
    cookie, form = first_move
    defect, reason = CASES[case]
    status, head, body, closed, seconds = send(server, move_request(cookie, form, **defect))
    assert status == 400, head
    assert reason in body.decode(), body[-600:]
    assert closed, "the connection is closed after a framing error"
    assert re.search(r"(?im)^content-type:\s*text/html", head) and body.startswith(b"<!DOCTYPE html>"), body[:80]
    assert b'<html lang="en"' in body
    assert stored(server) == (0, 0), "the move's handler did not run"
    # The same move well formed is stored: the refusal above was the framing's, not the form's.
    status, head, _, _, _ = send(server, move_request(cookie, form), until_closed=False)
    assert status == 303, head
    assert stored(server) == (1, 1)


@pytest.mark.serial  # "at once": under a second
def test_an_unknown_transfer_coding_is_501_at_once(server, first_move):
    cookie, form = first_move
    status, head, body, closed, seconds = send(server, move_request(cookie, form, length="",
                                                                     extra="Transfer-Encoding: foo\r\n"))
    assert status == 501 and closed and seconds < 1, (head, seconds)
    assert body.startswith(b"<!DOCTYPE html>")
    assert stored(server) == (0, 0)


def chunked(size_line, data):
    return f"{size_line}\r\n".encode() + data + b"\r\n"


# A chunked move whose body the server must refuse, what answers it, and the reason on our own page (None: the
# page is libmicrohttpd's, which parses chunk sizes itself and answers a size it cannot read before our code runs).
CHUNKED = {
    "a body past the 64 KB limit": (b"".join(chunked("8000", b"a" * 0x8000) for _ in range(64)) + b"0\r\n\r\n",
                                    413, "too large"),
    # A chunk's declared size is libmicrohttpd's to read (it hands over only the data): its data past the limit decides.
    "a chunk of FFFFFFFFFFFFFFFF bytes": (b"FFFFFFFFFFFFFFFF\r\n" + b"a" * 0x10001, 413, "too large"),
    "a chunk larger than the limit": (b"10001\r\n" + b"a" * 0x10001, 413, "too large"),
    "a chunk size past 64 bits": (chunked("1" + "0" * 16, b"cell=4") + b"0\r\n\r\n", 413, None),
    "a chunk size that is no number": (chunked("zz", b"cell=4") + b"0\r\n\r\n", 400, None),
}


@pytest.mark.parametrize("case", CHUNKED)
def test_a_chunked_body_past_the_limit_is_answered_at_once_not_reset(server, first_move, case):
    """libmicrohttpd takes an answer only before a body or after all of it; the server writes this one itself while
    the body still arrives, then reads and drops the rest, so a client still sending gets the answer, not a reset."""
    cookie, form = first_move
    body, expected, reason = CHUNKED[case]
    raw = move_request(cookie, form, length="", extra="Transfer-Encoding: chunked\r\n")
    started = time.monotonic()
    status, head, page, closed, _ = send(server, raw[:-len(form)] + body)
    assert (status, closed) == (expected, True), head or "no answer"
    assert time.monotonic() - started < 2, "answered at once, not at the request deadline"
    if reason:
        assert page.startswith(b"<!DOCTYPE html>") and reason in page.decode(), page[-600:]
        assert re.search(r"(?im)^connection:\s*close", head) and re.search(r"(?im)^date:", head), head
    assert stored(server) == (0, 0), "the move's handler did not run"
    # A chunked move within the limit is played.
    status, head, _, _, _ = send(server, raw[:-len(form)] + chunked(f"{len(form):x}", form.encode()) + b"0\r\n\r\n",
                                 until_closed=False)
    assert status == 303, head


def test_http_1_0_needs_no_host(server):
    status, head, _, _, _ = send(server, b"GET /healthz HTTP/1.0\r\n\r\n")
    assert status == 200, head


def header(head, name):
    found = re.findall(rf"(?im)^{name}:\s*(.*?)\s*$", head)
    return found[0] if len(found) == 1 else found or None


def get(server, path, *lines, method="GET"):
    extra = "".join(f"{line}\r\n" for line in lines)
    status, head, body, _, _ = send(server, f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n{extra}"
                                            "Connection: close\r\n\r\n".encode())
    return status, head, body


# Pages whose bytes are the same at each request (a first visit to a game shows a new board each time).
@pytest.mark.parametrize("path", ["/", "/static/site.css", "/leaderboard", "/nowhere"])
@pytest.mark.parametrize("encoding", ["gzip", None])
def test_head_has_the_headers_of_get(server, path, encoding):
    lines = [f"Accept-Encoding: {encoding}"] if encoding else []
    status, got, body = get(server, path, *lines)
    head_status, head, head_body = get(server, path, *lines, method="HEAD")
    assert head_status == status and head_body == b""
    for name in ("Content-Type", "Content-Encoding", "Content-Length", "Vary", "Cache-Control"):
        assert header(head, name) == header(got, name), name
    assert header(head, "Content-Length") == str(len(body))


def test_304s_carry_the_200s_vary_and_never_a_zero_length(server):
    _, first, body = get(server, "/static/site.css", "Accept-Encoding: gzip")
    status, revalidated, rest = get(server, "/static/site.css", "Accept-Encoding: gzip",
                                    f"If-None-Match: {header(first, 'ETag')}")
    assert status == 304 and rest == b""
    assert header(revalidated, "Vary") == header(first, "Vary") == "Accept-Encoding"
    assert header(revalidated, "Content-Length") == str(len(body)), "only the 200's length may be sent"

    # A stored game's page: play a move, then revalidate its page.
    _, page, html = get(server, "/tictactoe")
    cookie = re.search(r"(?im)^set-cookie:\s*([^;]+)", page).group(1)
    field = lambda name: re.search(rb'name="%s" value="([^"]+)"' % name.encode(), html).group(1).decode()
    form = urllib.parse.urlencode({"csrf": field("csrf"), "version": field("version"), "shown": field("shown"),
                                   "cell": "4"})
    assert send(server, move_request(cookie, form), until_closed=False)[0] == 303
    _, page, html = get(server, "/tictactoe", f"Cookie: {cookie}", "Accept-Encoding: gzip")
    status, revalidated, rest = get(server, "/tictactoe", f"Cookie: {cookie}", "Accept-Encoding: gzip",
                                    f"If-None-Match: {header(page, 'ETag')}")
    assert status == 304 and rest == b""
    assert header(revalidated, "Vary") == header(page, "Vary")
    assert header(revalidated, "Content-Length") == str(len(html))


def test_if_match_on_a_static_file(server):
    _, first, _ = get(server, "/static/site.css")
    assert get(server, "/static/site.css", f"If-Match: {header(first, 'ETag')}")[0] == 200
    assert get(server, "/static/site.css", "If-Match: *")[0] == 200
    status, refused, body = get(server, "/static/site.css", 'If-Match: "zzz"')
    assert status == 412 and body.startswith(b"<!DOCTYPE html>") and b"site.css" not in body[-200:]
