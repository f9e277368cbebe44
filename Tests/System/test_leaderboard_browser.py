"""Win a Beginner Minesweeper game in a real browser (JavaScript off), enter a name, find it on the board."""
import json
import sqlite3

from conftest import click_and_wait, screenshot, wait_until


def stored_minesweeper(database):
    """The current Minesweeper game as the server stored it: only the test may look at the mines."""
    with sqlite3.connect(database) as db:
        (state,) = db.execute("SELECT state FROM games WHERE kind = 'minesweeper' ORDER BY id DESC LIMIT 1").fetchone()
    return json.loads(state)


def mines_of(state):
    hex_digits = state["mines"]
    cells = len(state["cells"])
    # Cell i is bit i % 4 of hex digit i / 4.
    return {i for i in range(cells) if int(hex_digits[i // 4], 16) >> (i % 4) & 1}


def test_win_name_and_find_it_on_the_board(server, browser):
    browser.get(server.url + "/minesweeper")
    click_and_wait(browser, browser.find_element("css selector", "#field button[value='40']"))
    for _ in range(81):
        if browser.find_elements("id", "result"):
            break
        state = stored_minesweeper(server.database)
        mines = mines_of(state)
        safe = next(i for i, c in enumerate(state["cells"]) if c == "." and i not in mines)
        click_and_wait(browser, browser.find_element("css selector", f"#field button[value='{safe}']"))
    overlay = browser.find_element("id", "result")
    # The overlay fades in: until it is visible, WebDriver reads its text as empty.
    wait_until(lambda: "You cleared the field!" in overlay.text, what="the result overlay to show the win")
    assert "3BV/s" in overlay.text
    name = browser.find_element("id", "ranking-name")
    name.clear()
    name.send_keys("Grace Hopper")
    screenshot(browser, "leaderboard-name-prompt")
    click_and_wait(browser, browser.find_element("css selector", ".name-form button[type='submit']"))
    assert "/leaderboard" in browser.current_url
    row = browser.find_element("css selector", "#board-beginner tr.mine")
    assert "Grace Hopper" in row.text
    assert row.text.startswith("1 ")
    screenshot(browser, "leaderboard-with-name")
