"""Ultimate Tic-Tac-Toe in a real Chromium: with JavaScript off on a 390×844 phone every move is a plain form post
(POST → 303 → GET): a win against Easy, a loss to Hard, two players to a win; with JavaScript on a move is made in
place and the arrow keys move between the squares the rules allow; at 320 and 390 px the 81 squares fit the
screen with targets of at least 24 and 36 px, in light and dark, without an axe-core violation."""
import os

from selenium.webdriver.common.keys import Keys

from accessibility import COLOUR_RULES, serious_violations
from conftest import ROOT, click_and_wait, color_scheme, nth_of, screenshot, set_viewport, wait_until
from in_place import focused_cell, js, keep_page, same_page

PATH = "/ultimatetictactoe"
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


# ---- Reading the page: nine small boards, each nine squares, in page order ----

def read(browser):
    """The board as the page shows it: per small board its classes, and per square (mark or '', enabled)."""
    return js(browser, """return [...document.querySelectorAll('#board .small-board')].map(b => [
        b.className, [...b.querySelectorAll('button.cell')].map(c => [c.textContent.replace('·', '').trim(), !c.disabled])])""")


def marks(board, b):
    return [square[0] for square in board[b][1]]


def line_with(squares, who):
    """The squares that would complete a line of `who`'s in a 3 × 3 (`squares`: 'X', 'O' or '')."""
    return {i for line in LINES for i in line
            if squares[i] == "" and sum(squares[j] == who for j in line) == 2}


def closed(cls):
    return "won" in cls.split() or "drawn" in cls.split()


def owners(board):
    return ["X" if "won-x" in cls else "O" if "won-o" in cls else "" for cls, _ in board]


def choose(board, me):
    """A fair player: win the game, else win a small board, else block one, never sending the other to a board they
    win at once or to a free choice, the centre squares first. Deterministic, so a game is the same each time."""
    them = "O" if me == "X" else "X"
    best, best_score = None, None
    for b in range(9):
        squares = marks(board, b)
        for s in range(9):
            if not board[b][1][s][1]:
                continue
            score = 0
            won = s in line_with(squares, me)
            if won:
                big = owners(board)
                big[b] = me
                score += 1000 if any(all(big[i] == me for i in line) for line in LINES) else 60
            if s in line_with(squares, them):
                score += 30
            # Where this sends the other side.
            target_closed = closed(board[s][0]) or (won and s == b)
            if target_closed:
                score -= 40
            else:
                after = list(marks(board, s))
                if s == b:
                    after[s] = me
                if line_with(after, them):
                    score -= 50
            score += 3 if s == 4 else 1 if s in (0, 2, 6, 8) else 0
            if best_score is None or score > best_score:
                best, best_score = b * 9 + s, score
    return best


def first_enabled(board):
    return next(b * 9 + s for b in range(9) for s in range(9) if board[b][1][s][1])


def cell(browser, index):
    return nth_of(browser, "#board button.cell", index)


def status(browser):
    return browser.find_element("id", "status").text


def new_game(browser, server, mode, level="hard", mark="X"):
    browser.get(server.url + PATH)
    for name, value in (("mode", mode), ("level", level), ("mark", mark)):
        browser.find_element("css selector", f".setup input[name='{name}'][value='{value}']").click()
    click_and_wait(browser, browser.find_element("css selector", ".setup button[type='submit']"))


def over(browser):
    return bool(browser.find_elements("id", "result"))


def play_out(browser, strategy_x, strategy_o=None, me="X"):
    """Plays until the result card shows; `strategy_o` for the second player of a two-player game."""
    for _ in range(81):
        if over(browser):
            return
        board = read(browser)
        turn = browser.find_element("css selector", "#board input[name='mark']").get_attribute("value")
        strategy = strategy_x if turn == me or strategy_o is None else strategy_o
        index = strategy(board) if strategy is not choose else choose(board, turn)
        click_and_wait(browser, cell(browser, index))
        assert "played=" in browser.current_url
    assert over(browser)


def phone(browser, width=390, height=844):
    set_viewport(browser, width, height, True)


# ---- JavaScript off ----

def test_win_against_easy_with_javascript_off(server, browser):
    phone(browser)
    for attempt in range(6):
        new_game(browser, server, "computer", level="easy")
        board = read(browser)
        assert len(board) == 9 and all(len(squares) == 9 for _, squares in board)
        assert all("playable" in cls for cls, _ in board), "the first move may go anywhere"
        first = choose(board, "X")
        click_and_wait(browser, cell(browser, first))
        assert browser.current_url.endswith("#square")
        # The computer's reply is ringed and named; the boards it sends to are lit and said in their labels.
        reply = browser.find_element("css selector", "#board .cell.reply")
        assert "last" in reply.get_attribute("class").split()
        assert reply.get_attribute("aria-label").endswith("the computer’s last move")
        lit = browser.find_elements("css selector", "#board .small-board.playable")
        assert lit and all(b.get_attribute("aria-label").endswith("play here") for b in lit)
        assert status(browser).startswith("The computer played ")
        # The page after the move focuses a square the next move may take, without JavaScript.
        focused = browser.switch_to.active_element
        assert focused.get_attribute("id") == "square" and focused.is_enabled()
        play_out(browser, choose)
        if "You win!" in browser.find_element("id", "result").text:
            break
    else:
        raise AssertionError("no win against Easy in six games")
    assert browser.title.startswith("You win!")
    assert browser.find_elements("css selector", "#board .small-board.winning")
    assert browser.find_elements("css selector", "#board .big-mark")
    assert all(not c.is_enabled() for c in browser.find_elements("css selector", "#board button.cell"))
    screenshot(browser, "ultimate-won-easy-390")


def test_lose_to_hard_with_javascript_off(server, browser):
    phone(browser)
    new_game(browser, server, "computer", level="hard")
    play_out(browser, first_enabled)
    card = browser.find_element("id", "result")
    assert "The computer wins" in card.text
    assert "Play again" in card.text
    click_and_wait(browser, card.find_element("css selector", "button[type='submit']"))
    assert len(browser.find_elements("css selector", "#board button.cell:not([disabled])")) == 81


def test_two_players_to_a_win_with_javascript_off(server, browser):
    phone(browser)
    new_game(browser, server, "two-players")
    assert status(browser) == "X to move: play in any open board."
    play_out(browser, choose, first_enabled)
    assert "X wins!" in browser.find_element("id", "result").text
    assert status(browser) == "X wins!"


# ---- JavaScript on ----

def test_moves_in_place_and_arrow_keys(server, js_browser):
    browser = js_browser
    phone(browser)
    new_game(browser, server, "two-players")
    keep_page(browser)
    click_and_wait(browser, cell(browser, 40))  # X in the centre of the centre board
    wait_until(lambda: "played=" in browser.current_url, what="the address of the move's page")
    assert same_page(browser), "the move was made in place"
    board = read(browser)
    assert marks(board, 4)[4] == "X"
    assert [i for i, (cls, _) in enumerate(board) if "playable" in cls] == [4]
    # The board is one tab stop; the arrows move between the squares O may take (the centre board's free ones).
    wait_until(lambda: focused_cell(browser) >= 0, what="a square focused after the move")
    start = focused_cell(browser)
    assert start // 9 == 4
    browser.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    moved = wait_until(lambda: focused_cell(browser) if focused_cell(browser) != start else None, what="the arrow's move")
    assert moved // 9 == 4 and read(browser)[4][1][moved % 9][1]
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    wait_until(lambda: marks(read(browser), 4)[moved % 9] == "O", what="O placed by Enter, in place")
    assert same_page(browser)


# ---- Layout, colour schemes, axe ----

def check_layout(browser, width, minimum):
    phone(browser, width, 844)
    browser.get(browser.current_url.split("#")[0])
    sizes = js(browser, """const r = [...document.querySelectorAll('#board button.cell')].map(c => c.getBoundingClientRect());
        return [Math.min(...r.map(x => x.width)), Math.min(...r.map(x => x.height)), Math.min(...r.map(x => x.left)),
                Math.max(...r.map(x => x.right)), document.scrollingElement.scrollWidth, innerWidth]""")
    width_min, height_min, left, right, scroll_width, inner = sizes
    assert width_min >= minimum and height_min >= minimum, f"{width} px: squares {width_min}×{height_min}"
    assert left >= 0 and right <= inner, f"{width} px: the board runs from {left} to {right}"
    assert scroll_width <= inner, f"{width} px: the page scrolls sideways ({scroll_width} > {inner})"
    return sizes


def test_layout_targets_dark_mode_and_axe(server, browser):
    new_game(browser, server, "computer", level="easy")
    click_and_wait(browser, cell(browser, choose(read(browser), "X")))
    for width, minimum in ((390, 36), (320, 24)):
        check_layout(browser, width, minimum)
        for scheme in ("light", "dark"):
            color_scheme(browser, scheme)
            problems = serious_violations(browser, None if scheme == "light" else COLOUR_RULES)
            assert not problems, f"{width} px, {scheme}: " + "; ".join(problems)
        color_scheme(browser, "light")
        screenshot(browser, f"ultimate-{width}")


def test_phone_screenshot(server, browser):
    """The README's picture (kept in Public/ when UPDATE_SCREENSHOTS=1): a game against Easy part-way on a phone, two
    small boards won."""
    phone(browser)
    new_game(browser, server, "computer", level="easy")
    for _ in range(30):
        if len(browser.find_elements("css selector", "#board .small-board.won")) >= 2:
            break
        if over(browser):
            new_game(browser, server, "computer", level="easy")
        click_and_wait(browser, cell(browser, choose(read(browser), "X")))
    assert not over(browser)
    path = screenshot(browser, "ultimate-phone-390x844")
    if os.environ.get("UPDATE_SCREENSHOTS") == "1":
        (ROOT / "Public/screenshot-phone-ultimate.png").write_bytes(path.read_bytes())
