"""Dragging the piece onto the Tic-Tac-Toe board (Public/tictactoe.js) in a real Chromium with JavaScript
on: the side to move in the game bar is dragged with a mouse or a finger. Dropped on an empty square, that move is
made (as the server's page shows after a reload); dropped on a taken square or outside the board, nothing is posted
(the server's log, the form's version) and the piece is back exactly where it was. Against the computer only the
player's piece moves, and the computer replies. Waits poll."""
import pytest
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.support.ui import WebDriverWait

from accessibility import COLOUR_RULES, serious_violations
from conftest import VIEWPORTS, click_and_wait, color_scheme, set_viewport, wait_until, nth_cell

PIECE = "[data-piece] .piece"


def js(driver, script, *args):
    """A script that may meet a page being replaced (a move's navigation): tried again until it answers."""
    return WebDriverWait(driver, 10, ignored_exceptions=(WebDriverException,)).until(
        lambda _: [driver.execute_script(script, *args)])[0]


def new_game(driver, server, mode, mark="X", level="impossible"):
    driver.get(server.url + "/tictactoe")
    for name, value in (("mode", mode), ("level", level), ("mark", mark)):
        driver.find_element("css selector", f".setup input[name='{name}'][value='{value}']").click()
    click_and_wait(driver, driver.find_element("css selector", ".setup button[type='submit']"))
    wait_until(lambda: js(driver, "return document.documentElement.classList.contains('can-drag-pieces')"),
               what="the drag script")


def board(driver):
    """The board as nine characters, X, O or '.', from the pieces the page shows."""
    return js(driver, "return [...document.querySelectorAll('#board button.cell')]"
                      ".map(b => b.querySelector('.mark').textContent.trim() || '.').join('')")


def draggable(driver):
    """The symbols of the pieces that can be dragged."""
    return js(driver, f"return [...document.querySelectorAll('{PIECE}')].map(p => p.textContent.trim())")


def rect(driver, selector):
    return js(driver, "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
                      "return [r.left, r.top, r.width, r.height]", selector)


def centre(driver, selector):
    left, top, width, height = rect(driver, selector)
    return round(left + width / 2), round(top + height / 2)


def square(index):
    return nth_cell(index, 3, "#board")


def version(driver):
    return js(driver, "return document.querySelector('#board input[name=version]').value")


def posted_moves(server):
    return server.log().count("POST /tictactoe/move ")


def settled_posts(server):
    """The moves posted so far, once the access log (written by a thread of its own, just after each answer) has
    caught up: the same count read twice 0.2 s apart."""
    counts = [posted_moves(server)]

    def steady():
        counts.append(posted_moves(server))
        return counts[-1] == counts[-2]
    wait_until(steady, what="the access log to catch up", interval=0.2)
    return counts[-1]


def mouse_drag(driver, start, end):
    """Presses at start, moves in a few steps and lets go at end (viewport coordinates)."""
    pointer = PointerInput(interaction.POINTER_MOUSE, "mouse")
    actions = ActionBuilder(driver, mouse=pointer, duration=20)
    actions.pointer_action.move_to_location(*start).pointer_down()
    for step in (1, 2, 3, 4):
        actions.pointer_action.move_to_location(start[0] + (end[0] - start[0]) * step // 4,
                                                start[1] + (end[1] - start[1]) * step // 4)
    actions.pointer_action.pointer_up()
    actions.perform()


def touch_drag(driver, start, end):
    """The same with a finger: touch events through the DevTools protocol (the page emulates a phone)."""
    def touch(kind, x, y):
        points = [] if kind == "touchEnd" else [{"x": x, "y": y, "id": 1}]
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
    touch("touchStart", *start)
    for step in (1, 2, 3, 4):
        touch("touchMove", start[0] + (end[0] - start[0]) * step // 4, start[1] + (end[1] - start[1]) * step // 4)
    touch("touchEnd", *end)


def settled(driver):
    """Waits for the play area's animations (a turn changing, a piece gliding home) to end, so it stands still."""
    wait_until(lambda: js(driver, "return document.getAnimations().filter(a => a.playState === 'running'"
                                  " && a.effect && a.effect.target && a.effect.target.closest('#play')).length") == 0,
               what="the play area to stand still")


def drag_to(driver, target, how=mouse_drag):
    """Drags the piece to move from its centre to `target`, a square's index or a point."""
    settled(driver)
    end = centre(driver, square(target)) if isinstance(target, int) else target
    how(driver, centre(driver, PIECE), end)


def wait_for_board(driver, expected):
    wait_until(lambda: board(driver) == expected, what=f"the board {expected}")


def assert_nothing_posted(driver, server, piece_before, board_before, version_before, posts_before):
    """The drop sent nothing: no move in the server's log, the same view, and the piece back home."""
    wait_until(lambda: rect(driver, PIECE) == piece_before, what="the piece back in its place")
    assert js(driver, "return document.querySelectorAll('.drop-target').length") == 0
    assert board(driver) == board_before
    assert version(driver) == version_before
    assert posted_moves(server) == posts_before
    assert js(driver, "return window.__kept === 1 && performance.getEntriesByType('navigation').length") == 1


@pytest.mark.parametrize("motion", ["reduce", "no-preference"])
def test_two_players_drag_makes_the_move_and_a_bad_drop_sends_nothing(server, js_browser, motion):
    driver = js_browser
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-reduced-motion", "value": motion}]})
    new_game(driver, server, "two-players")
    assert js(driver, "return matchMedia('(prefers-reduced-motion: reduce)').matches") == (motion == "reduce")
    assert draggable(driver) == ["X"]
    assert js(driver, f"return getComputedStyle(document.querySelector('[data-piece]')).cursor") == "grab"

    drag_to(driver, 4)
    wait_for_board(driver, "....X....")
    wait_until(lambda: draggable(driver) == ["O"], what="the turn to pass to O")
    assert "O to move" in js(driver, "return document.getElementById('status').textContent")
    driver.refresh()
    wait_for_board(driver, "....X....")
    assert draggable(driver) == ["O"]

    # O onto the taken centre, then outside the board: back home each time, nothing posted.
    driver.execute_script("window.__kept = 1")
    settled(driver)
    # The access log is written by a thread of its own: the first move's line may follow its answer.
    wait_until(lambda: posted_moves(server) == 1, what="the first move in the server's log")
    before = (rect(driver, PIECE), board(driver), version(driver), posted_moves(server))
    drag_to(driver, 4)
    assert_nothing_posted(driver, server, *before)
    # It glided back, unless reduced motion is asked for: then it was simply back.
    glide = js(driver, f"return parseFloat(getComputedStyle(document.querySelector('{PIECE}')).transitionDuration)")
    assert (glide < 0.01) == (motion == "reduce"), f"{glide} s"
    drag_to(driver, centre(driver, ".game-header h1"))
    assert_nothing_posted(driver, server, *before)
    # Still a piece to drag, and a drop on an empty square now is the one move posted since.
    drag_to(driver, 0)
    wait_for_board(driver, "O...X....")
    # The log line is written once the server has answered, which may come after the piece shows where it dropped.
    wait_until(lambda: posted_moves(server) >= before[3] + 1, what="the move in the server's log")
    wait_until(lambda: draggable(driver) == ["X"], what="the turn to pass back to X")
    assert posted_moves(server) == before[3] + 1


def test_during_a_drag_the_square_under_the_piece_lights_up(server, js_browser):
    driver = js_browser
    new_game(driver, server, "two-players")
    drag_to(driver, 8)
    wait_for_board(driver, "........X")
    wait_until(lambda: draggable(driver) == ["O"], what="the turn to pass to O")
    settled(driver)
    # What the page shows at each step of one drag, noted after the drag script has handled the move.
    driver.execute_script("""
        window.__seen = [];
        document.addEventListener('pointermove', event => {
          const r = document.querySelector('[data-piece] .piece').getBoundingClientRect();
          window.__seen.push({x: event.clientX, y: event.clientY, piece: [r.left + r.width / 2, r.top + r.height / 2],
                              lit: [...document.querySelectorAll('.drop-target')].map(b => b.value)});
        });""")
    start, empty, taken = centre(driver, PIECE), centre(driver, square(2)), centre(driver, square(8))
    pointer = PointerInput(interaction.POINTER_MOUSE, "mouse")
    actions = ActionBuilder(driver, mouse=pointer, duration=20)
    actions.pointer_action.move_to_location(*start).pointer_down().move_to_location(*empty) \
        .move_to_location(*taken).move_to_location(*start).pointer_up()
    actions.perform()
    seen = {(step["x"], step["y"]): step for step in js(driver, "return window.__seen")}
    assert seen[empty]["lit"] == ["c1"]
    assert seen[taken]["lit"] == []
    # The piece follows the pointer: its centre is where the pointer is.
    for point in (empty, taken):
        assert abs(seen[point]["piece"][0] - point[0]) <= 1 and abs(seen[point]["piece"][1] - point[1]) <= 1
    assert js(driver, "return document.querySelectorAll('.drop-target').length") == 0
    assert board(driver) == "........X"


@pytest.mark.parametrize("mark", ["X", "O"])
def test_against_the_computer_only_the_players_piece_drags_and_the_computer_replies(server, js_browser, mark):
    driver = js_browser
    new_game(driver, server, "computer", mark=mark)
    assert draggable(driver) == [mark]
    assert js(driver, "return document.querySelectorAll('.side.computer[data-piece]').length") == 0
    pieces = board(driver).count(".")
    target = next(i for i in (4, 0, 2, 6, 8) if board(driver)[i] == ".")
    drag_to(driver, target)
    # The player's piece and the computer's reply.
    wait_until(lambda: board(driver)[target] == mark and board(driver).count(".") == pieces - 2,
               what="the move and the computer's reply")
    assert draggable(driver) == [mark]
    # Dragging the computer's piece does nothing.
    driver.execute_script("window.__kept = 1")
    computer = ".side.computer .piece"
    before = (rect(driver, computer), board(driver), version(driver), settled_posts(server))
    free = board(driver).index(".")
    mouse_drag(driver, centre(driver, computer), centre(driver, square(free)))
    assert rect(driver, computer) == before[0]
    assert board(driver) == before[1] and version(driver) == before[2] and posted_moves(server) == before[3]


def test_nothing_drags_once_the_game_is_over(server, js_browser):
    driver = js_browser
    new_game(driver, server, "two-players")
    for index, layout, next_side in ((0, "X........", "O"), (3, "X..O.....", "X"), (1, "XX.O.....", "O"),
                                     (4, "XX.OO....", "X"), (2, "XXXOO....", None)):
        drag_to(driver, index)
        wait_for_board(driver, layout)
        if next_side:
            # The piece shows on the board as it drops; the next side's piece comes with the server's answer.
            wait_until(lambda: draggable(driver) == [next_side], what=f"the turn to pass to {next_side}")
    # The winning piece shows on the board as it drops, before the server's answer takes the pieces off the tray.
    wait_until(lambda: draggable(driver) == [], what="no piece left to drag")
    assert js(driver, "return getComputedStyle(document.querySelector('.side-x')).cursor") != "grab"


@pytest.mark.parametrize("size", ["390x844", "844x390"])
def test_a_finger_drags_the_piece_on_a_phone(server, js_browser, size):
    driver = js_browser
    width, height, mobile = VIEWPORTS[size]
    set_viewport(driver, width, height, mobile)
    new_game(driver, server, "two-players")
    # The whole board and the piece are on the first screen: no scrolling to drag.
    for selector in (PIECE, square(0), square(8)):
        left, top, w, h = rect(driver, selector)
        assert left >= 0 and top >= 0 and left + w <= width and top + h <= height, f"{selector} off screen"
    # The page is taller than the screen, yet a finger moving up from the piece drags it instead of scrolling.
    assert js(driver, "return document.scrollingElement.scrollHeight > innerHeight && scrollY === 0")
    driver.execute_script("window.__kept = 1")
    before = (rect(driver, PIECE), board(driver), version(driver), posted_moves(server))
    drag_to(driver, centre(driver, ".game-header h1"), how=touch_drag)
    assert_nothing_posted(driver, server, *before)
    assert js(driver, "return scrollY") == 0
    drag_to(driver, 6, how=touch_drag)
    wait_for_board(driver, "......X..")
    wait_until(lambda: draggable(driver) == ["O"], what="the turn to pass to O")
    drag_to(driver, 2, how=touch_drag)
    wait_for_board(driver, "..O...X..")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_draggable_piece_keeps_the_page_accessible(server, js_browser, scheme):
    driver = js_browser
    new_game(driver, server, "two-players")
    color_scheme(driver, scheme)
    assert serious_violations(driver, None if scheme == "light" else COLOUR_RULES) == []
