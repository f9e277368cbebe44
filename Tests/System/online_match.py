"""What the browser tests of a game with a friend online share (Tic-Tac-Toe, Ultimate Tic-Tac-Toe: the same online
frame): reading the match page's status and buttons, acting on a page that reloads itself (the no-JavaScript side's,
every 2 s) where a page caught mid-reload is "not yet", never an error, the marker that tells a swap in place from
a navigation, the invitation made from a game's page, and a move posted by hand to see it refused."""
from selenium.common.exceptions import WebDriverException

from conftest import click_and_wait
from polling import wait_until

# navigator.share where the browser has none (headless Chromium): records what the page shares.
SHARE_STUB = "navigator.share = data => { window.__shared = data; return Promise.resolve(); };"


def steadily(action, what, timeout=10.0):
    """Runs action on a page that reloads itself (the no-JS friend's, every 2 s): an element caught between two
    loads is "not yet", tried again, never an error."""
    outcome = []

    def attempt():
        try:
            outcome.append(action())
            return True
        except (WebDriverException, TypeError):  # TypeError: an axe run cut off by the reload returns None
            return False

    wait_until(attempt, timeout=timeout, what=what)
    return outcome[-1]


def status(driver):
    try:
        return driver.find_element("id", "status").text
    except WebDriverException:
        return ""


def button(driver, text):
    return driver.find_element("xpath", f"//button[normalize-space()='{text}']")


def press(driver, text):
    """Presses the button saying `text` on a page that may be reloading itself."""
    steadily(lambda: click_and_wait(driver, button(driver, text)), what=f"a press on {text}")


def mark_page(driver):
    """Marks the document shown, so `not_reloaded` tells a swap in place from a navigation."""
    driver.execute_script("window.onlineMarker = 1")


def not_reloaded(driver):
    """True while the page the marker was set on is still the one shown (a swap in place, not a navigation)."""
    return driver.execute_script("return window.onlineMarker === 1")


def invite(host, server, path, mark="X"):
    """Makes an invitation from the "Play a friend online" panel of the game's page at `path`, playing `mark`;
    returns the link to send."""
    host.get(server.url + path)
    host.find_element("css selector", f"section[aria-labelledby='online-heading'] input[value='{mark}']").click()
    click_and_wait(host, button(host, "Play a friend online"))
    return host.find_element("id", "invite-link").get_attribute("value")


def post_move(driver, cell):
    """Posts the page's own board form with `cell` as the square, as a hand-made request would (a page with
    JavaScript on, its cookies and fields): returns (HTTP status, page text). Nothing on the page changes."""
    return driver.execute_async_script("""
        const done = arguments[arguments.length - 1], form = document.getElementById('board');
        const fields = new URLSearchParams(new FormData(form));
        fields.set('cell', arguments[0]);
        fetch(form.action, {method: 'POST', body: fields, redirect: 'manual'})
            .then(r => r.text().then(html => done([r.status, new DOMParser().parseFromString(html, 'text/html')
                .body.innerText])));""", cell)
