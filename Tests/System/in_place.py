"""What the in-place move tests (Public/moves.js) share: script calls that retry while a swap is under way,
whether the page is still the one loaded, a cell tapped and measured, and the board compared with the server's
own page for the address shown."""
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.support.ui import WebDriverWait

from polling import wait_until

CELLS = "[data-grid] button"


def js(driver, script, *args):
    return WebDriverWait(driver, 10, ignored_exceptions=(WebDriverException,)).until(
        lambda _: [driver.execute_script(script, *args)])[0]


def keep_page(driver):
    """Marks the loaded document, so `same_page` tells a swap in place from a navigation."""
    driver.execute_script("window.__kept = 1")


def same_page(driver):
    return js(driver, "return [window.__kept === 1, performance.getEntriesByType('navigation').length]") == [True, 1]


def replaced(element):
    try:
        element.tag_name
        return False
    except WebDriverException:
        return True


_COUNT_SWAPS = """if (!window.__swaps) {
        window.__swaps = {count: 0};
        document.addEventListener('minigames:swapped', () => { window.__swaps.count += 1; });
    }
    return window.__swaps.count;"""


def count_swaps(driver):
    """How many times moves.js has put an answer in on this page (its `minigames:swapped`), counted from the first
    call: the play area stays in place (only what changed is replaced), so a wait cannot watch it being replaced."""
    return js(driver, _COUNT_SWAPS)


def answered(driver, swaps):
    """Whether the answer came since `count_swaps` said `swaps`: put in on the page, or a new page loaded."""
    return js(driver, "return !window.__swaps || window.__swaps.count > arguments[0]", swaps)


def swaps_if_any(driver):
    """`count_swaps` asked once, for a page that may be loading: None when the page cannot say."""
    try:
        return driver.execute_script(_COUNT_SWAPS)
    except WebDriverException:
        return None


def swapped_since(driver, swaps):
    """Whether an answer was put in on this same page since `swaps_if_any` said `swaps` (a new page says no)."""
    try:
        return swaps is not None and driver.execute_script(
            "return !!window.__swaps && window.__swaps.count > arguments[0]", swaps)
    except WebDriverException:
        return False


def cell_position(driver, index):
    return js(driver, f"const r = document.querySelectorAll('{CELLS}')[arguments[0]].getBoundingClientRect();"
                      "return [r.left, r.top]", index)


def focused_cell(driver):
    return js(driver, f"return [...document.querySelectorAll('{CELLS}')].indexOf(document.activeElement)")


def tap(driver, index):
    """Clicks cell `index` as a player would (brought fully into view first, below the sticky bar), waits for the
    play area the answer brings, and returns the cell's position on the screen before and after."""
    js(driver, f"""const b = document.querySelectorAll('{CELLS}')[arguments[0]], r = b.getBoundingClientRect();
        const bar = document.querySelector('.game-bar').getBoundingClientRect();
        if (r.top < bar.bottom || r.bottom > innerHeight) b.scrollIntoView({{block: 'center'}});""", index)
    swaps = count_swaps(driver)
    before = cell_position(driver, index)
    driver.find_elements("css selector", CELLS)[index].click()
    wait_until(lambda: answered(driver, swaps), what=f"the play area after a tap on cell {index}")
    return before, cell_position(driver, index)


# The cells (their attributes in any order, without the tab stops play.js moves: a cell changed in place keeps
# the order its attributes came in) and the texts of the given parts, in a document.
_READ = """const read = (root, parts) => [
    [...root.querySelectorAll('[data-grid] button')].map(b => [b.localName,
        ...[...b.attributes].filter(a => a.name !== 'tabindex').map(a => a.name + '=' + a.value).sort(),
        b.innerHTML].join(' ')),
    parts.map(s => [...root.querySelectorAll(s)].map(e => e.textContent.replace(/\\s+/g, ' ').trim()))];"""


def shown_and_served(driver, parts=()):
    """The board and `parts` (selectors) as the page shows them, and as the server's page for its address does."""
    return driver.execute_async_script(_READ + """
        const done = arguments[arguments.length - 1], parts = arguments[0];
        fetch(location.href).then(r => r.text()).then(html =>
            done([read(document, parts), read(new DOMParser().parseFromString(html, 'text/html'), parts)]));""",
                                       list(parts))


def announced(driver):
    """What the live region says (play.js fills it a moment after a move)."""
    return js(driver, "return document.getElementById('announce').textContent")
