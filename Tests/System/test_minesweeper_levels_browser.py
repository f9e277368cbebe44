"""Minesweeper's built-in levels on phones (844×390, 360×740, 390×844 for some) and a desktop (1366×900), JavaScript
off unless said: no sideways page, 24 px targets, the game bar in view, the tapped cell focused (#cell, without
JavaScript) and in view after the page reloads with the board where it was, the flagged-cell slip as a note, only
playable cells as tab stops, a custom board scrolling in its box. Helpers from test_minesweeper_browser.py."""
import pytest
from selenium.webdriver.common.keys import Keys

from conftest import nth_cell, screenshot
from layout_checks import BIGGER
from test_minesweeper_browser import (autofocused, color_scheme, count, find, label, mines_of, settled, stored_minesweeper,
                                      tap)


# ---- Phones and a desktop: every built-in level fits, and the board stays put after a tap ----

LEVELS = [("beginner", 9, 9), ("intermediate", 16, 16), ("expert", 30, 16)]

# Everything the checks need from the page, measured in one go: the page's width, the bar, and each cell's
# box with whether a tap can change it (a `name`) and its tabindex.
MEASURE = """
const box = e => { const r = e.getBoundingClientRect(); return {x: r.left, y: r.top, r: r.right, b: r.bottom}; };
const bar = document.querySelector('.game-bar');
return {
  scrollWidth: document.scrollingElement.scrollWidth, innerWidth: innerWidth, innerHeight: innerHeight,
  bar: box(bar), field: box(document.getElementById('field')),
  focused: [...document.querySelectorAll('#field button')].indexOf(document.activeElement),
  active: document.activeElement.id,
  fitLevel: [...document.querySelectorAll(".zoom-button[aria-label='Smaller cells']")]
    .some(b => getComputedStyle(b).display !== 'none' && b.disabled),
  cells: [...document.querySelectorAll('#field button')].map(b => Object.assign(box(b), {
    playable: b.hasAttribute('name') && !b.disabled, tabindex: b.getAttribute('tabindex')})),
};
"""


def emulate(browser, width, height):
    """A phone (touch-sized, no scrollbars) below 1000 px wide, a desktop window above."""
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 1000})


def measure(browser):
    return settled(browser, lambda: browser.execute_script(MEASURE))


def pitch(cells):
    """The smallest step between neighbouring cells, across and down: cell plus gap."""
    def step(values):
        values = sorted({round(v, 1) for v in values})
        return min(b - a for a, b in zip(values, values[1:]))
    return min(step(c["x"] for c in cells), step(c["y"] for c in cells))


def inside(rect, page):
    return rect["x"] >= 0 and rect["y"] >= 0 and rect["r"] <= page["innerWidth"] and rect["b"] <= page["innerHeight"]


def overlaps(a, b):
    return a["x"] < b["r"] and b["x"] < a["r"] and a["y"] < b["b"] and b["y"] < a["b"]


def check_page(page, width, height, columns, where, browser=None):
    """What every Minesweeper page must give a player at this size."""
    assert page["scrollWidth"] <= page["innerWidth"], f"{where}: the page scrolls sideways"
    assert inside(page["bar"], page), f"{where}: the game bar is off screen: {page['bar']}"
    playable = [c for c in page["cells"] if c["playable"]]
    step = pitch(page["cells"])
    least = 24
    if page["fitLevel"] and step < least - 0.01:
        # The one exception: a board opened fitted on a phone is an overview of the whole board, its + on screen
        # and uncovered (one tap to 24 px targets: test_zoom_opens_fitted_browser.py and the layout suite).
        assert all(c["x"] >= -0.5 and c["r"] <= page["innerWidth"] + 0.5 for c in page["cells"]), \
            f"{where}: fitted, yet wider than the screen"
        if browser is not None:
            plus = browser.execute_script(BIGGER)
            assert plus and plus["enabled"] and plus["reached"] and plus["onScreen"], f"{where}: the + is out of reach"
    else:
        # 24 px targets everywhere; a 16-wide board on a 360 px phone pans inside its box instead (never the page).
        assert step >= least - 0.01, f"{where}: cell pitch {step:.2f} px"
        assert all(c["r"] - c["x"] >= least - 2.01 for c in playable), f"{where}: a playable cell is too small"
    # Only the cells a tap can change are tab stops.
    for c in page["cells"]:
        assert (c["tabindex"] is None) == (c["playable"] or not any(p["playable"] for p in page["cells"])), \
            f"{where}: a cell's tabindex is {c['tabindex']!r}, playable {c['playable']}"
    return step


def below_bar(rect, bar):
    """Clear of the sticky bar: under it where the bar is above the board, beside it on a landscape phone."""
    side_by_side = rect["x"] >= bar["r"] or rect["r"] <= bar["x"]
    return side_by_side or rect["y"] >= bar["b"] - 0.01


def check_tapped(browser, index, where):
    """After a tap the page is back at the play area, without JavaScript: the #cell fragment has focused the
    tapped cell, whole, on screen and clear of the bar, and the bar is at the top."""
    assert browser.current_url.endswith("#cell"), browser.current_url
    page = measure(browser)
    rect = page["cells"][index]
    assert page["focused"] == index and page["active"] == "cell", f"{where}: the focus is on cell {page['focused']}"
    assert inside(rect, page), f"{where}: tapped cell {index} at {rect} is not fully on screen"
    assert below_bar(rect, page["bar"]), f"{where}: tapped cell {index} at {rect} is under the bar {page['bar']}"
    assert page["bar"]["y"] >= -0.5 and page["bar"]["y"] <= 1, f"{where}: the bar is not at the top: {page['bar']}"
    return page, rect


def start(browser, server, level):
    browser.get(server.url + "/minesweeper")
    # The last level's board may have been won by the taps: its result then covers the setup on a phone, and a
    # player closes it ("See the board") to pick another level, as this does.
    # The card fades in (after a short delay): waited for, or a click on the level lands on it when it shows.
    results = browser.find_elements("id", "result")
    if results:
        settled(browser, results[0].is_displayed)
        settled(browser, lambda: find(browser, "#result .overlay-close").click() or True)
        settled(browser, lambda: not results[0].is_displayed())
    settled(browser, lambda: find(browser, f"#new-game input[name='level'][value='{level}']").click() or True)
    tap(browser, "#new-game button[type='submit']")


def safe_cell_near(database, width, target):
    """The covered cell without a mine nearest to `target` (by board row and column)."""
    state = stored_minesweeper(database)
    mines = mines_of(state)
    covered = [i for i, mark in enumerate(state["cells"]) if mark == "." and i not in mines]
    row, column = divmod(target, width)
    return min(covered, key=lambda i: abs(i // width - row) + abs(i % width - column))


# Not the second portrait phone (390x844), which lays the boards out as the small one does.
LEVEL_VIEWPORTS = [(844, 390), (360, 740), (1366, 900)]


@pytest.mark.parametrize("width,height", LEVEL_VIEWPORTS, ids=[f"{w}x{h}" for w, h in LEVEL_VIEWPORTS])
def test_every_level_fits_and_stays_put(server, browser, width, height):
    emulate(browser, width, height)
    report = []
    for level, columns, rows in LEVELS:
        start(browser, server, level)
        where = f"{level} at {width}×{height}"
        assert count(browser, "#field button") == columns * rows
        step = check_page(measure(browser), width, height, columns, where + ", fresh", browser)
        if width == 360 and level != "beginner":
            screenshot(browser, f"minesweeper-{level}-{width}x{height}-fresh")

        # The first tap in the far corner, then safe cells near the other three corners and the middle: each
        # time the page reloads at the play area with the tapped cell focused, in view, clear of the bar, and
        # the board exactly where it was.
        taps, tops = [], []
        for corner in (columns * rows - 1, 0, columns - 1, (rows - 1) * columns, rows // 2 * columns + columns // 2):
            cell = corner if not taps else safe_cell_near(server.database, columns, corner)
            tap(browser, nth_cell(cell, columns))
            if browser.find_elements("id", "result"):
                break  # won already: the overlay has the focus
            page, rect = check_tapped(browser, cell, f"{where}, tap on {cell}")
            taps.append(f"{cell} at ({rect['x']:.0f}, {rect['y']:.0f})")
            tops.append((page["field"]["x"], page["field"]["y"]))
            assert autofocused(browser).startswith(f"Row {cell // columns + 1}, column {cell % columns + 1},")
        # The toggles get the focus back too, and leave the board where it was.
        for toggle in ("flag-mode", "flag-mode", "marks", "marks"):
            if browser.find_elements("id", "result"):
                break
            tap(browser, f"#{toggle}")
            toggled = measure(browser)
            assert toggled["active"] == toggle, f"{where}: after {toggle} the focus is on {toggled['active']!r}"
            assert browser.current_url.endswith(f"#{toggle}")
            tops.append((toggled["field"]["x"], toggled["field"]["y"]))
        assert len(tops) >= 2, f"{where}: won before a second tap"
        # A board wider than the screen pans sideways in its box to show the tapped cell, and one taller than the
        # screen under the bar scrolls to show it; otherwise the board stays put.
        if page["field"]["b"] - page["field"]["y"] + page["bar"]["b"] - page["bar"]["y"] <= page["innerHeight"]:
            assert max(y for _, y in tops) - min(y for _, y in tops) <= 0.5, f"{where}: the board moved: {tops}"
        if page["field"]["r"] - page["field"]["x"] <= page["innerWidth"]:
            assert max(x for x, _ in tops) - min(x for x, _ in tops) <= 0.5, f"{where}: the board moved: {tops}"
        check_page(page, width, height, columns, where + ", part-way")
        report.append(f"{level}: pitch {step:.1f} px, board at ({tops[0][0]:.1f}, {tops[0][1]:.1f}) after "
                      f"{len(tops)} taps, taps " + ", ".join(taps))
        screenshot(browser, f"minesweeper-{level}-{width}x{height}")
    print(f"{width}×{height}: " + "; ".join(report))
    color_scheme(browser, "dark")
    screenshot(browser, f"minesweeper-expert-{width}x{height}-dark")
    color_scheme(browser, "light")


@pytest.mark.parametrize("width,height", [(390, 844), (844, 390)], ids=["portrait", "landscape"])
def test_a_tap_on_a_flag_is_a_note_by_the_board(server, browser, width, height):
    emulate(browser, width, height)
    start(browser, server, "expert")
    tap(browser, nth_cell(0, 30))
    flagged = safe_cell_near(server.database, 30, 479)
    tap(browser, ".mode-toggle")
    tap(browser, nth_cell(flagged, 30))
    assert label(browser, flagged).endswith("flagged")
    tap(browser, ".mode-toggle")
    tap(browser, nth_cell(flagged, 30))

    # The game page again (200, not a 4xx at the POST's address), the note beside or under the bar.
    assert browser.current_url.endswith(f"/minesweeper?at={flagged}&note=flagged#cell")
    status = browser.execute_script("return performance.getEntriesByType('navigation')[0].responseStatus")
    assert status == 200
    note = find(browser, ".play-area .board-note")
    assert note.text == "That cell is flagged: remove the flag first."
    assert note.get_attribute("data-announce") is not None
    assert not browser.find_elements("css selector", ".flash.error")
    page, _ = check_tapped(browser, flagged, f"flag slip at {width}×{height}")
    rect = browser.execute_script("const r = arguments[0].getBoundingClientRect(); return {x: r.left, y: r.top, r: r.right, b: r.bottom}", note)
    assert inside(rect, page), rect
    assert below_bar(rect, page["bar"]), f"the note {rect} is under the bar {page['bar']}"
    print(f"slip at {width}×{height}: note at y {rect['y']:.1f}–{rect['b']:.1f}, board at y {page['field']['y']:.1f}, "
          f"cell {flagged} at y {page['cells'][flagged]['y']:.1f}")
    assert label(browser, flagged).endswith("flagged")
    screenshot(browser, f"minesweeper-slip-{width}x{height}")


def test_tab_crosses_only_playable_cells(server, browser):
    emulate(browser, 390, 844)
    start(browser, server, "intermediate")
    tap(browser, nth_cell(136, 16))
    playable = set(browser.execute_script(
        "return [...document.querySelectorAll('#field button')].map((b, i) => b.hasAttribute('name') ? i : -1).filter(i => i >= 0)"))
    assert 0 < len(playable) < 256
    # From the first cell, Tab visits playable cells only, in board order.
    browser.execute_script("document.querySelector('#field button[name]').focus()")
    seen = []
    for _ in range(40):
        index = browser.execute_script("return [...document.querySelectorAll('#field button')].indexOf(document.activeElement)")
        assert index in playable, f"Tab reached cell {index}, which a tap cannot change"
        seen.append(index)
        browser.switch_to.active_element.send_keys(Keys.TAB)
    assert seen == sorted(seen)
    assert seen == sorted(playable)[:40]


def test_custom_board_scrolls_in_its_box_with_the_bar_in_view(server, browser):
    emulate(browser, 390, 844)
    browser.get(server.url + "/minesweeper")
    settled(browser, lambda: find(browser, "input[name='level'][value='custom']").click() or True)
    for name, value in (("width", "50"), ("height", "30"), ("mines", "200")):
        field = find(browser, f"input[name='{name}']")
        field.clear()
        field.send_keys(value)
    tap(browser, "#new-game button[type='submit']")
    # It opens fitted on a phone: one + gives the first level, 24 px targets, the board panning in its box.
    tap(browser, ".zoom-button.on-phone[aria-label='Bigger cells']")
    tap(browser, nth_cell(775, 50))
    page = measure(browser)
    assert page["scrollWidth"] <= page["innerWidth"]
    assert pitch(page["cells"]) >= 24 - 0.01
    box = browser.execute_script("const b = document.querySelector('.board-box'); return [b.scrollWidth, b.clientWidth]")
    assert box[0] > box[1], "the board pans inside its box"
    browser.execute_script("window.scrollBy(0, 600)")
    assert inside(measure(browser)["bar"], page), "the sticky bar stays in view"
    screenshot(browser, "minesweeper-custom-50x30-390x844")


@pytest.mark.parametrize("width,height", [(390, 844), (844, 390)], ids=["portrait", "landscape"])
def test_with_javascript_the_tapped_cell_keeps_the_focus_too(server, js_browser, width, height):
    """With the scripts, a move is made in place (moves.js): the page does not scroll, the board does not move, the
    tapped cell keeps the focus, whole and clear of the bar, and play.js keeps it the board's one tab stop."""
    browser = js_browser
    emulate(browser, width, height)
    start(browser, server, "expert")
    tops = []
    for corner in (0, 479, 29):
        cell = corner if not tops else safe_cell_near(server.database, 30, corner)
        tap(browser, nth_cell(cell, 30))
        where = f"JavaScript on, {width}×{height}, tap on {cell}"
        page = settled(browser, lambda: (lambda p: p if p["focused"] == cell else None)(measure(browser)))
        rect = page["cells"][cell]
        assert inside(rect, page), f"{where}: tapped cell at {rect} is not fully on screen"
        assert below_bar(rect, page["bar"]), f"{where}: tapped cell at {rect} is under the bar {page['bar']}"
        assert "#cell" in browser.current_url and f"at={cell}" in browser.current_url, browser.current_url
        # Once play.js has run, the focused cell is the board's one tab stop.
        settled(browser, lambda: browser.execute_script("return document.activeElement.tabIndex === 0"))
        tops.append(page["field"]["y"])
    # That the tapped cell does not move at all (0 px) is measured in test_moves_browser.py; here the test brings
    # each cell clear of the bar before tapping it, which scrolls.
