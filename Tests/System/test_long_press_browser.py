"""A long press on a Minesweeper cell flags or unflags it and never uncovers it, whatever the answer replaced and
whenever the tap's click arrives: the exact sequence of a phone's touch (Chromium's touch emulation at 390×844, one
point of radius 4 and force 1 held still at the cell's centre, then lifted), on a fresh board with no move yet (the
answer to the first move replaces the whole play area) and on a board part-way, for holds of 0.45, 0.7 and 1.0 s,
each long press three times. The mines and flags come from the database."""
import time

import pytest

from conftest import set_viewport
from touch_input import CELLS, WIDTH, centre, js, settle_moves, shared_board, start, state_of, stored

# A phone's long press exactly as Chromium itself takes it, not its headless shell (see conftest.py).
FULL_CHROMIUM = True

E5 = 4 * WIDTH + 4  # the centre of a Beginner board


def long_press(driver, index, hold):
    """One finger down at the cell's centre, still for `hold` seconds (the gesture's own length), then lifted."""
    x, y = centre(driver, index)
    point = {"x": x, "y": y, "id": 1, "radiusX": 4, "radiusY": 4, "force": 1}
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [point]})
    time.sleep(hold)
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def note(driver):
    return js(driver, "const n = document.querySelector('.note'); return n ? n.textContent.trim() : ''")


def cells_of(server, driver):
    state, _ = stored(server, driver)
    return state["cells"]


def check_presses(server, driver, index, hold):
    """Three long presses on `index`: flagged, covered, flagged — never uncovered, never a note of a refused tap."""
    for expected in ("flagged", "covered", "flagged"):
        long_press(driver, index, hold)
        settle_moves(server, driver)
        stored_cells = cells_of(server, driver)
        assert state_of(driver, index) == expected, f"after a {hold} s press the cell is {state_of(driver, index)}"
        assert stored_cells[index] == ("F" if expected == "flagged" else "."), (hold, expected, stored_cells)
        assert not driver.find_elements("id", "result"), f"a {hold} s long press ended the game"
        assert "flagged" not in note(driver), f"a click went through after the long press: {note(driver)!r}"


@pytest.mark.serial  # a press's length, timed
@pytest.mark.parametrize("hold", [0.45, 0.7, 1.0])
def test_a_long_press_on_a_fresh_board_never_uncovers(server, js_browser, hold):
    driver = js_browser
    set_viewport(driver, 390, 844, True)
    start(driver, server, "minesweeper", "beginner")
    assert js(driver, f"return document.querySelectorAll('{CELLS}').length") == WIDTH * WIDTH
    check_presses(server, driver, E5, hold)


@pytest.mark.serial  # a press's length, timed
@pytest.mark.parametrize("hold", [0.45, 0.7, 1.0])
def test_a_long_press_part_way_never_uncovers(server, js_browser, hold):
    driver = js_browser
    set_viewport(driver, 390, 844, True)
    state, mines = shared_board(server, driver, first=0)
    covered = next(i for i in range(WIDTH * WIDTH) if state["cells"][i] == "." and i not in mines
                   and state_of(driver, i) == "covered")
    check_presses(server, driver, covered, hold)
    mine = next(i for i in sorted(mines) if state_of(driver, i) == "covered")
    check_presses(server, driver, mine, hold)
