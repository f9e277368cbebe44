"""The title screen in a real Chromium with JavaScript disabled."""
import re

import pytest

from conftest import screenshot
from test_tictactoe_browser import VIEWPORTS, set_viewport


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


@pytest.mark.parametrize("width,height", VIEWPORTS + [(320, 640), (1920, 1080)])
def test_every_page_fits_the_width_and_the_header_stays_slim(server, browser, width, height):
    set_viewport(browser, width, height)
    size = f"{width}x{height}"
    for name, path in (("title", "/"), ("tictactoe", "/tictactoe"), ("leaderboard", "/leaderboard"),
                       ("error", "/no/such/" + "page" * 20)):
        browser.get(server.url + path)
        scroll_width, inner_width, header = browser.execute_script(
            "return [document.scrollingElement.scrollWidth, innerWidth,"
            " document.querySelector('.site-header').getBoundingClientRect().height]")
        assert inner_width == width and scroll_width <= width, f"{path} is {scroll_width} px wide at {size}"
        # One line: the brand and every link, at most 56 px on a phone (it was 115).
        assert header <= (56 if width < 1000 else 64), f"the header is {header} px at {size}"
        links = browser.find_elements("css selector", ".site-header a")
        assert len({round(link.rect["y"]) for link in links}) == 1, f"the header wraps at {size}"
        for link in links:
            assert link.rect["height"] >= 24, f"{link.get_attribute('href')} is {link.rect} at {size}"
        if name == "error":
            assert browser.find_element("tag name", "h1").text == "Page not found"
            screenshot(browser, f"error-{size}")
    # The links keep their full titles as their names, whatever a phone shows.
    names = [a.get_attribute("textContent") for a in browser.find_elements("css selector", ".nav-links a .nav-full")]
    assert names == ["Tic-Tac-Toe", "Minesweeper", "Word Search", "Leaderboard"]


@pytest.mark.parametrize("width,height", VIEWPORTS)
def test_the_title_cards_form_a_balanced_grid(server, browser, width, height):
    set_viewport(browser, width, height)
    browser.get(server.url + "/")
    cards = browser.find_elements("css selector", ".game-buttons li")
    rows = {}
    for card in cards:
        rows.setdefault(round(card.rect["y"]), []).append(card)
    counts = sorted(len(row) for row in rows.values())
    # Four cards: 2 × 2 where two fit side by side, one column on a narrow phone; never three and one.
    assert counts == ([2, 2] if width >= 576 else [1, 1, 1, 1]), f"{counts} at {width}x{height}"
    screenshot(browser, f"title-{width}x{height}")
