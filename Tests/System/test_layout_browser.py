"""Every page on a small phone (portrait and landscape) and a laptop, JavaScript off.

For the title, each game at each built-in level (fresh and part-way), the leaderboard with a 24-letter name
without spaces, and the error pages: no sideways page scroll; no table wider than its box (unless the box
scrolls); cells of at least 24 px (or 24 px apart) and the board across the screen (a board too wide for 24 px
targets may pan in its own box: at 360 px, and Expert in portrait, never transposed), with one exception, a board
at its fit level (big boards open so on a phone), whose + must then be on screen, uncovered, and give 24 px targets
in one tap (layout_checks.check_fit_overview); the game bar
on screen at first load and after every tap; the tapped cell fully on screen and clear of the sticky bar; a tap on
a flagged cell answered with the game and a note; axe-core finds nothing serious in light mode, nor in dark mode at a
small phone and the laptop (its colours do not change with the size); screenshots of each page at each viewport
(Tests/System/screenshots/layout-<page>-<viewport>[-dark].png). Not the second portrait phone (390x844), which lays
the boards out as the small one does: at that size test_title_browser.py measures the title, a game, the leaderboard
and an error page, and the games' own suites their boards.

One server and one browser serve the whole module. A test collects every problem of its page before failing,
so a failure lists all that is left to do on that page at that viewport."""
import pytest
from selenium.common.exceptions import WebDriverException

from conftest import VIEWPORTS, click_and_wait, color_scheme, set_viewport, wait_until
from game_state import mines_of, stored, win_chance, word_cells
from layout_checks import GRID, Findings, cell, check_page, inside, settle, tap
from test_title_browser import registry_games

# Each level at each size is a page of its own to measure: `make test` runs every combination here (conftest.py).
EVERY_COMBINATION = True

LONG_NAME = "W" * 24  # the longest name allowed, in the widest letter, with no space to break at


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


# A small phone both ways and a laptop (see the module's note on 390x844).
@pytest.fixture(params=[name for name in VIEWPORTS if name != "390x844"])
def viewport(request, site):
    _, driver = site
    set_viewport(driver, *VIEWPORTS[request.param])
    color_scheme(driver, "light")
    return request.param


# MARK: - Starting games through their setup forms

def start(driver, server, game, choices):
    """Starts a game with the page's own New game form. Choosing and sending it is not what these tests
    measure, so a script does it: the last game's overlay or a sticky bar may cover the form. The form's answer
    (303 to the game's own address) is the fresh game's first load, as a player sees it."""
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
    click_and_wait(driver, cell(driver, 40))
    for _ in range(81):
        if driver.find_elements("id", "result"):
            break
        state = stored(server, driver, "minesweeper")
        mines = mines_of(state)
        safe = next(i for i, c in enumerate(state["cells"]) if c == "." and i not in mines)
        click_and_wait(driver, cell(driver, safe))
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


def ttt_board(driver):
    marks = [(b.text.strip() or ".")[:1] for b in driver.find_elements("css selector", f"{GRID} button")]
    return "".join(mark if mark in "XO" else "." for mark in marks)


def win_tictactoe_medium(driver, server):
    """Plays X against Medium, the move with the best chance each time, until a game is won (each game is
    won nine times in ten)."""
    for _ in range(12):
        start(driver, server, "tictactoe", {"mode": "computer", "level": "medium", "mark": "X"})
        while not driver.find_elements("id", "result"):
            _, square = win_chance(ttt_board(driver))
            click_and_wait(driver, cell(driver, square))
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
    check_page(f, driver, f"tictactoe-{mode}-fresh", viewport, "tictactoe")
    squares = (8,) if mode == "computer" else (8, 0)
    for square in squares:
        tap(f, driver, "tictactoe", square,
            f"tapping square {square}")
    check_page(f, driver, f"tictactoe-{mode}-partway", viewport, "tictactoe", when="part-way")
    f.done()


# MARK: - Every game the registry lists

def test_every_registered_game(site, viewport):
    """Each game the registry lists (the web manifest's shortcuts), as its first visit shows it and after a tap on
    its first square that takes one: the checks every game page gets, so a new game is measured with no test of
    its own (the games above get more: their levels, modes and edges)."""
    server, driver = site
    slugs = [path.strip("/") for _, path in registry_games(server)]
    assert len(slugs) >= 4
    # A new visitor's, so that each page is a first visit (the module's player has won games): the module's
    # session is put back after.
    driver.get(server.url + "/healthz")
    player = driver.get_cookies()
    driver.delete_all_cookies()
    try:
        findings = visit_every_game(server, driver, viewport, slugs)
    finally:
        driver.get(server.url + "/healthz")
        driver.delete_all_cookies()
        for cookie in player:
            driver.add_cookie(cookie)
    problems = [f"{f.where}: {problem}" for f in findings for problem in f.problems]
    assert not problems, "\n".join(problems)


def visit_every_game(server, driver, viewport, slugs):
    findings = []
    for slug in slugs:
        f = Findings(f"{slug} (every game)", viewport)
        driver.get(f"{server.url}/{slug}")
        check_page(f, driver, f"game-{slug}-first", viewport, slug)
        square = driver.execute_script(
            f"return [...document.querySelectorAll('{GRID} button')].findIndex(b => !b.disabled)")
        f.check(square >= 0, "no square to tap on the first visit")
        if square >= 0:
            tap(f, driver, slug, square, f"tapping square {square}")
        findings.append(f)
    return findings
