"""Ultimate Tic-Tac-Toe with a friend online in two Chromiums on 390 × 844 phones, through the online
frame Tic-Tac-Toe plays in (helpers in online_match.py): the host with JavaScript on follows the friend's moves by
the event stream without reloading, the friend with it off sees the host's by the page's own 2 s refresh. The host
invites from the game's page, the friend joins by the link, and they play a known game to X's win under the send-to
rule: the mover's status names the friend's last move and the board it sends to; on the mover's page only the free
squares of the small board the last move sent to are buttons, on the other's none; a move posted out of turn, or into another small board, is refused and changes nothing. "You win!" and "You
lost." on the two sides, then a rematch with the sides swapped, played the same way to the friend's win."""
from selenium.common.exceptions import WebDriverException

from conftest import click_and_wait, screenshot, wait_until
from online_match import button, invite, mark_page, not_reloaded, post_move, press, status, steadily
from ultimate_game import GAME, PLACES, marks_after, name

PATH = "/ultimatetictactoe"


def squares(driver):
    """{name: (mark, is a button one may press)} for the 81 squares; None while the page is being replaced (a refresh
    or a swap caught half-way holds fewer squares, or none)."""
    try:
        cells = driver.execute_script("""return [...document.querySelectorAll('#board button.cell')]
            .map(c => [c.value, c.querySelector('.mark').textContent.trim(), !c.disabled])""")
    except WebDriverException:
        return None
    if not cells or len(cells) != 81:
        return None
    return {cell: (mark, enabled) for cell, mark, enabled in cells}


def shows(driver, count):
    """The page's squares once it shows exactly the first `count` moves of GAME (else None: not yet)."""
    seen = squares(driver)
    if seen is None:
        return None
    expected = marks_after(count)
    marks = {cell: mark for cell, (mark, _) in seen.items() if mark}
    return seen if marks == expected else None


def offered(seen):
    return {cell for cell, (_, enabled) in seen.items() if enabled}


def free_squares_of(seen, small_board):
    return {name(small_board, s) for s in range(9) if not seen[name(small_board, s)][0]}


def refusals(number, mover, host):
    """Before move 1 (O's, the host on X waiting) a move posted out of turn; before move 2 (the host's, sent to the
    bottom-right board) one into the top-left board. Each is refused with its reason (so the version posted was the
    current one) and changes nothing: every page goes on to show exactly GAME's moves, each taken in its turn."""
    if number == 1 and mover is not host:
        status_code, text = post_move(host, name(0, 0))
        assert status_code == 409 and "It is O’s turn" in text, (status_code, text)
    if number == 2 and mover is host:
        status_code, text = post_move(host, name(0, 0))
        assert status_code == 409 and "sends this one to the bottom right small board" in text, (status_code, text)


def play_game(x_side, o_side, host, before_move=lambda number, mover, host: None):
    """Plays GAME, X on `x_side`'s page, O on `o_side`'s; checks at each turn what each page offers and that the
    host's page follows without reloading."""
    for number, (small_board, square) in enumerate(GAME):
        mover, waiter = (x_side, o_side) if number % 2 == 0 else (o_side, x_side)
        # The mover sees the last move: at once by the stream with JavaScript, by the 2 s refresh without.
        seen = wait_until(lambda: shows(mover, number), timeout=2.0 if mover is host else 6.0,
                          what=f"move {number} on the mover's page")
        free = {cell for cell, (mark, _) in seen.items() if not mark}
        allowed = free if number == 0 else free_squares_of(seen, GAME[number - 1][1])
        assert offered(seen) == allowed, f"move {number}: only the free squares of the board sent to are buttons"
        # As against the computer: the friend's last move and the board it sends to (none of GAME's is closed).
        if number:
            last_board, last_square = GAME[number - 1]
            played = f"{PLACES[last_board]} {'abc'[last_square % 3]}{last_square // 3 + 1}"
            said = f"Your friend played {played}. Your turn: play in the {PLACES[last_square]} board."
            assert steadily(lambda: status(mover), what="the mover's status") == said
        waiting = wait_until(lambda: shows(waiter, number), timeout=6.0, what=f"move {number} on the waiting page")
        assert not offered(waiting), f"move {number}: the waiting side is offered no square"
        before_move(number, mover, host)
        cell = name(small_board, square)
        steadily(lambda: click_and_wait(mover, mover.find_element("css selector", f"#board button[value='{cell}']")),
                 what=f"a click on {cell}")
        wait_until(lambda: shows(mover, number + 1), what=f"move {number} on its own page")
        assert not_reloaded(host), "the host's page follows the game in place"
    wait_until(lambda: shows(o_side, len(GAME)), timeout=6.0, what="the winning move on the loser's page")


def test_invite_join_send_to_win_and_rematch(server, players):
    host, friend = players
    link = invite(host, server, PATH)
    assert link.startswith(server.url + PATH + "/online/")
    assert status(host) == "Waiting for O to join…"
    mark_page(host)
    friend.get(link)
    assert "join as O" in status(friend)
    click_and_wait(friend, button(friend, "Join as O"))
    wait_until(lambda: status(friend) == "Waiting for X…", what="the friend's waiting page")
    assert steadily(lambda: friend.find_elements("css selector", "meta[http-equiv='refresh']"),
                    what="the waiting page's refresh"), "without JavaScript the waiting page reloads itself"
    wait_until(lambda: status(host) == "Your turn: play in any open board.", timeout=2.0, what="the host sees the join live")
    assert not_reloaded(host)

    play_game(host, friend, host, refusals)
    wait_until(lambda: status(host) == "You win!", timeout=2.0, what="the host's win")
    wait_until(lambda: status(friend) == "You lost.", what="the friend's page says they lost")
    assert friend.find_element("id", "result-heading").text == "You lost"
    assert friend.find_elements("css selector", "#board .small-board.winning"), "the winning line is shown"
    assert not friend.find_elements("css selector", "meta[http-equiv='refresh']"), "the finished page stays"
    screenshot(friend, "ultimate-online-lost-nojs-390x844")

    # A rematch: the friend offers, the host accepts; the friend now plays X and opens, and wins the same way.
    press(friend, "Offer a rematch")
    wait_until(lambda: host.find_elements("xpath", "//button[normalize-space()='Accept the rematch']"), timeout=2.0,
               what="the host sees the offer live")
    assert not_reloaded(host)
    click_and_wait(host, button(host, "Accept the rematch"))
    mark_page(host)
    assert status(host) == "Waiting for X…"
    wait_until(lambda: status(friend) == "Your turn: play in any open board.", timeout=6.0,
               what="the friend's turn in the rematch")
    play_game(friend, host, host)
    wait_until(lambda: status(friend) == "You win!", what="the friend's win")
    wait_until(lambda: status(host) == "You lost.", timeout=2.0, what="the host's loss, live")
    assert host.find_element("id", "result-heading").text == "You lost"
    screenshot(host, "ultimate-online-lost-js-390x844")
