"""Big boards open fitted on a phone until the player picks a size: Minesweeper Expert and Word Search Hard at
360×740 and 740×360, JavaScript off and on, show the whole board on the screen (clear of the sticky bar) with
the fit level's − (disabled) and + (enabled, reached by a tap at its centre); one + gives 24 px targets, and that
choice is kept for the board: its cookie wins over the default. On a desktop they open at the first level, as a
player who chose it sees them. Screenshots: zoom-opens-fitted-<game>-<screen>.png."""
import pytest

from conftest import screenshot, set_viewport
from test_zoom_fit_browser import BIG, level_class, on_screen, press, zoom_button
from touch_input import js, start

# Not the second portrait phone (390x844): its boards are laid out as the small one's.
SCREENS = {"360x740": (360, 740, True), "740x360": (740, 360, True), "1366x900": (1366, 900, False)}
PHONES = ("360x740", "740x360")

# The cells' size and their pitch (cell and gap), across and down, and whether the shown + is reached at its centre.
CELLS = """const grid = document.querySelector('.play-area [data-grid]'), cells = [...grid.querySelectorAll('button')];
const a = cells[0].getBoundingClientRect(), right = cells[1].getBoundingClientRect();
const below = cells[Number(arguments[0])].getBoundingClientRect();
return {size: Math.min(a.width, a.height), pitch: Math.min(right.left - a.left, below.top - a.top)};"""

REACHED = """const b = arguments[0];
b.scrollIntoView({block: 'nearest', inline: 'nearest'});
const r = b.getBoundingClientRect(), hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
return !!hit && (hit === b || b.contains(hit)) && r.top >= -0.5 && r.bottom <= innerHeight + 0.5;"""


def cells(driver, game):
    return js(driver, CELLS, BIG[game][1])


def targets_of_24(driver, game):
    c = cells(driver, game)
    return c["size"] >= 23.99 or c["pitch"] >= 23.99, c


@pytest.mark.parametrize("screen", list(SCREENS))
@pytest.mark.parametrize("game", list(BIG))
@pytest.mark.parametrize("javascript", [False, True], ids=["js-off", "js-on"])
def test_a_big_board_opens_fitted_on_a_phone_until_a_size_is_chosen(request, server, game, screen, javascript):
    driver = request.getfixturevalue("js_browser" if javascript else "browser")
    set_viewport(driver, *SCREENS[screen])
    level = BIG[game][0]
    start(driver, server, game, level)
    smaller, bigger = zoom_button(driver, "Smaller cells"), zoom_button(driver, "Bigger cells")
    if screen not in PHONES:
        # A desktop: the first level, its − to the fit level and its + to 32 px, as before.
        big, c = targets_of_24(driver, game)
        assert big, f"{game} {level} at {screen} opened with {c}"
        assert not smaller.get_attribute("disabled") and smaller.get_attribute("value") == "-1"
        assert bigger.get_attribute("value") == "1"
        return
    fits, g = on_screen(driver)
    assert fits, f"{game} {level} at {screen} did not open fitted: {g}"
    assert level_class(driver) == "opens-fitted"
    screenshot(driver, f"zoom-opens-fitted-{game}-{screen}")
    assert smaller.get_attribute("disabled"), "the fit level's − is disabled"
    assert not bigger.get_attribute("disabled") and js(driver, REACHED, bigger), "the + is there to tap"
    # One + gives 24 px targets, and is the board's size from now on: the cookie wins over the default.
    press(driver, "Bigger cells", javascript)
    assert level_class(driver) == "none"
    big, c = targets_of_24(driver, game)
    assert big, f"one + from the fitted {game} {level} at {screen} gave {c}"
    driver.get(f"{server.url}/{game}")
    assert level_class(driver) == "none", "the chosen size was not kept"
    assert targets_of_24(driver, game)[0]
