// Replays: a Play button that steps through the replay on its own at the pace it was played (each gap capped at
// 2 s), fetching the next step's page and swapping in its replay part. Nothing moves but the board's own change,
// so reduced motion needs nothing more. With JavaScript off the First / Previous / Next / Last links do the same.
(function () {
  "use strict";

  var MAX_GAP = 2000, MIN_GAP = 250;
  var playing = false, timer = null;

  function root() { return document.getElementById("replay"); }

  // The wait before the next step: the time between the current move and the next, as they were played.
  function gap() {
    var current = document.querySelector("#replay-moves a[aria-current]");
    var item = current && current.parentElement, next = item && item.nextElementSibling;
    if (!next) return MIN_GAP;
    var wait = Number(next.getAttribute("data-at")) - Number(item.getAttribute("data-at"));
    return Math.min(MAX_GAP, Math.max(MIN_GAP, isFinite(wait) ? wait : MIN_GAP));
  }

  function label(button) {
    button.textContent = playing ? "Pause" : "Play";
    button.setAttribute("aria-pressed", playing ? "true" : "false");
  }

  function stop() {
    playing = false;
    clearTimeout(timer);
    var button = document.querySelector(".replay-play");
    if (button) label(button);
  }

  function schedule() {
    clearTimeout(timer);
    var next = document.getElementById("replay-next");
    if (!playing) return;
    if (!next) { stop(); return; }
    timer = setTimeout(function () { show(next.href); }, gap());
  }

  // The current move in view inside the list (which scrolls on its own), without scrolling the page.
  function reveal() {
    var list = document.getElementById("replay-moves");
    var current = list && list.querySelector("a[aria-current]");
    if (current) list.scrollTop = current.parentElement.offsetTop - list.offsetTop - list.clientHeight / 2;
  }

  function show(href) {
    fetch(href, { credentials: "same-origin" }).then(function (response) {
      if (!response.ok) throw new Error(String(response.status));
      return response.text();
    }).then(function (html) {
      var fresh = new DOMParser().parseFromString(html, "text/html").getElementById("replay");
      var old = root();
      if (!fresh || !old || !playing) return;
      var focused = document.activeElement && document.activeElement.classList.contains("replay-play");
      old.replaceWith(fresh);
      history.replaceState(null, "", href);
      var button = setUp();
      if (focused && button) button.focus();
      reveal();
      var region = document.getElementById("announce"), status = document.getElementById("replay-status");
      if (region && status) region.textContent = status.textContent;
      schedule();
    }).catch(function () {
      // Anything unexpected: the plain link does the step.
      stop();
      window.location.href = href;
    });
  }

  function toggle() {
    if (playing) { stop(); return; }
    playing = true;
    label(this);
    if (document.getElementById("replay-next")) {
      schedule();
    } else {
      // At the end, Play starts again from the first step.
      var first = document.querySelector(".replay-steps a.step-link");
      if (first) show(first.href); else stop();
    }
  }

  function setUp() {
    var nav = root() && root().querySelector(".replay-steps");
    if (!nav || !document.querySelector("#replay-moves li + li")) return null;
    var button = document.createElement("button");
    button.type = "button";
    button.className = "replay-play";
    label(button);
    button.addEventListener("click", toggle);
    nav.insertBefore(button, nav.firstChild);
    return button;
  }

  setUp();
  reveal();
})();
