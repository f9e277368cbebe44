"""Big boards on small phones and drags that snap, in a real Chromium driven by CDP touch and mouse input
(helpers in touch_input.py).

Expert Minesweeper and Word Search Hard at 320×640 and 360×740, at the first level (one + from the fit level they open
at): the page never scrolls sideways, every column can be brought into the board's box, an edge fade says there is more, − and + zoom without JavaScript (≥ 40 px cells, kept
across moves), Expert is never transposed; with JavaScript one finger pans Minesweeper, two fingers or Pan mode pan
Word Search, a pinch zooms, and none of it posts a move. A near-miss diagonal drag finds its word. The README's phone
screenshot of a zoomed Expert is saved here."""
import json
import sqlite3

import pytest

from conftest import click_and_wait, screenshot, set_viewport, wait_until
from in_place import answered, count_swaps
from touch_input import (DESKTOP, GRID, PHONES, drag, first_level, js, mouse, pinch, settle_moves, start,
                         version_of)


# MARK: - Big boards on small phones: zoom and pan in their own box


BIG = {"minesweeper": ("expert", 30, 16), "wordsearch": ("hard", 15, 15)}

BOX = """const box = document.querySelector('.play-area .board-box'), cells = [...document.querySelectorAll('[data-grid] button')];
const r = e => e.getBoundingClientRect();"""


def geometry(driver):
    return js(driver, BOX + """
        return {page: document.scrollingElement.scrollWidth, inner: innerWidth, scroll: box.scrollWidth,
                client: box.clientWidth, left: box.scrollLeft, cell: r(cells[0]).width,
                hint: [getComputedStyle(box).getPropertyValue('--more-left'), getComputedStyle(box).getPropertyValue('--more-right')]};""")


def reachable(driver, width):
    """Every column can be brought into the box: scrolled to each end, the first and the last cell of the first row
    are fully inside it."""
    return js(driver, BOX + """
        const inside = (c) => { const a = r(c), b = r(box); return a.left >= b.left - 0.5 && a.right <= b.right + 0.5; };
        box.scrollLeft = 0; const first = inside(cells[0]);
        box.scrollLeft = box.scrollWidth; const last = inside(cells[arguments[0] - 1]);
        box.scrollLeft = 0; return first && last;""", width)


@pytest.mark.parametrize("size", ["320x640", "360x740"])
@pytest.mark.parametrize("game", list(BIG))
def test_big_boards_pan_and_zoom_in_their_box_without_javascript(server, browser, game, size):
    driver = browser
    set_viewport(driver, *PHONES[size])
    level, width, height = BIG[game]
    start(driver, server, game, level)
    first_level(driver)
    g = geometry(driver)
    assert g["page"] <= g["inner"], f"the page scrolls sideways: {g}"
    assert g["scroll"] > g["client"], f"the {width}-column board does not pan in its box: {g}"
    assert js(driver, f"return document.querySelectorAll('{GRID}').length") == width * height
    assert reachable(driver, width), "the last column cannot be brought into view"
    assert g["hint"] == ["0px", "28px"], f"no edge hint that there is more on the right: {g['hint']}"
    js(driver, "document.querySelector('.play-area .board-box').scrollLeft = 1e6")
    wait_until(lambda: geometry(driver)["hint"] == ["28px", "0px"], what="the hint on the left once scrolled")
    for _ in range(2):
        click_and_wait(driver, driver.find_element("css selector", ".zoom-button[aria-label='Bigger cells']"))
    g = geometry(driver)
    assert g["cell"] >= 40, f"zoomed cells are {g['cell']} px"
    assert g["page"] <= g["inner"] and reachable(driver, width), g
    # The zoom holds across a move (a cookie, not the address).
    click_and_wait(driver, js(driver, f"return document.querySelectorAll('{GRID}')[arguments[0]]", width + 1))
    assert geometry(driver)["cell"] >= 40
    if game == "minesweeper":
        assert not js(driver, "return matchMedia('(orientation: portrait)').matches && "
                              "document.querySelector('.field').classList.contains('wide')")
        tops = js(driver, f"return [...document.querySelectorAll('{GRID}')].slice(0, {width}).map(c => Math.round(c.getBoundingClientRect().top))")
        assert len(set(tops)) == 1, "a board row is a row on the screen in portrait too (never transposed)"


def across(driver):
    """Points from the right of the board's box to its left, along its middle row."""
    left, right, y = js(driver, BOX + "const b = r(box);"
                        "return [b.left + 20, b.right - 20, Math.min(b.top + b.height / 2, innerHeight - 60)]")
    return [(right - i * (right - left) / 8, y) for i in range(9)]


@pytest.mark.parametrize("size", ["320x640", "360x740"])
def test_one_finger_pans_minesweeper_expert_and_two_pinch_it_posting_nothing(server, js_browser, size):
    driver = js_browser
    set_viewport(driver, *PHONES[size])
    start(driver, server, "minesweeper", "expert")
    first_level(driver)
    click_and_wait(driver, js(driver, f"return document.querySelectorAll('{GRID}')[40]"))
    version = version_of(server, driver, "minesweeper")
    drag(driver, across(driver))
    wait_until(lambda: geometry(driver)["left"] > 20, what="the box to pan")
    assert settle_moves(server, driver) == version, "a pan posted a move"
    pinch(driver, *across(driver)[4])
    wait_until(lambda: geometry(driver)["cell"] >= 32, what="a pinch to zoom in")
    assert settle_moves(server, driver) == version, "a pinch posted a move"
    assert geometry(driver)["page"] <= geometry(driver)["inner"]


@pytest.mark.parametrize("size", ["320x640", "360x740"])
def test_word_search_pans_by_pan_mode_or_two_fingers_and_never_selects(server, js_browser, size):
    driver = js_browser
    set_viewport(driver, *PHONES[size])
    start(driver, server, "wordsearch", "hard")
    first_level(driver)
    click_and_wait(driver, js(driver, f"return document.querySelectorAll('{GRID}')[0]"))  # stores the game
    click_and_wait(driver, js(driver, f"return document.querySelectorAll('{GRID}')[0]"))  # and cancels that tap
    version = version_of(server, driver, "wordsearch")
    # Two fingers pan.
    drag(driver, across(driver), fingers=2)
    wait_until(lambda: geometry(driver)["left"] > 20, what="two fingers to pan the grid")
    # Pan mode: one finger pans.
    js(driver, "document.querySelector('.play-area .board-box').scrollLeft = 0")
    driver.find_element("css selector", ".pan-toggle").click()
    drag(driver, across(driver))
    wait_until(lambda: geometry(driver)["left"] > 20, what="one finger in pan mode to pan the grid")
    assert js(driver, "return !!document.querySelector('#grid .selected, #grid .dragging, #grid .sent')") is False
    assert version_of(server, driver, "wordsearch") == version, "a pan posted a move"
    # A pinch zooms in.
    driver.find_element("css selector", ".pan-toggle").click()
    pinch(driver, *across(driver)[4])
    wait_until(lambda: geometry(driver)["cell"] >= 40, what="a pinch to zoom in")
    assert version_of(server, driver, "wordsearch") == version
    assert geometry(driver)["page"] <= geometry(driver)["inner"]


def test_a_zoomed_expert_on_a_phone_for_the_readme(server, browser):
    """Expert zoomed to 40 px cells at 390×844 (a 2× screen), part-way: the README's phone screenshot
    (Tests/System/screenshots/readme-phone-minesweeper.png, copied by hand to Public/screenshot-phone-minesweeper.png)."""
    driver = browser
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
    start(driver, server, "minesweeper", "expert")
    first_level(driver)
    for _ in range(2):
        click_and_wait(driver, driver.find_element("css selector", ".zoom-button[aria-label='Bigger cells']"))
    click_and_wait(driver, js(driver, f"return document.querySelectorAll('{GRID}')[arguments[0]]", 8 * 30 + 4))
    g = geometry(driver)
    assert g["cell"] >= 40 and g["page"] <= g["inner"] and g["scroll"] > g["client"], g
    js(driver, "window.scrollTo(0, document.getElementById('play').getBoundingClientRect().top + scrollY - 8)")
    screenshot(driver, "readme-phone-minesweeper")


# MARK: - Word Search: a drag snaps

DIAGONALS = {"downRight": (1, 1), "downLeft": (-1, 1), "upRight": (1, -1), "upLeft": (-1, -1)}


def stored_wordsearch(server, driver):
    sid = driver.get_cookie("sid")["value"].split(".")[0]
    with sqlite3.connect(server.database) as db:
        row = db.execute("SELECT state FROM games WHERE session_id = ? AND kind = 'wordsearch' "
                         "ORDER BY id DESC LIMIT 1", (sid,)).fetchone()
    return json.loads(row[0]) if row else None


@pytest.mark.parametrize("pointer", ["mouse", "touch"])
def test_a_near_miss_diagonal_drag_finds_its_word(server, js_browser, pointer):
    """A drag from a diagonal word's first letter that ends one letter beside its last (one column too far) finds the
    word: the line snaps to the diagonal and to the length that reads it (before "not in a line")."""
    driver = js_browser
    set_viewport(driver, *(PHONES["390x844"] if pointer == "touch" else DESKTOP))
    for _ in range(10):  # a Hard board nearly always has a diagonal word
        start(driver, server, "wordsearch", "hard")
        click_and_wait(driver, js(driver, f"return document.querySelectorAll('{GRID}')[0]"))  # stores the game
        click_and_wait(driver, js(driver, f"return document.querySelectorAll('{GRID}')[0]"))  # and cancels that tap
        game = stored_wordsearch(server, driver)
        width = game["params"]["width"]
        words = [p for p in game["placed"] if p["direction"] in DIAGONALS
                 and 0 <= p["start"] % width + len(p["word"]) * DIAGONALS[p["direction"]][0] < width]
        if words:
            break
    placed = words[0]
    dx, dy = DIAGONALS[placed["direction"]]
    last = placed["start"] + (len(placed["word"]) - 1) * (dy * width + dx)
    beside = last + dx  # one column further: not on the word's diagonal
    points = js(driver, f"""const cells = document.querySelectorAll('{GRID}');
        cells[arguments[0]].scrollIntoView({{block: 'center'}});
        return [arguments[0], arguments[1]].map(i => {{ const r = cells[i].getBoundingClientRect();
            return [r.left + r.width / 2, r.top + r.height / 2]; }});""", placed["start"], beside)
    (x0, y0), (x1, y1) = points
    path = [(x0 + (x1 - x0) * i / 6, y0 + (y1 - y0) * i / 6) for i in range(7)]
    swaps = count_swaps(driver)
    if pointer == "mouse":
        mouse(driver, "mouseMoved", x0, y0)
        mouse(driver, "mousePressed", x0, y0, "left", 1)
        for x, y in path[1:]:
            mouse(driver, "mouseMoved", x, y, "left", 1)
        mouse(driver, "mouseReleased", x1, y1, "left", 0)
    else:
        drag(driver, path)
    wait_until(lambda: answered(driver, swaps), what="the answer to the drag")
    assert f"Found {placed['word']}!" in js(driver, "return document.getElementById('main').textContent"), \
        js(driver, "return document.getElementById('hint').textContent")
