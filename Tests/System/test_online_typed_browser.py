"""A Tic-Tac-Toe match with a friend online played partly by moves typed into the move box, in two real Chromiums
(one at 1366 × 900, one at 360 × 740). With JavaScript on in both, the friend's move comes in place and is said
exactly once in the live regions (a recorder watches them, as in test_said_browser.py), the box keeping the focus;
a tap and a typed move mix. With JavaScript off on the friend's side, the sentence is the first text of its play
area after its own typed move's redirect and after the refresh that brings the host's move. axe finds nothing
serious on the match page with the box and a reading, light and dark."""
import pytest
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.keys import Keys

from accessibility import COLOUR_RULES, serious_violations
from browsers import make_browser
from conftest import click_and_wait, color_scheme, screenshot, set_viewport, wait_until
from in_place import js
from online_match import button, invite, mark_page, not_reloaded
from test_minesweeper_browser import gone
from test_move_box_browser import typed
from test_said_browser import FIRST_TEXT, RECORDER


@pytest.fixture
def second_js_browser():
    """A second Chromium with JavaScript on, for the friend (the pool lends one of each kind)."""
    driver = make_browser(javascript=True)
    try:
        yield driver
    finally:
        driver.quit()


def said_text(driver):
    found = driver.find_elements("id", "said")
    return found[0].get_attribute("textContent") if found else None


def heard(driver):
    return js(driver, "return window.__said || []")


def listen(driver, now_said):
    """Installs the live-region recorder once the page's own sentence (said a moment after load) is out."""
    wait_until(lambda: js(driver, "return document.getElementById('announce').textContent") == now_said,
               what=f"{now_said!r} said at load")
    js(driver, RECORDER)


def typed_plainly(driver, text):
    """Types `text` into the box (on the visitor's turn: the page is not reloading itself) and waits for the old page
    to go, not for the focus: without JavaScript the answer is a waiting page, whose reloads do not focus the box."""
    html = driver.find_element("tag name", "html")
    driver.find_element("id", "box").send_keys(text, Keys.ENTER)

    wait_until(lambda: gone(html), what=f"the answer to {text!r}")


def first_text(driver):
    """The play area's first text; None while a reloading page is caught between two loads."""
    try:
        return driver.execute_script(FIRST_TEXT)
    except WebDriverException:
        return None


def join(host, friend, server):
    link = invite(host, server, "/tictactoe")
    friend.get(link)
    click_and_wait(friend, button(friend, "Join as O"))
    wait_until(lambda: js(host, "return document.getElementById('status').textContent") == "Your turn: place an X.",
               what="the host sees the join")


def test_typed_moves_with_javascript_said_once_in_place(server, js_browser, second_js_browser):
    host, friend = js_browser, second_js_browser
    set_viewport(host, 1366, 900, False)
    set_viewport(friend, 360, 740, True)
    join(host, friend, server)

    typed(host, "b2")
    assert said_text(host) == "You b2. Your friend’s turn."
    listen(host, "You b2. Your friend’s turn.")
    mark_page(host)
    wait_until(lambda: said_text(friend) == "Your friend b2. Your turn.", what="the friend sees the typed move")
    friend.find_element("id", "box").click()
    typed(friend, "A 1")
    assert said_text(friend) == "You a1. Your friend’s turn."
    listen(friend, "You a1. Your friend’s turn.")

    # The friend's move comes in place on the host's page: said once, the box still focused for the next.
    text = "Your friend a1. Your turn."
    wait_until(lambda: text in heard(host), what="the friend's move said on the host's page")
    assert not_reloaded(host), "the friend's move came in place"
    assert heard(host).count(text) == 1, heard(host)
    assert said_text(host) == text
    assert host.switch_to.active_element.get_attribute("id") == "box"

    # A tap (answered in place by moves.js) is said on the friend's page once too.
    mark_page(friend)
    click_and_wait(host, host.find_element("css selector", "#board button[value='c3']"))
    text = "Your friend c3. Your turn."
    wait_until(lambda: text in heard(friend), what="the host's tap said on the friend's page")
    assert not_reloaded(friend)
    assert heard(friend).count(text) == 1, heard(friend)

    # A slip: a note near the board, the game as it was.
    typed(friend, "c3")
    assert friend.find_element("id", "note").text == "That square is already taken."
    assert friend.current_url.endswith("?note=taken#box")
    assert friend.find_element("id", "box").get_attribute("aria-describedby") == "note"
    for scheme in ("light", "dark"):
        color_scheme(friend, scheme)
        assert serious_violations(friend, None if scheme == "light" else COLOUR_RULES) == [], scheme
    screenshot(friend, "online-typed-slip-360")


def test_typed_moves_without_javascript_first_text(server, players):
    host, friend = players  # the host with JavaScript on, the friend with it off
    set_viewport(host, 1366, 900, False)
    set_viewport(friend, 360, 740, True)
    join(host, friend, server)
    typed(host, "b2")

    # Without JavaScript: the friend's page reloads itself until the host's move is in it, said first.
    wait_until(lambda: first_text(friend) == "Your friend b2. Your turn.", what="the host's move, first")
    typed_plainly(friend, "a1")
    assert first_text(friend) == "You a1. Your friend’s turn."
    wait_until(lambda: said_text(host) == "Your friend a1. Your turn.", what="the host sees the typed move")
    typed(host, "c3")
    wait_until(lambda: first_text(friend) == "Your friend c3. Your turn.", what="the host's c3, first")

    # A reading, on the page that no longer reloads (the friend's turn).
    typed(friend, "last")
    assert [p.text for p in friend.find_elements("css selector", "#box-answer p:not(.box-asked)")] == \
        ["Last move: Your friend c3."]
    for scheme in ("light", "dark"):
        color_scheme(friend, scheme)
        assert serious_violations(friend, None if scheme == "light" else COLOUR_RULES) == [], scheme
    screenshot(friend, "online-typed-reading-360")
    color_scheme(host, "dark")
    assert serious_violations(host) == []
    screenshot(host, "online-typed-1366-dark")
