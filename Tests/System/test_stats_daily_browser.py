"""The statistics panel and /daily, on a 360 × 740 phone and a 1366 × 900 desktop (JavaScript off: neither page
has a script of its own). After a won Minesweeper game its page's statistics are open (still a <details> that folds)
and span the whole width of their section, the per-level table without a scrollbar of its own on a desktop and every
column, "Best time" included, in view; on a phone it stays in its box. /daily: its four boards as cards, four across
a desktop in a column of readable width, one a row on a phone, each with its game, level, state and button; no
sideways scroll and nothing serious for axe, light and dark."""
import pytest

from accessibility import serious_violations
from conftest import VIEWPORTS, click_and_wait, color_scheme, screenshot, set_viewport, wait_until
from game_state import mines_of, stored
from layout_checks import cell, settle

SIZES = ["360x740", "1366x900"]


def win_beginner(server, browser):
    """A Beginner game won by reading the mines the server stored (only the test may look)."""
    browser.get(server.url + "/minesweeper")
    assert not browser.find_elements("id", "stats"), "no panel before a finished game"
    click_and_wait(browser, cell(browser, 40))
    for _ in range(81):
        if browser.find_elements("id", "result"):
            break
        state = stored(server, browser, "minesweeper")
        mines = mines_of(state)
        safe = next(i for i, c in enumerate(state["cells"]) if c == "." and i not in mines)
        click_and_wait(browser, cell(browser, safe))
    # The card fades in (one frame under reduced motion): its text reads once it is drawn.
    wait_until(lambda: "You cleared the field!" in browser.find_element("id", "result").text, what="the win card")


def no_sideways_scroll(browser, what):
    overflow = browser.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 1, f"{what}: {overflow}px sideways"


@pytest.mark.parametrize("size", SIZES)
def test_statistics_open_and_wide(server, browser, size):
    width, height, mobile = VIEWPORTS[size]
    set_viewport(browser, 1366, 900, False)
    win_beginner(server, browser)
    set_viewport(browser, width, height, mobile)
    browser.get(server.url + "/minesweeper")
    settle(browser)
    stats = browser.find_element("id", "stats")
    assert stats.tag_name == "details" and stats.get_attribute("open") is not None, "open once there are statistics"
    assert "1 won of 1" in stats.find_element("tag name", "summary").text
    box = browser.execute_script("""
        const panel = document.getElementById('stats'), section = panel.parentElement;
        const box = panel.querySelector('.table-box'), best = [...panel.querySelectorAll('th')]
            .find(th => th.textContent === 'Best time');
        const r = e => e.getBoundingClientRect();
        return {panel: r(panel).width, section: r(section).width, scroll: box.scrollWidth, client: box.clientWidth,
                best: r(best).right, boxRight: r(box).right};""")
    if size == "1366x900":
        assert box["panel"] >= box["section"] - 1, f"the panel spans its section: {box}"
        assert box["scroll"] <= box["client"], f"no scrollbar of the table's own: {box}"
        assert box["best"] <= box["boxRight"] + 1, f"Best time in view: {box}"
    no_sideways_scroll(browser, size)
    for scheme in ("light", "dark"):
        color_scheme(browser, scheme)
        assert serious_violations(browser) == [], f"{size} {scheme}"
    color_scheme(browser, "light")
    browser.execute_script("document.getElementById('stats').scrollIntoView()")
    screenshot(browser, f"stats-open-{size}")
    # Still a <details>: its summary folds it (clicked by script: the won game's card lies over the page).
    browser.execute_script("document.querySelector('#stats summary').click()")
    assert browser.find_element("id", "stats").get_attribute("open") is None


@pytest.mark.parametrize("size", SIZES)
def test_daily_page_reads_well(server, browser, size):
    width, height, mobile = VIEWPORTS[size]
    set_viewport(browser, width, height, mobile)
    browser.get(server.url + "/daily")
    settle(browser)
    cards = browser.execute_script("""
        return [...document.querySelectorAll('.daily-boards > li')].map(li => {
            const r = li.getBoundingClientRect(), b = li.querySelector('button').getBoundingClientRect();
            return {top: r.top, left: r.left, width: r.width, game: li.querySelector('.game-name').textContent,
                    level: li.querySelector('h2').textContent, state: li.querySelector('.state').textContent,
                    button: b.bottom, buttonHeight: b.height};
        });""")
    assert [c["game"] for c in cards] == ["Minesweeper"] * 3 + ["Word Search"], cards
    assert all(c["state"] == "Not played yet" and c["buttonHeight"] >= 44 for c in cards), cards
    if size == "1366x900":
        assert len({round(c["top"]) for c in cards}) == 1, f"four across a desktop: {cards}"
        assert len({round(c["button"]) for c in cards}) == 1, "the buttons line up at the cards' foot"
        column = browser.execute_script("return document.querySelector('.daily-page').getBoundingClientRect().width")
        assert column <= 1030, f"a column of readable width: {column}"
    else:
        assert len({round(c["left"]) for c in cards}) == 1, f"one card a row on a phone: {cards}"
        assert all(c["width"] >= width - 40 for c in cards), cards
    no_sideways_scroll(browser, size)
    for scheme in ("light", "dark"):
        color_scheme(browser, scheme)
        assert serious_violations(browser) == [], f"{size} {scheme}"
        screenshot(browser, f"daily-{size}-{scheme}")
    color_scheme(browser, "light")
