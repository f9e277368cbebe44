"""Minesweeper in a real Chromium with JavaScript disabled: start, first click, flag mode, a lost game
with its overlay, a phone-sized Expert board; screenshots at 1200 and 375 px, light and dark."""
import json
import sqlite3

from conftest import click_and_wait, screenshot

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


def cell(browser, index):
    return browser.find_element("css selector", f"#field button[value='{index}']")


def label(browser, index):
    return browser.find_elements("css selector", "#field button")[index].get_attribute("aria-label")


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


def test_first_click_and_a_flag(server, browser):
    browser.get(server.url + "/minesweeper")
    browser.find_element("css selector", "input[name='level'][value='beginner']").click()
    click_and_wait(browser, browser.find_element("css selector", "#new-game button[type='submit']"))
    assert len(browser.find_elements("css selector", "#field button")) == 81
    assert "Tap any cell to start" in browser.find_element("css selector", ".status-line").text

    click_and_wait(browser, cell(browser, 40))
    assert browser.current_url.endswith("/minesweeper?at=40")
    assert not label(browser, 40).endswith("covered")
    # The cell just played keeps the focus across the page load.
    assert browser.switch_to.active_element.get_attribute("aria-label") == label(browser, 40)

    toggle = browser.find_element("css selector", ".mode-toggle")
    assert toggle.get_attribute("aria-pressed") == "false"
    click_and_wait(browser, toggle)
    toggle = browser.find_element("css selector", ".mode-toggle")
    assert toggle.get_attribute("aria-pressed") == "true"
    assert browser.switch_to.active_element == toggle
    assert "Flag mode is on" in browser.find_element("id", "mode-state").text

    mine = min(mines_of(stored_minesweeper(server.database)))
    click_and_wait(browser, cell(browser, mine))
    assert label(browser, mine).endswith("flagged")
    assert browser.find_element("id", "mines-left").text == "9"
    screenshots(browser, "flag")


def test_lose_a_shared_board_and_see_every_mine(server, browser):
    browser.get(server.url + f"/minesweeper?share={SEED}&level=beginner&noguess=on")
    shared = browser.find_element("css selector", ".shared")
    assert "A shared board" in shared.text
    click_and_wait(browser, shared.find_element("css selector", "button[type='submit']"))
    state = stored_minesweeper(server.database)
    assert state["seed"] == SEED

    click_and_wait(browser, cell(browser, 40))
    mines = mines_of(stored_minesweeper(server.database))
    assert len(mines) == 10 and 40 not in mines
    mine = min(mines)
    click_and_wait(browser, cell(browser, mine))

    overlay = browser.find_element("id", "result")
    assert overlay.is_displayed()
    assert "Boom!" in overlay.text
    assert "3BV" in overlay.text
    assert overlay.find_element("css selector", "button[type='submit']").text == "Play again"
    assert overlay.find_element("link text", "Title screen").get_attribute("href").endswith("/")
    labels = [b.get_attribute("aria-label") for b in browser.find_elements("css selector", "#field button")]
    shown = {i for i, text in enumerate(labels) if text.endswith(", mine") or text.endswith("exploded mine")}
    assert shown == mines
    assert labels[mine].endswith("exploded mine")
    screenshots(browser, "lost")

    # "See the board" puts the overlay aside; "Play again" starts a new board.
    click_and_wait_for_hash(browser, overlay.find_element("link text", "See the board"))
    assert not browser.find_element("id", "result").is_displayed()
    screenshot(browser, "minesweeper-lost-board-1200-light")
    browser.get(server.url + "/minesweeper")
    click_and_wait(browser, browser.find_element("css selector", "#result button[type='submit']"))
    assert not browser.find_elements("id", "result")
    assert all(label(browser, i).endswith("covered") for i in (0, 40, 80))


def click_and_wait_for_hash(browser, link):
    """A same-page link changes only the fragment: no new page to wait for."""
    from selenium.webdriver.support.ui import WebDriverWait

    link.click()
    WebDriverWait(browser, 10).until(lambda d: d.current_url.endswith("#result"))


def test_expert_board_on_a_phone(server, browser):
    browser.set_window_size(375, 800)
    browser.get(server.url + "/minesweeper")
    browser.find_element("css selector", "input[name='level'][value='expert']").click()
    click_and_wait(browser, browser.find_element("css selector", "#new-game button[type='submit']"))
    assert len(browser.find_elements("css selector", "#field button")) == 480
    # Far right on row 8: the board scrolls sideways to reach it, and stays there after the move.
    target = 7 * 30 + 27
    button = cell(browser, target)
    assert button.size["width"] >= 30 and button.size["height"] >= 30
    click_and_wait(browser, button)
    played = browser.find_elements("css selector", "#field button")[target]
    assert browser.switch_to.active_element == played
    rect = played.rect
    assert 0 <= rect["x"] and rect["x"] + rect["width"] <= 375, rect
    screenshots_phone(browser, "expert")


def screenshots_phone(browser, name):
    for scheme in ("light", "dark"):
        color_scheme(browser, scheme)
        screenshot(browser, f"minesweeper-{name}-375-{scheme}")
