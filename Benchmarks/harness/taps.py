"""Taps in a real Chromium on an emulated phone network: the time from a tap on the Expert board
to the board showing the move, and the bytes each move costs on the wire, with JavaScript off (the form post:
POST → 303 → GET) and on (play.js; with in-place moves, one fetch). Each tap toggles a flag, a real move the
server checks, on a covered cell of the player's Expert board (flag mode on first)."""
import json
import os
import statistics
import time

# A slow phone network, emulated through CDP: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up.
NETWORK = {"offline": False, "latency": 150, "downloadThroughput": 1_600_000 / 8, "uploadThroughput": 750_000 / 8}

# Set in the page before each tap: the time of the tap, and the time the tapped cell's label changed.
WATCH = """
window.__watch = true; window.__tap = null; window.__done = null;
const index = arguments[0], before = arguments[1];  // the callback below has arguments of its own
if (!window.__clicks) {
  window.__clicks = true;
  document.addEventListener('click', () => { if (window.__tap === null) window.__tap = performance.now(); }, true);
}
// An in-place move keeps the page: the last tap's observer (its cell changed already) must not answer for this one.
if (window.__observer) window.__observer.disconnect();
window.__observer = new MutationObserver(() => {
  const cell = document.querySelectorAll('#field button')[index];
  if (window.__done === null && cell && cell.getAttribute('aria-label') !== before) window.__done = performance.now();
});
window.__observer.observe(document.body, {subtree: true, childList: true, attributes: true});
"""


def browser(javascript):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/lib/chromium/chromium"
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1200,1000"):
        options.add_argument(arg)
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    os.environ.setdefault("SE_OFFLINE", "true")
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def wire_bytes(driver):
    """Bytes on the wire since the last call: responses as received (headers included) and requests sent."""
    received = sent = 0
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        method, params = message.get("method"), message.get("params", {})
        if method == "Network.loadingFinished":
            received += int(params.get("encodedDataLength", 0))
        elif method == "Network.requestWillBeSent":
            request = params["request"]
            head = f"{request['method']} {request['url']} HTTP/1.1\r\n" + "".join(
                f"{name}: {value}\r\n" for name, value in request.get("headers", {}).items())
            sent += len(head) + 2 + len(request.get("postData", "") or "")
    return received, sent


def cell_label(driver, index):
    return driver.execute_script("return document.querySelectorAll('#field button')[arguments[0]].getAttribute('aria-label')", index)


def measure(url, sid, javascript, taps=30, timeout=15):
    """Median and spread of tap → board, and the mean bytes per move. `url` is the server's root."""
    driver = browser(javascript)
    try:
        driver.get(url + "/healthz")
        driver.add_cookie({"name": "sid", "value": sid, "path": "/"})
        driver.get(url + "/minesweeper")
        if driver.find_element("css selector", ".mode-toggle").get_attribute("aria-pressed") != "true":
            _tap(driver, driver.find_element("css selector", ".mode-toggle"), javascript, timeout)
            # In place (JavaScript on), the tap returns at once: the board's taps wait for the toggle's answer.
            deadline = time.monotonic() + timeout
            while driver.execute_script("const t = document.querySelector('.mode-toggle');"
                                        "return !t || t.getAttribute('aria-pressed') !== 'true'"):
                if time.monotonic() > deadline:
                    raise RuntimeError("flag mode did not turn on")
                time.sleep(0.01)
        cells = [index for index, label in enumerate(driver.execute_script(
            "return [...document.querySelectorAll('#field button')].map(b => b.getAttribute('aria-label'))"))
            if label.endswith("covered") or label.endswith("flagged")][:taps]
        if not cells:
            raise RuntimeError("no covered cell on the player's Expert board")
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.emulateNetworkConditions", NETWORK)
        wire_bytes(driver)
        times, received, sent = [], 0, 0
        for number in range(taps):
            index = cells[number % len(cells)]
            times.append(_timed_tap(driver, index, javascript, timeout))
            got, gave = wire_bytes(driver)
            received, sent = received + got, sent + gave
        return {"median_ms": statistics.median(times), "p90_ms": sorted(times)[int(len(times) * 0.9) - 1],
                "bytes_per_move": (received + sent) / taps, "received_per_move": received / taps, "taps": taps}
    finally:
        driver.quit()


def _tap(driver, element, javascript, timeout):
    old = driver.find_element("tag name", "html")
    element.click()
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            old.tag_name
        except Exception:
            return
        if javascript:
            return
        time.sleep(0.01)
    raise RuntimeError("a tap was not answered in time")


def _timed_tap(driver, index, javascript, timeout):
    before = cell_label(driver, index)
    cell = driver.execute_script("return document.querySelectorAll('#field button')[arguments[0]]", index)
    if javascript:
        driver.execute_script(WATCH, index, before)
    cell.click()
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        # With the script, an in-place move keeps the page (and the watch set on it); otherwise the tap was a
        # full navigation, timed like the form post.
        same_page, tap, done = driver.execute_script("return [window.__watch === true, window.__tap, window.__done]")
        if same_page and tap is not None and done is not None:
            return done - tap
        if not same_page:
            try:
                if cell_label(driver, index) != before:
                    # The new page's navigation began with the tap's POST (the 303 is part of it).
                    return driver.execute_script(
                        "const n = performance.getEntriesByType('navigation')[0]; return n.domContentLoadedEventEnd")
            except Exception:
                pass
        time.sleep(0.005)
    raise RuntimeError(f"the tap on cell {index} did not change the board within {timeout} s")
