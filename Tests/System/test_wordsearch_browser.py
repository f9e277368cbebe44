"""Word Search in a real Chromium: played with plain forms (JavaScript off), and with the drag
enhancement (JavaScript on). The tests read where the words are from the server's database file,
as a player never could: the page itself does not say."""
import json
import os
import sqlite3
import tempfile

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from conftest import click_and_wait, screenshot, wait_until

STEPS = {"right": (1, 0), "left": (-1, 0), "down": (0, 1), "up": (0, -1),
         "downRight": (1, 1), "downLeft": (-1, 1), "upRight": (1, -1), "upLeft": (-1, -1)}


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


def find_word(driver, game, index):
    first, last = ends(game, index)
    click_and_wait(driver, cell(driver, first))
    click_and_wait(driver, cell(driver, last))


def shoot(driver, name, sizes=((1200, 1000, "1200"), (375, 812, "375-portrait"), (812, 375, "375-landscape"))):
    """Screenshots of the page at each size, light and dark, then the print stylesheet."""
    url = driver.current_url
    try:
        for width, height, tag in sizes:
            for scheme in ("light", "dark"):
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                       {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 900})
                driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                       {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
                driver.get(url)
                screenshot(driver, f"{name}-{tag}-{scheme}")
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": 800, "height": 1100, "deviceScaleFactor": 1, "mobile": False})
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print", "features": []})
        driver.get(url)
        screenshot(driver, f"{name}-print")
        # In print, nothing to press is shown: no status bar, no setup, no overlay.
        for selector in (".status-bar", ".setup", ".site-header"):
            assert not driver.find_element("css selector", selector).is_displayed(), selector
        assert driver.find_element("id", "grid").is_displayed()
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})


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
    screenshot(browser, "wordsearch-first-tap")

    click_and_wait(browser, cell(browser, last))
    assert counter(browser) == "1 of 6 found"
    assert f"Found {word}!" in browser.find_element("css selector", ".message-area").text
    crossed = browser.find_elements("css selector", ".word-list .found s")
    assert [s.text for s in crossed] == [word]
    found = {int(b.get_attribute("value")) for b in browser.find_elements("css selector", "#grid button.found")}
    assert first in found and last in found and len(found) == len(word)
    screenshot(browser, "wordsearch-one-found")


def test_a_tap_off_the_line_says_so(server, browser):
    browser.get(server.url + "/wordsearch")
    click_and_wait(browser, cell(browser, 0))
    click_and_wait(browser, cell(browser, 12))
    assert "not in a straight line" in browser.find_element("css selector", ".message-area").text
    assert not browser.find_elements("css selector", "#grid button.selected")


def test_a_reveal_shows_the_word_and_counts_down(server, browser):
    browser.get(server.url + "/wordsearch")
    game = stored_game(server, browser)
    word = game["placed"][3]["word"]
    reveal = browser.find_element("css selector", '.word-list button[value="3"]')
    assert reveal.get_attribute("aria-label") == f"Reveal {word}"
    click_and_wait(browser, reveal)
    assert f"Revealed {word}." in browser.find_element("css selector", ".message-area").text
    assert "1 reveal left" in browser.find_element("css selector", ".reveals").text
    revealed = {int(b.get_attribute("value")) for b in browser.find_elements("css selector", "#grid button.revealed")}
    assert revealed == set(cells(game, 3))
    assert counter(browser) == "0 of 6 found", "a revealed word is not counted as found"
    click_and_wait(browser, browser.find_element("css selector", '.word-list button[value="4"]'))
    assert browser.find_element("css selector", ".reveals").text == "No reveals left."
    assert not browser.find_elements("css selector", ".word-list button")
    screenshot(browser, "wordsearch-no-reveals-left")


def test_finishing_a_game_shows_the_disco_and_the_win_overlay(server, browser):
    browser.get(server.url + "/wordsearch")
    game = stored_game(server, browser)
    shoot(browser, "wordsearch-board")
    for index in range(len(game["placed"])):
        find_word(browser, game, index)
    assert counter(browser) == "6 of 6 found"
    overlay = browser.find_element("id", "result")
    assert overlay.is_displayed()
    assert "All words found!" in overlay.text
    assert "Time" in overlay.text
    assert "disco" in browser.find_element("id", "grid").get_attribute("class")
    assert browser.find_element("css selector", "#result a.button.secondary").get_attribute("href").endswith("/")
    shoot(browser, "wordsearch-won")
    click_and_wait(browser, browser.find_element("xpath", "//button[normalize-space()='Play again']"))
    assert counter(browser) == "0 of 6 found"
    assert not browser.find_elements("id", "result")


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


@pytest.fixture
def js_browser(request):
    """A second Chromium with JavaScript on, for the drag enhancement."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/lib/chromium/chromium"
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1200,1000", "--force-prefers-reduced-motion"):
        options.add_argument(arg)
    os.environ.setdefault("SE_OFFLINE", "true")
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        yield driver
    finally:
        outcome = getattr(request.node, "rep_call", None)
        if outcome is not None and outcome.failed:
            screenshot(driver, f"FAILED-{request.node.name}")
        driver.quit()


def test_dragging_across_a_word_selects_it(server, js_browser):
    driver = js_browser
    driver.get(server.url + "/wordsearch")
    assert driver.execute_script("return 1 + 1") == 2, "JavaScript is on in this browser"
    game = stored_game(server, driver)
    word = game["placed"][1]["word"]
    first, last = ends(game, 1)
    html = driver.find_element("tag name", "html")
    actions = ActionChains(driver)
    actions.click_and_hold(cell(driver, first)).move_to_element(cell(driver, last))
    actions.perform()
    # While dragging, the letters from the start to the pointer light up.
    lit = wait_until(lambda: driver.find_elements("css selector", "#grid button.dragging"), what="drag highlight")
    assert len(lit) == len(word)
    ActionChains(driver).release().perform()
    WebDriverWait(driver, 10).until(EC.staleness_of(html))
    assert counter(driver) == "1 of 6 found"
    assert [s.text for s in driver.find_elements("css selector", ".word-list .found s")] == [word]
    assert stored_game(server, driver)["found"] == [1]
    screenshot(driver, "wordsearch-dragged")
    # A plain tap still works with JavaScript on.
    click_and_wait(driver, cell(driver, 0))
    assert "selected" in cell(driver, 0).get_attribute("class")
