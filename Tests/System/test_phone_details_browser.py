"""Small things of a round on a phone: the menu shows each game's short word whole from 360 px up (it used to open
scrolled to the current game, leaving "e" of Tic-Tac-Toe); Tic-Tac-Toe's bar says the computer's level; and the
Vibration toggle shows only where something can vibrate (the API and a coarse pointer: a phone, not a desktop)."""
import pytest

from conftest import click_and_wait, set_viewport, wait_until

GAME_PAGES = ["/tictactoe", "/minesweeper", "/wordsearch", "/ultimatetictactoe", "/leaderboard"]

# Each menu link: its words as drawn (the short word is generated content) and whether it lies whole inside the
# row's visible box and the window.
_MENU = r"""
const row = document.querySelector('.nav-links'), box = row.getBoundingClientRect();
return [...row.querySelectorAll('a')].map(a => {
  const r = a.getBoundingClientRect(), short = a.querySelector('.nav-short');
  const drawn = getComputedStyle(short).display === 'none' ? a.querySelector('.nav-full').textContent
    : getComputedStyle(short, '::before').content.replace(/ \/ ""$/, '').replace(/^"|"$/g, '');
  return {words: drawn, whole: r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.right <= innerWidth};
});"""


@pytest.mark.parametrize("width,height,mobile", [(360, 740, True), (390, 844, True), (1366, 900, False)],
                         ids=["360x740", "390x844", "1366x900"])
def test_the_menu_shows_every_game_whole(server, browser, width, height, mobile):
    set_viewport(browser, width, height, mobile)
    for path in GAME_PAGES:
        browser.get(server.url + path)
        links = wait_until(lambda: browser.execute_script(_MENU), what="the menu")
        assert len(links) == 5
        assert all(link["whole"] for link in links), f"{path} at {width} px: {links}"
        expected = ["Tic-Tac-Toe", "Mines", "Words", "Ultimate", "Scores"] if width < 900 else \
            ["Tic-Tac-Toe", "Minesweeper", "Word Search", "Ultimate Tic-Tac-Toe", "Leaderboard"]
        assert [link["words"] for link in links] == expected


@pytest.mark.parametrize("level,title", [("easy", "Easy"), ("medium", "Medium"), ("impossible", "Impossible")])
def test_the_tictactoe_bar_says_the_level(server, browser, level, title):
    set_viewport(browser, 360, 740, True)
    browser.get(server.url + "/tictactoe")
    for field, value in (("mode", "computer"), ("level", level), ("mark", "X")):
        browser.find_element("css selector", f".setup input[name='{field}'][value='{value}']").click()
    click_and_wait(browser, browser.find_element("xpath", "//button[normalize-space()='Start a new game']"))
    computer = browser.find_element("css selector", ".game-bar .side.computer")
    assert computer.text.endswith(f"{title} (O)") and computer.is_displayed()
    assert computer.rect["y"] + computer.rect["height"] <= 740
    # Screen readers hear whose side it is.
    assert "Computer," in computer.get_attribute("textContent")


@pytest.mark.parametrize("width,height,mobile,shown", [(390, 844, True, True), (1366, 900, False, False)],
                         ids=["phone", "desktop"])
def test_vibration_shows_only_where_something_vibrates(server, js_browser, width, height, mobile, shown):
    driver = js_browser
    set_viewport(driver, width, height, mobile)
    driver.get(server.url + "/wordsearch")
    sound = wait_until(lambda: (lambda e: e.is_displayed() and e)(driver.find_element("css selector", ".sound-toggle")),
                       what="play.js showing the toggles")
    assert sound
    coarse = driver.execute_script("return [!!navigator.vibrate, matchMedia('(pointer: coarse)').matches]")
    assert coarse == [True, mobile]
    assert driver.find_element("css selector", ".vibration-toggle").is_displayed() == shown
