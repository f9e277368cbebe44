"""Moderation with the real binary: `minigames moderate` in another process while the server runs, the /admin
page behind --admin-token, and the start-up checks of --admin-token and --blocked-words."""
import os
import sqlite3
import subprocess
import time
import urllib.parse

from conftest import BIN, ROOT, ServerProcess, fetch, wait_until

TOKEN = "system-test-operator-token"


def moderate(database, *args):
    return subprocess.run([str(BIN), "moderate", *args, "--database", database],
                          capture_output=True, text=True, timeout=30, cwd=ROOT)


def add_named_result(database, session, name, milliseconds):
    """A named Minesweeper Beginner result, written by this process (as another server or a tool would)."""
    with sqlite3.connect(database, timeout=10) as db:
        db.execute(
            "INSERT INTO scores (board, session_id, game_id, value, penalty, rank_value, rank_bucket, name, created_at)"
            " VALUES ('minesweeper/beginner', ?, NULL, ?, 0, ?, ?, ?, ?)",
            (session, milliseconds, milliseconds, milliseconds, name, int(time.time() * 1000)))  # below 512 a value is its own bucket
    db.close()


def pages_showing(server, text):
    shown = []
    for path in ("/", "/leaderboard?game=minesweeper", "/leaderboard?game=minesweeper&period=week"):
        status, _, body = fetch(server.url + path)
        assert status == 200, path
        if text.encode() in body:
            shown.append(path)
    return shown


def test_a_name_hidden_by_the_command_leaves_the_running_servers_pages(tmp_path):
    blocked = tmp_path / "blocked.txt"
    blocked.write_text("# test list\nzzyzx\n")
    server = ServerProcess(extra_args=["--admin-token", TOKEN, "--blocked-words", str(blocked)]).start()
    try:
        assert "1 blocked words" in server.log()
        add_named_result(server.database, "s" * 32, "Nasty", 300)
        add_named_result(server.database, "t" * 32, "Nice", 400)
        # Written by another process: the server's cached title notices it too.
        wait_until(lambda: len(pages_showing(server, "Nasty")) == 3, what="the new names on every page")

        listed = moderate(server.database, "list")
        assert listed.returncode == 0, listed.stderr
        line = next(line for line in listed.stdout.splitlines() if line.endswith("\tNasty"))
        result_id = line.split("\t")[0]

        hidden = moderate(server.database, "hide-name", result_id)
        assert hidden.returncode == 0, hidden.stderr
        wait_until(lambda: not pages_showing(server, "Nasty"), what="the hidden name gone from every page")
        assert "by \u2068Nice\u2069".encode() in fetch(server.url + "/")[2]
        assert "[hidden: Nasty]" in moderate(server.database, "list").stdout

        assert moderate(server.database, "unhide", result_id).returncode == 0
        wait_until(lambda: len(pages_showing(server, "Nasty")) == 3, what="the name shown again")

        missing = moderate(server.database, "hide-score", "999999")
        assert missing.returncode != 0 and len(missing.stderr.strip().splitlines()) == 1
    finally:
        server.cleanup()


def test_the_admin_page_needs_the_token():
    server = ServerProcess(env=dict(os.environ, ADMIN_TOKEN=TOKEN)).start()
    try:
        add_named_result(server.database, "s" * 32, "Nasty", 300)
        status, _, body = fetch(server.url + "/admin")
        assert status == 200 and b'type="password"' in body and b"Nasty" not in body
        for form in ({}, {"token": "wrong"}, {"token": TOKEN[:-1]}):
            data = urllib.parse.urlencode({**form, "action": "hide-name", "score": "1"}).encode()
            status, _, body = fetch(server.url + "/admin", data=data)
            assert status == 403 and b"Nasty" not in body, form
        assert pages_showing(server, "Nasty")

        data = urllib.parse.urlencode({"token": TOKEN, "action": "hide-name", "score": "1"}).encode()
        status, _, body = fetch(server.url + "/admin", data=data)
        assert status == 200 and b"The name of result 1 is hidden." in body
        assert not pages_showing(server, "Nasty")
    finally:
        server.cleanup()


def test_no_token_no_admin_page(server):
    assert fetch(server.url + "/admin")[0] == 404
    assert fetch(server.url + "/admin", data=b"token=anything")[0] == 404


def run_server_expecting_failure(*args):
    return subprocess.run([str(BIN), "--port", "0", *args], capture_output=True, text=True, timeout=30, cwd=ROOT)


def test_a_short_or_weak_admin_token_or_a_missing_word_list_stops_the_start_with_one_line(tmp_path):
    database = str(tmp_path / "db.sqlite")
    short = run_server_expecting_failure("--database", database, "--admin-token", "short")
    assert short.returncode != 0
    assert len(short.stderr.strip().splitlines()) == 1 and "admin-token" in short.stderr
    # Long enough, but one character repeated: refused, and the line says the rule and what this token lacks.
    weak = run_server_expecting_failure("--database", database, "--admin-token", "aaaaaaaaaaaaaaaa")
    assert weak.returncode != 0
    assert len(weak.stderr.strip().splitlines()) == 1
    assert "at least 16 characters, of which at least 8 different" in weak.stderr and "only 1 different" in weak.stderr
    missing = run_server_expecting_failure("--database", database, "--blocked-words", str(tmp_path / "nowhere.txt"))
    assert missing.returncode != 0
    assert len(missing.stderr.strip().splitlines()) == 1 and "blocked words" in missing.stderr


def test_the_command_refuses_a_database_that_does_not_exist(tmp_path):
    result = moderate(str(tmp_path / "typo.sqlite"), "list")
    assert result.returncode != 0 and "no database" in result.stderr
    assert not (tmp_path / "typo.sqlite").exists()
