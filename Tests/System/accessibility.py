"""axe-core in the page under test, from the copy PyPI's axe-selenium-python ships (installed by .ci/bootstrap):
no test downloads anything.

The tests' Chromium runs with JavaScript off by a content setting. WebDriver's scripts still run there, and so
do promise callbacks, but timers never fire (setTimeout, requestAnimationFrame, requestIdleCallback), and
axe.run waits on them to yield between rules. So before axe the page gets timers that run as microtasks: the
page has no scripts of its own to disturb, and axe audits the very page (and state) the test is looking at."""
import importlib.util
from functools import lru_cache
from pathlib import Path

SERIOUS = ("serious", "critical")

_TIMERS_AS_MICROTASKS = """
if (!window.__layoutTestTimers) {
  window.__layoutTestTimers = true;
  let next = 0;
  const cancelled = new Set();
  window.setTimeout = (callback, delay, ...args) => {
    const id = ++next;
    Promise.resolve().then(() => { if (!cancelled.has(id)) callback(...args); });
    return id;
  };
  window.clearTimeout = id => { cancelled.add(id); };
  window.requestAnimationFrame = callback => window.setTimeout(() => callback(performance.now()));
  window.cancelAnimationFrame = window.clearTimeout;
  window.requestIdleCallback = callback =>
    window.setTimeout(() => callback({didTimeout: false, timeRemaining: () => 50}));
  window.cancelIdleCallback = window.clearTimeout;
}
"""

_RUN = """
const done = arguments[arguments.length - 1];
const options = {resultTypes: ['violations']};
if (arguments[0]) options.runOnly = {type: 'rule', values: arguments[0]};
axe.run(document, options)
  .then(r => done({version: axe.version, passes: r.passes.length, violations: r.violations.map(v => ({
      id: v.id, impact: v.impact, help: v.help,
      nodes: v.nodes.map(n => ({target: n.target.join(' '), summary: n.failureSummary}))}))}),
        e => done({error: String(e)}));
"""


@lru_cache(maxsize=1)
def axe_source():
    spec = importlib.util.find_spec("axe_selenium_python")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("axe-core is missing: run .ci/bootstrap test (it installs axe-selenium-python)")
    path = Path(list(spec.submodule_search_locations)[0]) / "node_modules/axe-core/axe.min.js"
    return path.read_text(encoding="utf-8")


# What a colour scheme can change: a dark page has the light page's structure, so it needs only these again.
COLOUR_RULES = ["color-contrast", "link-in-text-block"]


def axe_run(driver, rules=None, timeout=60):
    """Runs axe-core on the current page (every rule, or only `rules`); returns its violations (every impact)."""
    driver.set_script_timeout(timeout)
    if not driver.execute_script("return !!window.axe"):
        driver.execute_script(_TIMERS_AS_MICROTASKS + axe_source())
    result = driver.execute_async_script(_RUN, rules)
    assert "error" not in result, f"axe-core failed: {result['error']}"
    assert result["passes"] > 0, "axe-core ran no rule"
    return result["violations"]


def serious_violations(driver, rules=None):
    """What axe-core finds serious or critical, one readable line per rule."""
    lines = []
    for v in axe_run(driver, rules):
        if v["impact"] in SERIOUS:
            first = v["nodes"][0]
            summary = " ".join((first["summary"] or "").split())[:240]
            lines.append(f"axe {v['id']} ({v['impact']}) on {len(v['nodes'])} node(s), "
                         f"e.g. {first['target']}: {summary}")
    return lines
