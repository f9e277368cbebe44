"""Minesweeper in a real Chromium with JavaScript disabled: start, first click, flag mode, a lost game with its
overlay; the helpers the other Minesweeper suites share (every level at each size: test_minesweeper_levels_browser.py).
Screenshots light and dark when asked for (MINIGAMES_SCREENSHOTS=1)."""
import json
import sqlite3
import time

from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.support.ui import WebDriverWait

from conftest import TAKE_SCREENSHOTS, nth_cell, nth_of, screenshot
from conftest import color_scheme as emulate_scheme
from in_place import swapped_since, swaps_if_any

SEED = 20261121  # a fixed board, started from a share link, so the test can lose it on purpose


def stored_minesweeper(database):
    """The current Minesweeper game as the server stored it: only the test may look at the mines."""
    with sqlite3.connect(database) as db:
        (state,) = db.execute("SELECT state FROM games WHERE kind = 'minesweeper' ORDER BY id DESC LIMIT 1").fetchone()
    return json.loads(state)


def mines_of(state):
    # Cell i is bit i % 4 of hex digit i / 4.
    hex_digits = state["mines"]
    return {i for i in range(len(state["cells"])) if int(hex_digits[i // 4], 16) >> (i % 4) & 1}


def settled(browser, read, timeout=10):
    """Polls `read` until it gives a truthy answer: just after a page load Chromium may still be
    swapping documents (a lookup then fails), and the result overlay fades in."""
    return WebDriverWait(browser, timeout, ignored_exceptions=(WebDriverException,)).until(lambda _: read())


def cell(browser, index):
    return settled(browser, lambda: browser.find_element("css selector", nth_cell(index, 9)))


def label(browser, index):
    return settled(browser, lambda: nth_of(browser, "#field button", index).get_attribute("aria-label"))


def labels(browser):
    return settled(browser, lambda: browser.execute_script(
        "return [...document.querySelectorAll('#field button')].map(b => b.getAttribute('aria-label'))"))


def color_scheme(browser, scheme):
    emulate_scheme(browser, scheme)
    # Let the page repaint in the new scheme before a screenshot (two frames, polled from outside).
    dark = "rgb(15, 17, 23)"
    settled(browser, lambda: (browser.execute_script("return getComputedStyle(document.body).backgroundColor") == dark)
            == (scheme == "dark"))
    time.sleep(0.1)


def screenshots(browser, name):
    """The page as it stands at 1200 and 375 px wide, light and dark (when screenshots are asked for)."""
    if not TAKE_SCREENSHOTS:
        return
    for width in (1200, 375):
        browser.set_window_size(width, 1000)
        for scheme in ("light", "dark"):
            color_scheme(browser, scheme)
            screenshot(browser, f"minesweeper-{name}-{width}-{scheme}")
    color_scheme(browser, "light")
    browser.set_window_size(1200, 1000)


def detached(error):
    """Chromedriver reports an element of a replaced page either as stale or, at times, as
    "Node with given id does not belong to the document"."""
    return isinstance(error, StaleElementReferenceException) or "does not belong to the document" in str(error)


def gone(element):
    """Whether an element's page has been replaced (the element is detached); any other error is raised."""
    try:
        element.is_enabled()
        return False
    except WebDriverException as error:
        if detached(error):
            return True
        raise


def tap(browser, css, timeout=10):
    """Clicks what `css` finds and waits for the page that answers (POST → 303 → GET). An element
    found just as its page was replaced cannot be clicked: then it looks again."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            html = (browser.find_elements("id", "play") or [browser.find_element("tag name", "html")])[0]
            swaps = swaps_if_any(browser)  # with JavaScript on, a move is put in in place (moves.js)
            target = browser.find_element("css selector", css)
            # As a player would, a cell is brought clear of the sticky bar before it is tapped (on a board taller or
            # wider than the screen it may be under the bar or out of its box); the page after the tap sets its own
            # scroll from the cell's fragment, so this does not change where the board lands.
            browser.execute_script("arguments[0].scrollIntoView({block: 'center', inline: 'center'})", target)
            target.click()
            break
        except WebDriverException as error:
            if not detached(error) or time.monotonic() > deadline:
                raise

    def replaced(_):
        return swapped_since(browser, swaps) or gone(html)

    WebDriverWait(browser, timeout).until(replaced)


def autofocused(browser):
    """The label of the cell the page marks for the focus."""
    return settled(browser, lambda: browser.find_element("css selector", "#field [autofocus]").get_attribute("aria-label"))


def focused(browser):
    """The label of the element that has the focus."""
    return settled(browser, lambda: browser.switch_to.active_element.get_attribute("aria-label") or True)


def find(browser, css):
    return settled(browser, lambda: browser.find_element("css selector", css))


def count(browser, css):
    return settled(browser, lambda: len(browser.find_elements("css selector", css)))


def test_first_click_and_a_flag(server, browser):
    browser.get(server.url + "/minesweeper")
    settled(browser, lambda: find(browser, "input[name='level'][value='beginner']").click() or True)
    tap(browser, "#new-game button[type='submit']")
    assert count(browser, "#field button") == 81
    assert "Tap any cell to start" in find(browser, ".status-line").text

    tap(browser, nth_cell(40, 9))
    assert browser.current_url.endswith("/minesweeper?at=40#cell")
    assert not label(browser, 40).endswith("covered")
    # The cell just played has the focus, without JavaScript: the #cell fragment names it.
    assert autofocused(browser) == label(browser, 40)
    assert focused(browser) == label(browser, 40)

    toggle = find(browser, ".mode-toggle")
    assert toggle.get_attribute("aria-pressed") == "false"
    tap(browser, ".mode-toggle")
    toggle = find(browser, ".mode-toggle")
    assert toggle.get_attribute("aria-pressed") == "true"
    assert toggle.get_attribute("autofocus") is not None
    assert browser.current_url.endswith("/minesweeper?at=mode#flag-mode")
    assert settled(browser, lambda: browser.switch_to.active_element.get_attribute("id")) == "flag-mode"
    assert "Flag mode is on" in find(browser, "#mode-state").get_attribute("textContent")

    mine = min(mines_of(stored_minesweeper(server.database)))
    tap(browser, nth_cell(mine, 9))
    assert label(browser, mine).endswith("flagged")
    assert find(browser, "#mines-left").text == "9"
    screenshots(browser, "flag")


def test_lose_a_shared_board_and_see_every_mine(server, browser):
    browser.get(server.url + f"/minesweeper?share={SEED}&level=beginner&noguess=on")
    shared = find(browser, ".shared")
    assert "A shared board" in shared.text
    tap(browser, ".shared button[type='submit']")
    assert stored_minesweeper(server.database)["seed"] == SEED

    tap(browser, nth_cell(40, 9))
    mines = mines_of(stored_minesweeper(server.database))
    assert len(mines) == 10 and 40 not in mines
    mine = min(mines)
    tap(browser, nth_cell(mine, 9))

    overlay = find(browser, "#result")
    settled(browser, overlay.is_displayed)
    assert "Boom!" in overlay.text
    assert "3BV" in overlay.text
    assert overlay.find_element("css selector", "button[type='submit']").text == "Play again"
    # The losing move's page goes to #cell, which names nothing once the game is over: "Play again" has the focus.
    assert browser.current_url.endswith("#cell")
    assert not browser.find_elements("id", "cell")
    assert settled(browser, lambda: browser.switch_to.active_element.text) == "Play again"
    assert overlay.find_element("link text", "Title screen").get_attribute("href").endswith("/")
    board = labels(browser)
    shown = {i for i, text in enumerate(board) if text.endswith(", mine") or text.endswith("exploded mine")}
    assert shown == mines
    assert board[mine].endswith("exploded mine")
    screenshots(browser, "lost")

    # "See the board" puts the overlay aside; "Play again" starts a new board.
    overlay.find_element("link text", "See the board").click()
    settled(browser, lambda: browser.current_url.endswith("#result") and not overlay.is_displayed())
    screenshot(browser, "minesweeper-lost-board-1200-light")
    browser.get(server.url + "/minesweeper")
    tap(browser, "#result button[type='submit']")
    assert count(browser, "#field button") == 81
    assert not browser.find_elements("id", "result")
    assert all(label(browser, i).endswith("covered") for i in (0, 40, 80))
