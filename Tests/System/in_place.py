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
        if (r.top < bar.bottom || r.bottom > innerHeight) b.scrollIntoView({{block: 'center'}});
        window.__play = document.getElementById('play');""", index)
    before = cell_position(driver, index)
    driver.find_elements("css selector", CELLS)[index].click()
    wait_until(lambda: js(driver, "return document.getElementById('play') !== window.__play"),
               what=f"the play area after a tap on cell {index}")
    return before, cell_position(driver, index)


# The cells (without the tab stops play.js moves) and the texts of the given parts, in a document.
_READ = """const read = (root, parts) => [
    [...root.querySelectorAll('[data-grid] button')].map(b => {
        const c = b.cloneNode(true); c.removeAttribute('tabindex'); return c.outerHTML; }),
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
