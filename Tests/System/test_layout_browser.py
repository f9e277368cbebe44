"""Issue 15: every page on a phone (portrait, landscape, a small one) and a laptop, JavaScript off.

For the title, each game at each built-in level (fresh and part-way), the leaderboard with a 24-letter name
without spaces, and the error pages: no sideways page scroll; no table wider than its box (unless the box
scrolls); cells of at least 24 px (or 24 px apart) and the board across the screen (at 360 px a board 16 cells
wide may pan in its own box); the game bar on screen at first load and after every tap; the tapped cell fully
on screen and clear of the sticky bar; a tap on a flagged cell answered with the game and a note; axe-core
finds nothing serious in light or dark mode; screenshots of each page at each viewport
(Tests/System/screenshots/layout-<page>-<viewport>[-dark].png).

One server and one browser serve the whole module. A test collects every problem of its page before failing,
so a failure lists all that is left to do on that page at that viewport."""
import json
import sqlite3

import pytest
from selenium.common.exceptions import WebDriverException

from accessibility import COLOUR_RULES, serious_violations
from conftest import VIEWPORTS, click_and_wait, color_scheme, screenshot, set_viewport, wait_until

LONG_NAME = "W" * 24  # the longest name allowed, in the widest letter, with no space to break at
MIN_TARGET = 24  # WCAG 2.5.8: 24 CSS px, or spacing that gives the same
SLACK = 0.5  # sub-pixel rounding of rectangles
TTT_LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
# The contract's board container is [data-grid]; these are the boards' ids before it, so that a page without
# the attribute still gets measured (and the missing attribute is reported).
LEGACY_GRIDS = {"minesweeper": "#field", "wordsearch": "#grid", "tictactoe": "#board"}


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
return {
  scrollWidth: document.scrollingElement.scrollWidth, innerWidth, innerHeight,
  status: nav ? nav.responseStatus : null, path: location.pathname, dataGrid: !!document.querySelector('[data-grid]'),
  bar: bar && getComputedStyle(bar).display !== 'none' ? box(bar) : null, barPresent: !!bar,
  boardBox: boardBox ? {rect: box(boardBox), scrollWidth: boardBox.scrollWidth, clientWidth: boardBox.clientWidth,
                        overflowX: getComputedStyle(boardBox).overflowX} : null,
  cells, overlay: !!document.querySelector('#result'),
  // A table wider than its box (a long name pushing columns out of a card): cut off or spilling over the
  // next card. Fine inside a box that scrolls sideways.
  wideTables: [...document.querySelectorAll('table')].map(t => {
    for (let e = t.parentElement; e && e !== document.body; e = e.parentElement)
      if (['auto', 'scroll'].includes(getComputedStyle(e).overflowX)) return null;
    const over = t.getBoundingClientRect().right - t.parentElement.getBoundingClientRect().right;
    return over > 0.5 ? {table: (t.closest('[id]') || {}).id || 'table', box: t.parentElement.className, over} : null;
  }).filter(Boolean),
  dark: matchMedia('(prefers-color-scheme: dark)').matches,
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

    wait_until(steady, timeout=10, interval=0.03, what="the page to settle")


def measure(driver, viewport, game=None):
    """The page's geometry. `width` × `height` is the screen: on an emulated phone a page too wide makes the
    layout viewport (and innerWidth) as wide as the page, so innerWidth alone would hide the overflow."""
    grid = None
    if game:
        grid = "[data-grid]" if driver.find_elements("css selector", "[data-grid]") else LEGACY_GRIDS[game]
    m = driver.execute_script(MEASURE, grid)
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
    """Targets of 24 px (or 24 px apart), and the board across the screen: at 360 px a board too wide for
    24 px targets beside 8 px margins (15 cells or more) may pan inside its .board-box instead, as long as the
    box (not the page) scrolls."""
    f.check(m["dataGrid"], f"{when}: no [data-grid] board container (measured the board by its id instead)")
    cells = m["cells"]
    if not f.check(cells, f"{when}: no board cells found"):
        return
    playable = [c for c in cells if c["playable"]]
    px = pitch([(c["rect"]["left"] + c["rect"]["right"]) / 2 for c in cells])
    py = pitch([(c["rect"]["top"] + c["rect"]["bottom"]) / 2 for c in cells])
    if playable:
        w = min(c["rect"]["width"] for c in playable)
        h = min(c["rect"]["height"] for c in playable)
        f.check(min(w, h) >= MIN_TARGET - 0.01 or min(px, py) >= MIN_TARGET - 0.01,
                f"{when}: targets too small: smallest playable cell {w:.1f}×{h:.1f} px, pitch {px:.1f}×{py:.1f} px "
                f"(need {MIN_TARGET} px either way)")
    columns = len({round((c["rect"]["left"] + c["rect"]["right"]) / 2, 1) for c in cells})
    left = min(c["rect"]["left"] for c in cells)
    right = max(c["rect"]["right"] for c in cells)
    fits = left >= -SLACK and right <= m["width"] + SLACK
    box = m["boardBox"]
    pans = box is not None and box["scrollWidth"] > box["clientWidth"] and box["overflowX"] in ("auto", "scroll")
    # 16 columns (and 15: 360 px with no margin) cannot have 24 px targets on a 360 px screen.
    if f.viewport == "360x740" and columns * MIN_TARGET > m["width"] - 2 * 8 and not fits:
        f.check(pans, f"{when}: a {columns}-column board is {right - left:.0f} px wide at 360 px and its "
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


def check_axe_and_shoot(f, driver, name, viewport, when):
    """axe-core in light mode, its colour rules again in dark mode, with a screenshot of each."""
    for scheme in ("light", "dark"):
        color_scheme(driver, scheme)
        settle(driver)
        f.check(driver.execute_script(f"return matchMedia('(prefers-color-scheme: {scheme})').matches"),
                f"{scheme} mode did not apply")
        for line in serious_violations(driver, None if scheme == "light" else COLOUR_RULES):
            f.check(False, f"{when}, {scheme}: {line}")
        screenshot(driver, f"layout-{name}-{viewport}" + ("-dark" if scheme == "dark" else ""))
    color_scheme(driver, "light")


def check_page(f, driver, name, viewport, game=None, when="first load"):
    """What every page gets: no sideways scroll, axe light and dark, screenshots; a game page also its bar
    and its board."""
    settle(driver)
    m = measure(driver, f.viewport, game)
    check_no_sideways_scroll(f, m, when)
    check_tables(f, m, when)
    if game:
        check_bar_visible(f, m, when)
        check_board(f, m, when)
    check_axe_and_shoot(f, driver, name, viewport, when)
    return m


def tap(f, driver, game, target, when=None):
    """A real click on a cell (by its number: the grid's buttons in reading order) or on the control a CSS
    selector finds, then the checks every tap gets."""
    value = target if isinstance(target, int) else None
    element = cell(driver, game, value) if value is not None else driver.find_element("css selector", target)
    click_and_wait(driver, element)
    settle(driver)
    m = measure(driver, f.viewport, game)
    when = when or f"after tapping {target}"
    check_no_sideways_scroll(f, m, when)
    check_bar_visible(f, m, when)
    if value is not None:
        check_tapped(f, m, value, when)
    return m


def cell(driver, game, index):
    """Cell `index` of the board: the contract's cells are the [data-grid]'s buttons in reading order."""
    grid = "[data-grid]" if driver.find_elements("css selector", "[data-grid]") else LEGACY_GRIDS[game]
    return driver.find_elements("css selector", f"{grid} button")[index]


# MARK: - Fixtures

@pytest.fixture(scope="module")
def site(module_server, module_browser):
    """The module's server and browser, with a name of 24 letters and no space on the Minesweeper and
    Tic-Tac-Toe boards, given the way a player gives one: win, then type it into the win overlay's prompt."""
    driver = module_browser
    set_viewport(driver, *VIEWPORTS["1366x900"])
    win_minesweeper_beginner(module_server, driver)
    name_the_result(driver)
    win_tictactoe_medium(driver, module_server)
    name_the_result(driver)
    return module_server, driver


@pytest.fixture(params=list(VIEWPORTS))
def viewport(request, site):
    _, driver = site
    set_viewport(driver, *VIEWPORTS[request.param])
    color_scheme(driver, "light")
    return request.param


# MARK: - What the tests read from the server's database (a player could not)

def session_id(driver):
    return driver.get_cookie("sid")["value"].split(".")[0]


def stored(server, driver, kind):
    with sqlite3.connect(server.database) as db:
        row = db.execute("SELECT state FROM games WHERE session_id = ? AND kind = ? ORDER BY id DESC LIMIT 1",
                         (session_id(driver), kind)).fetchone()
    assert row is not None, f"no {kind} game stored"
    return json.loads(row[0])


def mines_of(state):
    # Cell i is bit i % 4 of hex digit i / 4.
    digits = state.get("mines") or ""
    return {i for i in range(len(state["cells"])) if i // 4 < len(digits) and int(digits[i // 4], 16) >> (i % 4) & 1}


WS_STEPS = {"right": (1, 0), "left": (-1, 0), "down": (0, 1), "up": (0, -1),
            "downRight": (1, 1), "downLeft": (-1, 1), "upRight": (1, -1), "upLeft": (-1, -1)}


def word_cells(game, index):
    placed = game["placed"][index]
    dx, dy = WS_STEPS[placed["direction"]]
    step = dy * game["params"]["width"] + dx
    return [placed["start"] + i * step for i in range(len(placed["word"]))]


# MARK: - Starting games through their setup forms

def start(driver, server, game, choices):
    """Starts a game with the page's own New game form. Choosing and sending it is not what these tests
    measure, so a script does it: the last game's overlay or a sticky bar may cover the form."""
    driver.get(f"{server.url}/{game}")
    settle(driver)
    old = driver.find_element("tag name", "html")
    driver.execute_script("""
        const [game, choices] = arguments;
        const form = [...document.querySelectorAll(`form[action='/${game}/new']`)]
            .find(f => Object.keys(choices).every(name => f.querySelector(`input[name='${name}']`)));
        for (const [name, value] of Object.entries(choices))
            form.querySelector(`input[name='${name}'][value='${value}']`).checked = true;
        form.requestSubmit();""", game, choices)
    wait_until(lambda: not _alive(old), what=f"the new {game} game")
    settle(driver)


def win_minesweeper_beginner(server, driver):
    start(driver, server, "minesweeper", {"level": "beginner"})
    click_and_wait(driver, cell(driver, "minesweeper", 40))
    for _ in range(81):
        if driver.find_elements("id", "result"):
            break
        state = stored(server, driver, "minesweeper")
        mines = mines_of(state)
        safe = next(i for i, c in enumerate(state["cells"]) if c == "." and i not in mines)
        click_and_wait(driver, cell(driver, "minesweeper", safe))
    assert driver.find_elements("id", "ranking-name"), "a Beginner win offers a place on the leaderboard"


def name_the_result(driver):
    settle(driver)
    field = driver.find_element("id", "ranking-name")
    wait_until(field.is_displayed, what="the name prompt to show")
    field.clear()
    field.send_keys(LONG_NAME)
    click_and_wait(driver, driver.find_element("css selector", ".name-form button[type='submit']"))
    settle(driver)
    assert LONG_NAME in driver.page_source


def ttt_winner(board):
    for a, b, c in TTT_LINES:
        if board[a] != "." and board[a] == board[b] == board[c]:
            return board[a]
    return None


def medium_replies(board):
    """Medium's answers as (square, probability): win, else block, else one time in five any free square,
    otherwise the centre, else a corner (Sources/TicTacToe/ComputerPlayer.swift)."""
    free = [i for i in range(9) if board[i] == "."]

    def completing(mark):
        return [i for i in free if ttt_winner(board[:i] + mark + board[i + 1:]) == mark]

    forced = completing("O") or completing("X")
    if forced:
        return [(i, 1 / len(forced)) for i in forced]
    usual = [4] if board[4] == "." else ([i for i in (0, 2, 6, 8) if board[i] == "."] or free)
    odds = {i: 0.2 / len(free) for i in free}
    for i in usual:
        odds[i] += 0.8 / len(usual)
    return list(odds.items())


def win_chance(board, memo={}):  # noqa: B006 (a cache on purpose)
    """X's best chance to win against Medium from `board`, X to move; with the square that gives it."""
    if board in memo:
        return memo[board]
    best = (-1.0, None)
    for i in (i for i in range(9) if board[i] == "."):
        after = board[:i] + "X" + board[i + 1:]
        if ttt_winner(after) == "X":
            chance = 1.0
        elif "." not in after:
            chance = 0.0
        else:
            chance = 0.0
            for j, p in medium_replies(after):
                answered = after[:j] + "O" + after[j + 1:]
                if ttt_winner(answered) != "O" and "." in answered:
                    chance += p * win_chance(answered)[0]
        if chance > best[0]:
            best = (chance, i)
    memo[board] = best
    return best


def ttt_board(driver):
    grid = "[data-grid]" if driver.find_elements("css selector", "[data-grid]") else LEGACY_GRIDS["tictactoe"]
    marks = [(b.text.strip() or ".")[:1] for b in driver.find_elements("css selector", f"{grid} button")]
    return "".join(mark if mark in "XO" else "." for mark in marks)


def win_tictactoe_medium(driver, server):
    """Plays X against Medium, the move with the best chance each time, until a game is won (each game is
    won about four times in five)."""
    for _ in range(12):
        start(driver, server, "tictactoe", {"mode": "computer", "level": "medium", "mark": "X"})
        while not driver.find_elements("id", "result"):
            _, square = win_chance(ttt_board(driver))
            click_and_wait(driver, cell(driver, "tictactoe", square))
            settle(driver)
        if driver.find_elements("id", "ranking-name"):
            return
    raise AssertionError("no win against Medium in 12 games")


# MARK: - Pages without a board

def test_title(site, viewport):
    server, driver = site
    f = Findings("title (with a 24-letter name)", viewport)
    driver.get(server.url + "/")
    check_page(f, driver, "title", viewport)
    f.done()


@pytest.mark.parametrize("game", ["minesweeper", "tictactoe"])
def test_leaderboard_with_a_long_name(site, viewport, game):
    server, driver = site
    f = Findings(f"leaderboard {game} (24-letter name)", viewport)
    driver.get(f"{server.url}/leaderboard?game={game}")
    f.check(LONG_NAME in driver.page_source, f"the name {LONG_NAME} is not on the board")
    check_page(f, driver, f"leaderboard-{game}", viewport)
    f.done()


def test_error_404(site, viewport):
    server, driver = site
    f = Findings("404 page", viewport)
    driver.get(server.url + "/no-such-page")
    m = check_page(f, driver, "error-404", viewport)
    f.check(m["status"] == 404, f"status {m['status']}, not 404")
    f.done()


def test_error_400_from_a_malformed_form(site, viewport):
    """A name form without the result it names: a form no page sends, answered by the error page."""
    server, driver = site
    f = Findings("400 page", viewport)
    driver.get(server.url + "/tictactoe")
    settle(driver)
    old = driver.find_element("tag name", "html")
    driver.execute_script("""
        const form = document.createElement('form');
        form.method = 'post'; form.action = '/leaderboard/name';
        for (const [name, value] of [['csrf', document.querySelector("input[name='csrf']").value], ['name', 'Ada']]) {
          const input = document.createElement('input');
          input.type = 'hidden'; input.name = name; input.value = value; form.append(input);
        }
        document.body.append(form); form.submit();""")
    wait_until(lambda: not _alive(old), what="the error page")
    m = check_page(f, driver, "error-400", viewport)
    f.check(m["status"] == 400, f"status {m['status']}, not 400")
    f.done()


def _alive(element):
    try:
        element.tag_name
        return True
    except WebDriverException:
        return False


# MARK: - The games, fresh and part-way

MINESWEEPER = {"beginner": (9, 9), "intermediate": (16, 16), "expert": (30, 16)}  # width, height


@pytest.mark.parametrize("level", list(MINESWEEPER))
def test_minesweeper(site, viewport, level):
    """Fresh; a first tap near the bottom-right corner, a second near the top-left; then, on Expert (where the
    flag-mode toggle was farthest from the cells), flag mode on, a flag, flag mode off and a tap on the flagged
    cell, which answers the game (200) with a note."""
    server, driver = site
    width, height = MINESWEEPER[level]
    f = Findings(f"minesweeper {level}", viewport)
    start(driver, server, "minesweeper", {"level": level})
    driver.get(server.url + "/minesweeper")
    check_page(f, driver, f"minesweeper-{level}-fresh", viewport, "minesweeper")

    first = (height - 2) * width + (width - 2)
    tap(f, driver, "minesweeper", first,
        f"first tap on cell {first} (row {height - 1}, column {width - 1})")
    state = stored(server, driver, "minesweeper")
    mines = mines_of(state)
    covered = [i for i, c in enumerate(state["cells"]) if c == "."]
    safe = [i for i in covered if i not in mines]
    if safe and not driver.find_elements("id", "result"):
        second = safe[0]
        tap(f, driver, "minesweeper", second,
            f"second tap on cell {second} (row {second // width + 1}, column {second % width + 1})")
    check_page(f, driver, f"minesweeper-{level}-partway", viewport, "minesweeper", when="part-way")

    if level != "expert":
        return f.done()
    covered = [i for i, c in enumerate(stored(server, driver, "minesweeper")["cells"]) if c == "."]
    if f.check(covered and not driver.find_elements("id", "result"), "no covered cell left to flag"):
        flagged = covered[len(covered) // 2]
        tap(f, driver, "minesweeper", ".mode-toggle", when="flag mode on")
        tap(f, driver, "minesweeper", flagged,
            f"flagging cell {flagged}")
        tap(f, driver, "minesweeper", ".mode-toggle", when="flag mode off")
        m = tap(f, driver, "minesweeper", flagged,
                f"tapping the flagged cell {flagged}")
        f.check(m["status"] == 200 and m["path"] == "/minesweeper",
                f"the flagged-cell tap answered {m['status']} at {m['path']}, not 200 at /minesweeper")
        notes = driver.find_elements("css selector", ".board-note")
        if f.check(notes, "the flagged-cell tap shows no .board-note"):
            note = notes[0].rect
            inner = (m["width"], m["height"])
            f.check(notes[0].text.strip() and inside({"left": note["x"], "top": note["y"],
                                                      "right": note["x"] + note["width"],
                                                      "bottom": note["y"] + note["height"]}, 0, 0, *inner),
                    f"the .board-note is empty or off screen: {note} in {inner}")
    f.done()


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_wordsearch(site, viewport, level):
    """Fresh; then the word lowest on the grid found with two taps, its first letter and its last."""
    server, driver = site
    f = Findings(f"wordsearch {level}", viewport)
    start(driver, server, "wordsearch", {"level": level})
    game = stored(server, driver, "wordsearch")
    driver.get(server.url + "/wordsearch")
    check_page(f, driver, f"wordsearch-{level}-fresh", viewport, "wordsearch")

    width = game["params"]["width"]
    lowest = max(range(len(game["placed"])), key=lambda i: max(c // width for c in word_cells(game, i)))
    cells = word_cells(game, lowest)
    first, last = cells[0], cells[-1]
    tap(f, driver, "wordsearch", first,
        f"tapping the first letter of {game['placed'][lowest]['word']} (cell {first})")
    tap(f, driver, "wordsearch", last,
        f"tapping its last letter (cell {last})")
    check_page(f, driver, f"wordsearch-{level}-partway", viewport, "wordsearch", when="part-way")
    f.done()


@pytest.mark.parametrize("mode", ["computer", "two-players"])
def test_tictactoe(site, viewport, mode):
    """Fresh; then the bottom-right square (and the top-left one for two players)."""
    server, driver = site
    f = Findings(f"tictactoe {mode}", viewport)
    start(driver, server, "tictactoe", {"mode": mode, "level": "medium", "mark": "X"})
    driver.get(server.url + "/tictactoe")
    check_page(f, driver, f"tictactoe-{mode}-fresh", viewport, "tictactoe")
    squares = (8,) if mode == "computer" else (8, 0)
    for square in squares:
        tap(f, driver, "tictactoe", square,
            f"tapping square {square}")
    check_page(f, driver, f"tictactoe-{mode}-partway", viewport, "tictactoe", when="part-way")
    f.done()
