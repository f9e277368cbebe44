"""Replays in a real Chromium: a finished game's replay stepped to its last move by the plain links
(JavaScript off) at a phone's size either way and on a desktop, in light and dark mode, with no sideways scroll
and nothing serious for axe-core; and with JavaScript on, Play steps through it on its own."""
import sqlite3

from accessibility import serious_violations
from conftest import click_and_wait, color_scheme, screenshot, set_viewport, nth_cell
from layout_checks import settle
from polling import wait_until
from test_tictactoe_browser import new_game, play

WIN = [0, 3, 1, 4, 2]  # X takes the top row


def finished_replay(server, browser):
    """Plays a two-player game to X's win and follows the overlay's "Watch the replay" link; its address."""
    new_game(browser, server, "two-players")
    for square in WIN:
        play(browser, square)
    link = browser.find_element("css selector", "#result a[href*='/replay/']")
    assert link.get_attribute("textContent") == "Watch the replay"
    address = link.get_attribute("href")
    assert "/tictactoe/replay/" in address
    return address


def step_text(browser):
    """Read by script: the Play button's swaps replace the element between two reads."""
    return browser.execute_script("const s = document.getElementById('replay-step'); return s && s.textContent")


def test_a_finished_game_is_stepped_to_its_end_by_the_links(server, browser):
    address = finished_replay(server, browser)
    for width, height, mobile in ((390, 844, True), (844, 390, True), (1366, 900, False)):
        set_viewport(browser, width, height, mobile)
        browser.get(address)
        assert step_text(browser) == f"Move 0 of {len(WIN)}"
        for step in range(1, len(WIN) + 1):
            click_and_wait(browser, browser.find_element("link text", "Next"))
            assert step_text(browser) == f"Move {step} of {len(WIN)}"
        assert not browser.find_elements("link text", "Next")
        assert browser.find_element("css selector", ".replay-steps [aria-disabled='true']").text == "Next"
        assert "X wins" in browser.find_element("id", "replay-status").text
        # No form but the footer's language picker, which every page has and which changes no game.
        assert not browser.find_elements("css selector", "main form, #replay button")
        for scheme in ("light", "dark"):
            color_scheme(browser, scheme)
            settle(browser)
            overflow = browser.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
            assert overflow <= 1, f"{width}×{height}: {overflow}px sideways"
            assert serious_violations(browser) == [], f"{width}×{height} {scheme}"
            screenshot(browser, f"replay-tictactoe-{width}x{height}-{scheme}")
        color_scheme(browser, "light")


def test_play_steps_on_its_own_with_javascript(server, browser, js_browser):
    address = finished_replay(server, browser)
    js = js_browser
    js.get(address + "?step=0")
    button = js.find_element("css selector", ".replay-play")
    assert button.text == "Play"
    button.click()
    wait_until(lambda: step_text(js) == f"Move {len(WIN)} of {len(WIN)}", timeout=15, what="the last move")
    assert js.current_url.endswith(f"?step={len(WIN)}")
    # Stopped at the end; the focus stayed on the button, which says Play again.
    label = "const b = document.querySelector('.replay-play'); return b && b.textContent"
    wait_until(lambda: js.execute_script(label) == "Play", what="Play again")
    assert js.execute_script("return document.activeElement.className") == "replay-play"


def latest_game(server, browser, kind):
    sid = browser.get_cookie("sid")["value"].split(".")[0]
    with sqlite3.connect(server.database) as db:
        return db.execute("SELECT id FROM games WHERE session_id = ? AND kind = ? ORDER BY id DESC LIMIT 1",
                          (sid, kind)).fetchone()[0]


def test_running_games_replays_fit_a_phone_and_a_desktop(server, browser):
    """Minesweeper and Word Search boards read-only, in their own session's replay of a game under way."""
    browser.get(server.url + "/minesweeper")
    click_and_wait(browser, browser.find_element("css selector", nth_cell(40, 9)))
    browser.get(server.url + "/wordsearch")
    click_and_wait(browser, browser.find_element("css selector", "#grid button[value='0']"))
    for kind, cells in (("minesweeper", ".field .cells [role=cell]"), ("wordsearch", ".grid .l")):
        address = f"{server.url}/{kind}/replay/{latest_game(server, browser, kind)}?step=1"
        for width, height, mobile in ((390, 844, True), (844, 390, True), (1366, 900, False)):
            set_viewport(browser, width, height, mobile)
            browser.get(address)
            settle(browser)
            assert step_text(browser) == "Move 1 of 1"
            assert "Still being played" in browser.find_element("css selector", ".level-line").text
            sizes = browser.execute_script(
                "return [...document.querySelectorAll(arguments[0])].map(c => c.getBoundingClientRect().width)", cells)
            assert sizes and min(sizes) >= 20, f"{kind} {width}×{height}: cells {min(sizes or [0]):.0f}px wide"
            overflow = browser.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
            assert overflow <= 1, f"{kind} {width}×{height}: {overflow}px sideways"
            assert serious_violations(browser) == [], f"{kind} {width}×{height}"
            screenshot(browser, f"replay-{kind}-{width}x{height}")
