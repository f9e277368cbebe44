"""The move box in a real Chromium with JavaScript off: a Minesweeper Beginner game won by typed moves alone, each
decided only from what the page says to `board` and `around` (a tiny solver over that text); a Word Search word
found by typing its first and last letters, the grid read with `board`; a Tic-Tac-Toe game against the computer
typed to its end. Each answer focuses the box again. axe-clean light and dark, screenshots of the box at
360 × 740 and 1366 × 900 (light and dark) when asked for (MINIGAMES_SCREENSHOTS=1)."""
import itertools
import re

from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from accessibility import COLOUR_RULES, serious_violations
from conftest import color_scheme, screenshot, set_viewport
from test_minesweeper_browser import find, gone, settled, tap

ROW = re.compile(r"^Row (\d+): (.*)$")


def typed(browser, text, timeout=10):
    """Types `text` into the move box and presses Enter; waits for the page that answers (POST → 303 → GET)."""
    html = browser.find_element("tag name", "html")
    box = find(browser, "#box")
    box.clear()
    box.send_keys(text, Keys.ENTER)

    WebDriverWait(browser, timeout).until(lambda _: gone(html))
    settled(browser, lambda: browser.find_elements("id", "box"))
    assert settled(browser, lambda: browser.switch_to.active_element.get_attribute("id")) == "box", \
        f"the box has the focus again after {text!r}"


def answer(browser, text):
    """The lines a reading answers, typed into the box."""
    typed(browser, text)
    return [p.text for p in browser.find_elements("css selector", "#box-answer p:not(.box-asked)")]


def cells_of(lines):
    """`Row 1: a1 covered, b1 1, …` → {"a1": "covered", "b1": "1", …}."""
    cells = {}
    for line in lines:
        said = ROW.match(line)[2] if ROW.match(line) else line.split(": ", 1)[1].rstrip(".")
        for part in said.split(", "):
            name, state = part.split(" ", 1)
            cells[name] = state
    return cells


def neighbours(name, width, height):
    column, row = ord(name[0]) - 97, int(name[1:]) - 1
    return [f"{chr(97 + c)}{r + 1}" for r in range(row - 1, row + 2) for c in range(column - 1, column + 2)
            if (c, r) != (column, row) and 0 <= c < width and 0 <= r < height]


def solve(cells, width, height, mines):
    """Cells certainly safe and certainly mines, from the numbers alone: every assignment of mines to the covered
    cells beside a number that fits every number and the mines left (few on Beginner: the frontier is small)."""
    covered = [n for n, s in cells.items() if s in ("covered", "flag")]
    numbers = {n: int(s) for n, s in cells.items() if s.isdigit()}
    frontier = sorted({m for n in numbers for m in neighbours(n, width, height) if m in covered})
    rules = [([m for m in neighbours(n, width, height) if m in frontier], k) for n, k in numbers.items()]
    rules = [(group, k) for group, k in rules if group]
    inner = len(covered) - len(frontier)
    safe_always, mine_always, any_solution = set(frontier), set(frontier), False
    interior_safe = True
    chosen = {}

    def fits(partial):
        for group, k in rules:
            known = [partial[m] for m in group if m in partial]
            if sum(known) > k or sum(known) + len(group) - len(known) < k:
                return False
        return True

    def walk(index):
        nonlocal any_solution, interior_safe
        if not fits(chosen):
            return
        if index == len(frontier):
            left = mines - sum(chosen.values())
            if not 0 <= left <= inner:
                return
            any_solution = True
            interior_safe = interior_safe and left == 0
            for m in frontier:
                if chosen[m]:
                    safe_always.discard(m)
                else:
                    mine_always.discard(m)
            return
        for value in (0, 1):
            chosen[frontier[index]] = value
            walk(index + 1)
            del chosen[frontier[index]]

    walk(0)
    assert any_solution, "the page's numbers fit no minefield"
    safe = set(safe_always) | ({n for n in covered if n not in frontier} if interior_safe else set())
    return safe, set(mine_always)


def test_a_beginner_minesweeper_game_won_by_typed_moves_alone(server, browser):
    browser.get(server.url + "/minesweeper")
    settled(browser, lambda: find(browser, "input[name='level'][value='beginner']").click() or True)
    tap(browser, "#new-game button[type='submit']")
    typed(browser, "E5")
    assert browser.current_url.endswith("/minesweeper?at=40#box")
    around = cells_of(answer(browser, "around e5"))
    assert sorted(around) == ["d4", "d5", "d6", "e4", "e6", "f4", "f5", "f6"]
    assert "covered" not in around.values(), "the first cell is safe and opens its neighbours (no guessing needed)"
    flagged = set()
    for _ in range(60):
        status = answer(browser, "status")[0]
        if status.startswith("Cleared"):
            break
        assert status.startswith("Playing"), status
        mines_left = int(re.search(r"(\d+) mines left", status)[1])
        cells = cells_of(answer(browser, "board"))
        assert len(cells) == 81 and not any(s in ("mine", "exploded mine") for s in cells.values())
        safe, mines = solve(cells, 9, 9, mines_left + len(flagged))
        assert safe, f"the text leaves no safe cell: {cells}"
        for mine in sorted(mines - flagged)[:1]:
            typed(browser, f"f {mine}")
            flagged.add(mine)
        for name in sorted(safe):
            typed(browser, name)
            if "You cleared the field!" in browser.page_source:
                break
    assert "You cleared the field!" in browser.page_source
    assert answer(browser, "status")[0].startswith("Cleared")
    typed(browser, "a1")
    assert "This game is over" in find(browser, "#note").text


def test_a_word_search_word_found_by_its_first_and_last_letters(server, browser):
    browser.get(server.url + "/wordsearch")
    cells = cells_of(answer(browser, "board"))
    width = max(ord(n[0]) - 96 for n in cells)
    grid = {n: s.split(" ")[0] for n, s in cells.items()}
    words = answer(browser, "words")[0].removeprefix("Words left: ").rstrip(".").split(", ")
    word = words[0]
    ends = None
    for name, (dx, dy) in itertools.product(grid, [(1, 0), (0, 1), (1, 1), (-1, 1), (-1, 0), (0, -1), (-1, -1), (1, -1)]):
        column, row = ord(name[0]) - 97, int(name[1:]) - 1
        path = [f"{chr(97 + column + dx * i)}{row + dy * i + 1}" for i in range(len(word))]
        if "".join(grid.get(p, "?") for p in path) == word:
            ends = (path[0], path[-1])
            break
    assert ends, f"{word} is in the grid the page reads ({width} wide)"
    typed(browser, f"{ends[1].upper()}  {ends[0]}")
    assert word not in answer(browser, "words")[0]
    assert f"Found {word}" in answer(browser, "last")[0] or "found" in answer(browser, "status")[0]


def test_tic_tac_toe_against_the_computer_typed_to_its_end(server, browser):
    browser.get(server.url + "/tictactoe")
    for _ in range(6):
        status = answer(browser, "status")[0]
        if "over" in status:
            break
        cells = cells_of(answer(browser, "board"))
        free = [n for n, s in cells.items() if s == "empty"]
        typed(browser, free[0])
    assert "over" in answer(browser, "status")[0]


def test_the_box_is_tidy_and_axe_clean_light_and_dark(server, browser):
    for path in ("/minesweeper", "/tictactoe", "/wordsearch", "/ultimatetictactoe"):
        browser.get(server.url + path)
        answer(browser, "help")
        for scheme in ("light", "dark"):
            color_scheme(browser, scheme)
            assert serious_violations(browser, None if scheme == "light" else COLOUR_RULES) == [], (path, scheme)
    browser.get(server.url + "/minesweeper")
    typed(browser, "e5")
    answer(browser, "row 5")
    for (width, height, mobile), scheme in itertools.product([(360, 740, True), (1366, 900, False)], ("light", "dark")):
        set_viewport(browser, width, height, mobile)
        color_scheme(browser, scheme)
        box = find(browser, ".move-box")
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", box)
        assert box.size["height"] < 100 and box.size["width"] <= width, box.size
        screenshot(browser, f"move-box-{width}-{scheme}")
    color_scheme(browser, "light")
    # Blind mode: the box first in the play area, focused on the page the toggle's answer lands on.
    tap(browser, ".blind-toggle")
    assert find(browser, ".blind-toggle").get_attribute("aria-pressed") == "true"
    assert browser.execute_script("return document.querySelector('#play > :first-child').className") == "move-box"
    assert settled(browser, lambda: browser.switch_to.active_element.get_attribute("id")) == "box"
    typed(browser, "status")
    assert serious_violations(browser) == []
    for width, height, mobile in [(360, 740, True), (1366, 900, False)]:
        set_viewport(browser, width, height, mobile)
        screenshot(browser, f"move-box-blind-{width}")


def test_with_javascript_the_box_posts_plainly_and_keys_type_into_it(server, js_browser):
    """The board's keys (F, Space, arrows) are the board's only: in the box they are letters, and its answer is the
    page again with the box focused."""
    js_browser.get(server.url + "/minesweeper")
    typed(js_browser, "e5")
    assert js_browser.current_url.endswith("/minesweeper?at=40#box")
    covered = [name for name, state in cells_of(answer(js_browser, "board")).items() if state == "covered"]
    typed(js_browser, f"f {covered[0]}")
    assert cells_of(answer(js_browser, f"around {covered[0]}")) and \
        f"{covered[0]} flag" in answer(js_browser, "board")[int(covered[0][1:]) - 1]
