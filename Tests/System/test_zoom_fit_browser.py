"""Big boards zoom per board, and fit the screen: Minesweeper Expert and Word Search Hard on a 360×740 phone, upright
and on its side, with JavaScript off (the − posts a form) and on (zoom.js draws it in place): they open fitted, one +
goes to the first level, and one − past it fits the whole board on the screen, width and height, clear of the sticky
bar; zooming one board leaves the other's size as it was. How they open: test_zoom_opens_fitted_browser.py."""
import pytest

from conftest import click_and_wait, set_viewport, wait_until
from touch_input import js, start

BIG = {"minesweeper": ("expert", 30, 16), "wordsearch": ("hard", 15, 15)}
SCREENS = {"360x740": (360, 740, True), "740x360": (740, 360, True)}

# The board's box, brought to the top of the screen below the bar as a move's page would put it, and where it is.
PLACE = """const grid = document.querySelector('.play-area [data-grid]'), bar = document.querySelector('.game-bar');
const landscape = innerWidth > innerHeight;
grid.scrollIntoView({block: 'start'});
const barBox = bar.getBoundingClientRect();
if (!landscape) window.scrollBy(0, -(barBox.bottom + 4));
const g = grid.getBoundingClientRect(), b = bar.getBoundingClientRect(), box = grid.closest('.board-box');
return {left: g.left, right: g.right, top: g.top, bottom: g.bottom, width: innerWidth, height: innerHeight,
        barBottom: b.bottom, barRight: b.right, landscape: landscape, pans: box.scrollWidth > box.clientWidth + 1,
        cell: document.querySelector('.play-area [data-grid] button').getBoundingClientRect().width};"""


def level_class(driver):
    return js(driver, "const g = document.querySelector('.play-area [data-grid]'); "
                      "return g.classList.contains('fitted') ? 'fitted' : "
                      "(g.className.match(/opens-fitted|zoom[1-3]/) || ['none'])[0]")


def zoom_button(driver, label):
    """The − or + shown (a board whose size was never chosen has a phone's pair and a larger screen's)."""
    return js(driver, "return [...document.querySelectorAll(`.zoom-button[aria-label='${arguments[0]}']`)]"
                      ".find(b => getComputedStyle(b).display !== 'none')", label)


def press(driver, label, javascript):
    button = zoom_button(driver, label)
    if javascript:
        before = level_class(driver)
        button.click()
        wait_until(lambda: level_class(driver) != before, what=f"{label} drawn in place")
    else:
        click_and_wait(driver, button)


def on_screen(driver):
    g = js(driver, PLACE)
    clear = g["left"] >= g["barRight"] - 0.5 if g["landscape"] else g["top"] >= g["barBottom"] - 0.5
    return (g["left"] >= -0.5 and g["right"] <= g["width"] + 0.5 and g["top"] >= -0.5
            and g["bottom"] <= g["height"] + 0.5 and clear and not g["pans"]), g


@pytest.mark.parametrize("screen", list(SCREENS))
@pytest.mark.parametrize("game", list(BIG))
@pytest.mark.parametrize("javascript", [False, True], ids=["js-off", "js-on"])
def test_the_fit_zoom_shows_the_whole_board(server, browser, js_browser, game, screen, javascript):
    driver = js_browser if javascript else browser
    set_viewport(driver, *SCREENS[screen])
    level, width, height = BIG[game]
    start(driver, server, game, level)
    assert level_class(driver) == "opens-fitted"
    press(driver, "Bigger cells", javascript)
    assert level_class(driver) == "none"
    press(driver, "Smaller cells", javascript)
    assert level_class(driver) == "fitted"
    fits, g = on_screen(driver)
    assert fits, f"{game} {level} fitted at {screen} is not all on screen: {g}"
    assert zoom_button(driver, "Smaller cells").get_attribute("disabled")
    # Kept across a reload (its cookie), and + goes back to the first level.
    driver.get(f"{server.url}/{game}")
    assert level_class(driver) == "fitted"
    press(driver, "Bigger cells", javascript)
    assert level_class(driver) == "none"


def test_zoom_is_kept_per_board(server, browser):
    driver = browser
    set_viewport(driver, 360, 740, True)
    start(driver, server, "minesweeper", "expert")
    for _ in range(3):
        press(driver, "Bigger cells", False)
    assert level_class(driver) == "zoom2"
    start(driver, server, "wordsearch", "hard")
    assert level_class(driver) == "opens-fitted", "zooming Expert zoomed Word Search Hard too"
    press(driver, "Bigger cells", False)
    assert level_class(driver) == "none"
    start(driver, server, "minesweeper", "expert")
    assert level_class(driver) == "zoom2", "Expert lost its own zoom"


@pytest.mark.parametrize("javascript", [False, True], ids=["js-off", "js-on"])
def test_the_side_bar_never_covers_the_board_tools_in_landscape(server, browser, js_browser, javascript):
    """Expert on a phone held sideways, scrolled down: the − and + (and the sound toggle, shown by play.js) are what
    a tap at their centre reaches, not the sticky bar beside the board."""
    driver = js_browser if javascript else browser
    set_viewport(driver, 740, 360, True)
    start(driver, server, "minesweeper", "expert")
    for scroll in (0, 120, 240, 10000):
        hits = js(driver, """window.scrollTo(0, arguments[0]);
            return [...document.querySelectorAll('.board-tools button')].filter(b => b.offsetParent).map(b => {
                b.scrollIntoView({block: 'nearest'});
                const r = b.getBoundingClientRect();
                const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
                return [b.getAttribute('aria-label') || b.textContent.trim(), !!hit && (hit === b || b.contains(hit))];
            });""", scroll)
        assert hits and all(reached for _, reached in hits), f"scrolled to {scroll}: {hits}"
