"""Sharing a daily result and coming back tomorrow, in a real Chromium at 360x740 and 1366x900: a won daily's share
text on its page with JavaScript off (selectable, in a readonly box), Copy putting exactly that text on the clipboard
and a stubbed navigator.share receiving it with JavaScript on, and /daily's streak, countdown and calendar. Pages
are checked as every page is (no sideways scroll, axe light and dark). The daily is won through plain HTTP posts
with the browser's own cookie, reading the mines the server stored, so the browser only loads the pages under test."""
import re
import urllib.parse

import pytest

from conftest import VIEWPORTS, ServerProcess, click_and_wait, fetch, set_viewport, wait_until
from game_state import mines_of, stored
from layout_checks import Findings, check_page

SHARE = re.compile(r"Minesweeper · Daily Beginner · \d{1,2} \w{3} \d{4}\n"
                   r"Won in \d+\.\d s · 3BV/s \d+\.\d\d · #1 today\n"
                   r"http://127\.0\.0\.1:\d+/minesweeper/challenge/\d+")


@pytest.fixture
def server():
    """Two players win whole boards by posts at machine speed from one address: no post limit (it would answer 429)."""
    s = ServerProcess(extra_args=["--rate-limit", "0"]).start()
    try:
        yield s
    finally:
        s.cleanup()


def hidden(html, name):
    return re.search(rf'name="{name}" value="([^"]*)"', html).group(1)


def win_daily(server, driver):
    """Starts today's Beginner daily with /daily's button, then wins it by posts carrying the browser's cookie."""
    driver.get(server.url + "/daily")
    click_and_wait(driver, driver.find_element(
        "xpath", "//form[@action='/minesweeper/daily'][input[@name='level'][@value='beginner']]//button"))
    finish(server, driver)


def post_move(server, cookie, cell):
    _, _, page = fetch(server.url + "/minesweeper", headers={"Cookie": cookie})
    page = page.decode()
    form = {"csrf": hidden(page, "csrf"), "version": hidden(page, "version"), "action": "reveal", "cell": str(cell)}
    status, _, _ = fetch(server.url + "/minesweeper/move", data=urllib.parse.urlencode(form).encode(),
                         headers={"Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded"})
    assert status == 303, status


def finish(server, driver, lose=False):
    """Wins (or loses) the browser's running Minesweeper game by posts with its cookie, then shows its page."""
    cookie = "sid=" + driver.get_cookie("sid")["value"]
    for _ in range(82):
        state = stored(server, driver, "minesweeper")
        mines = mines_of(state) if state.get("mines") else set()
        covered = [i for i, c in enumerate(state["cells"]) if c == "." and i not in mines]
        if not covered or state.get("outcome", "playing") != "playing":
            break
        if lose and mines:
            post_move(server, cookie, min(mines))
            break
        post_move(server, cookie, 40 if not state.get("mines") else covered[0])
    show_result(server, driver)


def show_result(server, driver):
    """Loads the finished game's page and waits for its result card to be shown."""
    driver.get(server.url + "/minesweeper")
    wait_until(lambda: driver.find_elements("id", "share-text"), what="the share text")
    # The result card fades and slides in (dialogs.css): seen only once its animations have ended.
    wait_until(lambda: driver.execute_script(
        "const card = document.getElementById('share-text').closest('.overlay') || document.body;"
        "return card.getAnimations({subtree: true}).every(a => a.playState !== 'running')"),
        what="the result card settled")


def share_text(driver):
    return driver.find_element("id", "share-text").get_attribute("value")


def test_won_daily_shows_its_share_text_without_javascript(server, browser, viewport):
    set_viewport(browser, *VIEWPORTS[viewport])
    win_daily(server, browser)
    box = browser.find_element("id", "share-text")
    assert box.get_attribute("readonly") is not None
    assert box.is_displayed()
    assert SHARE.fullmatch(share_text(browser)), share_text(browser)
    label = browser.find_element("css selector", "label[for='share-text']")
    assert label.is_displayed()
    # Without JavaScript there is no button that could not work.
    assert not browser.find_element("css selector", ".share-actions").is_displayed()
    f = Findings("share", viewport)
    check_page(f, browser, "share-daily-won", viewport)
    f.done()


def test_copy_and_share_hand_over_exactly_the_text(server, js_browser):
    set_viewport(js_browser, *VIEWPORTS["360x740"])
    js_browser.get(server.url + "/")
    js_browser.execute_cdp_cmd("Browser.grantPermissions", {
        "origin": server.url, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    stub = js_browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {
        "source": "navigator.share = (data) => { window.sharedData = data; return Promise.resolve(); };"})
    try:
        win_daily(server, js_browser)
        text = share_text(js_browser)
        assert SHARE.fullmatch(text), text
        copy = js_browser.find_element("css selector", "[data-share-copy]")
        wait_until(copy.is_displayed, what="the Copy button shown")
        copy.click()
        status = js_browser.find_element("css selector", ".share-status")
        wait_until(lambda: status.text == "Copied", what="Copied said")
        assert status.get_attribute("role") == "status"
        pasted = js_browser.execute_async_script(
            "const done = arguments[0]; navigator.clipboard.readText().then(done, e => done('failed: ' + e));")
        assert pasted == text
        send = js_browser.find_element("css selector", "[data-share-send]")
        assert send.is_displayed(), "navigator.share exists: the Share button shows"
        send.click()
        wait_until(lambda: js_browser.execute_script("return window.sharedData"), what="navigator.share called")
        assert js_browser.execute_script("return window.sharedData") == {"text": text}
    finally:
        js_browser.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": stub["identifier"]})
        js_browser.execute_cdp_cmd("Browser.resetPermissions", {})


def test_no_share_button_without_navigator_share(server, js_browser):
    set_viewport(js_browser, *VIEWPORTS["1366x900"])
    js_browser.get(server.url + "/")
    if js_browser.execute_script("return typeof navigator.share === 'function'"):
        return  # this Chromium can share: the button is right to show
    win_daily(server, js_browser)
    wait_until(js_browser.find_element("css selector", "[data-share-copy]").is_displayed, what="Copy shown")
    assert not js_browser.find_element("css selector", "[data-share-send]").is_displayed()


def test_daily_page_streak_countdown_and_calendar(server, js_browser, viewport):
    set_viewport(js_browser, *VIEWPORTS[viewport])
    win_daily(server, js_browser)
    js_browser.get(server.url + "/daily")
    days = js_browser.find_element("css selector", "[aria-labelledby='days-minesweeper']")
    assert "Played 1 day in a row" in days.text.replace("\n", " ")
    assert "Won 1 day in a row" in days.text.replace("\n", " ")
    assert "Today 1 player" in days.text.replace("\n", " ")
    assert len(days.find_elements("css selector", ".calendar button[name='day']")) == 30
    counter = js_browser.find_element("css selector", "[data-countdown]")
    first = counter.text
    assert re.fullmatch(r"\d{1,2}:\d\d:\d\d", first), first
    wait_until(lambda: counter.text != first, timeout=3, what="the countdown ticking")
    assert "00:00 UTC" in js_browser.find_element("css selector", ".next-boards").text
    f = Findings("daily come back", viewport)
    check_page(f, js_browser, "daily-streaks", viewport)
    f.done()


def test_a_challenge_link_gives_a_friend_the_same_board_and_both_see_both_results(server, players):
    host, friend = players
    win_daily(server, friend)
    link = share_text(friend).splitlines()[-1]
    # The friend's friend opens the link in a browser of their own (JavaScript on): the board is not on the page.
    host.get(link)
    assert "challenges you" in host.find_element("tag name", "h1").text
    assert not host.find_elements("css selector", "[data-grid], #field")
    host.find_element("id", "challenge-name").send_keys("Lee")
    click_and_wait(host, host.find_element("xpath", "//button[normalize-space()='Play this board']"))
    assert "practice, not ranked" in host.page_source
    finish(server, host)
    assert mines_of(stored(server, host, "minesweeper")) == mines_of(stored(server, friend, "minesweeper"))
    times = {driver: re.search(r"Won in (\d+\.\d s)", share_text(driver)).group(1) for driver in players}
    assert f"You {times[host]} · Your challenger {times[friend]}" in host.find_element("css selector", ".versus").text
    show_result(server, friend)
    # A player's name is set apart from the sentence's direction (Unicode's isolates, invisible on the page).
    assert f"You {times[friend]} · \u2068Lee\u2069 {times[host]}" in friend.find_element("css selector", ".versus").text


def test_a_lost_daily_shares_its_time_and_no_cell(server, browser):
    set_viewport(browser, *VIEWPORTS["360x740"])
    browser.get(server.url + "/daily")
    click_and_wait(browser, browser.find_element(
        "xpath", "//form[@action='/minesweeper/daily'][input[@name='level'][@value='beginner']]//button"))
    finish(server, browser, lose=True)
    lines = share_text(browser).splitlines()
    assert re.fullmatch(r"Minesweeper · Daily Beginner · \d{1,2} \w{3} \d{4}", lines[0]), lines
    assert re.fullmatch(r"Lost in \d+\.\d s", lines[1]), lines
    assert re.fullmatch(r"http://127\.0\.0\.1:\d+/minesweeper/challenge/\d+", lines[2]), lines
    assert len(lines) == 3


def pytest_generate_tests(metafunc):
    if "viewport" in metafunc.fixturenames:
        metafunc.parametrize("viewport", ["360x740", "1366x900"])
