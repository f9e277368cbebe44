"""Minesweeper in a real Chromium with JavaScript disabled: start, first click, flag mode, a lost game
with its overlay, a phone-sized Expert board; screenshots at 1200 and 375 px, light and dark."""
import json
import sqlite3
import time

from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.support.ui import WebDriverWait

from conftest import screenshot

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
    return settled(browser, lambda: browser.find_element("css selector", f"#field button[value='{index}']"))


def label(browser, index):
    return settled(browser, lambda: browser.find_elements("css selector", "#field button")[index].get_attribute("aria-label"))


def labels(browser):
    return settled(browser, lambda: [b.get_attribute("aria-label") for b in browser.find_elements("css selector", "#field button")])


def color_scheme(browser, scheme):
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia",
                            {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def screenshots(browser, name):
    """The page as it stands at 1200 and 375 px wide, light and dark."""
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


def tap(browser, css, timeout=10):
    """Clicks what `css` finds and waits for the page that answers (POST → 303 → GET). An element
    found just as its page was replaced cannot be clicked: then it looks again."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            html = browser.find_element("tag name", "html")
            browser.find_element("css selector", css).click()
            break
        except WebDriverException as error:
            if not detached(error) or time.monotonic() > deadline:
                raise

    def replaced(_):
        try:
            html.is_enabled()
            return False
        except WebDriverException as error:
            if detached(error):
                return True
            raise

    WebDriverWait(browser, timeout).until(replaced)


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

    tap(browser, "#field button[value='40']")
    assert browser.current_url.endswith("/minesweeper?at=40")
    assert not label(browser, 40).endswith("covered")
    # The cell just played keeps the focus across the page load.
    assert browser.switch_to.active_element.get_attribute("aria-label") == label(browser, 40)

    toggle = find(browser, ".mode-toggle")
    assert toggle.get_attribute("aria-pressed") == "false"
    tap(browser, ".mode-toggle")
    toggle = find(browser, ".mode-toggle")
    assert toggle.get_attribute("aria-pressed") == "true"
    assert browser.switch_to.active_element == toggle
    assert "Flag mode is on" in find(browser, "#mode-state").text

    mine = min(mines_of(stored_minesweeper(server.database)))
    tap(browser, f"#field button[value='{mine}']")
    assert label(browser, mine).endswith("flagged")
    assert find(browser, "#mines-left").text == "9"
    screenshots(browser, "flag")


def test_lose_a_shared_board_and_see_every_mine(server, browser):
    browser.get(server.url + f"/minesweeper?share={SEED}&level=beginner&noguess=on")
    shared = find(browser, ".shared")
    assert "A shared board" in shared.text
    tap(browser, ".shared button[type='submit']")
    assert stored_minesweeper(server.database)["seed"] == SEED

    tap(browser, "#field button[value='40']")
    mines = mines_of(stored_minesweeper(server.database))
    assert len(mines) == 10 and 40 not in mines
    mine = min(mines)
    tap(browser, f"#field button[value='{mine}']")

    overlay = find(browser, "#result")
    settled(browser, overlay.is_displayed)
    assert "Boom!" in overlay.text
    assert "3BV" in overlay.text
    assert overlay.find_element("css selector", "button[type='submit']").text == "Play again"
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


def test_expert_board_on_a_phone(server, browser):
    browser.set_window_size(375, 800)
    browser.get(server.url + "/minesweeper")
    settled(browser, lambda: find(browser, "input[name='level'][value='expert']").click() or True)
    tap(browser, "#new-game button[type='submit']")
    assert count(browser, "#field button") == 480
    # Far right on row 8: the board scrolls sideways to reach it, and stays there after the move.
    target = 7 * 30 + 27
    button = cell(browser, target)
    assert button.size["width"] >= 30 and button.size["height"] >= 30
    tap(browser, f"#field button[value='{target}']")
    played = settled(browser, lambda: browser.find_elements("css selector", "#field button")[target])
    assert browser.switch_to.active_element == played
    rect = played.rect
    assert 0 <= rect["x"] and rect["x"] + rect["width"] <= 375, rect
    for scheme in ("light", "dark"):
        color_scheme(browser, scheme)
        screenshot(browser, f"minesweeper-expert-375-{scheme}")
