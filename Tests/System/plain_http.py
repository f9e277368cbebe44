"""Plain HTTP to the server under test, without a browser: a request on a connection of its own, a session with its
form token, and event streams opened by the hundred from many loopback addresses."""
import http.client
import re
import socket
import urllib.parse


def request(server, method, path, body=None, cookie=None):
    """(status, headers, body text) of one request on a fresh connection."""
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    try:
        headers = {"Cookie": cookie} if cookie else {}
        if body:
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        connection.request(method, path, body=body, headers=headers)
        response = connection.getresponse()
        return response.status, dict(response.getheaders()), response.read().decode()
    finally:
        connection.close()


def session_and_token(server, path):
    """A fresh session's cookie and the form token of its page at `path`."""
    _, headers, page = request(server, "GET", path)
    return headers["Set-Cookie"].split(";")[0], re.search(r'name="csrf" value="([^"]+)"', page).group(1)


def open_event_streams(server, path, addresses):
    """One event stream of the online match at `path` from each address (a source address on loopback), each
    answered 200 before this returns."""
    streams = []
    for address in addresses:
        stream = socket.create_connection(("127.0.0.1", server.port), timeout=10, source_address=(address, 0))
        stream.sendall(f"GET {path}/events?version=1 HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                       "Accept: text/event-stream\r\n\r\n".encode())
        streams.append(stream)
    for stream in streams:
        head = b""
        while b"\r\n\r\n" not in head:
            head += stream.recv(4096)
        assert head.startswith(b"HTTP/1.1 200"), head[:60]
    return streams


def tap_as(server, driver, slug, value, field="cell"):
    """A tap on the board of `slug` posted over plain HTTP with the browser's session, as the board's form posts it
    (its token and version, the cell's name and value): a test sets up a game part-way this way, without a page load
    in the browser for each move, then plays on in the browser. Returns the answer's status."""
    cookie = "; ".join(f"{c['name']}={c['value']}" for c in driver.get_cookies())
    _, _, page = request(server, "GET", f"/{slug}", cookie=cookie)
    board = re.search(r"<form[^>]*data-grid[^>]*>(.*?)<(?:div|button)", page, re.S)
    assert board, f"no board form on /{slug}"
    fields = re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"(?![^>]*disabled)', board.group(1))
    body = "&".join(f"{name}={urllib.parse.quote(value)}" for name, value in [*fields, (field, str(value))])
    status, _, _ = request(server, "POST", f"/{slug}/move", body=body, cookie=cookie)
    return status
