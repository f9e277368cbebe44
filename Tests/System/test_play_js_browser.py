"""The shared enhancement script (Public/play.js) in a real Chromium with JavaScript on: one tab stop per
board and arrow keys by geometry, the last move's message copied into the #announce live region, the sound toggle
(shown only with JavaScript, kept by the server in the session) and the vibration for a found word or a mine.
With JavaScript off the toggle stays hidden. Waits poll; the tests read the mines and words from the database."""
import json
import sqlite3

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import click_and_wait, screenshot, set_viewport, wait_until, nth_cell

SEED = 20261121  # a fixed Beginner board (9 × 9), from a share link
WIDTH = 9

# Records what the page asks of the vibration motor and of Web Audio, before any of the page's scripts run.
RECORDER = """
window.__buzz = [];
Object.defineProperty(Navigator.prototype, "vibrate", {
  configurable: true, value: function (pattern) { window.__buzz.push(pattern); return true; }
});
window.__tones = 0;
if (window.AudioContext) {
  const make = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function () { window.__tones += 1; return make.call(this); };
}
"""


def record_feedback(driver):
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORDER})


def settled(driver, read, timeout=10):
    """Polls `read` while Chromium may still be swapping documents after a load."""
    return WebDriverWait(driver, timeout, ignored_exceptions=(WebDriverException,)).until(lambda _: read())


def js(driver, script):
    return settled(driver, lambda: [driver.execute_script(script)])[0]


def focused_cell(driver):
    """The index of the focused board button (uncovered cells have no value), or None when the focus is elsewhere."""
    return js(driver, "const i = [...document.querySelectorAll('[data-grid] button')].indexOf(document.activeElement);"
                      "return i < 0 ? null : i")


def tab_stops(driver):
    """The board's buttons in the tab order, by index."""
    return js(driver, "return [...document.querySelectorAll('[data-grid] button')].flatMap((b, i) => b.tabIndex >= 0 ? [i] : [])")


def press(driver, *keys):
    driver.switch_to.active_element.send_keys(*keys)


def stored_state(server, driver, kind):
    sid = driver.get_cookie("sid")["value"].split(".")[0]
    with sqlite3.connect(server.database) as db:
        row = db.execute("SELECT state FROM games WHERE session_id = ? AND kind = ? ORDER BY id DESC LIMIT 1",
                         (sid, kind)).fetchone()
    return json.loads(row[0]) if row else None


def stored_sound(server, driver):
    sid = driver.get_cookie("sid")["value"].split(".")[0]
    with sqlite3.connect(server.database) as db:
        row = db.execute("SELECT sound FROM sessions WHERE id = ?", (sid,)).fetchone()
    return row and row[0]


def mines_of(state):
    # Cell i is bit i % 4 of hex digit i / 4.
    return {i for i in range(len(state["cells"])) if int(state["mines"][i // 4], 16) >> (i % 4) & 1}


def shared_board(server, driver):
    """Stores the fixed Beginner board for this browser and shows it."""
    driver.get(server.url + f"/minesweeper?share={SEED}&level=beginner&noguess=on")
    click_and_wait(driver, settled(driver, lambda: driver.find_element("css selector", ".shared button[type='submit']")))
    assert len(driver.find_elements("css selector", "#field button")) == WIDTH * WIDTH


def tap_cell(driver, index):
    click_and_wait(driver, settled(driver, lambda: driver.find_element("css selector", nth_cell(index, WIDTH, "[data-grid]"))))


def severe_logs(driver):
    return [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def test_tab_reaches_one_cell_and_arrows_move_by_geometry(server, js_browser):
    driver = js_browser
    shared_board(server, driver)
    assert len(tab_stops(driver)) == 1

    # Tab from the control before the board: one stop on the board (its first cell), the next Tab leaves it.
    js(driver, "document.querySelector('.mode-toggle').focus()")
    for _ in range(20):
        press(driver, Keys.TAB)
        if focused_cell(driver) is not None:
            break
    assert focused_cell(driver) == 0
    press(driver, Keys.TAB)
    assert focused_cell(driver) is None, "a second Tab leaves the board"
    press(driver, Keys.SHIFT, Keys.TAB)
    assert focused_cell(driver) == 0, "Shift+Tab comes back to the same cell"

    # Arrows go to the neighbour as drawn; at an edge nothing moves (no wrapping); Home and End: the row's ends.
    for key, expected in ((Keys.ARROW_RIGHT, 1), (Keys.ARROW_DOWN, 1 + WIDTH), (Keys.ARROW_LEFT, WIDTH),
                          (Keys.ARROW_UP, 0), (Keys.ARROW_LEFT, 0), (Keys.ARROW_UP, 0), (Keys.END, WIDTH - 1),
                          (Keys.ARROW_RIGHT, WIDTH - 1), (Keys.HOME, 0)):
        press(driver, key)
        assert focused_cell(driver) == expected, f"after {key!r}"
    press(driver, Keys.CONTROL, Keys.END)
    assert focused_cell(driver) == WIDTH * WIDTH - 1
    press(driver, Keys.CONTROL, Keys.HOME)
    assert focused_cell(driver) == 0
    # The cell arrived at is the board's one tab stop now.
    press(driver, *([Keys.ARROW_DOWN] * 4 + [Keys.ARROW_RIGHT] * 4))
    assert focused_cell(driver) == 40
    assert tab_stops(driver) == [40]

    # Enter keeps the button's own behaviour: the form is posted, and the page after it focuses that cell.
    html = (driver.find_elements("id", "play") or [driver.find_element("tag name", "html")])[0]  # replaced in place too
    press(driver, Keys.ENTER)
    settled(driver, lambda: "at=40" in driver.current_url)
    WebDriverWait(driver, 10).until(lambda _: _stale(html))
    assert settled(driver, lambda: focused_cell(driver) == 40)

    # After a reveal the uncovered cells are reached by the arrows too, and only the focused cell is a tab stop.
    assert tab_stops(driver) == [40]
    press(driver, Keys.ARROW_RIGHT)
    assert focused_cell(driver) == 41
    press(driver, Keys.ARROW_DOWN)
    assert focused_cell(driver) == 41 + WIDTH
    press(driver, Keys.ARROW_LEFT)
    assert focused_cell(driver) == 40 + WIDTH
    screenshot(driver, "play-js-arrows")
    assert severe_logs(driver) == []


def _stale(element):
    try:
        element.is_enabled()
        return False
    except WebDriverException:
        return True


def test_arrows_follow_the_board_as_drawn_when_it_is_transposed(server, js_browser):
    """A phone may show a wide board transposed (a grid that flows by column): the arrows go where the cells are
    drawn, not by their order in the page. The test draws the board transposed itself."""
    driver = js_browser
    shared_board(server, driver)
    js(driver, """
        const field = document.querySelector('[data-grid] fieldset') || document.querySelector('[data-grid]');
        const cells = [...field.querySelectorAll('button')];
        cells.forEach((cell, i) => {
            cell.style.position = 'absolute';
            // Cell i (row r, column c) drawn at row c, column r.
            cell.style.left = (Math.floor(i / 9) * 40) + 'px';
            cell.style.top = ((i % 9) * 40) + 'px';
            cell.style.width = cell.style.height = '36px';
        });
        field.style.position = 'relative';
        field.style.height = '400px';
        cells[0].focus();
    """)
    press(driver, Keys.ARROW_RIGHT)
    assert focused_cell(driver) == WIDTH, "right goes to the next row's cell, drawn to the right"
    press(driver, Keys.ARROW_DOWN)
    assert focused_cell(driver) == WIDTH + 1
    press(driver, Keys.END)
    assert focused_cell(driver) == WIDTH * (WIDTH - 1) + 1


def test_the_last_moves_message_is_announced(server, js_browser):
    driver = js_browser
    shared_board(server, driver)
    tap_cell(driver, 40)
    mine = min(mines_of(stored_state(server, driver, "minesweeper")))
    click_and_wait(driver, settled(driver, lambda: driver.find_element("css selector", ".mode-toggle")))
    tap_cell(driver, mine)
    click_and_wait(driver, settled(driver, lambda: driver.find_element("css selector", ".mode-toggle")))
    # A tap on the flagged cell in normal mode is a slip: the page says so in a note near the board.
    tap_cell(driver, mine)
    note = settled(driver, lambda: driver.find_element("css selector", ".board-note[data-announce]")).text
    assert note
    announced = wait_until(lambda: js(driver, "return document.getElementById('announce').textContent"),
                           what="#announce filled")
    assert note in announced
    assert severe_logs(driver) == []


def test_pages_without_a_board_are_left_alone(server, js_browser):
    """play.js is loaded by the game pages only; run on pages with no board, bar or message it does nothing and
    throws nothing."""
    driver = js_browser
    for path in ("/", "/leaderboard", "/no-such-page"):
        driver.get(server.url + path)
        js(driver, """
            window.__errors = [];
            window.addEventListener('error', event => window.__errors.push(String(event.message)));
            const script = document.createElement('script');
            script.src = '/static/play.js';
            script.onload = () => { window.__loaded = true; };
            document.head.appendChild(script);
        """)
        wait_until(lambda: js(driver, "return window.__loaded === true"), what=f"play.js run on {path}")
        assert js(driver, "return window.__errors") == [], path
        # The 404 page's own status is logged as a failed load; nothing else may be (a script error would be).
        assert [e for e in severe_logs(driver) if "Failed to load resource" not in e["message"]] == [], path


def test_sound_toggle_only_with_javascript_and_kept_by_the_server(server, js_browser, browser):
    browser.get(server.url + "/tictactoe")
    assert not browser.find_element("css selector", ".sound-form").is_displayed(), "hidden with JavaScript off"
    assert not browser.find_element("css selector", ".sound-toggle").is_displayed()

    driver = js_browser
    record_feedback(driver)
    driver.get(server.url + "/tictactoe")
    toggle = settled(driver, lambda: driver.find_element("css selector", ".sound-toggle"))
    assert toggle.is_displayed()
    assert toggle.get_attribute("aria-pressed") == "false"
    html = (driver.find_elements("id", "play") or [driver.find_element("tag name", "html")])[0]  # replaced in place too
    url = driver.current_url

    toggle.click()
    wait_until(lambda: toggle.get_attribute("aria-pressed") == "true", what="the toggle pressed")
    assert not _stale(html) and driver.current_url == url, "toggled in place, no page load"
    wait_until(lambda: stored_sound(server, driver) == 1, what="sound stored on")
    assert js(driver, "return window.__tones") >= 1, "turning sound on plays a tick"
    screenshot(driver, "play-js-sound-on")

    driver.refresh()
    toggle = settled(driver, lambda: driver.find_element("css selector", ".sound-toggle"))
    assert toggle.get_attribute("aria-pressed") == "true", "kept across a reload"
    toggle.click()
    wait_until(lambda: toggle.get_attribute("aria-pressed") == "false", what="the toggle released")
    wait_until(lambda: stored_sound(server, driver) == 0, what="sound stored off")
    driver.get(server.url + "/minesweeper")
    assert settled(driver, lambda: driver.find_element("css selector", ".sound-toggle")).get_attribute("aria-pressed") == "false"
    assert severe_logs(driver) == []


def test_a_refused_toggle_falls_back_to_the_plain_form(server, js_browser):
    driver = js_browser
    driver.get(server.url + "/tictactoe")
    # A token from an older session: the server refuses the fetch, so the form is sent the plain way and its page
    # says why.
    js(driver, "document.querySelector('.sound-form input[name=csrf]').value = 'stale'")
    html = (driver.find_elements("id", "play") or [driver.find_element("tag name", "html")])[0]  # replaced in place too
    settled(driver, lambda: driver.find_element("css selector", ".sound-toggle")).click()
    WebDriverWait(driver, 10).until(lambda _: _stale(html))
    assert settled(driver, lambda: "out of date" in driver.find_element("tag name", "main").text)


def turn_on(driver, server, name, stored_value):
    # The form's field asks for the setting; its button shows the setting as it is.
    toggle = settled(driver, lambda: driver.find_element("css selector", f".sound-form:has(input[name={name}]) button"))
    assert toggle.is_displayed() and toggle.get_attribute("aria-pressed") == "false", f"{name} is off by default"
    toggle.click()
    wait_until(lambda: stored_sound(server, driver) == stored_value, what=f"{name} stored on")


def test_a_mine_vibrates_and_sounds_when_both_are_on(server, js_browser):
    driver = js_browser
    set_viewport(driver, 390, 844, True)  # Vibration shows where the pointer is coarse: a phone
    record_feedback(driver)
    shared_board(server, driver)
    turn_on(driver, server, "sound", 1)
    turn_on(driver, server, "vibration", 3)  # the sessions.sound column's bits: sound 1, vibration 2
    assert js(driver, "return window.__buzz") == [15], "turning Vibration on answers with a short buzz"
    js(driver, "window.__buzz.length = 0")
    tap_cell(driver, 40)
    assert js(driver, "return window.__buzz") == [], "a plain move does not vibrate"
    mine = min(mines_of(stored_state(server, driver, "minesweeper")))
    tap_cell(driver, mine)
    assert settled(driver, lambda: driver.find_element("css selector", "[data-event='mine']"))
    assert wait_until(lambda: js(driver, "return window.__buzz"), what="a vibration") == [[90, 50, 180]]
    assert js(driver, "return window.__tones") >= 1, "sound on: the mine is heard"
    driver.refresh()
    assert settled(driver, lambda: driver.find_element("css selector", ".vibration-toggle")).get_attribute(
        "aria-pressed") == "true", "Vibration kept by the server like Sound"
    # A reload of that page is not a new move: nothing again.
    driver.refresh()
    assert js(driver, "return document.readyState") == "complete"
    assert js(driver, "return [window.__buzz, window.__tones]") == [[], 0]


STEPS = {"right": (1, 0), "left": (-1, 0), "down": (0, 1), "up": (0, -1),
         "downRight": (1, 1), "downLeft": (-1, 1), "upRight": (1, -1), "upLeft": (-1, -1)}


def test_nothing_vibrates_with_vibration_off(server, js_browser):
    """Vibration is off by default, and then a mine, a flag by long press and a found word call no
    navigator.vibrate at all (Sound on or not)."""
    driver = js_browser
    record_feedback(driver)
    shared_board(server, driver)
    turn_on(driver, server, "sound", 1)
    tap_cell(driver, 40)
    mine = min(mines_of(stored_state(server, driver, "minesweeper")))
    js(driver, f"document.querySelector(\"{nth_cell(mine, WIDTH)}\").focus()")
    driver.switch_to.active_element.send_keys("f")
    wait_until(lambda: "flagged" in driver.find_element("css selector", nth_cell(mine, WIDTH))
               .get_attribute("aria-label"), what="the flag")
    tap_cell(driver, min(mines_of(stored_state(server, driver, "minesweeper")) - {mine}))
    assert settled(driver, lambda: driver.find_element("css selector", "[data-event='mine']"))
    assert js(driver, "return window.__tones") >= 1, "the mine was heard, so it was felt if it ever would be"
    assert js(driver, "return window.__buzz") == []


def test_a_found_word_vibrates_when_vibration_is_on_and_is_silent_with_sound_off(server, js_browser):
    driver = js_browser
    set_viewport(driver, 390, 844, True)  # Vibration shows where the pointer is coarse: a phone
    record_feedback(driver)
    driver.get(server.url + "/wordsearch")
    turn_on(driver, server, "vibration", 2)
    js(driver, "window.__buzz.length = 0")
    if stored_state(server, driver, "wordsearch") is None:
        click_and_wait(driver, driver.find_element("css selector", "form.restart button"))
    game = stored_state(server, driver, "wordsearch")
    placed = game["placed"][0]
    dx, dy = STEPS[placed["direction"]]
    last = placed["start"] + (len(placed["word"]) - 1) * (dy * game["params"]["width"] + dx)
    tap_cell_ws(driver, placed["start"])
    tap_cell_ws(driver, last)
    assert f"Found {placed['word']}!" in settled(driver, lambda: driver.find_element("tag name", "main")).text
    assert wait_until(lambda: js(driver, "return window.__buzz"), what="a vibration") == [40]
    assert js(driver, "return window.__tones") == 0, "sound is off by default"


def tap_cell_ws(driver, index):
    click_and_wait(driver, settled(driver, lambda: driver.find_element("css selector", f"#grid button[value='{index}']")))
