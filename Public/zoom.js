// Big boards on small screens, with JavaScript: the − and + under the board (partials/zoom, plain forms
// that set the zoom cookie) change the cells in place; two fingers pinch to zoom and pan the board's box; Word Search
// gets a Pan toggle, under which a finger on the letters scrolls and selects nothing. One finger pans Minesweeper by
// itself (the box scrolls natively; flag.js takes a press that slides for a pan). Without JavaScript the buttons
// post their form and the page comes back at the new size.
(function () {
  "use strict";

  if (!window.PointerEvent || !window.fetch || !window.URLSearchParams) return;

  // The board's box keeps the browser's own pinch for this script (one finger still pans it natively).
  document.documentElement.classList.add("pinch-zoom");

  var STEP = 1.35;  // a pinch this much wider (or narrower) is one level
  var touches = {};
  var gesture = null;

  function boardBox(target) { return target && target.closest ? target.closest(".play-area .board-box") : null; }
  function board() { return document.querySelector(".play-area [data-grid]"); }

  function shown(element) { return !!element && getComputedStyle(element).display !== "none"; }

  // −1 fits the whole board on the screen; 0 keeps 24 px targets; 1–3 are 32, 40 and 48 px cells. A board whose
  // size the player has not chosen opens fitted on a phone, where the CSS shows the fit level's buttons (.on-phone).
  function levelOf(grid) {
    if (grid && grid.classList.contains("fitted")) return -1;
    if (grid && grid.classList.contains("opens-fitted")) {
      return shown(document.querySelector(".zoom-button.on-phone")) ? -1 : 0;
    }
    var match = grid && /(?:^|\s)zoom([1-3])(?:\s|$)/.exec(grid.className);
    return match ? Number(match[1]) : 0;
  }

  function classOf(level) { return level < 0 ? " fitted" : level > 0 ? " zoom" + level : ""; }

  // The words this script shows or says, in the page's language: the layout's #phrases (data-<name>), else English.
  function phrase(name, english) {
    var phrases = document.getElementById("phrases");
    return (phrases && phrases.getAttribute("data-" + name)) || english;
  }

  // Draws the board at `level`, keeping the point (x, y) of the screen over the same cell, and remembers it.
  function zoomTo(level, x, y) {
    var grid = board(), tools = document.querySelector(".zoom-form");
    if (!grid || !tools || level < -1 || level > 3 || level === levelOf(grid)) return;
    var box = grid.closest(".board-box"), before = grid.getBoundingClientRect();
    var fx = (x - before.left) / before.width, fy = (y - before.top) / before.height;
    grid.className = grid.className.replace(/(?:^|\s)(?:zoom[1-3]|fitted|opens-fitted)(?=\s|$)/g, "") + classOf(level);
    var after = grid.getBoundingClientRect();
    box.scrollLeft += after.left + fx * after.width - x;
    window.scrollBy(0, after.top + fy * after.height - y);
    buttons(tools, level);
    var body = new URLSearchParams();
    body.append("zoom", String(level));
    var named = tools.querySelector("input[name=board]");
    if (named) body.append("board", named.value);
    fetch(tools.getAttribute("action"), { method: "POST", body: body, credentials: "same-origin", redirect: "manual" })
      .catch(function () {});
  }

  // The level is chosen now: one − and one +, those shown (a phone's or a larger screen's, when it opened fitted).
  function buttons(tools, level) {
    tools.querySelectorAll(".zoom-button.on-phone, .zoom-button.on-large").forEach(function (button) {
      if (!shown(button)) button.remove();
      else button.classList.remove("on-phone", "on-large");
    });
    // Known by their signs, which no language changes (their labels are in the page's language).
    var out = zoomButton(tools, "−"), into = zoomButton(tools, "+");
    if (out) { out.disabled = level === -1; out.value = level === -1 ? "" : String(level - 1); }
    if (into) { into.disabled = level === 3; into.value = String(Math.min(level + 1, 3)); }
  }

  function zoomButton(tools, sign) {
    return Array.prototype.filter.call(tools.querySelectorAll(".zoom-button"), function (button) {
      return button.textContent.trim() === sign;
    })[0] || null;
  }

  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!form.classList || !form.classList.contains("zoom-form") || !event.submitter) return;
    event.preventDefault();
    var box = document.querySelector(".play-area .board-box").getBoundingClientRect();
    zoomTo(Number(event.submitter.value), (box.left + box.right) / 2, Math.max(box.top, 0) + 1);
    event.submitter.focus();
  });

  // ---- Two fingers: pinch and pan ----

  function pair() {
    var ids = Object.keys(touches);
    return ids.length === 2 ? [touches[ids[0]], touches[ids[1]]] : null;
  }

  function measure(p) {
    return { d: Math.hypot(p[0].x - p[1].x, p[0].y - p[1].y), x: (p[0].x + p[1].x) / 2, y: (p[0].y + p[1].y) / 2 };
  }

  document.addEventListener("pointerdown", function (event) {
    if (event.pointerType !== "touch") return;
    var box = boardBox(event.target);
    if (!box) return;
    touches[event.pointerId] = { x: event.clientX, y: event.clientY };
    var p = pair();
    if (p) {
      var m = measure(p);
      gesture = { box: box, d: m.d, x: m.x, y: m.y };
    }
  }, true);

  document.addEventListener("pointermove", function (event) {
    if (!touches[event.pointerId]) return;
    touches[event.pointerId] = { x: event.clientX, y: event.clientY };
    var p = gesture && pair();
    if (!p) return;
    var m = measure(p);
    gesture.box.scrollLeft -= m.x - gesture.x;
    gesture.box.scrollTop -= m.y - gesture.y;
    gesture.x = m.x;
    gesture.y = m.y;
    var grid = board(), ratio = m.d / gesture.d;
    if (ratio > STEP || ratio < 1 / STEP) {
      zoomTo(levelOf(grid) + (ratio > 1 ? 1 : -1), m.x, m.y);
      gesture.d = m.d;
    }
  }, true);

  function lift(event) {
    delete touches[event.pointerId];
    if (!pair()) gesture = null;
  }
  document.addEventListener("pointerup", lift, true);
  document.addEventListener("pointercancel", lift, true);

  // ---- Word Search's Pan toggle: a finger on the letters pans and selects nothing ----

  function setUpPan(root) {
    var grid = root.querySelector ? root.querySelector("#grid") : null;
    var tools = document.querySelector(".board-tools");
    if (!grid || !tools || tools.querySelector(".pan-toggle")) return;
    var toggle = document.createElement("button");
    toggle.type = "button";
    toggle.className = "toggle pan-toggle";
    toggle.textContent = phrase("pan", "Pan");
    toggle.setAttribute("aria-pressed", "false");
    toggle.setAttribute("aria-label",
      phrase("pan-mode", "Pan mode: drag to look around the grid instead of selecting"));
    toggle.addEventListener("click", function () {
      var on = toggle.getAttribute("aria-pressed") !== "true";
      toggle.setAttribute("aria-pressed", on ? "true" : "false");
      var current = document.getElementById("grid");
      if (current) current.classList.toggle("panning", on);
    });
    tools.insertBefore(toggle, tools.firstChild);
  }

  // Under Pan mode a letter is not a target: no tap, no selection.
  document.addEventListener("click", function (event) {
    var grid = event.target.closest ? event.target.closest("#grid.panning") : null;
    if (grid) { event.preventDefault(); event.stopImmediatePropagation(); }
  }, true);

  setUpPan(document);
  document.addEventListener("minigames:swapped", function () {
    var toggle = document.querySelector(".pan-toggle"), grid = document.getElementById("grid");
    if (!toggle) setUpPan(document);
    else if (grid) grid.classList.toggle("panning", toggle.getAttribute("aria-pressed") === "true");
  });
})();
