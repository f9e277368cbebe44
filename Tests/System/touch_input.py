"""What the touch suites (test_touch_browser.py, test_touch_boards_browser.py) share: CDP touch and mouse
input, the fixed Minesweeper board and what the database says of it, and waits for moves to settle."""
import json
import sqlite3

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.support.ui import WebDriverWait

from conftest import click_and_wait, wait_until

SEED = 20261121  # a fixed Beginner board (9 × 9), from a share link
WIDTH = 9
PHONES = {"390x844": (390, 844, True), "360x740": (360, 740, True), "320x640": (320, 640, True)}
DESKTOP = (1366, 900, False)
CELLS = "#field button"
GRID = "[data-grid] button"


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
    click_and_wait(driver, js(driver, f"return document.querySelectorAll('#field button')[{first}]"))
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


def gone(element):
    try:
        element.tag_name
        return False
    except WebDriverException:
        return True


def start(driver, server, game, level):
    """A new game at `level` through the page's own New game form (sent by script: the form is below the board)."""
    driver.get(f"{server.url}/{game}")
    old = js(driver, "return document.documentElement")
    driver.execute_script("""const [game, level] = arguments;
        const form = [...document.querySelectorAll(`form[action='/${game}/new']`)]
            .find(f => f.querySelector(`input[name=level][value='${level}']`) && !f.querySelector('input[name=day]'));
        form.querySelector(`input[name=level][value='${level}']`).checked = true;
        form.requestSubmit();""", game, level)
    wait_until(lambda: gone(old), what=f"the new {game} game")
    js(driver, "return document.readyState === 'complete'")


def first_level(driver):
    """A big board opens fitted on a phone until its size is chosen: one + gives the first level (24 px targets, a
    board wider than the screen panning in its box), as a player who wants to pan it taps first."""
    plus = js(driver, "return document.querySelector(\".zoom-button.on-phone[aria-label='Bigger cells']\")")
    if js(driver, "return document.documentElement.classList.contains('pinch-zoom')"):  # zoom.js: drawn in place
        plus.click()
        wait_until(lambda: js(driver, "return !document.querySelector('.play-area [data-grid].opens-fitted')"),
                   what="the first level drawn in place")
    else:
        click_and_wait(driver, plus)


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


def pinch(driver, x, y):
    """Two fingers spreading from 40 to 260 px apart around (x, y)."""
    def at(spread):
        return [{"x": x - spread / 2, "y": y, "id": 1}, {"x": x + spread / 2, "y": y, "id": 2}]
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": at(40)})
    for spread in range(60, 280, 20):
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": at(spread)})
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
