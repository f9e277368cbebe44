"""Without JavaScript the first Minesweeper tap does not move the board under the player's finger: a new game (Start,
or the bar's New game after a game) opens scrolled as a move's page is (its first cell is `#cell`, the fragment every
move's page has; the title screen and the menu link there too), so the tapped cell is at the same place on the
screen before the first tap and after it (within 2 px), and after the next one. Beginner and Expert, on a 360×740 phone and a 1366×900 desktop."""
import pytest

from conftest import click_and_wait, nth_of, set_viewport, wait_until
from game_state import mines_of, stored
from layout_checks import settle
from touch_input import gone

SCREENS = {"360x740": (360, 740, True), "1366x900": (1366, 900, False)}
LEVELS = {"beginner": (9, 9), "expert": (30, 16)}

WHERE = """const b = document.querySelectorAll('#field button')[arguments[0]].getBoundingClientRect();
return {x: b.left, y: b.top, scrollY: scrollY};"""


def where(driver, index):
    return driver.execute_script(WHERE, index)


def tap_in_place(driver, index, what):
    """Taps cell `index`; it must be where it was on the screen when the next page has settled."""
    settle(driver)
    before = where(driver, index)
    click_and_wait(driver, nth_of(driver, "#field button", index))
    settle(driver)
    after = where(driver, index)
    assert abs(after["x"] - before["x"]) <= 2 and abs(after["y"] - before["y"]) <= 2, \
        f"{what}: cell {index} moved from {before} to {after}"
    return after


def start_with_the_form(driver, server, level):
    """The setup's own radio and Start button, clicked as a player does."""
    driver.get(f"{server.url}/minesweeper")
    settle(driver)
    driver.find_element("css selector", f"#new-game input[name='level'][value='{level}']").click()
    click_and_wait(driver, driver.find_element("css selector", "#new-game button[type='submit']"))


def safe_covered(server, driver, near):
    state = stored(server, driver, "minesweeper")
    mines = mines_of(state)
    covered = [i for i, c in enumerate(state["cells"]) if c == "." and i not in mines]
    return min(covered, key=lambda i: abs(i - near)) if covered else None


@pytest.mark.parametrize("screen", list(SCREENS))
@pytest.mark.parametrize("level", list(LEVELS))
def test_the_first_tap_leaves_the_board_where_it_was(server, browser, level, screen):
    driver = browser
    set_viewport(driver, *SCREENS[screen])
    width, height = LEVELS[level]
    middle = height // 2 * width + width // 2
    what = f"{level} at {screen}"

    start_with_the_form(driver, server, level)
    tap_in_place(driver, middle, f"{what}, the first tap after Start")
    second = safe_covered(server, driver, width * height - 1)
    if second is not None and not driver.find_elements("id", "result"):
        tap_in_place(driver, second, f"{what}, the second tap")

    # Lost on purpose, then the bar's New game (the same level): its first tap stays put too.
    if not driver.find_elements("id", "result"):
        mine = min(mines_of(stored(server, driver, "minesweeper")))
        click_and_wait(driver, nth_of(driver, "#field button", mine))
    # Sent by script: the loss card fades in over the board 0.6 s after the mine (the bar's form is what is measured).
    old = driver.find_element("tag name", "html")
    driver.execute_script("document.querySelector('.game-bar .bar-new').requestSubmit()")
    wait_until(lambda: gone(old), what="the bar's new game")
    settle(driver)
    tap_in_place(driver, middle, f"{what}, the first tap after the bar's New game")


@pytest.mark.parametrize("screen", list(SCREENS))
def test_the_first_tap_after_the_menu_leaves_the_board_where_it_was(server, browser, screen):
    """A first visit from the title screen's card (and the menu, the same address): a board only shown, no game yet."""
    driver = browser
    set_viewport(driver, *SCREENS[screen])
    driver.get(server.url + "/")
    card = driver.find_element("css selector", "a.big-minesweeper")
    href = card.get_attribute("href")
    assert href.endswith("/minesweeper?started#cell")
    click_and_wait(driver, card)
    assert driver.find_element("css selector", "nav a[aria-current='page']").get_attribute("href") == href
    tap_in_place(driver, 40, f"Beginner at {screen}, the first tap after the title screen")
