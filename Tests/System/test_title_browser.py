"""The title screen in a real Chromium with JavaScript disabled."""
import json
import re
from urllib.parse import urlparse

import pytest

from conftest import click_and_wait, fetch, screenshot
from test_tictactoe_browser import VIEWPORTS, set_viewport


def registry_games(server):
    """Every game as the registry lists them, read from the web manifest's shortcuts (name, path), in order."""
    status, _, body = fetch(server.url + "/static/manifest.webmanifest")
    assert status == 200
    return [(shortcut["name"], shortcut["url"]) for shortcut in json.loads(body)["shortcuts"]]


def test_title_screen_shows_the_dots_and_every_game(server, browser):
    games = registry_games(server)
    assert len(games) >= 3
    browser.get(server.url + "/")
    assert "Minigames" in browser.title
    dots = browser.find_elements("css selector", ".dots span")
    assert len(dots) == 4
    cards = [(a.text.split("\n")[0], urlparse(a.get_attribute("href")).path)
             for a in browser.find_elements("css selector", ".game-buttons a")]
    assert cards == games + [("Leaderboard", "/leaderboard")]
    screenshot(browser, "title-screen")
    # Every game's card opens its page, where a first tap on the board is a move the server takes.
    for name, path in games:
        browser.get(server.url + "/")
        browser.find_element("css selector", f"a.big-button[href^='{path}']").click()
        assert urlparse(browser.current_url).path == path
        assert browser.find_element("tag name", "h1").text == name
        version = browser.find_element("css selector", "#play input[name=version]")
        assert version.get_attribute("value") == "0", f"{name} did not start on a board only shown"
        click_and_wait(browser, browser.find_element("css selector", "#play button[name=cell]"))
        assert urlparse(browser.current_url).path == path
        assert int(browser.find_element("css selector", "#play input[name=version]").get_attribute("value")) >= 1, \
            f"{name}: the first move was not stored"


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
    assert names == [name for name, _ in registry_games(server)] + ["Leaderboard"]


@pytest.mark.parametrize("width,height", VIEWPORTS)
def test_the_title_cards_form_a_balanced_grid(server, browser, width, height):
    set_viewport(browser, width, height)
    browser.get(server.url + "/")
    cards = browser.find_elements("css selector", ".game-buttons li")
    rows = {}
    for card in cards:
        rows.setdefault(round(card.rect["y"]), []).append(card)
    counts = [len(row) for _, row in sorted(rows.items())]
    assert len(cards) == len(registry_games(server)) + 1
    # Two side by side where two fit (an odd one last), one column on a narrow phone; never three and one.
    pairs = [2] * (len(cards) // 2) + [1] * (len(cards) % 2)
    assert counts == (pairs if width >= 576 else [1] * len(cards)), f"{counts} at {width}x{height}"
    screenshot(browser, f"title-{width}x{height}")


# A site with more games than today's: the menu gets entries cloned from its last game's, with short words as long
# as the ones it has. The header stays one slim line at 320 px, and every link can be reached and seen.
MORE_ENTRIES = """
const list = document.querySelector('.nav-links');
const model = list.querySelectorAll('li')[list.children.length - 2];
for (let i = 1; i <= arguments[0]; i++) {
  const item = model.cloneNode(true), link = item.querySelector('a');
  link.href = '/extra-' + i;
  link.removeAttribute('aria-current');
  link.querySelector('.nav-full').textContent = 'Extra Game ' + i;
  link.querySelector('.nav-short').dataset.short = 'Extra ' + i;
  list.insertBefore(item, list.lastElementChild);
}
return list.children.length;
"""

# Focused as Tab focuses it (the row wraps while the keyboard is in it), then, the focus gone, scrolled into its row
# as a swipe would.
REACH = """
const link = arguments[0], row = link.closest('.nav-links');
link.focus();
const focused = link.getBoundingClientRect(), edges = row.getBoundingClientRect();
const ring = getComputedStyle(link).outlineStyle;
link.blur();
link.scrollIntoView({inline: 'nearest', block: 'nearest'});
const r = link.getBoundingClientRect(), box = row.getBoundingClientRect();
const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
return {focusedWhole: edges.left - 1 <= focused.left && focused.right <= edges.right + 1 && focused.right <= innerWidth,
        ring: ring, left: r.left, right: r.right, height: r.height, rowLeft: box.left, rowRight: box.right,
        hit: !!hit && link.contains(hit)};
"""


@pytest.mark.parametrize("added", [1, 2, 4])
@pytest.mark.parametrize("path", ["/", "/minesweeper", "/leaderboard"])
def test_more_games_keep_the_phone_header_on_one_slim_line(server, js_browser, path, added):
    set_viewport(js_browser, 320, 640)
    js_browser.get(server.url + path)
    count = js_browser.execute_script(MORE_ENTRIES, added)
    assert count == len(registry_games(server)) + 1 + added
    header, scroll_width = js_browser.execute_script(
        "return [document.querySelector('.site-header').getBoundingClientRect().height,"
        " document.scrollingElement.scrollWidth]")
    assert header <= 56, f"the header is {header} px with {count} entries on {path}"
    assert scroll_width <= 320, f"{path} is {scroll_width} px wide with {count} entries"
    links = js_browser.find_elements("css selector", ".site-header a")
    assert len({round(link.rect["y"]) for link in links}) == 1, f"the header wraps with {count} entries"
    for link in js_browser.find_elements("css selector", ".nav-links a"):
        seen = js_browser.execute_script(REACH, link)
        name = link.get_attribute("textContent")
        # Focused, all of it shows with its ring; swiped to, all of it, on screen and not covered.
        assert seen["focusedWhole"] and seen["ring"] != "none", f"{name}: {seen}"
        assert seen["hit"], f"{name}: {seen}"
        assert seen["rowLeft"] - 1 <= seen["left"] and seen["right"] <= seen["rowRight"] + 1, f"{name}: {seen}"
        assert 0 <= seen["left"] and seen["right"] <= 320 and seen["height"] >= 24, f"{name}: {seen}"
    screenshot(js_browser, f"header-{added}-more{path.replace('/', '-')}")


@pytest.mark.parametrize("width,height", [(320, 640), (360, 740)])
def test_the_current_page_s_link_shows_in_the_phone_menu(server, browser, width, height):
    """Where the menu's row scrolls sideways, the page it names opens scrolled to its link (the leaderboard's is the
    last), with JavaScript off: the row tells where you are without a swipe."""
    set_viewport(browser, width, height)
    for path in ["/leaderboard", "/"] + [path for _, path in registry_games(server)]:
        browser.get(server.url + path)
        seen = browser.execute_script("""
            const row = document.querySelector('.nav-links'), current = row.querySelector('[aria-current="page"]');
            if (!current) return null;
            const r = current.getBoundingClientRect(), box = row.getBoundingClientRect();
            return {left: r.left, right: r.right, rowLeft: box.left, rowRight: box.right,
                    scrolls: row.scrollWidth > row.clientWidth};""")
        if seen is None:
            assert path == "/", f"{path} names no current link"
            continue
        assert seen["rowLeft"] - 1 <= seen["left"] and seen["right"] <= seen["rowRight"] + 1, f"{path}: {seen}"
