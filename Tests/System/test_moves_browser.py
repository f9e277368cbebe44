"""In-place moves (Public/moves.js) in a real Chromium with JavaScript on: a tap changes the board
without a navigation, the tapped cell does not move on the screen (0 px) and keeps the focus, the address becomes
the move's page, and the board equals what the server's page shows. A stale tab and a restarted server fall back
to the plain form post. Waits poll."""
from conftest import ServerProcess, click_and_wait, wait_until
from in_place import CELLS, js, keep_page, replaced, same_page, shown_and_served
from selenium.webdriver.common.keys import Keys


def start(driver, url, level):
    driver.get(url + "/minesweeper")
    driver.find_element("css selector", f"input[name=level][value={level}]").click()
    click_and_wait(driver, driver.find_element("css selector", "#new-game button[type=submit]"))


def labels(driver):
    return js(driver, f"return [...document.querySelectorAll('{CELLS}')].map(b => b.getAttribute('aria-label'))")


def covered(driver):
    return [i for i, label in enumerate(labels(driver)) if label.endswith("covered")]


def tap(driver, index):
    """Taps a cell in place; returns its position before and after, once its label changed."""
    before = js(driver, f"const b = document.querySelectorAll('{CELLS}')[arguments[0]];"
                        "const r = b.getBoundingClientRect(); return [b.getAttribute('aria-label'), r.left, r.top]", index)
    js(driver, f"document.querySelectorAll('{CELLS}')[arguments[0]].click()", index)
    wait_until(lambda: labels(driver)[index] != before[0], what=f"cell {index} to change")
    after = js(driver, f"const r = document.querySelectorAll('{CELLS}')[arguments[0]].getBoundingClientRect();"
                       "return [r.left, r.top]", index)
    return before[1:], after


def test_moves_in_place_keep_position_focus_and_address(server, js_browser):
    driver = js_browser
    driver.set_window_size(1200, 700)
    start(driver, server.url, "expert")
    driver.execute_script("window.__kept = 1; window.scrollTo(0, 150)")
    scrolled = js(driver, "return window.scrollY")
    assert scrolled > 0

    moved = []
    first = 16 * 30 // 2 + 15
    moved.append(tap(driver, first))
    wait_until(lambda: js(driver, "return location.search") == f"?at={first}", what="the address")
    assert js(driver, "return location.hash") in ("#play", "#cell")  # what the server's address names
    # Flag mode on (the toggle keeps the focus), then flags on covered cells.
    toggle = driver.find_element("css selector", ".mode-toggle")
    toggle.click()
    wait_until(lambda: js(driver, "return document.querySelector('.mode-toggle').getAttribute('aria-pressed')") == "true",
               what="flag mode")
    assert js(driver, "return document.activeElement.classList.contains('mode-toggle')")
    for index in covered(driver)[:4] + covered(driver)[-2:]:
        moved.append(tap(driver, index))
        assert js(driver, f"return [...document.querySelectorAll('{CELLS}')].indexOf(document.activeElement)") == index
        assert js(driver, "return location.search") == f"?at={index}"
        assert labels(driver)[index].endswith("flagged")
    for before, after in moved:
        assert before == after, f"the tapped cell moved from {before} to {after}"
    # The page itself may have moved a little to keep the cell in place (the bar grows a timer once started).
    assert abs(js(driver, "return window.scrollY") - scrolled) < 40
    assert same_page(driver)
    # The board as the server's page for that address shows it, cell for cell.
    shown, served = shown_and_served(driver)
    assert shown == served
    # One tab stop on the board: the cell just played (play.js's roving tabindex, set up again on the new board).
    stops = js(driver, f"return [...document.querySelectorAll('{CELLS}')].filter(b => b.tabIndex >= 0).length")
    assert stops == 1


def test_a_stale_tab_falls_back_to_the_full_page(server, js_browser):
    driver = js_browser
    start(driver, server.url, "beginner")
    first_tab = driver.current_window_handle
    driver.switch_to.new_window("tab")
    driver.get(server.url + "/minesweeper")
    second_tab = driver.current_window_handle
    driver.switch_to.window(first_tab)
    driver.execute_script("window.__kept = 1")
    tap(driver, 40)
    assert same_page(driver)
    driver.switch_to.window(second_tab)
    old = driver.find_element("tag name", "html")
    js(driver, f"document.querySelectorAll('{CELLS}')[0].click()")
    # The plain post: a new document, the game as it stands, and the message.
    wait_until(lambda: replaced(old), what="the full page")
    wait_until(lambda: "older view" in js(driver, "return document.querySelector('.message-area').textContent"),
               what="the older-view message")
    assert labels(driver)[40] != "Row 5, column 5, covered"


def test_a_restarted_server_leaves_the_form_working(server, js_browser):
    driver = js_browser
    start(driver, server.url, "beginner")
    driver.execute_script("window.__kept = 1")
    tap(driver, 40)
    port = server.port
    server.stop()
    again = ServerProcess(database=server.database, extra_args=("--port", str(port))).start()
    try:
        assert again.port == port
        # The same page, untouched, plays on: in place when the server answers, else the plain post.
        index = covered(driver)[0]
        tap(driver, index)
        assert not labels(driver)[index].endswith("covered")
        # Nothing lost: the page after a reload shows both moves.
        driver.refresh()
        wait_until(lambda: not labels(driver)[40].endswith("covered") and not labels(driver)[index].endswith("covered"),
                   what="both moves kept")
    finally:
        again.cleanup()


def test_a_move_changes_only_what_it_changed(server, js_browser):
    """The play area, the board and every cell stay the same elements over moves (a changed cell is
    changed in place), so the browser lays out only what a move changed; the tapped cell keeps the focus, and what
    the scripts set up on the board (arrow keys, the sound toggle) answers once, not once per move."""
    driver = js_browser
    driver.set_window_size(1200, 800)
    start(driver, server.url, "expert")
    tap(driver, 16 * 30 // 2 + 15)
    driver.find_element("css selector", ".mode-toggle").click()
    wait_until(lambda: js(driver, "return document.querySelector('.mode-toggle').getAttribute('aria-pressed')") == "true",
               what="flag mode")
    keep_page(driver)
    js(driver, f"""window.__before = {{play: document.getElementById('play'), grid: document.querySelector('[data-grid]'),
        cells: [...document.querySelectorAll('{CELLS}')]}};""")
    flags = covered(driver)[:5]
    for index in flags:
        tap(driver, index)
        assert js(driver, f"return [...document.querySelectorAll('{CELLS}')].indexOf(document.activeElement)") == index
    kept = js(driver, f"""const before = window.__before, cells = [...document.querySelectorAll('{CELLS}')];
        return [document.getElementById('play') === before.play, document.querySelector('[data-grid]') === before.grid,
                cells.length === before.cells.length && cells.every((cell, i) => cell === before.cells[i])]""")
    assert kept == [True, True, True]
    assert all(labels(driver)[index].endswith("flagged") for index in flags)
    assert same_page(driver)
    shown, served = shown_and_served(driver)
    assert shown == served
    # The arrow keys move one cell from the cell just played, and the board keeps one tab stop.
    driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    assert js(driver, f"return [...document.querySelectorAll('{CELLS}')].indexOf(document.activeElement)") == flags[-1] + 1
    assert js(driver, f"return [...document.querySelectorAll('{CELLS}')].filter(b => b.tabIndex >= 0).length") == 1
    # One tap on the sound toggle sends one request.
    js(driver, """window.__posts = 0; const send = window.fetch;
        window.fetch = function (url) { if (String(url).includes('/settings/sound')) window.__posts += 1;
            return send.apply(this, arguments); };""")
    driver.find_element("css selector", "form[action='/settings/sound'] .sound-toggle").click()
    wait_until(lambda: js(driver, "return document.querySelector(\"form[action='/settings/sound'] .sound-toggle\")"
                                  ".getAttribute('aria-pressed')") == "true",
               what="sound on")
    assert js(driver, "return window.__posts") == 1
