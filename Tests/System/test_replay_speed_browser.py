"""Replays round the board, on a 360 × 740 phone and a 1366 × 900 desktop: the marks meant for text browsers (a
covered cell's "#", an empty one's "·") are in the page but not shown, with JavaScript on and off; the Tic-Tac-Toe
replay's heading takes at most two lines (the title on one); with JavaScript, Play has a speed control (1×, 2×,
4×, real buttons with aria-pressed) and no wait is longer than 1.5 s at 1× (a 17.9 s pause between two moves
included), divided by the speed; without JavaScript the step links still step through it."""
import pytest

from accessibility import serious_violations
from conftest import VIEWPORTS, click_and_wait, color_scheme, screenshot, set_viewport, nth_cell
from layout_checks import settle
from polling import wait_until
from test_replay_browser import WIN, finished_replay, latest_game, step_text

SIZES = ["360x740", "1366x900"]


def minesweeper_replay(server, driver):
    """A Minesweeper game one uncover in, its replay's address at step 1."""
    driver.get(server.url + "/minesweeper")
    click_and_wait(driver, driver.find_element("css selector", nth_cell(40, 9)))
    return f"{server.url}/minesweeper/replay/{latest_game(server, driver, 'minesweeper')}?step=1"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("javascript", [False, True])
def test_text_browser_marks_are_hidden_on_a_replay(server, browser, js_browser, size, javascript):
    driver = js_browser if javascript else browser
    width, height, mobile = VIEWPORTS[size]
    set_viewport(driver, width, height, mobile)
    driver.get(minesweeper_replay(server, driver))
    settle(driver)
    shown = driver.execute_script("return document.querySelector('.field').innerText")
    kept = driver.execute_script("return document.querySelector('.field').textContent")
    assert "#" in kept and "·" in kept, "the marks stay in the page for lynx and w3m"
    assert "#" not in shown and "·" not in shown, f"{size}: marks shown on the board: {shown[:80]!r}"


@pytest.mark.parametrize("size", SIZES)
def test_tictactoe_replay_heading_takes_two_lines_at_most(server, browser, size):
    address = finished_replay(server, browser)
    width, height, mobile = VIEWPORTS[size]
    set_viewport(browser, width, height, mobile)
    browser.get(address)
    settle(browser)
    lines = browser.execute_script("""
        const lines = e => Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight));
        const h1 = document.querySelector('.game-header h1'), level = document.querySelector('.level-line');
        return [lines(h1), lines(level), h1.getBoundingClientRect().top === level.getBoundingClientRect().top];""")
    title, level, side_by_side = lines
    assert title == 1, f"{size}: the title takes {title} lines"
    assert level == 1 and (title + (0 if side_by_side else level)) <= 2, f"{size}: {lines}"
    screenshot(browser, f"replay-heading-{size}")


def wait_of(driver):
    return driver.execute_script("const b = document.querySelector('.replay-play'); return b && b.getAttribute('data-wait')")


@pytest.mark.parametrize("size", SIZES)
def test_speed_control_and_long_pauses(server, browser, js_browser, size):
    address = finished_replay(server, browser)
    width, height, mobile = VIEWPORTS[size]
    js = js_browser
    set_viewport(js, width, height, mobile)
    # Without JavaScript: no control, and the step links still step.
    set_viewport(browser, width, height, mobile)
    browser.get(address + "?step=0")
    assert not browser.find_elements("css selector", ".replay-speed, .replay-play")
    click_and_wait(browser, browser.find_element("link text", "Next"))
    assert step_text(browser) == f"Move 1 of {len(WIN)}"

    js.get(address + "?step=0")
    speeds = js.find_elements("css selector", ".replay-speed button")
    assert [b.text for b in speeds] == ["1×", "2×", "4×"]
    assert [b.get_attribute("aria-pressed") for b in speeds] == ["true", "false", "false"]
    assert js.find_element("css selector", ".replay-speed").get_attribute("aria-label") == "Speed"
    for scheme in ("light", "dark"):
        color_scheme(js, scheme)
        assert serious_violations(js) == [], f"{size} {scheme}"
    color_scheme(js, "light")
    js.refresh()  # axe ran the page's timers as microtasks (accessibility.py): a fresh load gives them back
    overflow = js.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 1, f"{size}: {overflow}px sideways"
    screenshot(js, f"replay-speed-{size}")

    # 17.9 s between the start and the first move, as a player who walked away: 1.5 s at 1×, 375 ms at 4×.
    pause = "document.querySelectorAll('#replay-moves li')[1].setAttribute('data-at', 17900)"
    js.execute_script(pause)
    play = js.find_element("css selector", ".replay-play")
    play.click()
    assert wait_until(lambda: wait_of(js), what="the first wait") == "1500"
    play.click()  # Pause
    js.execute_script(pause)
    js.find_element("xpath", "//div[@class='replay-speed']/button[.='4×']").click()
    assert js.find_element("xpath", "//div[@class='replay-speed']/button[.='4×']").get_attribute("aria-pressed") == "true"
    js.find_element("css selector", ".replay-play").click()
    assert wait_until(lambda: wait_of(js) == "375", what="the first wait at 4×")
    # Played to the end at 4× (each real gap of this quick game a quarter of its capped wait), the speed kept.
    wait_until(lambda: step_text(js) == f"Move {len(WIN)} of {len(WIN)}", timeout=10, what="the last move at 4×")
    pressed = js.execute_script("return [...document.querySelectorAll('.replay-speed button')]"
                                ".map(b => b.getAttribute('aria-pressed'))")
    assert pressed == ["false", "false", "true"], "the speed holds across the swapped steps"
