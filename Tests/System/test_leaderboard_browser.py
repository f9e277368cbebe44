"""Win a Beginner Minesweeper game in a real browser (JavaScript off), enter a name, find it on the board."""
import json
import sqlite3

import pytest

from conftest import click_and_wait, screenshot, wait_until, nth_cell
from test_tictactoe_browser import VIEWPORTS, board, new_game, play, sensible_square, set_viewport

# 24 letters without a space: the longest name the form takes, and no place to break it.
LONG_NAME = "Wolfeschlegelsteinhausen"


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


def win_beginner(browser, server):
    """Uncovers every safe cell of a Beginner board, reading the mines from the database; returns the overlay."""
    browser.get(server.url + "/minesweeper")
    click_and_wait(browser, browser.find_element("css selector", nth_cell(40, 9)))
    for _ in range(81):
        if browser.find_elements("id", "result"):
            break
        state = stored_minesweeper(server.database)
        mines = mines_of(state)
        safe = next(i for i, c in enumerate(state["cells"]) if c == "." and i not in mines)
        click_and_wait(browser, browser.find_element("css selector", nth_cell(safe, 9)))
    overlay = browser.find_element("id", "result")
    # The overlay fades in: until it is visible, WebDriver reads its text as empty.
    wait_until(lambda: "You cleared the field!" in overlay.text, what="the result overlay to show the win")
    return overlay


def tie_against_impossible(browser, server):
    """A tie against Impossible starts an unbeaten streak of one: a Tic-Tac-Toe board asks for a name."""
    new_game(browser, server, "computer", "impossible", "X")
    for _ in range(5):
        if browser.find_elements("id", "result"):
            break
        play(browser, sensible_square(board(browser), "X"))
    overlay = browser.find_element("id", "result")
    wait_until(lambda: "It’s a tie" in overlay.text, what="the result overlay to show the tie")


def name_the_result(browser, name):
    field = browser.find_element("id", "ranking-name")
    field.clear()
    field.send_keys(name)
    click_and_wait(browser, browser.find_element("css selector", ".name-form button[type='submit']"))


def test_win_name_and_find_it_on_the_board(server, browser):
    overlay = win_beginner(browser, server)
    assert "3BV/s" in overlay.text
    name = browser.find_element("id", "ranking-name")
    name.clear()
    name.send_keys("Grace Hopper")
    screenshot(browser, "leaderboard-name-prompt")
    click_and_wait(browser, browser.find_element("css selector", ".name-form button[type='submit']"))
    assert "/leaderboard" in browser.current_url
    row = browser.find_element("css selector", "#board-beginner tr.mine")
    assert "Grace Hopper" in row.text
    assert row.find_element("css selector", "td.number").text == "1"
    screenshot(browser, "leaderboard-with-name")


def page_width(browser):
    return browser.execute_script("return [document.scrollingElement.scrollWidth, innerWidth]")


def columns_outside_their_card(browser):
    """For each board card, the headers of its table that end beyond the card's padding box (hidden or scrolled)."""
    return browser.execute_script("""
        return [...document.querySelectorAll('.board-card')].map(card => {
            const right = card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight) + 1;
            return [...card.querySelectorAll('th')].filter(th => th.getBoundingClientRect().right > right)
                .map(th => th.textContent);
        });""")


# A phone both ways and a laptop (the second portrait phone lays these pages out as the small one does), each
# looked at on the same results: the games are played and named once.
LONG_NAME_SIZES = [size for size in VIEWPORTS if size != (390, 844)]


def test_a_long_name_never_widens_the_leaderboard_or_the_title(server, browser):
    win_beginner(browser, server)
    name_the_result(browser, LONG_NAME)
    tie_against_impossible(browser, server)
    # The prompt is prefilled with the name used last; the long name shows whole in the overlay.
    assert browser.find_element("id", "ranking-name").get_attribute("value") == LONG_NAME
    for width, height in LONG_NAME_SIZES:
        set_viewport(browser, width, height)
        screenshot(browser, f"leaderboard-long-name-prompt-{width}x{height}")
        prompt = browser.find_element("css selector", "#result .ranking")
        assert prompt.rect["x"] + prompt.rect["width"] <= width, f"the prompt overflows at {width}×{height}"
    name_the_result(browser, LONG_NAME)
    for width, height in LONG_NAME_SIZES:
        set_viewport(browser, width, height)
        long_name_fits_the_boards_and_the_title(browser, server, width)


def long_name_fits_the_boards_and_the_title(browser, server, width):
    size = f"{width}x{browser.execute_script('return innerHeight')}"
    for game, board_id in (("minesweeper", "board-beginner"), ("tictactoe", "board-impossible-streak")):
        browser.get(f"{server.url}/leaderboard?game={game}")
        scroll_width, inner_width = page_width(browser)
        assert inner_width == width and scroll_width <= width, f"{game} leaderboard is {scroll_width} px wide at {size}"
        # Every column, the date included, inside each card.
        assert columns_outside_their_card(browser) == [[] for _ in browser.find_elements("css selector", ".board-card")]
        player = browser.find_element("css selector", f"#{board_id} tr.mine .player")
        assert player.get_attribute("title") == LONG_NAME
        assert player.text.startswith(LONG_NAME[:5])
        screenshot(browser, f"leaderboard-long-name-{game}-{size}")

    browser.get(server.url + "/")
    scroll_width, inner_width = page_width(browser)
    assert inner_width == width and scroll_width <= width, f"the title screen is {scroll_width} px wide at {size}"
    teasers = [t.text.replace("\n", "") for t in browser.find_elements("css selector", ".teaser")]
    # The name set apart from the sentence's direction (Unicode's isolates, invisible on the page).
    assert any(t.endswith(f"by \u2068{LONG_NAME}\u2069") for t in teasers), teasers
    for card in browser.find_elements("css selector", ".big-button"):
        assert card.rect["x"] >= 0 and card.rect["x"] + card.rect["width"] <= width
    screenshot(browser, f"title-long-name-{size}")
