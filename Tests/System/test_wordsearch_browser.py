"""Word Search played in a real Chromium: two taps find a word, a reveal asks first, the last word shows the
win overlay (and the page prints with nothing to press), custom word lists from a form or a JSON file, and
dragging across a word with JavaScript on. The tests read where the words are from the server's database file,
as a player never could: the page itself does not say. How the board sits on each screen is in
test_wordsearch_layout_browser.py."""
import json
import os
import sqlite3
import tempfile

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.support.ui import Select

from conftest import click_and_wait, screenshot, wait_until
from in_place import answered, count_swaps
from plain_http import tap_as

STEPS = {"right": (1, 0), "left": (-1, 0), "down": (0, 1), "up": (0, -1),
         "downRight": (1, 1), "downLeft": (-1, 1), "upRight": (1, -1), "upLeft": (-1, -1)}
PHONE, LANDSCAPE, SMALL, DESKTOP = (390, 844), (844, 390), (360, 740), (1366, 900)


def stored_row(server, driver):
    # The cookie is the session's id, a dot and its signature.
    sid = driver.get_cookie("sid")["value"].split(".")[0]
    with sqlite3.connect(server.database) as db:
        return db.execute("SELECT state FROM games WHERE session_id = ? AND kind = 'wordsearch' ORDER BY id DESC LIMIT 1",
                          (sid,)).fetchone()


def stored_game(server, driver):
    """The browser session's current Word Search game, as the server stored it. A first visit only shows a
    board, so when nothing is stored yet the player presses Restart, which stores one (and shows it)."""
    row = stored_row(server, driver)
    if row is None:
        click_and_wait(driver, driver.find_element("css selector", "form.restart button"))
        row = stored_row(server, driver)
    assert row is not None, "no game stored for this browser"
    return json.loads(row[0])


def cells(game, index):
    """The cells of a hidden word, first letter first."""
    placed = game["placed"][index]
    dx, dy = STEPS[placed["direction"]]
    step = dy * game["params"]["width"] + dx
    return [placed["start"] + i * step for i in range(len(placed["word"]))]


def ends(game, index):
    """First and last cell of a hidden word."""
    word = cells(game, index)
    return word[0], word[-1]


def cell(driver, index):
    return driver.find_element("css selector", f'#grid button[value="{index}"]')


def counter(driver):
    return driver.find_element("id", "counter").text


def status(driver):
    """The line near the board: what the last move did, or what to tap next."""
    return driver.find_element("id", "hint").text


def find_word(driver, game, index):
    first, last = ends(game, index)
    click_and_wait(driver, cell(driver, first))
    click_and_wait(driver, cell(driver, last))


def viewport(driver, size, scheme="light"):
    width, height = size
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 900})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def new_game(driver, url, level, word_list="languages"):
    driver.get(url + "/wordsearch")
    driver.find_element("css selector", f'input[name="level"][value="{level}"]').click()
    Select(driver.find_element("name", "list")).select_by_value(word_list)
    click_and_wait(driver, driver.find_element("xpath", "//button[normalize-space()='New board']"))



def letter_in_view(driver, index):
    """The letter's rectangle lies inside the viewport, nothing (the sticky bar) covers its middle, and it is
    below the bar wherever the bar is above it."""
    return driver.execute_script("""
        const l = document.querySelector(`#grid button[value="${arguments[0]}"]`), r = l.getBoundingClientRect();
        const bar = document.querySelector('.game-bar').getBoundingClientRect();
        const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
        const besideBar = r.right <= bar.left || r.left >= bar.right;
        return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth && hit === l
            && (besideBar || r.top >= bar.bottom);""", index)


def test_two_taps_cross_out_a_word_and_move_the_counter(server, browser):
    browser.get(server.url + "/wordsearch")
    assert browser.find_element("tag name", "h1").text == "Word Search"
    assert counter(browser) == "0 of 6 found"
    game = stored_game(server, browser)
    word = game["placed"][0]["word"]
    first, last = ends(game, 0)

    click_and_wait(browser, cell(browser, first))
    selected = cell(browser, first)
    assert "selected" in selected.get_attribute("class")
    assert selected.get_attribute("aria-label").endswith("selected as the first letter")
    assert browser.switch_to.active_element == selected, "the first tap keeps the keyboard focus on the grid"
    assert status(browser).startswith("Now tap the word's last letter.")
    screenshot(browser, "wordsearch-first-tap")

    click_and_wait(browser, cell(browser, last))
    assert counter(browser) == "1 of 6 found"
    assert status(browser) == f"Found {word}!"
    assert browser.switch_to.active_element == cell(browser, last), "focus back on the grid after a find"
    assert browser.find_element("css selector", ".game-bar").get_attribute("data-event") == "found"
    assert not browser.find_element("css selector", ".message-area").text, "the result is near the board, not on top"
    crossed = browser.find_elements("css selector", ".word-list .found s")
    assert [s.text for s in crossed] == [word]
    found = {int(b.get_attribute("value")) for b in browser.find_elements("css selector", "#grid button.found")}
    assert first in found and last in found and len(found) == len(word)
    screenshot(browser, "wordsearch-one-found")

    # Revealing the word just found is a slip: where its 303 goes, the note is near the board, the word focused.
    browser.get(server.url + "/wordsearch?revealed=0&note=found#letter")
    assert status(browser) == "That word is already found."
    assert browser.switch_to.active_element == cell(browser, first)
    assert not browser.find_element("css selector", ".message-area").text
    assert browser.find_element("css selector", ".game-bar").get_attribute("data-event") is None


def test_a_reveal_asks_first_and_nothing_is_spent_until_confirmed(server, browser):
    viewport(browser, PHONE)
    browser.get(server.url + "/wordsearch")
    game = stored_game(server, browser)
    word = game["placed"][3]["word"]
    chip = browser.find_element("id", "w3")
    assert chip.get_attribute("aria-label") == f"Reveal {word}"
    click_and_wait(browser, chip)
    assert "confirm=3" in browser.current_url
    question = browser.find_element("id", "confirm-text")
    assert question.text == f"Reveal {word}? It uses 1 of your 2 reveals."
    reveal = browser.find_element("id", "reveal")
    assert browser.switch_to.active_element == reveal, "Reveal has the focus"
    in_view = "const r = arguments[0].getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight"
    assert browser.execute_script(in_view, reveal) and browser.execute_script(in_view, question)
    assert stored_game(server, browser)["revealed"] == [], "asking spends nothing"
    screenshot(browser, "wordsearch-confirm-reveal")

    # Cancel: back to the word, which has the focus again, and nothing spent.
    click_and_wait(browser, browser.find_element("link text", "Cancel"))
    assert not browser.find_elements("id", "confirm-text")
    assert browser.switch_to.active_element == browser.find_element("id", "w3")
    assert stored_game(server, browser)["revealed"] == []

    click_and_wait(browser, browser.find_element("id", "w3"))
    click_and_wait(browser, browser.find_element("id", "reveal"))
    assert status(browser) == f"Revealed {word}."
    assert browser.find_element("css selector", ".reveals").text == "1 reveal left: tap a word to show it."
    revealed = {int(b.get_attribute("value")) for b in browser.find_elements("css selector", "#grid button.revealed")}
    assert revealed == set(cells(game, 3))
    assert browser.switch_to.active_element == cell(browser, cells(game, 3)[0]), "focus on the revealed word"
    assert counter(browser) == "0 of 6 found", "a revealed word is not counted as found"
    click_and_wait(browser, browser.find_element("id", "w4"))
    assert "It uses your last reveal." in browser.find_element("id", "confirm-text").text
    click_and_wait(browser, browser.find_element("id", "reveal"))
    assert browser.find_element("css selector", ".reveals").text == "No reveals left."
    assert not browser.find_elements("css selector", ".word-list a")
    screenshot(browser, "wordsearch-no-reveals-left")


def test_finishing_a_game_shows_the_disco_and_the_win_overlay(server, browser):
    browser.get(server.url + "/wordsearch")
    game = stored_game(server, browser)
    shoot(browser, "wordsearch-board")
    # Every word but the last found over plain HTTP (what is checked is the page after the last find), that one tapped.
    for index in range(len(game["placed"]) - 1):
        for letter in ends(game, index):
            assert tap_as(server, browser, "wordsearch", letter) == 303, index
    browser.refresh()
    find_word(browser, game, len(game["placed"]) - 1)
    assert counter(browser) == "6 of 6 found"
    assert browser.find_element("css selector", ".game-bar").get_attribute("data-event") == "won"
    overlay = browser.find_element("id", "result")
    # It fades in (a hundredth of a millisecond with reduced motion, from the next frame on): seen once it shows.
    wait_until(overlay.is_displayed, what="the win overlay shown")
    assert "All words found!" in overlay.text
    assert browser.switch_to.active_element.text == "Play again"
    assert "disco" in browser.find_element("id", "grid").get_attribute("class")
    # This browser asks for reduced motion: the disco stands still.
    assert cell(browser, 0).value_of_css_property("animation-name") == "none"
    assert browser.find_element("css selector", "#result a.button.secondary").get_attribute("href").endswith("/")
    shoot(browser, "wordsearch-won")
    click_and_wait(browser, browser.find_element("xpath", "//button[normalize-space()='Play again']"))
    assert counter(browser) == "0 of 6 found"
    assert not browser.find_elements("id", "result")


def shoot(driver, name):
    """Screenshots of the page on a phone, in landscape and on a desktop, light and dark, then printed."""
    url = driver.current_url
    try:
        for size in (PHONE, LANDSCAPE, DESKTOP):
            for scheme in ("light", "dark"):
                viewport(driver, size, scheme)
                driver.get(url)
                screenshot(driver, f"{name}-{size[0]}x{size[1]}-{scheme}")
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": 800, "height": 1100, "deviceScaleFactor": 1, "mobile": False})
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print", "features": []})
        driver.get(url)
        screenshot(driver, f"{name}-print")
        # In print, nothing to press is shown: no bar, no setup, no overlay; the grid and the words are.
        for selector in (".game-bar", ".below-play", ".site-header", "#hint"):
            assert not driver.find_element("css selector", selector).is_displayed(), selector
        assert driver.find_element("id", "grid").is_displayed()
        assert driver.find_element("css selector", ".word-list").is_displayed()
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})


def test_a_custom_game_from_an_uploaded_json_file(server, browser):
    browser.get(server.url + "/wordsearch")
    browser.find_element("css selector", "details.custom summary").click()
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump({"words": ["Penguin", "Otter", "Walrus"], "size": 8, "reveals": 1}, f)
    try:
        browser.find_element("id", "custom-file").send_keys(f.name)
        click_and_wait(browser, browser.find_element("xpath", "//button[normalize-space()='Make it from JSON']"))
    finally:
        os.unlink(f.name)
    assert browser.find_element("css selector", ".level-line").text == "Custom · 8×8"
    words = [w.text for w in browser.find_elements("css selector", ".word-list .word")]
    assert sorted(words) == ["OTTER", "PENGUIN", "WALRUS"]
    assert len(browser.find_elements("css selector", "#grid button.l")) == 64


def test_a_refused_custom_list_says_which_word_and_why(server, browser):
    browser.get(server.url + "/wordsearch")
    browser.find_element("css selector", "details.custom summary").click()
    browser.find_element("id", "custom-words").send_keys("Swift\nC++")
    click_and_wait(browser, browser.find_element("xpath", "//button[normalize-space()='Make my puzzle']"))
    message = browser.find_element("css selector", ".message-area").text
    assert "“C++” cannot be used: “+” is not a letter from A to Z." in message
    assert browser.find_element("id", "custom-words").get_attribute("value") == "Swift\nC++"
    screenshot(browser, "wordsearch-refused-custom")


@pytest.mark.parametrize("screen", [DESKTOP, PHONE])
def test_dragging_across_a_word_selects_it(server, js_browser, screen):
    driver = js_browser
    viewport(driver, screen)
    driver.get(server.url + "/wordsearch")
    assert driver.execute_script("return 1 + 1") == 2, "JavaScript is on in this browser"
    game = stored_game(server, driver)
    word = game["placed"][1]["word"]
    first, last = ends(game, 1)
    swaps = count_swaps(driver)
    actions = ActionChains(driver)
    actions.click_and_hold(cell(driver, first)).move_to_element(cell(driver, last))
    actions.perform()
    # While dragging, the letters from the start to the pointer light up.
    lit = wait_until(lambda: driver.find_elements("css selector", "#grid button.dragging"), what="drag highlight")
    assert len(lit) == len(word)
    ActionChains(driver).release().perform()
    # The move is made in place (moves.js): the play area changes, not the page.
    wait_until(lambda: answered(driver, swaps), what="the drag's move")
    assert counter(driver) == "1 of 6 found"
    assert driver.current_url.endswith(f"?at={last}#letter")
    assert driver.switch_to.active_element == cell(driver, last)
    assert letter_in_view(driver, last)
    assert [s.text for s in driver.find_elements("css selector", ".word-list .found s")] == [word]
    assert len(driver.find_elements("css selector", "#grid .line.found")) == 1
    assert stored_game(server, driver)["found"] == [1]
    screenshot(driver, f"wordsearch-dragged-{screen[0]}")
    # A plain tap still works with JavaScript on.
    click_and_wait(driver, cell(driver, 0))
    assert "selected" in cell(driver, 0).get_attribute("class")
