"""The title screen in a real Chromium with JavaScript disabled."""
import re

from conftest import screenshot


def test_title_screen_shows_the_dots_and_every_game(server, browser):
    browser.get(server.url + "/")
    assert "Minigames" in browser.title
    dots = browser.find_elements("css selector", ".dots span")
    assert len(dots) == 4
    links = {a.text.split("\n")[0]: a.get_attribute("href") for a in browser.find_elements("css selector", ".game-buttons a")}
    for name, path in (("Tic-Tac-Toe", "/tictactoe"), ("Minesweeper", "/minesweeper"),
                       ("Word Search", "/wordsearch"), ("Leaderboard", "/leaderboard")):
        assert links[name].endswith(path), links
    screenshot(browser, "title-screen")
    browser.find_element("css selector", "a.big-tictactoe").click()
    assert browser.current_url.endswith("/tictactoe")
    assert browser.find_element("tag name", "h1").text == "Tic-Tac-Toe"
    assert len(browser.find_elements("css selector", "#board button.cell")) == 9


def test_pages_have_a_session_cookie_with_safe_flags(server, browser):
    browser.get(server.url + "/")
    cookie = browser.get_cookie("sid")
    assert cookie is not None
    assert cookie["httpOnly"] is True
    assert cookie.get("sameSite") == "Lax"
    # A 128-bit id in hex, a dot, and its signature.
    assert re.fullmatch(r"[0-9a-f]{32}\.[0-9a-f]{32}", cookie["value"])
