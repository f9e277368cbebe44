"""Word Search's clock ticks in its game bar, as Minesweeper's does: the server's seconds, counted on by the stylesheet
(touch.css: a registered integer animated one a second, added to the digits the page sends as classes), from the
board shown, with JavaScript on and off, on a phone (360 × 740) and a desktop (1366 × 900); after a find
it goes on from the server's count, and a finished game's clock stands still. Motion is allowed here: under reduced
motion (the tests' default) the clock shows the loaded number, as Minesweeper's does."""
import pytest

from conftest import click_and_wait, set_viewport, wait_until
from game_state import stored, word_cells
from plain_http import tap_as

SIZES = [(360, 740, True), (1366, 900, False)]

# What the clock shows: the number drawn after it (the digits' classes plus the animated --tick) while it ticks,
# else its text; and whether it is in the bar, in view.
_SHOWN = """
const timer = document.getElementById('timer');
if (!timer) return null;
const after = getComputedStyle(timer, '::after'), number = name => parseInt(after.getPropertyValue(name), 10);
const ticking = after.content !== 'none' && after.content !== 'normal';
const r = timer.getBoundingClientRect();
return {seconds: ticking ? number('--k') * 1000 + number('--h') * 100 + number('--d') * 10 + number('--u') + number('--tick')
                         : parseInt(timer.textContent, 10),
        ticking: ticking, inBar: !!timer.closest('.game-bar'), inView: r.top >= 0 && r.bottom <= innerHeight};"""


def shown(driver):
    return driver.execute_script(_SHOWN)


def motion(driver):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-reduced-motion", "value": "no-preference"}]})


def ticks(driver, at_least):
    """Polls until the clock shows two seconds more than its first look, which must be `at_least`."""
    first = wait_until(lambda: shown(driver), what="the clock")
    assert first["inBar"] and first["inView"] and first["ticking"], first
    assert first["seconds"] >= at_least, first
    later = wait_until(lambda: (lambda s: s if s["seconds"] >= first["seconds"] + 2 else None)(shown(driver)),
                       timeout=6, what=f"the clock to tick on from {first}")
    assert later["seconds"] <= first["seconds"] + 4, (first, later)
    return later["seconds"]


@pytest.mark.parametrize("width,height,mobile", SIZES, ids=["360x740", "1366x900"])
def test_the_clock_ticks_from_the_board_shown_and_after_a_find(server, any_browser, width, height, mobile):
    driver = any_browser
    set_viewport(driver, width, height, mobile)
    motion(driver)
    driver.get(server.url + "/wordsearch")
    seconds = ticks(driver, 0)
    # A find: the page after it (or its parts, in place) carries the server's count, which goes on ticking. The
    # board is stored by its first tap (here a first letter, tapped again to cancel it).
    for _ in range(2):
        click_and_wait(driver, driver.find_element("css selector", "#grid button[value='0']"))
    word = word_cells(stored(server, driver, "wordsearch"), 0)
    for letter in (word[0], word[-1]):
        click_and_wait(driver, driver.find_element("css selector", f"#grid button[value='{letter}']"))
    assert "1 of" in driver.find_element("id", "counter").text
    ticks(driver, seconds)


def test_a_finished_games_clock_stands_still(server, browser):
    driver = browser
    motion(driver)
    driver.get(server.url + "/wordsearch")
    click_and_wait(driver, driver.find_element("css selector", "form.restart button"))
    game = stored(server, driver, "wordsearch")
    # Found over plain HTTP: what is checked is the finished game's page.
    for index in range(len(game["placed"])):
        for letter in (word_cells(game, index)[0], word_cells(game, index)[-1]):
            assert tap_as(server, driver, "wordsearch", letter) == 303, index
    driver.get(server.url + "/wordsearch#result")
    clock = wait_until(lambda: shown(driver), what="the clock")
    assert not clock["ticking"] and clock["inBar"], clock
    assert "ticking" not in driver.find_element("id", "timer").get_attribute("class")
