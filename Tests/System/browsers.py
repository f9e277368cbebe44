"""The Chromiums the suites drive: made with JavaScript off or on, and lent from a pool one test at a time."""
import os
import warnings

# Chromium's headless shell (Debian's chromium-headless-shell: the same Blink, V8 and DevTools protocol without the
# browser's own layer) draws the suites' pages for about half the CPU of `chromium --headless=new`. A module that
# drives the browser itself (touch, long presses) sets FULL_CHROMIUM = True; MINIGAMES_CHROMIUM=full runs every
# suite in the full browser. The shell runs as one process (renderer and GPU work in the browser's own): measured,
# 5-15 % less CPU and wall time than a process for each, the same results.
HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell"
FULL = "/usr/lib/chromium/chromium"
ALWAYS_FULL = os.environ.get("MINIGAMES_CHROMIUM") == "full"


def make_browser(javascript=False, full=False):
    """Chromium with JavaScript off (every game must be playable with plain forms), or on for the enhancements."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    full = full or ALWAYS_FULL
    options = webdriver.ChromeOptions()
    options.binary_location = FULL if full else HEADLESS_SHELL
    for arg in ("--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1200,1000",
                "--force-prefers-reduced-motion", *(("--headless=new",) if full else ("--single-process",))):
        options.add_argument(arg)
    if not javascript:
        # The headless shell has no content settings: Blink's own switch turns scripts off in both.
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
        options.add_argument("--blink-settings=scriptEnabled=false")
    os.environ.setdefault("SE_OFFLINE", "true")
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.get("data:text/html,<title>off</title><script>document.title = 'on'</script>")
    if driver.title != ("on" if javascript else "off"):
        driver.quit()
        raise AssertionError(f"a Chromium asked for JavaScript {'on' if javascript else 'off'} has it the other way")
    return driver


# MINIGAMES_REUSE_BROWSERS=0 starts a Chromium for every test instead (to compare, or to rule the pool out).
REUSE_BROWSERS = os.environ.get("MINIGAMES_REUSE_BROWSERS", "1") != "0"


class BrowserPool:
    """One Chromium of each kind (JavaScript off, on) per test process, lent to one test at a time: starting one
    costs ~1.5 s, making one like new ~0.1 s. Between tests it gets a fresh tab (the last test's DevTools emulation,
    blocked URLs, network throttling and injected scripts belong to its tab and close with it), no cookies, an empty
    cache, an empty console log, its first window size, WebDriver's default timeouts and no key or button held. The
    app keeps nothing in web storage. A browser that cannot be made like new, or whose fresh tab has no focus, is quit
    and replaced."""

    def __init__(self):
        self.idle = {}  # (javascript, full) → (driver, first window rect, first timeouts)

    def lend(self, javascript, full=False):
        entry = self.idle.pop((javascript, full), None)
        if entry is None:
            driver = make_browser(javascript, full)
            entry = (driver, driver.get_window_rect(), driver.timeouts)
        return entry

    def take_back(self, javascript, full, entry):
        if not REUSE_BROWSERS:
            _quit_quietly(entry[0])
            return
        try:
            _make_like_new(*entry)
        except Exception as error:  # noqa: BLE001 (a browser that crashed or hangs is replaced, whatever it raised)
            warnings.warn(f"a Chromium could not be made like new and was replaced: {error!r}"[:300])
            _quit_quietly(entry[0])
            return
        self.idle[(javascript, full)] = entry

    def close(self):
        for driver, _, _ in self.idle.values():
            _quit_quietly(driver)
        self.idle.clear()


def _make_like_new(driver, window_rect, timeouts):
    from selenium.common.exceptions import NoAlertPresentException
    from selenium.webdriver.common.actions.action_builder import ActionBuilder

    try:
        driver.switch_to.alert.dismiss()
    except NoAlertPresentException:
        pass
    ActionBuilder(driver).clear_actions()  # releases whatever key or button a failed test left down
    old = driver.window_handles
    driver.switch_to.new_window("tab")
    fresh = driver.current_window_handle
    for handle in old:
        driver.switch_to.window(handle)
        driver.close()
    driver.switch_to.window(fresh)
    driver.execute_cdp_cmd("Network.clearBrowserCookies", {})
    driver.execute_cdp_cmd("Network.clearBrowserCache", {})
    if driver.get_window_rect() != window_rect:
        driver.set_window_rect(**window_rect)
    # One by one: the Timeouts object leaves a zero (the implicit wait's default) out of what it sends.
    driver.implicitly_wait(timeouts.implicit_wait)
    driver.set_script_timeout(timeouts.script)
    driver.set_page_load_timeout(timeouts.page_load)
    if not driver.execute_script("return document.hasFocus()"):
        driver.execute_cdp_cmd("Page.bringToFront", {})
    assert driver.execute_script("return document.hasFocus()"), "the fresh tab has no focus"
    assert len(driver.window_handles) == 1
    # The console log gathered so far belongs to the last test (a 409 it provoked on purpose); reading empties it.
    driver.get_log("browser")


def _quit_quietly(driver):
    try:
        driver.quit()
    except Exception:  # noqa: BLE001 (already gone)
        pass
