"""Harness for the system tests: the real binary on a free loopback port with a temporary database,
and a real Chromium with JavaScript disabled. Every process started here is stopped by PID."""
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest

from browsers import BrowserPool, make_browser
from polling import wait_until  # noqa: F401 (re-exported to the tests)

ROOT = Path(__file__).resolve().parents[2]
BIN = ROOT / os.environ.get("MINIGAMES_BIN", ".build/debug/minigames")  # absolute stays absolute
SCREENSHOTS = ROOT / "Tests/System/screenshots"


class ServerProcess:
    """The minigames binary, started on port 0; the bound port is read from its start-up log line."""

    def __init__(self, database=None, extra_args=(), env=None, pace_check=False, wrapper=()):
        self.dir = tempfile.mkdtemp(prefix="minigames-test-")
        # Test players win at machine speed, which the server holds for its operator (docs/operations.md "Pace plausibility"):
        # the check is on where a test asks for it, as the post limit is off where a test floods.
        self.pace_args = [] if pace_check else ["--no-pace-check"]
        self.database = database or os.path.join(self.dir, "data", "test.sqlite")
        self.log_path = os.path.join(self.dir, "server.log")
        self.extra_args = list(extra_args)
        self.env = env
        # A command the binary runs under, such as `setpriv` to run it as another user.
        self.wrapper = list(wrapper)
        self.process = None
        self.port = None

    def start(self):
        log = open(self.log_path, "ab")
        self.process = subprocess.Popen(
            [*self.wrapper, str(BIN), "--port", "0", "--database", self.database, "--threads", "2",
             "--public", str(ROOT / "Public"), "--templates", str(ROOT / "Templates"), *self.pace_args,
             *self.extra_args],
            stdout=log, stderr=log, cwd=self.dir, env=self.env)
        log.close()

        def bound_port():
            if self.process.poll() is not None:
                raise AssertionError(f"server exited early: {self.log()}")
            match = re.search(r"serving http://[^:]+:(\d+)/", self.log())
            return int(match.group(1)) if match else None

        self.port = wait_until(bound_port, what="server start")
        return self

    def log(self):
        with open(self.log_path, encoding="utf-8", errors="replace") as f:
            return f.read()

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    def stop(self, sig=signal.SIGTERM, timeout=15):
        if self.process and self.process.poll() is None:
            self.process.send_signal(sig)
            try:
                self.process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        return self.process.returncode if self.process else None

    def cleanup(self):
        self.stop()
        shutil.rmtree(self.dir, ignore_errors=True)


@pytest.fixture
def server():
    s = ServerProcess().start()
    try:
        yield s
    finally:
        s.cleanup()


@pytest.fixture(scope="session")
def browser_pool():
    pool = BrowserPool()
    try:
        yield pool
    finally:
        pool.close()


@pytest.fixture
def browser(request, browser_pool):
    yield from _browser(request, browser_pool, javascript=False)


@pytest.fixture
def js_browser(request, browser_pool):
    """A Chromium with JavaScript on (play.js, wordsearch.js); `browser` keeps it off."""
    yield from _browser(request, browser_pool, javascript=True)


@pytest.fixture(params=[False, True], ids=["no-js", "js"])
def any_browser(request):
    """The test once with JavaScript off and once with it on."""
    return request.getfixturevalue("js_browser" if request.param else "browser")


def _browser(request, pool, javascript):
    full = getattr(request.module, "FULL_CHROMIUM", False)
    entry = pool.lend(javascript, full)
    driver = entry[0]
    try:
        yield driver
    finally:
        outcome = getattr(request.node, "rep_call", None)
        if outcome is not None and outcome.failed:
            try:
                SCREENSHOTS.mkdir(parents=True, exist_ok=True)
                driver.save_screenshot(str(SCREENSHOTS / f"FAILED-{request.node.name}.png"))
            except Exception:  # noqa: BLE001 (a crashed browser has no screenshot to give)
                pass
        pool.take_back(javascript, full, entry)


# Files whose tests measure time (latency bounds, a long press, a line in sight for 0.6 s) or memory, or load the
# machine on purpose: `make test-browser` runs them alone after the rest has run two at a time (pytest-xdist), so that
# another test's Chromium never shares the two cores with a measurement. In a file where only some tests measure time, those
# carry `@pytest.mark.serial` themselves instead.
SERIAL = {"test_client_limits.py", "test_minesweeper_loss_browser.py", "test_online_streams.py",
          "test_stream_memory.py", "test_tictactoe_win_browser.py", "test_touch_boards_browser.py"}
# Files that run their own PostgreSQL, PgBouncer and nginx, freeze, lock and restart them, and bound answers in
# seconds (a 503 within 2 s, a score on the other instance within a second): they mostly wait on those processes.
# `make test-browser` runs them one at a time beside the online games, never beside a test of SERIAL.
SERVERS = {"test_cluster.py", "test_pgbouncer.py", "test_postgres_faults.py", "test_postgres_recovery.py"}
# Games with a friend online, the friend's page without JavaScript: they spend most of their time waiting for that
# page's own 2 s refresh, and their bounds (1 s for the host's live update) are loose next to the work they wait on.
# `make test-browser` runs them last, two at a time, with SERVERS beside them (and under `make test` the fuzz smoke at
# idle priority and the Web suites on PostgreSQL: the machine is two-thirds idle otherwise).
ONLINE = {"test_online_browser.py", "test_online_resign_browser.py", "test_ultimate_online_browser.py",
          "test_online_typed_browser.py"}


def pytest_configure(config):
    config.addinivalue_line("markers", "serial: measures time; runs alone, after the parallel part")
    config.addinivalue_line("markers", "online: waits on a page's own refresh; runs last (see ONLINE)")
    config.addinivalue_line("markers", "servers: runs its own database servers; beside the online games (see SERVERS)")


# The files that take longest, longest first: pytest-xdist hands out whole files in collection order, so a long file
# left for last keeps one worker busy while the other has nothing to do. Seconds of one worker, measured.
LONGEST_FIRST = {"test_layout_browser.py": 235, "test_minesweeper_levels_browser.py": 88,
                 "test_wordsearch_layout_browser.py": 76, "test_moves_games_browser.py": 71,
                 "test_new_game_focus_browser.py": 55, "test_ultimate_browser.py": 53, "test_tictactoe_browser.py": 52,
                 "test_title_browser.py": 48, "test_bar_new_game_browser.py": 45}


# `make test` runs a test over several parameters (games × sizes × JavaScript off and on) at each value of each
# parameter, not at each combination: over 4 games × 5 sizes it runs 5 times, each game and each size at least once.
# `make test-full` (MINIGAMES_MATRIX=full) runs every combination. A test over one parameter always runs every value,
# and a module whose combinations are each a page of their own to measure sets EVERY_COMBINATION = True.
FULL_MATRIX = os.environ.get("MINIGAMES_MATRIX") == "full"


def each_value_once(items):
    """The items to run: every one without parameters, and of each parametrized test the fewest, picked greedily
    in the file's own order, in which every value of every parameter appears."""
    chosen, groups = set(), {}
    for item in items:
        spec = getattr(item, "callspec", None)
        if spec is None or len(spec.params) < 2 or getattr(item.module, "EVERY_COMBINATION", False):
            chosen.add(item.nodeid)
        else:
            groups.setdefault((item.path, item.originalname), []).append(item)

    def values(item):
        return {(name, repr(value)) for name, value in item.callspec.params.items()}

    for group in groups.values():
        left = set().union(*map(values, group))
        while left:
            best = max(group, key=lambda item: len(values(item) & left))
            chosen.add(best.nodeid)
            left -= values(best)
    return [item for item in items if item.nodeid in chosen], [item for item in items if item.nodeid not in chosen]


def pytest_collection_modifyitems(config, items):
    if not FULL_MATRIX:
        items[:], skipped = each_value_once(items)
        if skipped:
            config.hook.pytest_deselected(items=skipped)
    items.sort(key=lambda item: -LONGEST_FIRST.get(item.path.name, 0))  # stable: each file's own order stays
    for item in items:
        if item.path.name in SERIAL:
            item.add_marker(pytest.mark.serial)
        if item.path.name in ONLINE:
            item.add_marker(pytest.mark.online)
        if item.path.name in SERVERS:
            item.add_marker(pytest.mark.servers)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    setattr(item, "rep_" + report.when, report)


# A screenshot costs Chromium ~0.1 s and the suites take ~400: only with MINIGAMES_SCREENSHOTS=1 (`make screenshots`).
# A failed test's screenshot is always taken (see `_browser`).
TAKE_SCREENSHOTS = "1" in (os.environ.get("MINIGAMES_SCREENSHOTS"), os.environ.get("UPDATE_SCREENSHOTS"))


def screenshot(driver, name):
    """Saves the page as Tests/System/screenshots/<name>.png when screenshots are asked for; returns the path, or
    None when they are not."""
    if not TAKE_SCREENSHOTS:
        return None
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    driver.save_screenshot(str(path))
    return path


def click_when_uncovered(driver, element, timeout=10):
    """Click once nothing else covers the element: right after a resize or a reload the page may still be laying out
    (a loaded machine shows it), and a click then lands on another element. A button covered for the whole timeout
    still fails the test."""
    from selenium.common.exceptions import ElementClickInterceptedException

    deadline = time.monotonic() + timeout
    while True:
        try:
            element.click()
            return
        except ElementClickInterceptedException:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.1)


def click_and_wait(driver, element, timeout=10):
    """click() returns before POST → 303 → GET completes: wait for the old page to be replaced. On a game page
    (#play) with JavaScript on, a move is put in in place (Public/moves.js): its `minigames:swapped` counts too."""
    from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
    from selenium.webdriver.support.ui import WebDriverWait
    from in_place import swapped_since, swaps_if_any

    old = (driver.find_elements("id", "play") or [driver.find_element("tag name", "html")])[0]
    swaps = swaps_if_any(driver) if driver.find_elements("id", "play") else None
    click_when_uncovered(driver, element, timeout)

    def replaced(_):
        if swapped_since(driver, swaps):
            return True
        try:
            old.tag_name
            return False
        except StaleElementReferenceException:
            return True
        except WebDriverException as error:
            # chromedriver sometimes reports a replaced page this way instead of as stale.
            if "does not belong to the document" in str(error):
                return True
            raise

    WebDriverWait(driver, timeout).until(replaced)


def fetch(url, data=None, headers=None, method=None):
    """A plain HTTP request that does not follow redirects; returns (status, headers, body)."""
    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args, **kwargs):
            return None

    opener = urllib.request.build_opener(NoRedirect)
    req = urllib.request.Request(url, data=data, headers=headers or {}, method=method)
    try:
        with opener.open(req, timeout=10) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


# Viewports of the layout tests: name → (width, height, mobile). Phones are emulated as phones (a mobile
# viewport with touch, so `pointer: coarse` holds), the desktop as a plain window.
VIEWPORTS = {
    "390x844": (390, 844, True),    # a phone in portrait
    "844x390": (844, 390, True),    # the same phone in landscape
    "360x740": (360, 740, True),    # a small phone
    "1366x900": (1366, 900, False),  # a laptop
}


def nth_cell(index, width, board="#field"):
    """The CSS selector of a board's cell by its index (row × width + column): the cells sit in the board's rows
    (role=row), so they are found by their value, the cell's name ("e5", "ad16")."""
    column, letters = index % width + 1, ""
    while column:
        column, rest = divmod(column - 1, 26)
        letters = chr(97 + rest) + letters
    return f"{board} button[value='{letters}{index // width + 1}']"


def nth_of(driver, selector, index):
    """The index-th element `selector` finds, fetched alone: a board's every button through WebDriver costs a reference
    each (about 20 ms a lookup on a 100-cell board, 80 ms on Expert), one fetched by a script about 5 ms."""
    element = driver.execute_script("return document.querySelectorAll(arguments[0])[arguments[1]] || null", selector, index)
    if element is None:
        raise IndexError(f"no element {index} of {selector!r}")
    return element


def set_viewport(driver, width, height, mobile):
    """Emulates a screen of width × height CSS pixels (scale 1) until changed again."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled",
                           {"enabled": mobile, "maxTouchPoints": 5 if mobile else 1})


def color_scheme(driver, scheme):
    """"light" or "dark": what `prefers-color-scheme` answers, applied to the page at once (no reload)."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


@pytest.fixture(scope="module")
def module_server():
    """One server for a whole module, for suites that visit many pages and need no fresh database each."""
    s = ServerProcess().start()
    try:
        yield s
    finally:
        s.cleanup()


@pytest.fixture(scope="module")
def module_browser():
    """One Chromium (JavaScript off) for a whole module; tests set their own viewport and colour scheme."""
    driver = make_browser()
    try:
        yield driver
    finally:
        driver.quit()



@pytest.fixture
def players(js_browser, browser):
    """Two players of a game online in two Chromiums on 390 × 844 phones: the host with JavaScript on, the friend
    with it off."""
    for driver in (js_browser, browser):
        set_viewport(driver, 390, 844, True)
    return js_browser, browser
