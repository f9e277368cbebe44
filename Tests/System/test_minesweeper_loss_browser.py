"""A lost Minesweeper game shows its exploded board before its card, as Tic-Tac-Toe shows its winning line: from the
moment the page after the mine (or, with JavaScript, its parts put in place) is in, the exploded mine stays in sight
and the card stays transparent to the eye and to taps for 0.6 s; then the card comes up, with JavaScript on and off,
on phones (360 × 740, 390 × 844) and a desktop (1366 × 900), under reduced motion (the tests' default: it appears
without fading) and with motion allowed (it fades in). A finished game opened again shows its card at once."""
import time

import pytest

from conftest import set_viewport, wait_until, nth_cell
from test_minesweeper_browser import SEED, find, mines_of, stored_minesweeper, tap

SIZES = [(360, 740, True), (390, 844, True), (1366, 900, False)]

# The exploded mine: in the window, and what a tap at its centre reaches (nothing over it); and the card: its
# opacity, and whether a tap at its heading reaches it.
_SEEN = """
const mine = document.querySelector('#field .x'), overlay = document.getElementById('result');
if (!mine || !overlay) return null;
const r = mine.getBoundingClientRect(), x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
const inView = r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
const heading = document.getElementById('result-heading').getBoundingClientRect();
const atHeading = document.elementFromPoint((heading.left + heading.right) / 2, (heading.top + heading.bottom) / 2);
// How long the card has been on the page: its animations start when it is put in (their delay counts after that); one
// not started yet waits for its first frame.
const starts = overlay.getAnimations({subtree: true}).map(a => a.startTime).filter(t => t !== null);
const age = starts.length ? document.timeline.currentTime - Math.min(...starts) : 0;
// While the page cross-fades in from the last one (a view transition, motion allowed) its snapshot is what is hit.
const hit = document.elementFromPoint(x, y), fading = !!document.activeViewTransition && hit === document.documentElement;
return {mine: inView && (hit === mine || fading), age: age,
        opacity: Number(getComputedStyle(overlay).opacity), cardTakesTaps: overlay.contains(atHeading)};"""


def seen(driver):
    return driver.execute_script(_SEEN)


def lose(driver, server):
    """A shared Beginner board (a known seed), opened at e5, then a mine uncovered; returns when its answer is in."""
    driver.get(server.url + f"/minesweeper?share={SEED}&level=beginner&noguess=on")
    tap(driver, ".shared button[type='submit']")
    tap(driver, nth_cell(40, 9))
    mine = min(mines_of(stored_minesweeper(server.database)))
    tap(driver, nth_cell(mine, 9))
    return mine


def motion(driver, allowed):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
        {"name": "prefers-reduced-motion", "value": "no-preference" if allowed else "reduce"}]})


@pytest.fixture(params=[False, True], ids=["no-js", "js"])
def any_browser(request):
    return request.getfixturevalue("js_browser" if request.param else "browser")


@pytest.mark.parametrize("moving", [False, True], ids=["reduced-motion", "motion"])
@pytest.mark.parametrize("width,height,mobile", SIZES, ids=["360x740", "390x844", "1366x900"])
def test_the_exploded_mine_is_seen_before_the_card(server, any_browser, width, height, mobile, moving):
    driver = any_browser
    set_viewport(driver, width, height, mobile)
    motion(driver, moving)
    lose(driver, server)
    samples = [wait_until(lambda: seen(driver), what="the lost board")]
    # Sampled from the first look until the card is up, each sample with the card's age on the page's own clock.
    deadline = time.monotonic() + 5
    while not (samples[-1]["opacity"] == 1 and samples[-1]["cardTakesTaps"]):
        assert time.monotonic() < deadline, f"the card never came up: {samples[-3:]}"
        samples.append(seen(driver))
    before = [sample for sample in samples if sample["age"] < 600]
    assert before and before[-1]["age"] > 500, f"no look shortly before 0.6 s: {samples}"
    for sample in before:
        assert sample["mine"], f"the exploded mine is covered or out of view: {sample}"
        assert sample["opacity"] == 0 and not sample["cardTakesTaps"], f"the card came up before 0.6 s: {sample}"
    card = find(driver, "#result")
    assert "Boom!" in card.text
    fade = driver.execute_script("return getComputedStyle(document.getElementById('result')).animationDuration")
    assert (fade == "0.3s") if moving else (float(fade.rstrip("s")) < 0.001), fade
    # Its Play again held the focus all along (the page's autofocus without JavaScript, modal.js with it).
    assert driver.switch_to.active_element.text == "Play again"


def test_a_finished_game_opened_again_shows_its_card_at_once(server, browser):
    driver = browser
    set_viewport(driver, 390, 844, True)
    lose(driver, server)
    driver.get(server.url + "/minesweeper")
    # No wait: its first look already finds the card up (under reduced motion, nothing to fade).
    assert wait_until(lambda: seen(driver), what="the page")["cardTakesTaps"]
