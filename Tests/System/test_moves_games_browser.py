"""In-place moves (Public/moves.js) on Tic-Tac-Toe and Word Search, in a real Chromium with JavaScript
on, on a phone in portrait and landscape and on a desktop: every tap changes the board without a navigation, the
tapped cell does not move on the screen (0 px) and keeps the focus, the address becomes the move's page, and the
board is what the server's page for that address shows; the game's end brings its overlay and what sits below the
board. A stale tab and a restarted server fall back to the plain form post. Word Search's drag still works on the
grid a move put in. Where the words are is read from the database, as a player never could. Waits poll."""
from functools import lru_cache

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.support.ui import Select

from conftest import VIEWPORTS, ServerProcess, click_and_wait, set_viewport, wait_until
from game_state import stored, ttt_winner, word_cells
from in_place import (CELLS, announced, answered, count_swaps, focused_cell, js, keep_page, replaced, same_page,
                      shown_and_served, tap)

SCREENS = ["390x844", "844x390", "1366x900"]
TTT_PARTS = ["#status", ".turns", ".board-note", "#result", ".tally"]
WS_PARTS = ["#hint", "#counter", ".word-list", ".reveals", "#result"]


def address(driver):
    return js(driver, "return location.pathname + location.search + location.hash")


def text(driver, selector):
    return js(driver, "return document.querySelector(arguments[0]).textContent.replace(/\\s+/g, ' ').trim()", selector)


def move_in_place(driver, index, page, parts):
    """Taps cell `index` and checks what every in-place move must do. The cell stays where it was: to the pixel,
    as the page scrolls by whole pixels (a line of text can be 8.19 px taller). The move that ends the game brings
    the overlay and may shorten the page above the board (no more reveals to count): there the page's own focus
    (Play again) takes over, as on the plain post's page."""
    before, after = tap(driver, index)
    if not driver.find_elements("id", "result"):
        assert all(abs(a - b) < 1 for a, b in zip(before, after)), f"cell {index} moved from {before} to {after}"
    assert same_page(driver), "a navigation happened"
    assert address(driver) == page
    shown, served = shown_and_served(driver, parts)
    assert shown == served, "the board differs from the server's page for its address"


def game_over(driver):
    """The result overlay is up, its Play again has the focus, and the page was not reloaded for it."""
    assert driver.find_elements("id", "result")
    wait_until(lambda: js(driver, "const a = document.activeElement;"
                                  "return a.closest('#result') !== null && a.textContent === 'Play again'"),
               what="Play again focused")
    assert same_page(driver)


# ---- Tic-Tac-Toe ----

def ttt_start(driver, url, mode, level="impossible"):
    driver.get(url + "/tictactoe")
    for name, value in (("mode", mode), ("level", level), ("mark", "X")):
        driver.find_element("css selector", f".setup input[name='{name}'][value='{value}']").click()
    click_and_wait(driver, driver.find_element("css selector", ".setup button[type='submit']"))
    keep_page(driver)


def ttt_board(driver):
    """Nine characters, X, O or '.' (the pieces only, not a previous game's fading ones)."""
    return js(driver, "return [...document.querySelectorAll('#board button')]"
                      ".map(b => b.querySelector('.mark').textContent || '.').join('')")


@lru_cache(maxsize=None)
def ttt_score(board, turn):
    """The game's value for X with both sides playing their best."""
    won = ttt_winner(board)
    if won or "." not in board:
        return {"X": 1, "O": -1, None: 0}[won]
    scores = [ttt_score(board[:i] + turn + board[i + 1:], "O" if turn == "X" else "X")
              for i in range(9) if board[i] == "."]
    return max(scores) if turn == "X" else min(scores)


def best_square(board):
    return max((i for i in range(9) if board[i] == "."), key=lambda i: ttt_score(board[:i] + "X" + board[i + 1:], "O"))


def ttt_move(driver, index):
    move_in_place(driver, index, f"/tictactoe?played={index}#square", TTT_PARTS)


def said_announced(driver):
    """What the move did is said, in its one sentence (#said, first in the play area), and nothing else."""
    said = text(driver, "#said")
    wait_until(lambda: announced(driver) == said, what=f"“{said}” announced")
    return said


@pytest.mark.parametrize("name", SCREENS)
def test_tictactoe_against_the_computer_plays_in_place_to_the_end(server, js_browser, name):
    driver = js_browser
    set_viewport(driver, *VIEWPORTS[name])
    ttt_start(driver, server.url, "computer")
    assert not driver.find_elements("css selector", ".tally"), "a first game has no tally yet"
    while not driver.find_elements("id", "result"):
        board = ttt_board(driver)
        index = best_square(board)
        ttt_move(driver, index)
        now = ttt_board(driver)
        assert now[index] == "X"
        assert said_announced(driver).startswith(f"You {'abc'[index % 3]}{index // 3 + 1}")
        if driver.find_elements("id", "result"):
            break
        assert focused_cell(driver) == index
        # The computer's reply came with the same answer.
        assert now.count("O") == board.count("O") + 1 and "The computer played" in text(driver, "#status")
    assert ttt_winner(ttt_board(driver)) != "O"
    game_over(driver)
    assert "Tied" in text(driver, ".tally"), "the tally below the board"


def test_tictactoe_two_players_take_turns_in_place_to_a_win(server, js_browser):
    driver = js_browser
    set_viewport(driver, *VIEWPORTS["390x844"])
    ttt_start(driver, server.url, "two-players")
    for turn, index in enumerate((0, 3, 1, 4, 2)):
        mark = "XO"[turn % 2]
        assert mark in text(driver, ".turns .side.active")
        ttt_move(driver, index)
        assert ttt_board(driver)[index] == mark
        assert said_announced(driver).startswith(f"{mark} {'abc'[index % 3]}{index // 3 + 1}. ")
        if index != 2:
            assert focused_cell(driver) == index
            assert "XO"[1 - turn % 2] in text(driver, ".turns .side.active"), "the other player's turn"
    assert ttt_winner(ttt_board(driver)) == "X"
    game_over(driver)
    assert driver.find_elements("css selector", ".tally"), "the tally below the board"
    # Play again (a page of its own, showing the last game's pieces fading): its first moves leave none behind.
    click_and_wait(driver, driver.switch_to.active_element)
    assert driver.find_elements("css selector", "#board .ghost")
    keep_page(driver)
    ttt_move(driver, 8)
    ttt_move(driver, 6)
    assert not driver.find_elements("css selector", "#board .ghost")


# ---- Word Search ----

def ws_start(driver, server):
    driver.get(server.url + "/wordsearch")
    driver.find_element("css selector", 'input[name="level"][value="easy"]').click()
    Select(driver.find_element("name", "list")).select_by_value("languages")
    click_and_wait(driver, driver.find_element("xpath", "//button[normalize-space()='New board']"))
    keep_page(driver)
    return stored(server, driver, "wordsearch")


def ws_move(driver, index):
    move_in_place(driver, index, f"/wordsearch?at={index}#letter", WS_PARTS)


def letter_classes(driver, index):
    return js(driver, f"return document.querySelectorAll('{CELLS}')[arguments[0]].className", index).split()


def in_view_below_the_bar(driver, index):
    return js(driver, f"""const r = document.querySelectorAll('{CELLS}')[arguments[0]].getBoundingClientRect();
        const bar = document.querySelector('.game-bar').getBoundingClientRect();
        const besideBar = r.right <= bar.left || r.left >= bar.right;
        return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth
            && (besideBar || r.top >= bar.bottom);""", index)


def find_by_taps(driver, game, word):
    cells = word_cells(game, word)
    ws_move(driver, cells[0])
    # A selection in progress, as the plain post's page shows it.
    assert "selected" in letter_classes(driver, cells[0])
    assert text(driver, "#hint").startswith("Now tap the word's last letter.")
    assert focused_cell(driver) == cells[0]
    ws_move(driver, cells[-1])
    if not driver.find_elements("id", "result"):
        assert focused_cell(driver) == cells[-1]


@pytest.mark.parametrize("name", SCREENS)
def test_word_search_plays_in_place_to_the_end(server, js_browser, name):
    driver = js_browser
    set_viewport(driver, *VIEWPORTS[name])
    game = ws_start(driver, server)
    assert js(driver, f"return [...document.querySelectorAll('{CELLS}')].every((b, i) => b.value === String(i))")
    words = len(game["placed"])
    find_by_taps(driver, game, 1)
    assert text(driver, "#counter") == f"1 of {words} found"
    assert said_announced(driver).startswith(f"Found {game['placed'][1]['word']}, ")

    # The reveal: its confirm step is a page of its own (a link); the Reveal button then plays in place, and the
    # focus goes to the word's first letter, in view, as the plain post's page puts it.
    click_and_wait(driver, driver.find_element("id", "w0"))
    keep_page(driver)
    swaps = count_swaps(driver)
    driver.find_element("id", "reveal").click()
    wait_until(lambda: answered(driver, swaps), what="the reveal")
    assert same_page(driver)
    assert address(driver) == "/wordsearch?revealed=0#letter"
    assert not driver.find_elements("id", "confirm-text")
    first = word_cells(game, 0)[0]
    assert focused_cell(driver) == first
    assert in_view_below_the_bar(driver, first)
    assert text(driver, "#hint") == f"Revealed {game['placed'][0]['word']}."
    shown, served = shown_and_served(driver, WS_PARTS)
    assert shown == served

    for word in range(2, words):
        find_by_taps(driver, game, word)
    assert text(driver, "#counter") == f"{words - 1} of {words} found"
    game_over(driver)
    assert "disco" in js(driver, "return document.getElementById('grid').className")
    assert stored(server, driver, "wordsearch")["found"] == list(range(1, words))


def test_word_search_drag_works_on_the_grid_a_move_put_in(server, js_browser):
    driver = js_browser
    set_viewport(driver, *VIEWPORTS["1366x900"])
    game = ws_start(driver, server)
    # A tap and the same letter again: a selection made and cancelled, both in place.
    start = word_cells(game, 2)[0]
    ws_move(driver, start)
    ws_move(driver, start)
    assert "selected" not in letter_classes(driver, start)
    cells = word_cells(game, 2)
    letters = driver.find_elements("css selector", CELLS)
    swaps = count_swaps(driver)
    ActionChains(driver).click_and_hold(letters[cells[0]]).move_to_element(letters[cells[-1]]).perform()
    lit = wait_until(lambda: driver.find_elements("css selector", "#grid button.dragging"), what="drag highlight")
    assert len(lit) == len(cells)
    ActionChains(driver).release().perform()
    wait_until(lambda: answered(driver, swaps), what="the drag's move")
    assert same_page(driver)
    assert address(driver) == f"/wordsearch?at={cells[-1]}#letter"
    assert text(driver, "#counter") == f"1 of {len(game['placed'])} found"
    assert stored(server, driver, "wordsearch")["found"] == [2]
    assert focused_cell(driver) == cells[-1]
    # Nothing of the drag is left for the next tap: it is a plain first letter again.
    ws_move(driver, 0)
    assert "selected" in letter_classes(driver, 0)


# ---- Both: a stale tab and a restarted server ----

def start(driver, server, kind):
    """A game of `kind` and two cells to play in it, one after the other."""
    if kind == "tictactoe":
        ttt_start(driver, server.url, "two-players")
        return 0, 4
    cells = word_cells(ws_start(driver, server), 0)
    return cells[0], cells[-1]


@pytest.mark.parametrize("kind", ["tictactoe", "wordsearch"])
def test_a_stale_tab_falls_back_to_the_full_page(server, js_browser, kind):
    driver = js_browser
    first, second = start(driver, server, kind)
    first_tab = driver.current_window_handle
    driver.switch_to.new_window("tab")
    driver.get(f"{server.url}/{kind}")
    second_tab = driver.current_window_handle
    driver.switch_to.window(first_tab)
    keep_page(driver)
    tap(driver, first)
    assert same_page(driver)
    driver.switch_to.window(second_tab)
    old = driver.find_element("tag name", "html")
    driver.find_elements("css selector", CELLS)[second].click()
    # The plain post: a new document, the game as it stands (the other tab's move), and the message.
    wait_until(lambda: replaced(old), what="the full page")
    wait_until(lambda: "older view" in text(driver, ".message-area"), what="the older-view message")
    if kind == "tictactoe":
        assert ttt_board(driver) == "X........"
    else:
        assert "selected" in letter_classes(driver, first)


@pytest.mark.parametrize("kind", ["tictactoe", "wordsearch"])
def test_a_restarted_server_leaves_the_form_working(server, js_browser, kind):
    driver = js_browser
    first, second = start(driver, server, kind)
    keep_page(driver)
    tap(driver, first)
    port = server.port
    server.stop()
    again = ServerProcess(database=server.database, extra_args=("--port", str(port))).start()
    try:
        assert again.port == port
        # The same page, untouched, plays on: in place when the server answers, else the plain post.
        tap(driver, second)
        # Nothing lost: the page after a reload shows both moves.
        driver.refresh()
        if kind == "tictactoe":
            wait_until(lambda: ttt_board(driver) == "X...O....", what="both moves kept")
        else:
            wait_until(lambda: text(driver, "#counter").startswith("1 of"), what="both moves kept")
    finally:
        again.cleanup()
