"""Once a game is over its game bar holds New game (a plain form to /<game>/new with `again`: the same level, a new
board), on the first screen without scrolling: right after the last move (Tic-Tac-Toe, Ultimate, whose card sits
under the board), after "See the board" (Minesweeper, Word Search, whose card is over it), and on a finished game
opened again, whose card holds its own Play again. Beside the board (a phone held sideways) the X-and-O games' card
heads the bar's column with its Play again in view, and the bar's New game shows once "See the board" put the card
aside: there the way on is the card's. Every game at 360 × 740, 844 × 390 and 1366 × 900, and with JavaScript on
the phone both ways; one tap starts the new game at the same level."""
import sqlite3

import pytest

from conftest import click_and_wait, set_viewport, wait_until, nth_cell
from game_state import mines_of, session_id, stored, word_cells
from plain_http import tap_as
from ultimate_game import GAME, name

SIZES = [(360, 740, True), (844, 390, True), (1366, 900, False)]

# The bar's New game (or, where the bar does not show it, the card's Play again): on the first screen, and what a
# tap at its centre reaches.
_REACHABLE = """
const shown = e => e && e.getClientRects().length > 0;
const bar = document.querySelector('.game-bar .bar-new button');
const card = [...document.querySelectorAll('#result button')].find(b => b.textContent.trim() === 'Play again');
const button = shown(bar) ? bar : shown(card) ? card : null;
if (!button) return null;
const r = button.getBoundingClientRect(), hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
return {top: r.top, bottom: r.bottom, inView: r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth,
        reached: button.contains(hit), text: button.textContent.trim(), scrolled: scrollY, bar: button === bar};"""


def reachable(driver):
    return driver.execute_script(_REACHABLE)


def newest(server, driver, kind):
    with sqlite3.connect(server.database) as db:
        return db.execute("SELECT id, level, outcome FROM games WHERE session_id = ? AND kind = ? ORDER BY id DESC"
                          " LIMIT 1", (session_id(driver), kind)).fetchone()


def start(driver, server, slug, choices, button):
    driver.get(f"{server.url}/{slug}")
    for field, value in choices:
        driver.find_element("css selector", f".setup input[name='{field}'][value='{value}']").click()
    click_and_wait(driver, driver.find_element("xpath", f"//section[contains(@class, 'setup')]//button[normalize-space()='{button}']"))


def tap(driver, css):
    click_and_wait(driver, wait_until(lambda: driver.find_element("css selector", css), what=css))


def see_the_board(driver):
    # Looked for by its class: under the delay after a mine the card is transparent, and its link has no shown text.
    link = wait_until(lambda: (lambda e: e.is_displayed() and e)(driver.find_element("css selector", ".overlay-close")),
                      what="the card")
    link.click()
    wait_until(lambda: driver.current_url.endswith("#result") and not driver.find_element("id", "result").is_displayed(),
               what="the card put aside")


def finish_tictactoe(driver, server):
    start(driver, server, "tictactoe", [("mode", "computer"), ("level", "easy"), ("mark", "X")], "Start a new game")
    while not driver.find_elements("id", "result"):
        tap(driver, "#board button:has(.free)")
    return "tictactoe", "easy"


def finish_ultimate(driver, server):
    start(driver, server, "ultimatetictactoe", [("mode", "two-players")], "Start a new game")
    # Every move but the last over plain HTTP (what is checked is the page after the last one), that one tapped.
    for move in GAME[:-1]:
        assert tap_as(server, driver, "ultimatetictactoe", name(*move)) == 303, move
    driver.get(f"{server.url}/ultimatetictactoe")
    tap(driver, f"#board button[value='{name(*GAME[-1])}']")
    return "ultimatetictactoe", newest(server, driver, "ultimatetictactoe")[1]


def finish_minesweeper(driver, server):
    start(driver, server, "minesweeper", [("level", "intermediate")], "Start")
    tap(driver, "#field button[value='h8']")
    mine = min(mines_of(stored(server, driver, "minesweeper")))
    tap(driver, nth_cell(mine, 16))
    see_the_board(driver)
    return "minesweeper", "intermediate"


def finish_wordsearch(driver, server):
    driver.get(server.url + "/wordsearch")
    click_and_wait(driver, driver.find_element("css selector", "form.restart button"))
    game = stored(server, driver, "wordsearch")
    # Every word but the last found over plain HTTP (what is checked is the page after the last find), that one tapped.
    words = [word_cells(game, index) for index in range(len(game["placed"]))]
    for word in words[:-1]:
        for letter in (word[0], word[-1]):
            assert tap_as(server, driver, "wordsearch", letter) == 303, word
    driver.get(f"{server.url}/wordsearch")
    for letter in (words[-1][0], words[-1][-1]):
        tap(driver, f"#grid button[value='{letter}']")
    see_the_board(driver)
    return "wordsearch", game["params"]["level"]


FINISH = {"tictactoe": finish_tictactoe, "ultimatetictactoe": finish_ultimate, "minesweeper": finish_minesweeper,
          "wordsearch": finish_wordsearch}


# Without JavaScript at every size; with it (the same pages, answered in place) on the phone both ways, where the
# bar and the card share the least room.
CASES = [(False, size) for size in SIZES] + [(True, size) for size in SIZES if size[2]]


@pytest.mark.parametrize("javascript,size", CASES,
                         ids=[f"{'js' if js else 'no-js'}-{w}x{h}" for js, (w, h, _) in CASES])
@pytest.mark.parametrize("game", list(FINISH))
def test_new_game_is_in_the_bar_once_the_game_is_over(request, server, game, javascript, size):
    driver = request.getfixturevalue("js_browser" if javascript else "browser")
    width, height, mobile = size
    set_viewport(driver, width, height, mobile)
    kind, level = FINISH[game](driver, server)
    finished = newest(server, driver, kind)
    assert finished[2] != "playing"
    place = wait_until(lambda: reachable(driver), what="New game in the bar")
    assert place["inView"] and place["reached"], f"New game is out of reach: {place} ({width}×{height})"
    assert place["text"].endswith("New game") or place["text"].endswith("New") or place["text"] == "Play again", place
    # Only beside the board, and only for the X-and-O games' card that heads the column, is it the card's.
    assert place["bar"] or (width > height and game in ("tictactoe", "ultimatetictactoe")), place
    # Opened again, a finished game shows its card: it holds Play again, and once put aside the bar's New game is
    # in reach again.
    driver.get(f"{server.url}/{kind}")
    card = wait_until(lambda: driver.find_element("id", "result"), what="the card")
    assert card.find_elements("xpath", ".//button[normalize-space()='Play again']")
    if driver.find_elements("css selector", ".overlay-close"):
        see_the_board(driver)
    place = wait_until(lambda: reachable(driver), what="New game in the bar")
    assert place["inView"] and place["reached"], place
    click_and_wait(driver, driver.find_element("css selector", ".game-bar .bar-new button") if place["bar"] else
                   driver.find_element("xpath", "//*[@id='result']//button[normalize-space()='Play again']"))
    fresh = wait_until(lambda: (lambda row: row if row[0] != finished[0] else None)(newest(server, driver, kind)),
                       what="the new game")
    assert fresh[1:] == (level, "playing")
    assert not driver.find_elements("css selector", ".game-bar .bar-new")
