"""A daily board played to the end in a real Chromium with JavaScript off, on a 390 px phone.

From the title screen to /daily, today's Beginner board started with its button, won by reading the mines the
server stored (only the test may look; the seed comes from the server's key and never reaches the page), then
the page says it was today's ranked board, and its replay (its player's alone until the day ends) is stepped to
the last move. The daily page, the daily game and the
statistics are checked as every page is (no sideways scroll, axe light and dark, portrait and landscape)."""
import re

from conftest import VIEWPORTS, click_and_wait, fetch, set_viewport, wait_until
from game_state import mines_of, stored
from layout_checks import Findings, cell, check_page, settle


def test_play_a_daily_beginner_board_to_the_end(server, browser):
    set_viewport(browser, *VIEWPORTS["390x844"])
    browser.get(server.url + "/")
    click_and_wait(browser, browser.find_element("css selector", "a[href='/daily']"))
    f = Findings("daily", "390x844")
    check_page(f, browser, "daily", "390x844")
    f.done()
    beginner = browser.find_element(
        "xpath", "//form[@action='/minesweeper/daily'][input[@name='level'][@value='beginner']]//button")
    click_and_wait(browser, beginner)
    assert browser.current_url.endswith("/minesweeper")
    line = browser.find_element("css selector", ".daily-line").text
    assert re.match(r"Daily Beginner — \d{1,2} \w{3} \d{4} · ranked", line), line

    click_and_wait(browser, cell(browser, 40))
    for _ in range(81):
        if browser.find_elements("id", "result"):
            break
        state = stored(server, browser, "minesweeper")
        mines = mines_of(state)
        safe = next(i for i, c in enumerate(state["cells"]) if c == "." and i not in mines)
        click_and_wait(browser, cell(browser, safe))
    wait_until(lambda: "You cleared the field!" in browser.find_element("id", "result").text, what="the win card drawn")
    assert browser.find_elements("id", "ranking-name"), "a daily win offers a place on the daily board"
    assert "Daily Beginner" in browser.find_element("css selector", ".ranking").text
    assert not browser.find_elements("css selector", "a[href*='share=']"), "a daily board is never shared"
    stats = browser.find_element("id", "stats")
    assert "1 won of 1" in stats.text
    # Its replay is one link away, stepped to the last move by its links; until the day ends only its player sees it
    # (another visitor would learn today's mines), so a client without the session's cookie gets a 404.
    replay = browser.find_element("css selector", ".daily-line a").get_attribute("href")
    assert re.search(r"/minesweeper/replay/\d+$", replay), replay
    status, _, _ = fetch(replay)
    assert status == 404
    browser.get(replay)
    assert re.fullmatch(r"Move 0 of \d+", browser.find_element("id", "replay-step").text)
    click_and_wait(browser, browser.find_element("link text", "Last"))
    step = browser.find_element("id", "replay-step").text
    last = re.fullmatch(r"Move (\d+) of (\d+)", step)
    assert last and last.group(1) == last.group(2), step
    assert not browser.find_elements("link text", "Next")
    assert not browser.find_elements("css selector", "#replay form, #replay button")
    browser.get(server.url + "/minesweeper")
    for viewport in ("390x844", "844x390"):
        set_viewport(browser, *VIEWPORTS[viewport])
        settle(browser)
        f = Findings("daily game", viewport)
        check_page(f, browser, "daily-minesweeper-won", viewport)
        f.done()

    # Starting today's board again shows this same finished game.
    browser.get(server.url + "/daily")
    assert "Won" in browser.find_element("css selector", ".daily-boards").text
    click_and_wait(browser, browser.find_element(
        "xpath", "//form[@action='/minesweeper/daily'][input[@name='level'][@value='beginner']]//button"))
    assert browser.find_elements("id", "result")
    assert browser.find_element("css selector", ".daily-line a").get_attribute("href") == replay
