"""Tic-Tac-Toe with a friend online in two real Chromiums on 390 × 844 phones: the host with JavaScript
on, the friend with it off. Invite (the invitation first, Copy and Share), join, play to a win (the host's own moves
swapped in place, the loser reading "You lost", the friend's page no longer reloading), a rematch offered by one side
and accepted by the other with the sides swapped, play to a draw. The host's page follows the friend's moves by itself
within a second, without reloading; the friend's page sees the host's move after its own refresh (every 2 s while
waiting)."""
import re
import socket
import time
from types import SimpleNamespace

import pytest
from selenium.common.exceptions import WebDriverException

from accessibility import COLOUR_RULES, serious_violations
from conftest import ServerProcess, click_and_wait, color_scheme, screenshot, set_viewport, wait_until
from online_match import SHARE_STUB, button, invite, not_reloaded, status, steadily


def square_name(index):
    """A square's name as its button posts it: column letter and row, "b2" for the middle."""
    return "abc"[index % 3] + str(index // 3 + 1)

def board(driver):
    """The board as nine characters (X, O or '.'); blank while the page is being replaced (a refresh, a swap): a page
    caught mid-reload may hold fewer than nine cells yet, or cells already gone."""
    try:
        cells = driver.find_elements("css selector", "#board button.cell")
        text = "".join(cell.text.strip() or "." for cell in cells)
    except WebDriverException:  # stale, or "does not belong to the document" (see conftest.click_and_wait)
        return " " * 9
    return text if len(text) == 9 else " " * 9


def play(driver, index):
    steadily(lambda: click_and_wait(driver, driver.find_element("css selector", f"#board button[value='{square_name(index)}']")),
             what=f"a click on square {index}")


def test_invite_join_win_rematch_draw(server, players):
    host, friend = players
    host.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": SHARE_STUB})
    link = invite(host, server, "/tictactoe")
    assert status(host) == "Waiting for O to join…"
    assert link.startswith(server.url + "/tictactoe/online/") and len(link.rsplit("/", 1)[1]) == 32
    # The invitation first, whole on the first screen; no empty board yet.
    assert not host.find_elements("id", "board")
    for part in ("#invite-link", "svg.qr"):
        bottom = host.execute_script(f"return document.querySelector('{part}').getBoundingClientRect().bottom")
        assert bottom <= 844, f"{part} ends at {bottom}, below the first screen"
    assert button(host, "Copy").is_displayed(), "with JavaScript a Copy button sits beside the link"
    button(host, "Share").click()
    assert wait_until(lambda: host.execute_script("return window.__shared && window.__shared.url")) == link
    screenshot(host, "online-invite-390x844")
    assert not serious_violations(host)
    # axe runs the page's timers as microtasks (accessibility.py): a fresh load gives the page its own back.
    host.refresh()

    host.execute_script("window.onlineMarker = 1")
    friend.get(link)
    assert "join as O" in status(friend)
    click_and_wait(friend, button(friend, "Join as O"))
    wait_until(lambda: status(friend) == "Waiting for X…", what="the friend's waiting page")
    wait_until(lambda: status(host) == "Your turn: place an X.", timeout=1.0, what="the host sees the join live")
    assert not_reloaded(host)

    latencies = []

    def host_sees(friend_cell):
        started = time.monotonic()
        play(friend, friend_cell)
        done = time.monotonic()
        wait_until(lambda: board(host)[friend_cell] == "O", timeout=1.0, interval=0.01, what="the friend's move, live")
        latencies.append(time.monotonic() - done)
        assert not_reloaded(host)
        return started

    def friend_sees(host_cell, mark="X"):
        # No JavaScript: the friend's waiting page reloads itself every 2 s.
        wait_until(lambda: board(friend)[host_cell] == mark, timeout=5.0, what="the host's move after a refresh")

    for host_cell, friend_cell in ((0, 3), (1, 4)):
        play(host, host_cell)
        assert not_reloaded(host), "the host's own move is swapped in place"
        friend_sees(host_cell)
        host_sees(friend_cell)
    play(host, 2)
    assert not_reloaded(host)
    assert status(host) == "You win!"
    friend_sees(2)
    wait_until(lambda: status(friend) == "You lost.", what="the friend's page says they lost")
    assert friend.find_element("id", "result-heading").text == "You lost"
    screenshot(friend, "online-lost-nojs-390x844")
    # The round is over: the page without JavaScript stops reloading (no refresh, the same document for 3 s).
    assert not friend.find_elements("css selector", "meta[http-equiv='refresh']")
    friend.execute_script("window.friendMarker = 1")
    deadline = time.monotonic() + 3
    while time.monotonic() < deadline:
        assert friend.execute_script("return window.friendMarker") == 1, "the finished page reloaded"
        time.sleep(0.1)
    assert not serious_violations(friend)

    # A rematch: the friend offers it, nothing starts until the host accepts; then the friend plays X and opens.
    click_and_wait(friend, button(friend, "Offer a rematch"))
    assert "Rematch offered" in friend.find_element("id", "result").text
    wait_until(lambda: host.find_elements("xpath", "//button[normalize-space()='Accept the rematch']"), timeout=1.0,
               what="the host sees the offer live")
    assert status(host) == "You win!" and board(host) == "XXXOO....", "an offer alone starts nothing"
    assert not_reloaded(host)
    click_and_wait(host, button(host, "Accept the rematch"))
    host.execute_script("window.onlineMarker = 1")
    assert status(host) == "Waiting for X…"
    wait_until(lambda: status(friend) == "Your turn: place an X.", what="the friend's turn in the rematch")
    # A draw: X O X / X O O / O X X, the friend (no JS) on X.
    moves = [(friend, 0), (host, 1), (friend, 2), (host, 4), (friend, 3), (host, 5), (friend, 7), (host, 6), (friend, 8)]
    for number, (driver, cell) in enumerate(moves):
        mark = "X" if driver is friend else "O"
        if driver is host:
            wait_until(lambda: board(host)[moves[number - 1][1]] == "X", timeout=1.0, interval=0.01,
                       what="the friend's move, live")
            play(host, cell)
        else:
            if number:
                friend_sees(moves[number - 1][1], "O")
            play(friend, cell)
        wait_until(lambda: board(driver)[cell] == mark, timeout=5.0, what=f"{mark} on square {cell}")
    wait_until(lambda: status(friend) == "Draw.", what="the draw on the friend's page")
    wait_until(lambda: status(host) == "Draw.", timeout=1.0, what="the draw, live")
    assert "With friends online" in host.find_element("css selector", "section[aria-labelledby='record-heading']").text
    print(f"online: friend's move on the host's page {max(latencies) * 1000:.0f} ms at most after its 303")

    for width, height in ((390, 844), (844, 390)):
        for driver in (host, friend):
            set_viewport(driver, width, height, True)
            overflow = driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
            assert overflow <= 0, f"{width}×{height}: the page scrolls sideways by {overflow} px"
    color_scheme(host, "dark")
    host.refresh()
    wait_until(lambda: status(host) == "Draw.", what="the page again")
    screenshot(host, "online-draw-dark-844x390")
    assert not serious_violations(host, COLOUR_RULES)


def test_without_the_stream_the_page_polls_while_waiting(server, js_browser):
    """When the event stream cannot be had (refused beyond the server's limit, or here blocked), the JavaScript page
    asks for itself every second while it waits, still without reloading."""
    import http.cookiejar
    import re
    import urllib.parse
    import urllib.request

    host = js_browser
    set_viewport(host, 390, 844, True)
    host.execute_cdp_cmd("Network.enable", {})
    host.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/events*"]})
    host.get(server.url + "/tictactoe")
    click_and_wait(host, button(host, "Play a friend online"))
    link = host.find_element("id", "invite-link").get_attribute("value")
    host.execute_script("window.onlineMarker = 1")

    friend = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
    page = friend.open(link, timeout=10).read().decode()
    fields = {name: re.search(rf'name="{name}" value="([^"]*)"', page).group(1) for name in ("csrf", "version")}
    friend.open(link + "/join", urllib.parse.urlencode(fields).encode(), timeout=10).read()
    wait_until(lambda: status(host) == "Your turn: place an X.", timeout=2.5, what="the join, by polling")
    assert not_reloaded(host)


def test_the_online_board_plays_like_the_others(server, js_browser):
    """The online page has the games' enhancements: arrow keys on the board, one's own mark drawn before
    the answer, the drag gesture, and the move answered in place (no navigation)."""
    import http.cookiejar
    import re
    import urllib.parse
    import urllib.request

    from selenium.webdriver.common.keys import Keys
    from test_tictactoe_drag_browser import drag_to

    host = js_browser
    set_viewport(host, 390, 844, True)
    host.get(server.url + "/tictactoe")
    click_and_wait(host, button(host, "Play a friend online"))
    link = host.find_element("id", "invite-link").get_attribute("value")
    friend = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))

    def friend_posts(action, **fields):
        page = friend.open(link, timeout=10).read().decode()
        form = {name: re.search(rf'name="{name}" value="([^"]*)"', page).group(1) for name in ("csrf", "version")}
        friend.open(f"{link}/{action}", urllib.parse.urlencode({**form, **fields}).encode(), timeout=10).read()

    friend_posts("join")
    wait_until(lambda: status(host) == "Your turn: place an X.", what="the join, live")
    host.execute_script("window.onlineMarker = 1")

    # Arrow keys: one tab stop on the board, the arrows move the focus by square.
    first = host.find_element("css selector", "#board button[value='a1']")
    host.execute_script("arguments[0].focus()", first)
    first.send_keys(Keys.ARROW_RIGHT)
    assert host.switch_to.active_element.get_attribute("value") == "b1"

    # One's own mark before the answer: the answer held back, the square shows X at once.
    host.execute_cdp_cmd("Network.enable", {})
    host.execute_cdp_cmd("Network.emulateNetworkConditions", {"offline": False, "latency": 400,
                                                              "downloadThroughput": -1, "uploadThroughput": -1})
    host.find_element("css selector", "#board button[value='b2']").click()
    assert host.find_element("css selector", "#board button[value='b2']").text == "X"
    wait_until(lambda: status(host) == "Waiting for O…", what="the answer in place")
    host.execute_cdp_cmd("Network.emulateNetworkConditions", {"offline": False, "latency": 0,
                                                              "downloadThroughput": -1, "uploadThroughput": -1})
    assert not_reloaded(host)

    # The friend's move comes by the stream; then the host drags its piece onto a square.
    friend_posts("move", cell="0")
    wait_until(lambda: board(host) == "O...X....", what="the friend's move, live")
    drag_to(host, 8)
    wait_until(lambda: board(host) == "O...X...X", what="the dragged move")
    assert not_reloaded(host)


def page_with_host(server, path, cookie, host):
    """The page at `path` for the session `cookie`, asked for with `host` as its Host header (as a proxy or a
    forged request may send it): its HTML."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=5) as connection:
        connection.sendall(f"GET {path} HTTP/1.1\r\nHost: {host}\r\nCookie: sid={cookie}\r\n"
                           "Connection: close\r\n\r\n".encode())
        data = b""
        while chunk := connection.recv(65536):
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 200"), head[:80]
    return body.decode()


@pytest.mark.parametrize("public_url", [None, "https://games.example.org"])
def test_the_invitation_never_names_the_host_a_request_made_up(browser, public_url):
    """With --public-url every invitation link and its QR code name it, whatever Host the request gave; without it,
    a Host that is not the server's own address gives the path alone and no code."""
    server = ServerProcess(extra_args=["--public-url", public_url] if public_url else []).start()
    try:
        link = invite(browser, server, "/tictactoe")
        path = "/tictactoe/online/" + link.rsplit("/", 1)[1]
        assert link == (public_url or server.url) + path
        assert browser.find_elements("css selector", "svg.qr")
        cookie = browser.get_cookie("sid")["value"]
        page = page_with_host(server, path, cookie, "evil.example")
        assert "evil.example" not in page
        shown = re.search(r'id="invite-link" type="text" readonly value="([^"]*)"', page).group(1)
        assert shown == (public_url + path if public_url else path)
        assert ('<svg class="qr"' in page) == bool(public_url), "a code only of a link a phone can open"
    finally:
        server.cleanup()


def test_reached_by_a_name_it_cannot_vouch_for_the_page_makes_the_path_whole(request, any_browser, server):
    """games.localhost is Chromium's own loopback, a name the server does not listen as: its page gives the path
    alone and no code; with JavaScript the link becomes this page's own address, so Copy and Share send a whole one."""
    origin = f"http://games.localhost:{server.port}"
    link = invite(any_browser, SimpleNamespace(url=origin), "/tictactoe")
    javascript = request.node.callspec.params["any_browser"]
    expected = (origin if javascript else "") + "/tictactoe/online/"
    assert link.startswith(expected) and len(link) == len(expected) + 32, link
    assert not any_browser.find_elements("css selector", "svg.qr")
