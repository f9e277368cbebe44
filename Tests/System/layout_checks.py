"""The layout suite's measurements and checks (Tests/System/test_layout_browser.py): one script reads a page's
geometry, the checks turn it into readable problems, collected per page so one failure lists them all."""
from selenium.common.exceptions import WebDriverException

from accessibility import COLOUR_RULES, serious_violations
from conftest import VIEWPORTS, click_and_wait, color_scheme, nth_of, screenshot, wait_until

MIN_TARGET = 24  # WCAG 2.5.8: 24 CSS px, or spacing that gives the same
SLACK = 0.5  # sub-pixel rounding of rectangles
# The contract's board container, whatever the game: a page without it has no cells to measure, and says so.
GRID = "[data-grid]"


# MARK: - The page, measured in one script

MEASURE = """
const grid = arguments[0] ? document.querySelector(arguments[0]) : null;
const box = e => { if (!e) return null; const r = e.getBoundingClientRect();
  return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height}; };
const bar = document.querySelector('.game-bar');
const boardBox = grid ? grid.closest('.board-box') : document.querySelector('.board-box');
const cells = grid ? [...grid.querySelectorAll('button')].map((b, index) => ({
  index, rect: box(b),
  playable: !b.disabled && !b.closest('fieldset:disabled') && b.getAttribute('tabindex') !== '-1'})) : [];
const nav = performance.getEntriesByType('navigation')[0];
// At the fit level (the − shown is disabled, the board fitted or opened fitted): an overview, not 24 px targets.
const smaller = [...document.querySelectorAll(".zoom-button[aria-label='Smaller cells']")]
  .find(b => getComputedStyle(b).display !== 'none');
return {
  fitLevel: !!grid && !!smaller && smaller.disabled && /(^|\\s)(opens-)?fitted(\\s|$)/.test(grid.className),
  scrollWidth: document.scrollingElement.scrollWidth, innerWidth, innerHeight,
  status: nav ? nav.responseStatus : null, path: location.pathname, dataGrid: !!document.querySelector('[data-grid]'),
  bar: bar && getComputedStyle(bar).display !== 'none' ? box(bar) : null, barPresent: !!bar,
  boardBox: boardBox ? {rect: box(boardBox), scrollWidth: boardBox.scrollWidth, clientWidth: boardBox.clientWidth,
                        overflowX: getComputedStyle(boardBox).overflowX} : null,
  cells,
  // A table wider than its box (a long name pushing columns out of a card): cut off or spilling over the
  // next card. Fine inside a box that scrolls sideways.
  wideTables: [...document.querySelectorAll('table')].map(t => {
    for (let e = t.parentElement; e && e !== document.body; e = e.parentElement)
      if (['auto', 'scroll'].includes(getComputedStyle(e).overflowX)) return null;
    const over = t.getBoundingClientRect().right - t.parentElement.getBoundingClientRect().right;
    return over > 0.5 ? {table: (t.closest('[id]') || {}).id || 'table', box: t.parentElement.className, over} : null;
  }).filter(Boolean),
};
"""

SETTLED = """
const a = document.activeElement, box = document.querySelector('.board-box');
const moving = document.getAnimations().filter(t => t instanceof CSSTransition && t.playState === 'running').length;
return [document.readyState, moving, scrollX, scrollY, a ? a.outerHTML.slice(0, 80) : '',
        box ? box.scrollLeft : 0, box ? box.scrollTop : 0].join('|');
"""


def settle(driver):
    """Waits for the page to finish loading, its transitions (a colour scheme's too) to end, and autofocus and
    the fragment to stop scrolling it: the same state read three times in a row, 30 ms apart."""
    samples = []

    def steady():
        try:
            state = driver.execute_script(SETTLED)
        except WebDriverException:  # the old document is still being swapped out
            samples.clear()
            return False
        samples.append(state)
        return state.startswith("complete|0|") and len(samples) >= 3 and len(set(samples[-3:])) == 1

    try:
        # 20 s: on a loaded machine (a build beside the tests) a page took over 10 s to read the same three times.
        wait_until(steady, timeout=20, interval=0.03, what="the page to settle")
    except AssertionError as error:
        raise AssertionError(f"{error}; last states (readyState|transitions|scroll|focus|box scroll): "
                             f"{samples[-3:]}") from None


def measure(driver, viewport, game=None):
    """The page's geometry. `width` × `height` is the screen: on an emulated phone a page too wide makes the
    layout viewport (and innerWidth) as wide as the page, so innerWidth alone would hide the overflow."""
    m = driver.execute_script(MEASURE, GRID if game else None)
    m["width"] = min(m["innerWidth"], VIEWPORTS[viewport][0])
    m["height"] = min(m["innerHeight"], VIEWPORTS[viewport][1])
    return m


class Findings:
    """Every problem of one page at one viewport, reported together."""

    def __init__(self, page, viewport):
        self.viewport = viewport
        self.where = f"{page} @ {viewport}"
        self.problems = []

    def check(self, ok, what):
        if not ok:
            self.problems.append(what)
        return ok

    def done(self):
        assert not self.problems, f"{self.where}:\n  " + "\n  ".join(self.problems)


def inside(rect, left, top, right, bottom):
    return (rect["left"] >= left - SLACK and rect["top"] >= top - SLACK
            and rect["right"] <= right + SLACK and rect["bottom"] <= bottom + SLACK)


def fmt(rect):
    return f"x {rect['left']:.0f}–{rect['right']:.0f}, y {rect['top']:.0f}–{rect['bottom']:.0f}"


# MARK: - The checks

def check_no_sideways_scroll(f, m, when):
    """scrollWidth ≤ innerWidth, and ≤ the screen's width (see measure)."""
    f.check(m["scrollWidth"] <= m["width"],
            f"{when}: the page scrolls sideways: scrollWidth {m['scrollWidth']} px on a {m['width']} px screen "
            f"(by {m['scrollWidth'] - m['width']} px)")


def check_tables(f, m, when):
    for t in m["wideTables"]:
        f.check(False, f"{when}: the table in #{t['table']} is {t['over']:.0f} px wider than its box "
                       f"(.{t['box']}), which does not scroll")


def check_bar_visible(f, m, when):
    if not f.check(m["bar"] is not None, f"{when}: no visible .game-bar"
                   + ("" if not m["barPresent"] else " (it is hidden)")):
        return
    f.check(m["bar"]["width"] > 0 and inside(m["bar"], 0, 0, m["width"], m["height"]),
            f"{when}: .game-bar not fully on screen: {fmt(m['bar'])} in a {m['width']}×{m['height']} viewport")


def pitch(centres):
    """Smallest distance between neighbouring distinct centres along one axis (inf for a single line)."""
    lines = sorted({round(c, 1) for c in centres})
    gaps = [b - a for a, b in zip(lines, lines[1:])]
    return min(gaps) if gaps else float("inf")


def check_board(f, m, when):
    """Targets of 24 px (or 24 px apart), and the board across the screen: a board too wide for 24 px targets
    beside 8 px margins (15 cells or more at 360 px; Expert's 30 in portrait, which keeps its own
    orientation instead of transposing it) may pan inside its .board-box instead, as long as the box (not the page)
    scrolls."""
    f.check(m["dataGrid"], f"{when}: no {GRID} board container")
    cells = m["cells"]
    if not f.check(cells, f"{when}: no board cells found"):
        return
    playable = [c for c in cells if c["playable"]]
    px = pitch([(c["rect"]["left"] + c["rect"]["right"]) / 2 for c in cells])
    py = pitch([(c["rect"]["top"] + c["rect"]["bottom"]) / 2 for c in cells])
    if playable:
        w = min(c["rect"]["width"] for c in playable)
        h = min(c["rect"]["height"] for c in playable)
        big_enough = min(w, h) >= MIN_TARGET - 0.01 or min(px, py) >= MIN_TARGET - 0.01
        # The one exception: a board at its fit level is an overview; check_fit_overview holds its + instead.
        m["overview"] = not big_enough and m["fitLevel"]
        f.check(big_enough or m["overview"],
                f"{when}: targets too small: smallest playable cell {w:.1f}×{h:.1f} px, pitch {px:.1f}×{py:.1f} px "
                f"(need {MIN_TARGET} px either way)")
    columns = len({round((c["rect"]["left"] + c["rect"]["right"]) / 2, 1) for c in cells})
    left = min(c["rect"]["left"] for c in cells)
    right = max(c["rect"]["right"] for c in cells)
    fits = left >= -SLACK and right <= m["width"] + SLACK
    box = m["boardBox"]
    pans = box is not None and box["scrollWidth"] > box["clientWidth"] and box["overflowX"] in ("auto", "scroll")
    # 16 columns (and 15: 360 px with no margin) cannot have 24 px targets on a 360 px screen, nor 30 on a 390 px one.
    if columns * MIN_TARGET > m["width"] - 2 * 8 and not fits:
        f.check(pans, f"{when}: a {columns}-column board is {right - left:.0f} px wide at {m['width']} px and its "
                      f".board-box does not scroll (box: {box})")
    else:
        f.check(fits and not pans,
                f"{when}: the {columns}-column board does not fit across: cells span x {left:.0f}–{right:.0f} "
                f"in {m['width']} px" + (f", .board-box pans ({box['scrollWidth']} in {box['clientWidth']} px)"
                                              if pans else ""))


def check_tapped(f, m, value, when):
    """The cell just tapped is fully on screen (and inside its board box), and not under the sticky bar:
    below it, or beside it when the screen is wider than tall (the landscape layout)."""
    cells = m["cells"]
    if not f.check(value < len(cells), f"{when}: the tapped cell {value} is gone ({len(cells)} cells)"):
        return
    cell = cells[value]
    r = cell["rect"]
    f.check(inside(r, 0, 0, m["width"], m["height"]),
            f"{when}: tapped cell {value} not fully on screen: {fmt(r)} in {m['width']}×{m['height']}")
    box = m["boardBox"]
    if box is not None and box["scrollWidth"] > box["clientWidth"]:
        f.check(inside(r, box["rect"]["left"], box["rect"]["top"], box["rect"]["right"], box["rect"]["bottom"]),
                f"{when}: tapped cell {value} cut off by its scrolled .board-box: {fmt(r)} in {fmt(box['rect'])}")
    bar = m["bar"]
    if bar is not None:
        below = r["top"] >= bar["bottom"] - SLACK
        beside = m["width"] > m["height"] and (r["left"] >= bar["right"] - SLACK
                                                        or r["right"] <= bar["left"] + SLACK)
        f.check(below or beside, f"{when}: tapped cell {value} ({fmt(r)}) is under the game bar ({fmt(bar)})"
                                 f" by {bar['bottom'] - r['top']:.0f} px")


# axe reads the markup, which is the same at every size, and colours, which dark mode changes: both are checked at a
# phone and a laptop (a size's own layout is measured by the checks above at every size).
AXE_VIEWPORTS = ("360x740", "1366x900")


def check_axe_and_shoot(f, driver, name, viewport, when):
    """axe-core in light mode and its colour rules again in dark mode, at AXE_VIEWPORTS; a screenshot of each."""
    if viewport not in AXE_VIEWPORTS:
        screenshot(driver, f"layout-{name}-{viewport}")
        return
    for scheme in ("light", "dark"):
        color_scheme(driver, scheme)
        settle(driver)
        f.check(driver.execute_script(f"return matchMedia('(prefers-color-scheme: {scheme})').matches"),
                f"{scheme} mode did not apply")
        for line in serious_violations(driver, None if scheme == "light" else COLOUR_RULES):
            f.check(False, f"{when}, {scheme}: {line}")
        screenshot(driver, f"layout-{name}-{viewport}" + ("-dark" if scheme == "dark" else ""))
    color_scheme(driver, "light")


# The + shown under the board, brought into view: whether it is enabled, on screen and what a tap at its centre hits.
BIGGER = """const b = [...document.querySelectorAll(".zoom-button[aria-label='Bigger cells']")]
  .find(e => getComputedStyle(e).display !== 'none');
if (!b) return null;
b.scrollIntoView({block: 'nearest', inline: 'nearest'});
const r = b.getBoundingClientRect(), hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
return {button: b, enabled: !b.disabled, reached: !!hit && (hit === b || b.contains(hit)),
        onScreen: r.left >= -0.5 && r.top >= -0.5 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5};"""


def check_fit_overview(f, driver, when):
    """A board at its fit level may have targets under 24 px (an overview of the whole board, by design): its + is
    then on screen, enabled, not covered (a tap at its centre reaches it), and one + gives 24 px targets. The page is
    put back as it was (the zoom cookie that + set is deleted)."""
    plus = driver.execute_script(BIGGER)
    if not f.check(plus and plus["enabled"] and plus["reached"] and plus["onScreen"],
                   f"{when}: at the fit level the + is not there to tap: "
                   + str(plus and {k: v for k, v in plus.items() if k != "button"})):
        return
    address = driver.current_url
    board = driver.find_element("css selector", ".zoom-form input[name='board']").get_attribute("value")
    click_and_wait(driver, plus["button"])
    settle(driver)
    m = measure(driver, f.viewport, True)
    playable = [c for c in m["cells"] if c["playable"]] or m["cells"]
    size = min(min(c["rect"]["width"], c["rect"]["height"]) for c in playable)
    step = min(pitch([(c["rect"]["left"] + c["rect"]["right"]) / 2 for c in m["cells"]]),
               pitch([(c["rect"]["top"] + c["rect"]["bottom"]) / 2 for c in m["cells"]]))
    f.check(size >= MIN_TARGET - 0.01 or step >= MIN_TARGET - 0.01,
            f"{when}: one + from the fit level gives {size:.1f} px cells {step:.1f} px apart, not {MIN_TARGET} px")
    driver.delete_cookie(f"zoom-{board}")
    driver.get(address)
    settle(driver)


def check_page(f, driver, name, viewport, game=None, when="first load"):
    """What every page gets: no sideways scroll, axe light and dark, screenshots; a game page also its bar
    and its board (and, at the fit level, its +)."""
    settle(driver)
    m = measure(driver, f.viewport, game)
    check_no_sideways_scroll(f, m, when)
    check_tables(f, m, when)
    if game:
        check_bar_visible(f, m, when)
        check_board(f, m, when)
    check_axe_and_shoot(f, driver, name, viewport, when)
    if game and m.get("overview"):
        check_fit_overview(f, driver, when)
    return m


def tap(f, driver, game, target, when=None):
    """A real click on a cell (by its number: the grid's buttons in reading order) or on the control a CSS
    selector finds, then the checks every tap gets."""
    value = target if isinstance(target, int) else None
    element = cell(driver, value) if value is not None else driver.find_element("css selector", target)
    click_and_wait(driver, element)
    settle(driver)
    m = measure(driver, f.viewport, game)
    when = when or f"after tapping {target}"
    check_no_sideways_scroll(f, m, when)
    check_bar_visible(f, m, when)
    if value is not None:
        check_tapped(f, m, value, when)
    return m


def cell(driver, index):
    """Cell `index` of the board: the contract's cells are the [data-grid]'s buttons in reading order."""
    return nth_of(driver, f"{GRID} button", index)
