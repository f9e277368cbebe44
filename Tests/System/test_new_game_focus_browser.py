"""A new game puts the keyboard on its board: after Start (Minesweeper), Start a new game (Tic-Tac-Toe, Ultimate),
New board (Word Search) or the bar's New game, the page (`?started`) focuses the board's first playable cell by its
`autofocus` (Minesweeper's `?started#cell` by its fragment), in view and clear of the sticky bar, so Space or Enter plays it and an arrow or Tab moves on the board,
without JavaScript at 360 × 740, 844 × 390 and 1366 × 900, with it at the first and the last."""
import pytest

from conftest import click_and_wait, set_viewport, wait_until

SIZES = [(360, 740, True), (844, 390, True), (1366, 900, False)]

# The focused element: a cell of the board a tap can change, whole on the screen and not under the bar.
_FOCUS = """
const cell = document.activeElement, grid = cell && cell.closest('[data-grid]');
if (!grid || cell.tagName !== 'BUTTON' || cell.disabled) return {on: cell ? cell.tagName + '#' + cell.id : null};
const r = cell.getBoundingClientRect(), bar = document.querySelector('.game-bar').getBoundingClientRect();
const cells = [...grid.querySelectorAll('button')].filter(b => !b.disabled && b.hasAttribute('name'));
return {on: 'cell', index: cells.indexOf(cell), name: cell.value,
        inView: r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth,
        clearOfBar: r.top >= bar.bottom - 0.5 || r.left >= bar.right || r.right <= bar.left};"""

# Each game: its page, the setup choices, its start button, and the name of the first playable cell.
GAMES = {
    "minesweeper": ("/minesweeper", [("level", "beginner")], "Start", "a1"),
    "tictactoe": ("/tictactoe", [("mode", "computer"), ("level", "easy"), ("mark", "X")], "Start a new game", "a1"),
    "ultimatetictactoe": ("/ultimatetictactoe", [("mode", "two-players")], "Start a new game", "a1"),
    "wordsearch": ("/wordsearch", [("level", "easy")], "New board", "0"),
}


def focused(driver):
    return driver.execute_script(_FOCUS)


def on_first_cell(driver, name):
    last = []
    try:
        seen = wait_until(lambda: (lambda f: last.append(f) or (f if f["on"] == "cell" else None))(focused(driver)),
                          what="a cell focused")
    except AssertionError as error:
        state = driver.execute_script("return [document.readyState, document.hasFocus(), document.visibilityState]")
        raise AssertionError(f"{error}: the focus is on {last[-1:]} at {driver.current_url} ({state})") from None
    assert seen["name"] == name and seen["index"] == 0, seen
    assert seen["inView"] and seen["clearOfBar"], seen


# Without JavaScript at every size; with it (the same autofocus, the scripts must not take it) at a phone and a
# laptop.
CASES = [(False, size) for size in SIZES] + [(True, size) for size in SIZES if size[:2] != (844, 390)]


@pytest.mark.parametrize("javascript,size", CASES,
                         ids=[f"{'js' if js else 'no-js'}-{w}x{h}" for js, (w, h, _) in CASES])
@pytest.mark.parametrize("game", list(GAMES))
def test_a_new_game_focuses_its_board(request, server, game, javascript, size):
    driver = request.getfixturevalue("js_browser" if javascript else "browser")
    width, height, mobile = size
    set_viewport(driver, width, height, mobile)
    path, choices, button, first = GAMES[game]
    driver.get(server.url + path)
    for field, value in choices:
        driver.find_element("css selector", f".setup input[name='{field}'][value='{value}']").click()
    start = driver.find_element("xpath", f"//section[contains(@class, 'setup')]//button[normalize-space()='{button}']")
    click_and_wait(driver, start)
    # Minesweeper's focuses its cell through #cell, the fragment of every move's page, and so opens scrolled as they do.
    assert driver.current_url.endswith("?started#cell" if game == "minesweeper" else "?started"), driver.current_url
    on_first_cell(driver, first)
    # A reload of that page focuses it again; not Minesweeper's without JavaScript: as after a reload of any move's
    # page, Chromium keeps the scroll but does not focus a fragment's target again (and a target cancels autofocus).
    if game == "minesweeper" and not driver.execute_script("return !!document.querySelector('.pinch-zoom')"):
        return
    driver.refresh()
    on_first_cell(driver, first)
