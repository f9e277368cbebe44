"""A game with a friend online, round the board: Resign asks first, and each player's page says whether the friend is
on it. Two Chromiums, the host with JavaScript on, the friend with it off, on a 360 × 740 phone and a 1366 × 900
desktop. Without JavaScript "Resign…" opens the confirm step as a page (`?confirm=resign`) whose "Keep playing" goes
back and whose "Yes, resign" posts; with it the same step comes in place (no reload, no window.confirm), the focus on
"Keep playing". Presence: the friend's page load (and its 2 s refresh) makes the host's page say "connected" live;
the host's page going away (its beacon) makes the friend's say "has left" at its next refresh, and coming back
"connected" again."""
import pytest

from accessibility import serious_violations
from conftest import VIEWPORTS, click_and_wait, screenshot, set_viewport, wait_until
from online_match import button, invite, mark_page, not_reloaded, press, status, steadily

CONNECTED, LEFT = "Your friend is connected.", "Your friend has left."


def presence(driver):
    return steadily(lambda: driver.find_element("id", "presence").text, what="the presence line")


def confirm_step_fits(driver, width):
    """The question and both answers shown, inside the window, the answers at least 24 px high."""
    question = driver.find_element("id", "resign-question")
    assert question.text == "Resign this round? Your friend wins it."
    for text in ("Yes, resign", "Keep playing"):
        rect = driver.execute_script("return arguments[0].getBoundingClientRect().toJSON()", button(driver, text))
        assert rect["height"] >= 24 and rect["left"] >= 0 and rect["right"] <= width, (text, rect)
    assert driver.execute_script("return document.documentElement.scrollWidth") <= width


@pytest.mark.parametrize("viewport", ["360x740", "1366x900"])
def test_resign_asks_first_and_presence(server, players, viewport):
    host, friend = players
    width, height, mobile = VIEWPORTS[viewport]
    for driver in players:
        set_viewport(driver, width, height, mobile)
    # Any window.confirm would be counted, and answered "no".
    host.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument",
                         {"source": "window.__confirms = 0; window.confirm = () => { window.__confirms++; return false; };"})
    link = invite(host, server, "/tictactoe")
    assert not host.find_elements("id", "presence"), "nobody to be connected before a friend joins"
    mark_page(host)
    friend.get(link)
    click_and_wait(friend, button(friend, "Join as O"))
    wait_until(lambda: status(host) == "Your turn: place an X.", timeout=10.0, what="the host sees the join live")
    wait_until(lambda: presence(host) == CONNECTED, timeout=10.0, what="the host sees the friend connected, live")
    assert wait_until(lambda: presence(friend) == CONNECTED, timeout=12.0, what="the friend sees the host connected")

    # The host's page goes away: its beacon ends its stream, and the friend's waiting page says so at its refresh.
    host.get("about:blank")
    wait_until(lambda: presence(friend) == LEFT, timeout=15.0, what="the friend's page says the host left")
    assert steadily(lambda: friend.find_element("id", "presence").get_attribute("class"), what="its class") == "presence"
    host.get(link)
    wait_until(lambda: presence(friend) == CONNECTED, timeout=15.0, what="the friend's page sees the host back")
    assert presence(host) == CONNECTED

    # The host moves; now the friend (no JavaScript) may resign: one tap only asks.
    click_and_wait(host, host.find_element("css selector", "#board button[value='b2']"))
    wait_until(lambda: status(friend) == "Your turn: place an O.", timeout=12.0, what="the friend's turn")
    press(friend, "Resign…")
    assert "confirm=resign" in friend.current_url
    assert status(friend) == "Your turn: place an O.", "asking changes nothing"
    confirm_step_fits(friend, width)
    assert friend.switch_to.active_element.text == "Keep playing", "the step's focus is on the harmless answer"
    assert not serious_violations(friend)
    screenshot(friend, f"online-resign-confirm-nojs-{viewport}")
    press(friend, "Keep playing")
    assert not friend.find_elements("id", "resign-question") and button(friend, "Resign…")
    assert status(friend) == "Your turn: place an O."
    click_and_wait(friend, friend.find_element("css selector", "#board button[value='a1']"))

    # The host (JavaScript): the same step in place, no reload and no window.confirm; Keep playing, then Yes.
    wait_until(lambda: status(host) == "Your turn: place an X.", timeout=10.0, what="the host's turn")
    mark_page(host)
    button(host, "Resign…").click()
    wait_until(lambda: host.find_elements("id", "resign-question"), timeout=10.0, what="the confirm step in place")
    assert not_reloaded(host), "with JavaScript the step comes in place"
    assert host.switch_to.active_element.text == "Keep playing"
    confirm_step_fits(host, width)
    assert not serious_violations(host)
    host.refresh()  # axe ran the page's timers as microtasks (accessibility.py): a fresh load gives them back
    mark_page(host)
    button(host, "Resign…").click()
    wait_until(lambda: host.find_elements("id", "resign-question"), timeout=10.0, what="the confirm step again")
    screenshot(host, f"online-resign-confirm-js-{viewport}")
    button(host, "Keep playing").click()
    wait_until(lambda: not host.find_elements("id", "resign-question"), timeout=10.0, what="the step folded away")
    assert host.switch_to.active_element.text == "Resign…" and not_reloaded(host)
    button(host, "Resign…").click()
    wait_until(lambda: host.find_elements("id", "resign-question"), timeout=10.0, what="the confirm step, a third time")
    click_and_wait(host, button(host, "Yes, resign"))
    wait_until(lambda: status(host) == "You resigned: you lost.", timeout=10.0, what="the host's resignation")
    wait_until(lambda: status(friend) == "X resigned: you win!", timeout=12.0, what="the friend's win")
    assert host.execute_script("return window.__confirms") == 0, "no window.confirm"
