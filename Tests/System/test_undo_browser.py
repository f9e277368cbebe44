"""Undo in a real Chromium with JavaScript off, on a 390×844 phone: Minesweeper's undo after a mine (a seeded board
from a share link, so the test knows where the mines are) and Tic-Tac-Toe's against the computer; then
`minigames check-replays` on the same database finds every game replaying to its stored state, and a tampered
one. A ranked daily try offers no Undo after its mine, with JavaScript off and on (the move put in in place)."""
import sqlite3
import subprocess

from conftest import BIN, ROOT, click_and_wait, nth_cell
from in_place import keep_page, same_page
from test_minesweeper_browser import SEED, find, labels, mines_of, settled, stored_minesweeper, tap
from test_tictactoe_browser import board, new_game, play, set_viewport


def stored_row(database, kind):
    with sqlite3.connect(database) as db:
        return db.execute("SELECT id, outcome, undos, deaths FROM games WHERE kind = ? ORDER BY id DESC LIMIT 1",
                          (kind,)).fetchone()


def check_replays(database):
    return subprocess.run([str(BIN), "check-replays", "--database", database],
                          capture_output=True, text=True, timeout=60, cwd=ROOT)


def test_minesweeper_undo_after_a_mine_on_a_phone(server, browser):
    set_viewport(browser, 390, 844)
    browser.get(server.url + f"/minesweeper?share={SEED}&level=beginner&noguess=on")
    tap(browser, ".shared button[type='submit']")
    tap(browser, nth_cell(40, 9))
    before = labels(browser)
    mine = min(mines_of(stored_minesweeper(server.database)))
    tap(browser, nth_cell(mine, 9))

    overlay = find(browser, "#result")
    settled(browser, overlay.is_displayed)
    undo = overlay.find_element("css selector", ".undo-form button")
    assert undo.text == "Undo" and undo.is_displayed()
    tap(browser, "#result .undo-form button")

    # The board as it was before the mine, the game going on, one death counted and the game marked.
    assert not browser.find_elements("id", "result")
    assert labels(browser) == before
    assert find(browser, "#deaths").text == "1"
    assert "Undo used: this game does not rank." in find(browser, ".undo-note").text
    assert not browser.find_elements("css selector", ".undo-form")
    _, outcome, undos, deaths = stored_row(server.database, "minesweeper")
    assert (outcome, undos, deaths) == ("playing", 1, 1)

    checked = check_replays(server.database)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "1 games replayed: 1 match, 0 do not." in checked.stdout


def test_tictactoe_undo_against_the_computer_on_a_phone(server, browser):
    set_viewport(browser, 390, 844)
    new_game(browser, server, "computer", level="easy")
    play(browser, 4)
    assert board(browser).count("X") == 1 and board(browser).count("O") == 1
    click_and_wait(browser, browser.find_element("css selector", ".undo-form button"))
    assert board(browser) == "........."
    assert "Undo used: this game does not rank." in browser.find_element("css selector", ".undo-note").text
    game_id, outcome, undos, _ = stored_row(server.database, "tictactoe")
    assert (outcome, undos) == ("playing", 1)

    with sqlite3.connect(server.database) as db:
        db.execute("UPDATE games SET outcome = 'won' WHERE id = ?", (game_id,))
    db.close()
    checked = check_replays(server.database)
    assert checked.returncode == 1
    assert f"MISMATCH game {game_id} (tictactoe): its row says won" in checked.stdout
    assert "do not replay to their stored state" in checked.stderr


def test_a_ranked_daily_try_ends_at_its_mine_with_no_undo(server, any_browser, request):
    driver, javascript = any_browser, request.node.callspec.params["any_browser"]
    set_viewport(driver, 390, 844)
    driver.get(server.url + "/daily")
    tap(driver, "form[action='/minesweeper/daily']:has(input[name='level'][value='beginner']) button")
    assert "· ranked" in find(driver, ".daily-line").text
    tap(driver, nth_cell(40, 9))
    mine = min(mines_of(stored_minesweeper(server.database)))
    keep_page(driver)
    tap(driver, nth_cell(mine, 9))

    overlay = find(driver, "#result")
    settled(driver, overlay.is_displayed)
    assert "That was a mine, and it ends this ranked try." in overlay.text
    assert not driver.find_elements("css selector", ".undo-form, .bar-undo, form[action='/minesweeper/undo']")
    assert "Undo" not in find(driver, "main").text
    if javascript:
        assert same_page(driver), "with JavaScript the mine's answer was put in in place"
    _, outcome, undos, deaths = stored_row(server.database, "minesweeper")
    assert (outcome, undos, deaths) == ("lost", 0, 0)
