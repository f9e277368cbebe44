// Replays: a Play button that steps through the replay on its own, fetching the next step's page and swapping in its
// replay part, and a speed control (1×, 2×, 4×). The pace is the game's own, with every wait capped at 1.5 s at 1×
// (a pause of a minute between two moves is 1.5 s of nothing) and divided by the speed. Nothing moves but the
// board's own change, so reduced motion needs nothing more. With JavaScript off the First / Previous / Next / Last
// links and the list of moves step through it by hand.
(function () {
  "use strict";

  var MAX_GAP = 1500, MIN_GAP = 250, SPEEDS = [1, 2, 4];
  var playing = false, timer = null, speed = 1;

  function root() { return document.getElementById("replay"); }

  // The words this script shows or says, in the page's language: the layout's #phrases (data-<name>), else English.
  function phrase(name, english) {
    var phrases = document.getElementById("phrases");
    return (phrases && phrases.getAttribute("data-" + name)) || english;
  }

  // The wait before the next step: the time between the current move and the next, as they were played.
  function gap() {
    var current = document.querySelector("#replay-moves a[aria-current]");
    var item = current && current.parentElement, next = item && item.nextElementSibling;
    if (!next) return MIN_GAP;
    var wait = Number(next.getAttribute("data-at")) - Number(item.getAttribute("data-at"));
    return Math.min(MAX_GAP, Math.max(MIN_GAP, isFinite(wait) ? wait : MIN_GAP)) / speed;
  }

  // The speed buttons, one pressed; kept across the swaps of the replay part (made again by setUp).
  function speedControl() {
    var group = document.createElement("div");
    group.className = "replay-speed";
    group.setAttribute("role", "group");
    group.setAttribute("aria-label", phrase("speed", "Speed"));
    SPEEDS.forEach(function (value) {
      var button = document.createElement("button");
      button.type = "button";
      button.textContent = value + "×";
      button.setAttribute("aria-label", phrase("speed-" + value, value + " times speed"));
      button.setAttribute("aria-pressed", value === speed ? "true" : "false");
      button.addEventListener("click", function () {
        speed = value;
        [].forEach.call(group.children, function (other) {
          other.setAttribute("aria-pressed", other === button ? "true" : "false");
        });
        // The wait under way takes the new speed at once.
        if (playing) schedule();
      });
      group.appendChild(button);
    });
    return group;
  }

  function label(button) {
    button.textContent = playing ? phrase("pause", "Pause") : phrase("play", "Play");
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
    var wait = gap();
    // The wait chosen, on the button: what the tests read instead of timing it.
    var button = document.querySelector(".replay-play");
    if (button) button.setAttribute("data-wait", String(Math.round(wait)));
    timer = setTimeout(function () { show(next.href); }, wait);
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
      var active = document.activeElement;
      var focused = active && active.classList.contains("replay-play");
      var speedFocused = active && active.parentElement && active.parentElement.classList.contains("replay-speed")
        ? SPEEDS.indexOf(speed) : -1;
      old.replaceWith(fresh);
      history.replaceState(null, "", href);
      var button = setUp();
      if (focused && button) button.focus();
      if (speedFocused >= 0) document.querySelectorAll(".replay-speed button")[speedFocused].focus();
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
    nav.parentNode.insertBefore(speedControl(), nav.nextSibling);
    return button;
  }

  setUp();
  reveal();
})();
