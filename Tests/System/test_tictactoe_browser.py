"""Tic-Tac-Toe in a real Chromium with JavaScript disabled: every move is a plain form post."""
import pytest
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.keys import Keys

from conftest import click_and_wait, screenshot, wait_until, nth_cell

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def cells(browser):
    return browser.find_elements("css selector", "#board button.cell")


def board(browser):
    """The board as nine characters, X, O or '.', read from what the page shows."""
    return "".join(cell.text.strip() or "." for cell in cells(browser))


def cell(browser, index):
    return browser.find_element("css selector", nth_cell(index, 3, "#board"))


def classes(element):
    return set((element.get_attribute("class") or "").split())


def status(browser):
    return browser.find_element("id", "status").text


def new_game(browser, server, mode, level="impossible", mark="X"):
    browser.get(server.url + "/tictactoe")
    for name, value in (("mode", mode), ("level", level), ("mark", mark)):
        browser.find_element("css selector", f".setup input[name='{name}'][value='{value}']").click()
    click_and_wait(browser, browser.find_element("css selector", ".setup button[type='submit']"))


def play(browser, index):
    click_and_wait(browser, cell(browser, index))


def winner(layout):
    for a, b, c in LINES:
        if layout[a] != "." and layout[a] == layout[b] == layout[c]:
            return layout[a]
    return None


def sensible_square(layout, mine):
    """A fair human: complete a line, else block one, else the centre, a corner, any square."""
    theirs = "O" if mine == "X" else "X"
    for who in (mine, theirs):
        for line in LINES:
            marks = [layout[i] for i in line]
            if marks.count(who) == 2 and marks.count(".") == 1:
                return line[marks.index(".")]
    for index in (4, 0, 2, 6, 8, 1, 3, 5, 7):
        if layout[index] == ".":
            return index
    raise AssertionError(f"no free square on {layout}")


def overlay_heading(browser):
    return browser.find_element("id", "result-heading").text


def test_two_players_to_a_win_shows_the_line_and_the_overlay(server, browser):
    new_game(browser, server, "two-players")
    assert board(browser) == "........."
    assert "active" in classes(browser.find_element("css selector", ".side-x"))
    for index, mark in ((0, "X"), (3, "O"), (1, "X"), (4, "O")):
        play(browser, index)
        assert cell(browser, index).text == mark
        assert "snap" in classes(cell(browser, index)), "the piece just placed snaps in"
        other = "O" if mark == "X" else "X"
        assert "active" in classes(browser.find_element("css selector", f".side-{other.lower()}"))
        assert "active" not in classes(browser.find_element("css selector", f".side-{mark.lower()}"))
        assert status(browser) == f"{other} to move."
    # By keyboard. The square just played is the page's fragment (#square), which focuses it, with JavaScript off
    # too. Taken squares are no tab stops, so one Shift+Tab passes over square 3 (O) to square 2, and Enter plays it.
    assert browser.current_url.endswith("/tictactoe?played=4#square")
    assert browser.switch_to.active_element.get_attribute("value") == "b2"
    browser.switch_to.active_element.send_keys(Keys.SHIFT, Keys.TAB)
    focused = browser.switch_to.active_element
    assert focused.get_attribute("value") == "c1"
    html = browser.find_element("tag name", "html")
    focused.send_keys(Keys.ENTER)
    wait_until(lambda: _stale(html), what="the move page")

    assert board(browser) == "XXXOO...."
    winning = [i for i, c in enumerate(cells(browser)) if "winning" in classes(c)]
    assert winning == [0, 1, 2]
    assert "line-row-0" in classes(browser.find_element("id", "board"))
    assert all(not c.is_enabled() for c in cells(browser))
    result = browser.find_element("id", "result")
    assert result.is_displayed()
    assert overlay_heading(browser) == "X wins!"
    assert browser.find_element("css selector", "#result button[type='submit']").text == "Play again"
    assert browser.find_element("css selector", "#result a[href='/']").text == "Title screen"
    assert browser.title.startswith("X wins!")
    screenshot(browser, "tictactoe-two-players-won")

    # The card sits under the board, so the board needs no dismissing; Play again starts over with X.
    click_and_wait(browser, browser.find_element("css selector", "#result button[type='submit']"))
    assert board(browser) == "........."
    assert status(browser) == "X to move."
    assert "Two players" in browser.find_element("css selector", ".tally").text


@pytest.mark.parametrize("mark", ["X", "O"])
def test_a_whole_game_against_impossible_is_never_lost_by_the_computer(server, browser, mark):
    new_game(browser, server, "computer", "impossible", mark)
    if mark == "O":
        assert board(browser).count("X") == 1, "the computer opens when you play O"
        assert status(browser).startswith("The computer played row")
    for _ in range(5):
        if browser.find_elements("id", "result"):
            break
        before = board(browser)
        free = sensible_square(before, mark)
        play(browser, free)
        after = board(browser)
        assert after[free] == mark
        if not browser.find_elements("id", "result"):
            assert after.count(".") == before.count(".") - 2, "the computer answered in the same request"
    layout = board(browser)
    assert browser.find_element("id", "result").is_displayed()
    heading = overlay_heading(browser)
    assert heading in ("The computer wins", "It’s a tie")
    assert winner(layout) != mark
    if heading == "The computer wins":
        assert winner(layout) == ("O" if mark == "X" else "X")
        assert len([c for c in cells(browser) if "winning" in classes(c)]) == 3
    else:
        assert "." not in layout
    screenshot(browser, f"tictactoe-impossible-as-{mark.lower()}-end")


def test_an_occupied_square_says_so_and_leaves_the_board(server, browser):
    new_game(browser, server, "two-players")
    play(browser, 4)
    play(browser, 0)
    before = board(browser)
    play(browser, 4)
    # A slip, not an error: the game page again (not the POST's address), with a note near the board.
    assert browser.current_url.endswith("/tictactoe?played=4&note=taken#square")
    message = browser.find_element("css selector", ".board-note")
    assert message.text == "That square is already taken."
    assert not browser.find_elements("css selector", ".flash.error")
    assert board(browser) == before
    assert status(browser) == "X to move."
    assert browser.switch_to.active_element.get_attribute("value") == "b2", "the square tried keeps the focus"
    screenshot(browser, "tictactoe-occupied-square")
    # The page shown with the message plays on.
    play(browser, 8)
    assert board(browser) == "O...X...X"
    assert not browser.find_elements("css selector", ".board-note")


def test_how_to_play_slides_in_and_out_without_script(server, browser):
    browser.get(server.url + "/tictactoe")
    panel = browser.find_element("id", "how-to-play")
    assert not panel.is_displayed()
    browser.find_element("css selector", "a.info-button").click()
    wait_until(panel.is_displayed, what="the panel to slide in")
    assert "X always moves first" in panel.text
    screenshot(browser, "tictactoe-how-to-play")
    panel.find_element("link text", "OK").click()
    wait_until(lambda: not panel.is_displayed(), what="the panel to slide out")


def _stale(element):
    try:
        element.is_enabled()
        return False
    except StaleElementReferenceException:  # the old page is gone
        return True


# Phones and desktops: the board, its bar and any note on the first screen, big squares, no
# sideways scroll, and after every tap the whole board in view again.
VIEWPORTS = [(390, 844), (844, 390), (360, 740), (1366, 900)]


def set_viewport(browser, width, height):
    """Phone metrics through the DevTools protocol; desktops as a plain window of that size."""
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 1000})


def geometry(browser):
    return browser.execute_script("""
        const box = e => { if (!e) return null; const r = e.getBoundingClientRect();
                           return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height}; };
        return {scrollWidth: document.scrollingElement.scrollWidth, innerWidth: innerWidth, innerHeight: innerHeight,
                bar: box(document.querySelector('.game-bar')), note: box(document.querySelector('.board-note')),
                cells: [...document.querySelectorAll('#board button.cell')].map(box)};""")


def inside(box, g):
    return box["left"] >= 0 and box["top"] >= 0 and box["right"] <= g["innerWidth"] and box["bottom"] <= g["innerHeight"]


def assert_playable_layout(browser, width, what):
    g = geometry(browser)
    assert g["innerWidth"] == width and g["scrollWidth"] <= width, f"{what}: the page scrolls sideways ({g['scrollWidth']})"
    assert len(g["cells"]) == 9
    for index, square in enumerate(g["cells"]):
        assert square["width"] >= 24 and square["height"] >= 24, f"{what}: square {index} is {square}"
        assert inside(square, g), f"{what}: square {index} at {square} is not on screen ({g['innerHeight']})"
    assert inside(g["bar"], g), f"{what}: the bar {g['bar']} is not on screen"
    if g["note"]:
        assert inside(g["note"], g), f"{what}: the note {g['note']} is not on screen"
    return g


# A laptop and a short window too: there the bar stands beside the board.
@pytest.mark.parametrize("width,height", VIEWPORTS + [(1366, 768), (1280, 600)])
def test_the_whole_board_and_its_bar_stay_on_screen_at_every_size(server, browser, width, height):
    set_viewport(browser, width, height)
    size = f"{width}x{height}"
    new_game(browser, server, "two-players")
    assert_playable_layout(browser, width, "fresh")
    # "How to play" keeps clear of what follows it.
    info = browser.find_element("css selector", ".info-button").rect
    bar = browser.find_element("css selector", ".game-bar").rect
    assert info["y"] + info["height"] + 4 <= bar["y"] or info["x"] + info["width"] + 4 <= bar["x"]
    screenshot(browser, f"tictactoe-fresh-{size}")

    # Part-way: each tap answers /tictactoe?played=N#square, and the board is wholly in view again, the square focused.
    for index in (4, 0, 8):
        play(browser, index)
        assert browser.current_url.endswith(f"/tictactoe?played={index}#square")
        assert browser.switch_to.active_element.get_attribute("value") == "abc"[index % 3] + str(index // 3 + 1)
        assert_playable_layout(browser, width, f"after playing {index}")
    bar = browser.find_element("css selector", ".game-bar")
    assert bar.get_attribute("data-event") == "move"
    screenshot(browser, f"tictactoe-part-way-{size}")

    # A slip: the note shows with the board and the bar.
    play(browser, 4)
    assert browser.find_element("css selector", ".board-note").text == "That square is already taken."
    assert_playable_layout(browser, width, "after a slip")
    screenshot(browser, f"tictactoe-slip-{size}")

    # Won (X: 4, 8, 2, 6 against O: 0, 1): the card, beside or under the board, never over it.
    for index in (1, 2, 5, 6):
        play(browser, index)
    assert browser.find_element("css selector", ".game-bar").get_attribute("data-event") == "won"
    wait_until(lambda: overlay_heading(browser) == "X wins!", what="the card to show the win")
    assert_playable_layout(browser, width, "won")
    screenshot(browser, f"tictactoe-won-{size}")


def test_the_side_not_on_turn_keeps_a_readable_label(server, browser):
    """The idle side dims its piece only: its label keeps the colour of muted text, at full opacity."""
    new_game(browser, server, "two-players")
    idle = browser.find_element("css selector", ".side-o")
    assert "active" not in classes(idle)
    opacity = browser.execute_script("""
        let e = arguments[0], o = 1;
        for (; e; e = e.parentElement) o *= parseFloat(getComputedStyle(e).opacity);
        return o;""", idle)
    assert opacity == 1
    piece = idle.find_element("css selector", ".piece")
    assert float(piece.value_of_css_property("opacity")) < 0.5
