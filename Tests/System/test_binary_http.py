"""The real binary over HTTP, for what only the built server shows: the favicon route and --secure-cookies."""
import os
import re
import urllib.parse

import pytest

from conftest import ROOT, ServerProcess, fetch


def cookie_attributes(headers, name):
    for value in headers.get_all("Set-Cookie") or []:
        parts = [part.strip() for part in value.split(";")]
        if parts[0].startswith(name + "="):
            return parts
    raise AssertionError(f"no {name} cookie in {headers.get_all('Set-Cookie')}")


def test_favicon_is_served_from_public(server):
    status, headers, body = fetch(server.url + "/favicon.ico")
    assert status == 200
    assert headers["Content-Type"] == "image/x-icon"
    assert body == (ROOT / "Public/favicon.ico").read_bytes()


@pytest.mark.parametrize("how", ["flag", "environment"])
def test_secure_cookies_make_the_session_cookie_host_only_and_posts_still_work(how):
    if how == "flag":
        server = ServerProcess(extra_args=["--secure-cookies"])
    else:
        server = ServerProcess(env=dict(os.environ, SECURE_COOKIES="true"))
    server.start()
    try:
        status, headers, body = fetch(server.url + "/tictactoe")
        assert status == 200
        # Behind https the session cookie is `__Host-sid`: Secure, Path=/ and no Domain, so no sibling host sets it.
        attributes = cookie_attributes(headers, "__Host-sid")
        assert "Secure" in attributes and "HttpOnly" in attributes and "SameSite=Lax" in attributes
        assert "Path=/" in attributes and not any(a.lower().startswith("domain") for a in attributes)
        # Behind an https proxy the browser sends the cookie back: a move with it is accepted.
        sid = attributes[0]
        csrf = re.search(rb'name="csrf" value="([^"]+)"', body).group(1).decode()
        version = re.search(rb'name="version" value="([^"]+)"', body).group(1).decode()
        # The board of a first visit is only shown; its first move posts back when it was shown.
        shown = re.search(rb'name="shown" value="([^"]+)"', body).group(1).decode()
        form = urllib.parse.urlencode({"csrf": csrf, "version": version, "shown": shown, "cell": "4"}).encode()
        status, headers, _ = fetch(server.url + "/tictactoe/move", data=form,
                                   headers={"Cookie": sid, "Content-Type": "application/x-www-form-urlencoded"})
        assert status == 303, status
    finally:
        server.cleanup()


def test_without_secure_cookies_the_session_cookie_is_not_secure(server):
    status, headers, _ = fetch(server.url + "/tictactoe")
    assert status == 200
    assert "Secure" not in cookie_attributes(headers, "sid")


def test_no_secure_cookies_flag_wins_over_the_environment():
    server = ServerProcess(extra_args=["--no-secure-cookies"], env=dict(os.environ, SECURE_COOKIES="1")).start()
    try:
        status, headers, _ = fetch(server.url + "/tictactoe")
        assert status == 200
        assert "Secure" not in cookie_attributes(headers, "sid")
    finally:
        server.cleanup()
