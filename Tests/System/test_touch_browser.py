"""Issue 25: the boards touched like the native apps, in a real Chromium driven by CDP touch and mouse input.

Minesweeper's flag by gesture (Public/flag.js): a long press flags and unflags and never uncovers, a press that
moves does nothing, right-click flags (the menu is kept off the board only), middle-click and left + right chord,
F and Space flag the focused cell and Enter uncovers it with the focus kept there, with JavaScript on and off.
Phones at 390×844, 360×740 and 320×640, and a desktop. Waits poll; the mines come from the database."""
import json
import sqlite3
import time

import pytest
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import click_and_wait, screenshot, set_viewport, wait_until

SEED = 20261121  # a fixed Beginner board (9 × 9), from a share link
WIDTH = 9
PHONES = {"390x844": (390, 844, True), "360x740": (360, 740, True), "320x640": (320, 640, True)}
DESKTOP = (1366, 900, False)
CELLS = "#field button"


# MARK: - Helpers

def js(driver, script, *args):
    """A script's answer, retried while Chromium swaps documents or moves.js swaps the play area."""
    return WebDriverWait(driver, 10, ignored_exceptions=(WebDriverException,)).until(
        lambda _: [driver.execute_script(script, *args)])[0]


def stored(server, driver):
    sid = driver.get_cookie("sid")["value"].split(".")[0]
    with sqlite3.connect(server.database) as db:
        row = db.execute("SELECT state, version FROM games WHERE session_id = ? AND kind = 'minesweeper' "
                         "ORDER BY id DESC LIMIT 1", (sid,)).fetchone()
    return json.loads(row[0]), row[1]


def mines_of(state):
    return {i for i in range(len(state["cells"])) if int(state["mines"][i // 4], 16) >> (i % 4) & 1}


def label(driver, index):
    return js(driver, f"return document.querySelectorAll('{CELLS}')[arguments[0]].getAttribute('aria-label')", index)


def state_of(driver, index):
    """What the cell's label says after its position: covered, flagged, empty, '2 mines around'…"""
    return label(driver, index).split(", ", 2)[2]


def centre(driver, index):
    """The cell brought into view (clear of the sticky bar), and its centre on the screen."""
    return js(driver, f"""const b = document.querySelectorAll('{CELLS}')[arguments[0]];
        b.scrollIntoView({{block: 'center', inline: 'center'}});
        const r = b.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];""", index)


def touch(driver, kind, x=None, y=None):
    points = [] if kind in ("touchEnd", "touchCancel") else [{"x": x, "y": y, "id": 1}]
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})


def mouse(driver, kind, x, y, button="left", buttons=0):
    driver.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": button,
                                                        "buttons": buttons, "clickCount": 1})


def click_with(driver, index, button, mask):
    x, y = centre(driver, index)
    mouse(driver, "mouseMoved", x, y)
    mouse(driver, "mousePressed", x, y, button, mask)
    mouse(driver, "mouseReleased", x, y, button, 0)


def shared_board(server, driver, first=40):
    """The fixed Beginner board, stored for this browser, with its first (always safe) cell uncovered."""
    driver.get(server.url + f"/minesweeper?share={SEED}&level=beginner&noguess=on")
    click_and_wait(driver, js(driver, "return document.querySelector('.shared button[type=submit]')"))
    click_and_wait(driver, js(driver, f"return document.querySelector('#field button[value=\"{first}\"]')"))
    state, _ = stored(server, driver)
    return state, mines_of(state)


def neighbours(index):
    r, c = divmod(index, WIDTH)
    return [(r + dr) * WIDTH + c + dc for dr in (-1, 0, 1) for dc in (-1, 0, 1)
            if (dr or dc) and 0 <= r + dr < WIDTH and 0 <= c + dc < WIDTH]


def covered_mine(driver, mines):
    """A mine still covered on the page, next to an uncovered cell (one a player has proven)."""
    return next(i for i in sorted(mines) if state_of(driver, i) == "covered"
                and any(not state_of(driver, n).startswith(("covered", "flagged")) for n in neighbours(i)))


def wait_for_state(driver, index, wanted, timeout=5):
    return wait_until(lambda: state_of(driver, index) == wanted, timeout=timeout,
                      what=f"cell {index} to be {wanted} (it is {state_of(driver, index)})")


def settle_moves(server, driver):
    """The stored version once it has stopped changing (each answer swapped in) — read three times, 50 ms apart."""
    seen = []

    def steady():
        seen.append(stored(server, driver)[1])
        return len(seen) >= 3 and len(set(seen[-3:])) == 1 and not js(driver, "return !!document.querySelector('.sent')")
    wait_until(steady, interval=0.05, what="the moves to settle")
    return seen[-1]


@pytest.fixture(params=list(PHONES))
def phone(request, server, js_browser):
    set_viewport(js_browser, *PHONES[request.param])
    return js_browser


# MARK: - Touch

def test_a_long_press_flags_and_unflags_and_never_uncovers(server, phone):
    driver = phone
    _, mines = shared_board(server, driver)
    mine = covered_mine(driver, mines)
    for before, after in (("covered", "flagged"), ("flagged", "covered")):
        x, y = centre(driver, mine)
        started = time.monotonic()
        touch(driver, "touchStart", x, y)
        assert js(driver, f"return document.querySelectorAll('{CELLS}')[arguments[0]].classList.contains('holding')",
                  mine), "the ring shows while the finger is down"
        wait_for_state(driver, mine, after)
        held = time.monotonic() - started
        touch(driver, "touchEnd")
        assert held >= 0.35, f"flagged after {held:.2f} s: a long press is ~400 ms"
        settle_moves(server, driver)
        state, _ = stored(server, driver)
        assert state_of(driver, mine) == after, "the tap's click after the long press did not play it again"
        assert state["cells"][mine] == ("F" if after == "flagged" else "."), state["cells"]
        assert not driver.find_elements("id", "result"), f"a long press on a mine ({before}) ended the game"
    assert js(driver, "return getComputedStyle(document.getElementById('field')).userSelect") == "none"


def test_a_press_that_moves_does_nothing(server, phone):
    driver = phone
    _, mines = shared_board(server, driver)
    mine = covered_mine(driver, mines)
    version = settle_moves(server, driver)
    x, y = centre(driver, mine)
    touch(driver, "touchStart", x, y)
    touch(driver, "touchMove", x + 14, y)
    # The finger stays down past the long press's 400 ms: a gesture's length, not a wait for the server.
    time.sleep(0.6)
    touch(driver, "touchEnd")
    assert settle_moves(server, driver) == version, "a press that slid 14 px posted a move"
    assert state_of(driver, mine) == "covered"
    assert not js(driver, "return !!document.querySelector('.holding')"), "the ring is gone once the press moved"


# MARK: - Mouse

def test_right_click_flags_and_keeps_the_menu_off_the_board_only(server, js_browser):
    driver = js_browser
    set_viewport(driver, *DESKTOP)
    _, mines = shared_board(server, driver)
    driver.execute_script("""window.__menus = [];
        window.addEventListener('contextmenu', e => window.__menus.push([e.target.closest('#field') ? 'board' : 'page',
                                                                        e.defaultPrevented]));""")
    mine = covered_mine(driver, mines)
    click_with(driver, mine, "right", 2)
    wait_for_state(driver, mine, "flagged")
    heading = js(driver, "const r = document.querySelector('h1').getBoundingClientRect(); return [r.left + 5, r.top + 5]")
    mouse(driver, "mousePressed", *heading, "right", 2)
    mouse(driver, "mouseReleased", *heading, "right", 0)
    assert js(driver, "return window.__menus") == [["board", True], ["page", False]]
    click_with(driver, mine, "right", 2)
    wait_for_state(driver, mine, "covered")


def test_middle_click_and_both_buttons_chord_a_number(server, js_browser):
    driver = js_browser
    set_viewport(driver, *DESKTOP)
    state, mines = shared_board(server, driver)
    # Numbers with a mine around and a covered safe neighbour: flag their mines, then chord them.
    numbers = [i for i in range(WIDTH * WIDTH) if state_of(driver, i)[0].isdigit()
               and any(state_of(driver, n) == "covered" and n not in mines for n in neighbours(i))]
    assert len(numbers) >= 2, "the fixed board has two numbers to chord"
    for number, (button, mask) in zip(numbers[:2], (("middle", 4), ("right", 3))):
        if state_of(driver, number) == "covered" or not state_of(driver, number)[0].isdigit():
            continue
        for m in (n for n in neighbours(number) if n in mines and state_of(driver, n) == "covered"):
            click_with(driver, m, "right", 2)
            wait_for_state(driver, m, "flagged")
        safe = [n for n in neighbours(number) if n not in mines and state_of(driver, n) == "covered"]
        if button == "middle":
            click_with(driver, number, "middle", 4)
        else:  # left, then right while left is down
            x, y = centre(driver, number)
            mouse(driver, "mousePressed", x, y, "left", 1)
            mouse(driver, "mousePressed", x, y, "right", 3)
            mouse(driver, "mouseReleased", x, y, "right", 1)
            mouse(driver, "mouseReleased", x, y, "left", 0)
        wait_until(lambda: all(state_of(driver, n) not in ("covered", "flagged") for n in safe),
                   what=f"a {button} chord on {number} to uncover {safe}")
    assert not driver.find_elements("id", "result") or "cleared" in driver.find_element("id", "result").text


# MARK: - Keyboard

def focused(driver):
    return js(driver, f"return [...document.querySelectorAll('{CELLS}')].indexOf(document.activeElement)")


def test_f_and_space_flag_and_enter_uncovers_with_the_focus_kept(server, js_browser):
    driver = js_browser
    set_viewport(driver, *DESKTOP)
    _, mines = shared_board(server, driver)
    mine = covered_mine(driver, mines)
    js(driver, f"document.querySelectorAll('{CELLS}')[arguments[0]].focus()", mine)
    driver.switch_to.active_element.send_keys("f")
    wait_for_state(driver, mine, "flagged")
    assert focused(driver) == mine, "the focus stays on the flagged cell"
    driver.switch_to.active_element.send_keys(Keys.SPACE)
    wait_for_state(driver, mine, "covered")
    assert focused(driver) == mine
    safe = next(i for i in range(WIDTH * WIDTH) if i not in mines and state_of(driver, i) == "covered")
    js(driver, f"document.querySelectorAll('{CELLS}')[arguments[0]].focus()", safe)
    driver.switch_to.active_element.send_keys(Keys.ENTER)
    wait_until(lambda: state_of(driver, safe) not in ("covered", "flagged"), what="Enter to uncover")
    wait_until(lambda: focused(driver) == safe or driver.find_elements("id", "result"), what="the focus kept")


def test_enter_keeps_the_focus_on_its_cell_without_javascript(server, browser):
    driver = browser
    _, mines = shared_board(server, driver)
    safe = [i for i in range(WIDTH * WIDTH) if i not in mines and state_of(driver, i) == "covered"]
    cell = safe[len(safe) // 2]
    js(driver, f"document.querySelectorAll('{CELLS}')[arguments[0]].focus()", cell)
    old = driver.find_element("id", "play")
    driver.switch_to.active_element.send_keys(Keys.ENTER)
    wait_until(lambda: _gone(old), what="the page after Enter")
    assert state_of(driver, cell) not in ("covered", "flagged")
    if not driver.find_elements("id", "result"):
        wait_until(lambda: focused(driver) == cell, what=f"the focus back on cell {cell} after the POST → 303 → GET")


def _gone(element):
    try:
        element.tag_name
        return False
    except WebDriverException:
        return True


# MARK: - Instant feedback on a slow phone network

SLOW = {"offline": False, "latency": 150, "downloadThroughput": 200000, "uploadThroughput": 200000}  # 1.6 Mbit/s


def slow_network(driver):
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", SLOW)


def pressed_within(driver, selector, index):
    """Touches the board's button `index` and returns how long (ms, the page's clock) from the touch until the cell is
    pressed, as the touch's handlers leave it; and checks that the first frame after the touch draws it so."""
    x, y = js(driver, f"""const b = document.querySelectorAll(arguments[0])[arguments[1]];
        b.scrollIntoView({{block: 'center'}}); const r = b.getBoundingClientRect();
        const drawn = () => b.classList.contains('pressed') && getComputedStyle(b).filter !== 'none';
        window.__pressed = null;
        addEventListener('pointerdown', e => {{
            // Once every handler of the touch has run (the window's bubbling listener is the last), and in the first
            // frame after it (a timer would wait: Chrome runs them late during a touch).
            const after = drawn() ? performance.now() - e.timeStamp : Infinity;
            requestAnimationFrame(() => {{ window.__pressed = [after, drawn()]; }});
        }}, {{once: true}});
        return [r.left + r.width / 2, r.top + r.height / 2];""", selector, index)
    touch(driver, "touchStart", x, y)
    after, first_frame = wait_until(lambda: driver.execute_script("return window.__pressed"), what="the first frame")
    assert first_frame, "the first frame after the touch draws the cell pressed"
    return after


@pytest.mark.parametrize("game, selector", [("minesweeper", CELLS), ("wordsearch", "#grid button"),
                                            ("tictactoe", "#board button")])
def test_a_touched_cell_is_pressed_at_once_and_marked_pending_while_slow(server, phone, game, selector):
    driver = phone
    driver.get(f"{server.url}/{game}")
    js(driver, "return document.readyState === 'complete' && !!document.querySelector('[data-grid] button')")
    slow_network(driver)
    index = 4 if game == "tictactoe" else 0
    elapsed = pressed_within(driver, selector, index)
    assert elapsed <= 50, f"{game}: drawn pressed {elapsed:.0f} ms after the touch"
    # An answer slower than 150 ms gets the pending mark: on a slower network still (400 ms), so it surely is.
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", dict(SLOW, latency=400))
    driver.execute_script("""window.__play = document.getElementById('play'); window.__pending = false;
        new MutationObserver(() => { window.__pending ||= !!document.querySelector('[data-grid] button.pending'); })
            .observe(document.body, {subtree: true, attributes: true, attributeFilter: ['class']});""")
    touch(driver, "touchEnd")
    if game == "tictactoe":
        assert js(driver, f"return document.querySelectorAll('{selector}')[4].textContent.trim()") == "X", \
            "one's own mark is drawn before the answer"
    wait_until(lambda: driver.execute_script("return window.__pending === true"), what="the pending mark")
    wait_until(lambda: driver.execute_script("return document.getElementById('play') !== window.__play"),
               what="the answer")
    assert not driver.execute_script("return !!document.querySelector('.pending, .pressed, .sent')")


def test_flags_made_while_a_move_is_slow_are_drawn_at_once_and_sent_once_in_order(server, js_browser):
    driver = js_browser
    set_viewport(driver, *DESKTOP)
    _, mines = shared_board(server, driver)
    _, version = stored(server, driver)
    covered = [i for i in sorted(mines) if state_of(driver, i) == "covered"][:3]
    slow_network(driver)
    for cell in covered:
        click_with(driver, cell, "right", 2)
        assert js(driver, f"return document.querySelectorAll('{CELLS}')[arguments[0]].textContent", cell) == "⚑", \
            f"the flag on {cell} is drawn before the answer"
    for cell in covered:
        wait_for_state(driver, cell, "flagged", timeout=10)
    assert settle_moves(server, driver) == version + len(covered), "each flag sent once"


# MARK: - The result card, and Undo after "See the board"

def lose(server, driver):
    """The fixed board lost on a mine, its result card shown."""
    _, mines = shared_board(server, driver)
    mine = covered_mine(driver, mines)
    old = driver.find_element("id", "play")
    js(driver, f"document.querySelectorAll('{CELLS}')[arguments[0]].click()", mine)
    wait_until(lambda: _gone(old) and driver.find_elements("id", "result"), what="the result card")
    wait_until(lambda: driver.find_element("id", "result").is_displayed(), what="the card shown")


def in_card(driver):
    return js(driver, "return document.getElementById('result').contains(document.activeElement)")


def test_the_result_card_is_a_modal_with_javascript(server, js_browser):
    driver = js_browser
    set_viewport(driver, *DESKTOP)
    lose(server, driver)
    wait_until(lambda: in_card(driver), what="the focus inside the card")
    stops = js(driver, "return [...document.querySelectorAll('#result a[href], #result button')]"
                       ".filter(e => e.getClientRects().length).length")
    for keys in [Keys.TAB] * (stops + 2) + [Keys.SHIFT + Keys.TAB] * (stops + 2):
        driver.switch_to.active_element.send_keys(keys)
        assert in_card(driver), f"{keys!r} took the focus out of the card"
    driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    wait_until(lambda: not driver.find_element("id", "result").is_displayed(), what="Escape to close the card")
    assert js(driver, "return !!document.activeElement.closest('[data-grid]')"), "the focus is back on the board"
    # Undo is in the game bar now, where the player looks.
    undo = driver.find_element("css selector", ".game-bar .bar-undo button")
    assert undo.is_displayed()
    click_and_wait(driver, undo)
    assert not driver.find_elements("id", "result")
    assert js(driver, "return document.getElementById('deaths').textContent") == "1"


@pytest.mark.parametrize("javascript", [False, True], ids=["no-js", "js"])
@pytest.mark.parametrize("size", list(PHONES))
def test_undo_sits_in_the_bar_after_see_the_board(request, server, size, javascript):
    driver = request.getfixturevalue("js_browser" if javascript else "browser")
    set_viewport(driver, *PHONES[size])
    lose(server, driver)
    driver.find_element("css selector", "#result .overlay-close").click()
    wait_until(lambda: not driver.find_element("id", "result").is_displayed(), what="'See the board'")
    undo = driver.find_element("css selector", ".game-bar .bar-undo button")
    assert undo.is_displayed()
    click_and_wait(driver, undo)
    # Playing on with a death counted: the bar keeps one line at every width.
    assert js(driver, "return document.getElementById('deaths').textContent") == "1"
    tops = js(driver, """return [...document.querySelector('.game-bar').children]
        .filter(e => e.getClientRects().length).map(e => Math.round(e.getBoundingClientRect().top + e.getBoundingClientRect().height / 2))""")
    assert max(tops) - min(tops) <= 4, f"the bar wraps at {size}: item middles at {tops}"
    assert js(driver, "return document.scrollingElement.scrollWidth <= innerWidth")


# MARK: - Big boards on small phones: zoom and pan in their own box

def start(driver, server, game, level):
    """A new game at `level` through the page's own New game form (sent by script: the form is below the board)."""
    driver.get(f"{server.url}/{game}")
    old = js(driver, "return document.documentElement")
    driver.execute_script("""const [game, level] = arguments;
        const form = [...document.querySelectorAll(`form[action='/${game}/new']`)]
            .find(f => f.querySelector(`input[name=level][value='${level}']`) && !f.querySelector('input[name=day]'));
        form.querySelector(`input[name=level][value='${level}']`).checked = true;
        form.requestSubmit();""", game, level)
    wait_until(lambda: _gone(old), what=f"the new {game} game")
    js(driver, "return document.readyState === 'complete'")


BIG = {"minesweeper": ("expert", 30, 16), "wordsearch": ("hard", 15, 15)}
GRID = "[data-grid] button"

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


def drag(driver, points, fingers=1):
    """A touch gesture through `points` ((x, y) of the first finger; the second, if any, 40 px to its left)."""
    def at(x, y):
        return [{"x": x, "y": y, "id": 1}] + ([{"x": x - 40, "y": y, "id": 2}] if fingers == 2 else [])
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": at(*points[0])})
    for point in points[1:]:
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": at(*point)})
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def version_of(server, driver, game):
    sid = driver.get_cookie("sid")["value"].split(".")[0]
    with sqlite3.connect(server.database) as db:
        return db.execute("SELECT version FROM games WHERE session_id = ? AND kind = ? ORDER BY id DESC LIMIT 1",
                          (sid, game)).fetchone()[0]


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
    click_and_wait(driver, js(driver, f"return document.querySelectorAll('{GRID}')[40]"))
    version = version_of(server, driver, "minesweeper")
    drag(driver, across(driver))
    wait_until(lambda: geometry(driver)["left"] > 20, what="the box to pan")
    assert settle_moves(server, driver) == version, "a pan posted a move"
    pinch(driver, *across(driver)[4])
    wait_until(lambda: geometry(driver)["cell"] >= 32, what="a pinch to zoom in")
    assert settle_moves(server, driver) == version, "a pinch posted a move"
    assert geometry(driver)["page"] <= geometry(driver)["inner"]


def pinch(driver, x, y):
    """Two fingers spreading from 40 to 260 px apart around (x, y)."""
    def at(spread):
        return [{"x": x - spread / 2, "y": y, "id": 1}, {"x": x + spread / 2, "y": y, "id": 2}]
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": at(40)})
    for spread in range(60, 280, 20):
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": at(spread)})
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


@pytest.mark.parametrize("size", ["320x640", "360x740"])
def test_word_search_pans_by_pan_mode_or_two_fingers_and_never_selects(server, js_browser, size):
    driver = js_browser
    set_viewport(driver, *PHONES[size])
    start(driver, server, "wordsearch", "hard")
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
    (Tests/System/screenshots/readme-phone-minesweeper.png, copied to Public/screenshot-phone-minesweeper.png)."""
    driver = browser
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
    start(driver, server, "minesweeper", "expert")
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
    word: the line snaps to the diagonal and to the length that reads it (before issue 25: "not in a line")."""
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
    old = driver.find_element("id", "play")
    if pointer == "mouse":
        mouse(driver, "mouseMoved", x0, y0)
        mouse(driver, "mousePressed", x0, y0, "left", 1)
        for x, y in path[1:]:
            mouse(driver, "mouseMoved", x, y, "left", 1)
        mouse(driver, "mouseReleased", x1, y1, "left", 0)
    else:
        drag(driver, path)
    wait_until(lambda: _gone(old), what="the answer to the drag")
    assert f"Found {placed['word']}!" in js(driver, "return document.getElementById('main').textContent"), \
        js(driver, "return document.getElementById('hint').textContent")


def test_a_refused_flag_is_rolled_back(server, js_browser):
    """A flag drawn before the answer goes again when the server refuses the move (here an out-of-date form)."""
    driver = js_browser
    set_viewport(driver, *DESKTOP)
    _, mines = shared_board(server, driver)
    _, version = stored(server, driver)
    mine = covered_mine(driver, mines)
    js(driver, f"""document.querySelector('#field input[name=version]').value = '999';
        // What the cell shows once the right button's handlers have run (kept across the page the refusal brings).
        addEventListener('mousedown', () => sessionStorage.drawn =
            document.querySelectorAll('{CELLS}')[arguments[0]].textContent, {{once: true}});""", mine)
    old = driver.find_element("id", "play")
    click_with(driver, mine, "right", 2)
    wait_until(lambda: _gone(old), what="the refusal's page")
    assert js(driver, "return sessionStorage.drawn") == "⚑", "the flag was drawn before the answer"
    assert state_of(driver, mine) == "covered"
    assert js(driver, f"return document.querySelectorAll('{CELLS}')[arguments[0]].textContent", mine) == ""
    assert stored(server, driver)[1] == version, "nothing was played"
