"""Every move said in one sentence, and every board a grid of rows, in a real Chromium. With JavaScript on, a
recorder watches every live region (#announce, the message area) from the page's load: after an uncover, a flag, a
chord, a Word Search first letter and a find, a Tic-Tac-Toe and an Ultimate move, the sentence is said exactly
once, and not again on a later update that is no move (flag mode). With JavaScript off the sentence is the play
area's first text. Chromium's accessibility tree (CDP) shows each board as a grid of rows of cells; axe finds
nothing serious in light and dark. The mines and words are read from the database, as a player never could."""
import re

import pytest

from accessibility import serious_violations
from conftest import VIEWPORTS, click_and_wait, color_scheme, nth_cell, screenshot, set_viewport, wait_until
from game_state import mines_of, stored, word_cells
from in_place import js

SEED = 20261121  # a fixed Beginner board (9 × 9), from a share link

# Every text a live region shows, in order, from the moment it is installed (empty texts left out).
RECORDER = """
window.__said = [];
const regions = [...document.querySelectorAll('[aria-live]')];
const observer = new MutationObserver(records => {
  const changed = new Set(records.map(r => regions.find(region => region.contains(r.target))).filter(Boolean));
  changed.forEach(region => {
    const text = region.textContent.replace(/\\s+/g, ' ').trim();
    if (text) window.__said.push(text);
  });
});
regions.forEach(region => observer.observe(region, {childList: true, characterData: true, subtree: true}));
"""

# The play area's first text, as a text browser or a screen reader's reading order meets it.
FIRST_TEXT = """
// No filter callback: with JavaScript off the page runs none, WebDriver's script only.
const walker = document.createTreeWalker(document.getElementById('play'), NodeFilter.SHOW_TEXT);
let node = walker.nextNode();
while (node && !node.textContent.trim()) node = walker.nextNode();
return node ? node.textContent.replace(/\\s+/g, ' ').trim() : null;
"""


def record(driver):
    js(driver, RECORDER)


def sentence(driver):
    found = driver.find_elements("id", "said")
    return js(driver, "return document.getElementById('said').textContent") if found else None


def said_once(driver, pattern):
    """The page's sentence matches `pattern` and the live regions said it exactly once (a moment after the move)."""
    text = wait_until(lambda: sentence(driver), what="the move's sentence")
    assert re.fullmatch(pattern, text), text
    wait_until(lambda: text in js(driver, "return window.__said"), what=f"{text!r} to be said")
    said = js(driver, "return window.__said")
    assert said.count(text) == 1, f"{text!r} said {said.count(text)} times: {said}"
    return text


def grid_rows(driver):
    """Each grid in Chromium's accessibility tree: its name and, per row, the names of its grid cells."""
    nodes = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
    by_id = {node["nodeId"]: node for node in nodes}

    def role(node):
        return node.get("role", {}).get("value")

    def children(node):
        # Ignored nodes (a box-less wrapper, generic text) are looked through, as a screen reader does.
        for child_id in node.get("childIds", []):
            child = by_id.get(child_id)
            if child is None:
                continue
            if child.get("ignored"):
                yield from children(child)
            else:
                yield child

    grids = []
    for node in nodes:
        if role(node) == "grid" and not node.get("ignored"):
            rows = [[cell.get("name", {}).get("value") for cell in children(row) if role(cell) == "gridcell"]
                    for row in children(node) if role(row) == "row"]
            grids.append((node.get("name", {}).get("value"), rows))
    return grids


def start_shared_board(driver, server):
    driver.get(server.url + f"/minesweeper?share={SEED}&level=beginner&noguess=on")
    click_and_wait(driver, driver.find_element("css selector", ".shared button[type='submit']"))


def tap(driver, selector):
    click_and_wait(driver, wait_until(lambda: driver.find_element("css selector", selector), what=selector))


def neighbours(index, width=9, height=9):
    r, c = divmod(index, width)
    return [(r + dr) * width + c + dc for dr in (-1, 0, 1) for dc in (-1, 0, 1)
            if (dr or dc) and 0 <= r + dr < height and 0 <= c + dc < width]


def chord_candidate(driver, mines):
    """A number with covered safe cells around it: flagging its mines lets a chord uncover them."""
    labels = js(driver, "return [...document.querySelectorAll('#field button')].map(b => b.getAttribute('aria-label'))")
    for index, label in enumerate(labels):
        if re.search(r"\d mines? around$", label):
            around = neighbours(index)
            if any(labels[n].endswith("covered") and n not in mines for n in around):
                return index, [n for n in around if n in mines]
    raise AssertionError("no number to chord on")


def test_minesweeper_moves_are_said_once(server, js_browser):
    driver = js_browser
    start_shared_board(driver, server)
    record(driver)
    tap(driver, nth_cell(40, 9))
    said_once(driver, r"e5: (empty|\d)\. \d+ cells opened\. 10 mines left\.")
    mines = mines_of(stored(server, driver, "minesweeper"))
    number, around = chord_candidate(driver, mines)

    tap(driver, ".mode-toggle")
    for mine in around:
        tap(driver, nth_cell(mine, 9))
        said_once(driver, r"Flag on [a-i]\d\. \d+ mines left\.")
    # A later update that is no move (flag mode off) says nothing: the flag's sentence is not heard again.
    heard = len(js(driver, "return window.__said"))
    tap(driver, ".mode-toggle")
    assert not driver.find_elements("id", "said")
    tap(driver, nth_cell(number, 9))
    said_once(driver, r"Chord on [a-i]\d\. \d+ cells opened\. \d+ mines left\.")
    assert len(js(driver, "return window.__said")) == heard + 1, js(driver, "return window.__said")


def test_word_search_first_letter_and_find_are_said_once(server, js_browser):
    driver = js_browser
    driver.get(server.url + "/wordsearch")
    click_and_wait(driver, driver.find_element("xpath", "//button[normalize-space()='New board']"))
    record(driver)
    game = stored(server, driver, "wordsearch")
    cells = word_cells(game, 0)
    tap(driver, f"#grid button[value='{cells[0]}']")
    said_once(driver, r"[a-z]+\d+ chosen: [A-Z]\.")
    tap(driver, f"#grid button[value='{cells[-1]}']")
    said_once(driver, rf"Found {game['placed'][0]['word']}, [a-z]+\d+ to [a-z]+\d+\. \d+ words? left\.")


@pytest.mark.parametrize("slug,pattern", [
    ("tictactoe", r"You b2, computer [a-c][1-3]\. Your turn\."),
    ("ultimatetictactoe", r"You centre b2, computer centre [a-c][1-3]\. Your turn: play in (the [a-z-]+|any open) board\."),
])
def test_a_move_against_the_computer_is_said_once(server, js_browser, slug, pattern):
    driver = js_browser
    driver.get(server.url + f"/{slug}")
    for name, value in (("mode", "computer"), ("level", "easy"), ("mark", "X")):
        driver.find_element("css selector", f".setup input[name='{name}'][value='{value}']").click()
    click_and_wait(driver, driver.find_element("css selector", ".setup button[type='submit']"))
    record(driver)
    tap(driver, "#board button[value='b2']" if slug == "tictactoe" else "#board button[value='e5']")
    said_once(driver, pattern)


def test_without_javascript_the_sentence_comes_first(server, browser):
    driver = browser
    start_shared_board(driver, server)
    assert not driver.find_elements("id", "said"), "a new game claims no move"
    tap(driver, nth_cell(40, 9))
    first = js(driver, FIRST_TEXT)
    assert re.fullmatch(r"e5: (empty|\d)\. \d+ cells opened\. 10 mines left\.", first), first
    # A reload of that address says it again: the address names the move.
    driver.refresh()
    assert js(driver, FIRST_TEXT) == first
    driver.get(server.url + "/minesweeper")
    assert not driver.find_elements("id", "said")


def test_boards_are_grids_of_rows(server, browser):
    driver = browser
    start_shared_board(driver, server)
    tap(driver, nth_cell(40, 9))
    (name, rows), = grid_rows(driver)
    assert len(rows) == 9 and all(len(row) == 9 for row in rows), rows
    assert rows[4][4] .startswith("Row 5, column 5, ")

    driver.get(server.url + "/tictactoe")
    (_, rows), = grid_rows(driver)
    assert rows == [[f"Row {r}, column {c}, empty" for c in (1, 2, 3)] for r in (1, 2, 3)]

    driver.get(server.url + "/ultimatetictactoe")
    grids = grid_rows(driver)
    assert len(grids) == 9 and grids[0][0].startswith("Board top-left")
    assert all(len(rows) == 3 and all(len(row) == 3 for row in rows) for _, rows in grids)

    driver.get(server.url + "/wordsearch")
    (_, rows), = grid_rows(driver)
    assert len(rows) >= 10 and all(len(row) == len(rows[0]) for row in rows)
    assert rows[1][2].split(", ")[1:3] == ["row 2", "column 3"]


# At a phone's size: the layout suite runs axe on every game part-way (its sentence in place) at a laptop's too.
@pytest.mark.parametrize("size", ["360x740"])
@pytest.mark.parametrize("slug", ["minesweeper", "tictactoe", "ultimatetictactoe", "wordsearch"])
def test_said_pages_are_clean_for_axe_light_and_dark(server, browser, slug, size):
    driver = browser
    set_viewport(driver, *VIEWPORTS[size])
    if slug == "minesweeper":
        start_shared_board(driver, server)
        tap(driver, nth_cell(40, 9))
    else:
        driver.get(server.url + f"/{slug}")
        tap(driver, "[data-grid] button[value='b2']" if slug != "wordsearch" else "#grid button[value='0']")
    assert driver.find_elements("id", "said")
    for scheme in ("light", "dark"):
        color_scheme(driver, scheme)
        assert serious_violations(driver) == [], f"{slug} {scheme}"
        screenshot(driver, f"said-{slug}-{size}-{scheme}")
