"""Minesweeper by touch on a page read right to left (Arabic, picked with the footer's picker): the interface is
mirrored and the board is not. On a phone upright (390×844) and on its side (844×390), the board's first cell is at
its left and each row reads left to right, a long press flags and unflags and never uncovers, a tap uncovers, and
nothing scrolls sideways. What the cells hold comes from the database, not from their (Arabic) labels."""
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import click_and_wait, set_viewport, wait_until
from touch_input import CELLS, WIDTH, centre, js, settle_moves, shared_board, stored, touch

# A phone's long press exactly as Chromium itself takes it, not its headless shell (see conftest.py).
FULL_CHROMIUM = True

SIZES = {"390x844": (390, 844, True), "844x390": (844, 390, True)}


def pick_arabic(driver, server):
    driver.get(server.url + "/")
    Select(driver.find_element(By.ID, "language-picker")).select_by_value("ar")
    click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, ".language-picker button"))
    wait_until(lambda: js(driver, "return document.documentElement.lang") == "ar", what="the page in Arabic")


def press(driver, index, hold):
    """One finger down at the cell's centre, still for `hold` seconds, then lifted: 0.05 s is a tap."""
    x, y = centre(driver, index)
    touch(driver, "touchStart", x, y)
    time.sleep(hold)  # the gesture's own length, not a wait for anything
    touch(driver, "touchEnd")


def cell(server, driver, index):
    """The stored cell: "." covered, "F" flagged, a digit once uncovered."""
    state, _ = stored(server, driver)
    return state["cells"][index]


@pytest.mark.serial  # a press's length, timed
@pytest.mark.parametrize("size", list(SIZES))
def test_touch_play_on_an_arabic_page_keeps_the_board_left_to_right(server, js_browser, size):
    driver = js_browser
    set_viewport(driver, *SIZES[size])
    pick_arabic(driver, server)
    state, mines = shared_board(server, driver)
    assert js(driver, "return document.documentElement.dir") == "rtl"
    assert js(driver, "return getComputedStyle(document.getElementById('field')).direction") == "ltr", \
        "the board itself is not mirrored"
    row = js(driver, f"""return [...document.querySelectorAll('{CELLS}')].slice(0, {WIDTH})
        .map(b => b.getBoundingClientRect().left)""")
    assert row == sorted(row), f"the first row reads left to right: {row}"
    first_column = js(driver, f"""const cells = document.querySelectorAll('{CELLS}');
        return [0, {WIDTH}, {2 * WIDTH}].map(i => cells[i].getBoundingClientRect().top)""")
    assert first_column == sorted(first_column), "the rows go down the page"

    safe = next(i for i in range(WIDTH * WIDTH) if state["cells"][i] == "." and i not in mines
                and cell(server, driver, i) == ".")
    for expected in ("F", ".", "F", "."):
        press(driver, safe, 0.7)
        settle_moves(server, driver)
        assert cell(server, driver, safe) == expected, f"after a long press the cell is {cell(server, driver, safe)!r}"
        assert not driver.find_elements(By.ID, "result"), "a long press ended the game"
    press(driver, safe, 0.05)
    settle_moves(server, driver)
    assert cell(server, driver, safe) not in (".", "F"), "a tap uncovers"
    assert js(driver, "return document.documentElement.scrollWidth <= window.innerWidth"), "no sideways scroll"
