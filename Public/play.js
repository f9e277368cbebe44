// Optional enhancements shared by the game pages: arrow keys on the board, the last move's message
// announced, a vibration and (when the player turns them on) sounds for what happened. With JavaScript off every
// page works the same without them; on a page without a board this does nothing.
(function () {
  "use strict";

  function safely(step) {
    try { step(); } catch (error) { /* an extra that fails must not take the others with it */ }
  }

  function list(nodes) { return Array.prototype.slice.call(nodes); }

  // ---- The board: one tab stop, arrow keys by where the cells are drawn ([data-grid], its buttons) ----

  var STEPS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

  // A disabled button cannot take focus (a taken square, a finished board): the arrows pass over it.
  function canFocus(cell) { return !cell.matches(":disabled") && cell.getClientRects().length > 0; }

  function box(cell) {
    var r = cell.getBoundingClientRect();
    return { x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2, w: r.width, h: r.height };
  }

  // The nearest cell in the arrow's direction on the same row (or column) as drawn, so a board shown transposed
  // moves the way it looks; none past the edge (no wrapping). Home/End: the row's ends; with Ctrl, the board's.
  function target(cells, from, key, ctrl) {
    var open = cells.filter(canFocus);
    if (ctrl && (key === "Home" || key === "End")) return key === "Home" ? open[0] : open[open.length - 1];
    if (ctrl) return undefined;
    var c = box(from), step = STEPS[key];
    if (key === "Home" || key === "End") step = [key === "End" ? 1 : -1, 0];
    if (!step) return undefined;
    var best = null, bestAlong = key in STEPS ? Infinity : -Infinity;
    open.forEach(function (cell) {
      var p = box(cell);
      var along = (p.x - c.x) * step[0] + (p.y - c.y) * step[1];
      var across = Math.abs((p.x - c.x) * step[1] + (p.y - c.y) * step[0]);
      if (along <= 1 || across >= (step[0] ? c.h : c.w) / 2) return;
      // Arrows take the nearest; Home and End the farthest.
      if (key in STEPS ? along < bestAlong : along > bestAlong) { best = cell; bestAlong = along; }
    });
    return best;
  }

  // A board an in-place move kept (moves.js) is set up again with its new cells, its listeners kept.
  var grids = typeof WeakMap === "function" ? new WeakMap() : null;

  function setUpGrid(grid) {
    var cells = list(grid.querySelectorAll("button"));
    var active = document.activeElement;
    // The cell the page focuses (the one just played), else the first that a tap can change, else any.
    var current = cells.indexOf(active) >= 0 && canFocus(active) ? active : null;
    if (!current) {
      var open = cells.filter(canFocus);
      var first = function (test) { return open.filter(test)[0]; };
      current = first(function (cell) { return cell.hasAttribute("autofocus"); })
        || first(function (cell) { return cell.getAttribute("tabindex") !== "-1"; })
        || open[0];
    }
    if (!current) return;
    cells.forEach(function (cell) {
      var stop = cell === current ? 0 : -1;
      if (cell.tabIndex !== stop) cell.tabIndex = stop;
    });
    var board = grids && grids.get(grid);
    if (board) {
      board.cells = cells;
      board.current = current;
      return;
    }
    board = { cells: cells, current: current };
    if (grids) grids.set(grid, board);

    grid.addEventListener("focusin", function (event) {
      var cell = event.target;
      if (cell === board.current || board.cells.indexOf(cell) < 0) return;
      board.current.tabIndex = -1;
      cell.tabIndex = 0;
      board.current = cell;
    });

    grid.addEventListener("keydown", function (event) {
      if (event.altKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
      if (board.cells.indexOf(event.target) < 0) return;
      var next = target(board.cells, event.target, event.key, event.ctrlKey);
      if (next === undefined) return;  // not a key of ours: Enter and Space still press the button
      event.preventDefault();  // an arrow at the edge must not scroll the page instead
      if (!next) return;
      next.focus({ preventScroll: true });
      // "nearest" scrolls only when needed, and keeps clear of a sticky bar through the page's scroll-padding.
      next.scrollIntoView({ block: "nearest", inline: "nearest" });
    });
  }

  // ---- The last move's result, said by screen readers: present at load, a live region would stay silent ----

  // `root`: the page at load, or the parts an in-place move (moves.js) just put in; the region is emptied first
  // so the same words said twice in a row are heard twice. The move's sentence (#said), when there, is said alone:
  // the status line or note beside it would say the same again.
  function announce(root) {
    var region = document.getElementById("announce"), said = root.querySelector("#said");
    var text = (said ? [said] : list(root.querySelectorAll("[data-announce]"))).map(function (element) {
      return element.textContent.replace(/\s+/g, " ").trim();
    }).filter(Boolean).join(" ");
    if (!region || !text) return;
    region.textContent = "";
    // A moment after load, so assistive technology hears a change rather than a page that had it already.
    setTimeout(function () { region.textContent = text; }, 250);
  }

  // ---- Feel: a vibration for what the move did, and sounds when the player turned them on ----

  var BUZZ = { found: 40, mine: [90, 50, 180], won: [40, 60, 40, 60, 140] };
  // [frequency, start, length, wave, volume, frequency at the end]: small oscillator notes, nothing downloaded.
  var SOUNDS = {
    move: [[880, 0, 0.04, "triangle", 0.04]],
    found: [[660, 0, 0.09, "triangle", 0.12], [990, 0.08, 0.14, "triangle", 0.12]],
    won: [[523, 0, 0.1], [659, 0.1, 0.1], [784, 0.2, 0.1], [1047, 0.3, 0.3]],
    mine: [[220, 0, 0.45, "sawtooth", 0.12, 45], [110, 0.02, 0.4, "square", 0.06, 40]],
    lost: [[392, 0, 0.16], [294, 0.16, 0.3]],
    draw: [[523, 0, 0.12], [523, 0.16, 0.12]]
  };
  var audio = null;
  var soundOn = false;
  var vibrationOn = false;  // the player's choice: off until turned on

  function audioContext() {
    var Context = window.AudioContext || window.webkitAudioContext;
    if (!audio && Context) audio = new Context();
    return audio;
  }

  function schedule(context, notes) {
    var now = context.currentTime + 0.01;
    notes.forEach(function (note) {
      var start = now + note[1], end = start + note[2];
      var oscillator = context.createOscillator(), gain = context.createGain();
      oscillator.type = note[3] || "sine";
      oscillator.frequency.setValueAtTime(note[0], start);
      if (note[5]) oscillator.frequency.exponentialRampToValueAtTime(note[5], end);
      // A fast attack and an exponential fade: no clicks.
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(note[4] || 0.1, start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, end);
      oscillator.connect(gain);
      gain.connect(context.destination);
      oscillator.start(start);
      oscillator.stop(end + 0.02);
    });
  }

  // A new page's audio may wait for a tap to start (Safari): the sound is played only if it starts at once, since
  // one that came later, on some other tap, would only confuse.
  function play(name) {
    var notes = SOUNDS[name], context = notes && soundOn && audioContext();
    if (!context) return;
    if (context.state === "running") return schedule(context, notes);
    var asked = Date.now(), resumed = context.resume && context.resume();
    if (resumed && resumed.then) {
      resumed.then(function () { if (Date.now() - asked < 500) schedule(context, notes); }, function () {});
    }
  }

  // Only on the page a move led to, not when it is reloaded or come back to.
  function freshlyArrived() {
    var entry = performance.getEntriesByType && performance.getEntriesByType("navigation")[0];
    return !entry || entry.type === "navigate";
  }

  // `inPlace`: the parts a move just changed in place, always a fresh arrival.
  function feel(root, inPlace) {
    var bar = root.querySelector(".game-bar[data-event]") || root.querySelector("[data-event]");
    var event = bar && bar.getAttribute("data-event");
    if (!event || !(inPlace || freshlyArrived())) return;
    var active = navigator.userActivation ? navigator.userActivation.hasBeenActive : true;
    // Kept under prefers-reduced-motion, which asks for less movement on the screen: a short buzz answering the
    // player's own tap moves nothing there. Without a tap on the site yet, Chrome would refuse it with an error.
    if (BUZZ.hasOwnProperty(event) && vibrationOn && navigator.vibrate && active) navigator.vibrate(BUZZ[event]);
    if (SOUNDS.hasOwnProperty(event)) play(event);
  }

  // A flag by gesture (flag.js) answers with one short buzz, when the player allowed it.
  document.addEventListener("minigames:flagged", function () {
    var active = navigator.userActivation ? navigator.userActivation.hasBeenActive : true;
    if (vibrationOn && navigator.vibrate && active) safely(function () { navigator.vibrate(15); });
  });

  // The toggles (partials/sound) are hidden without JavaScript: sounds and vibration need it. Vibration shows only
  // where there is something to feel it with: a vibration API (none in iPhone browsers) and a coarse pointer (a
  // desktop browser has the API but nothing that buzzes). Each posts its form with fetch and flips in place; if that
  // fails, the form is sent the plain way (the server answers with a page saying why).
  function setUpSoundToggle(root) {
    setUpToggle(root, "sound", function (on) { soundOn = on; }, function (on) {
      // Started in the click itself: Safari lets audio start only inside a user gesture.
      var context = on && audioContext(), resumed = context && context.resume && context.resume();
      if (resumed && resumed.catch) resumed.catch(function () {});
    }, function () { play("move"); });
    var coarse = window.matchMedia && window.matchMedia("(pointer: coarse)").matches;
    if (navigator.vibrate && coarse) {
      setUpToggle(root, "vibration", function (on) { vibrationOn = on; }, function () {}, function (on) {
        if (on) navigator.vibrate(15);
      });
    }
  }

  var toggles = typeof WeakSet === "function" ? new WeakSet() : null;

  function setUpToggle(root, name, set, started, done) {
    // The field posts the setting asked for; the button's value is the setting as it is.
    var field = root.querySelector("form.sound-form input[name=" + name + "]");
    var form = field && field.form, button = form && form.querySelector("button");
    if (!button) return;
    set(button.getAttribute("aria-pressed") === "true");
    // One that an in-place move kept is set up already.
    if (!window.fetch || !window.URLSearchParams || (toggles && toggles.has(button))) return;
    if (toggles) toggles.add(button);
    form.hidden = false;
    var plain = false, busy = false;
    form.addEventListener("submit", function (event) {
      if (plain) return;
      event.preventDefault();
      if (busy) return;
      busy = true;
      var on = field.value === "on";
      started(on);
      var body = new URLSearchParams();
      body.append("csrf", form.elements.csrf ? form.elements.csrf.value : "");
      body.append(name, field.value);
      fetch(form.action, { method: "POST", body: body, credentials: "same-origin", redirect: "manual" })
        .then(function (response) {
          // The server answers 303 (an opaque redirect here); anything else is a refusal the page should show.
          if (response.type !== "opaqueredirect" && !response.ok) throw new Error("refused");
          set(on);
          button.setAttribute("aria-pressed", on ? "true" : "false");
          field.value = on ? "off" : "on";
          button.value = on ? "on" : "off";
          busy = false;
          safely(function () { done(on); });  // a sound that fails must not send the form again
        })
        .catch(function () {
          plain = true;
          if (form.requestSubmit) form.requestSubmit(button);
          else form.submit();
        });
    });
  }

  // A page whose address has a fragment that is not the focused cell itself (#play) makes browsers skip `autofocus`
  // (HTML's autofocus rules): give the focus back to what was just played, without scrolling.
  // The fragment's own scroll may still move the focus to the page once loaded, so this waits for the load.
  function restoreFocus() {
    var wanted = document.querySelector("[autofocus]");
    if (!wanted || !location.hash) return;
    var give = function () {
      if (document.activeElement === document.body || !document.activeElement) wanted.focus({ preventScroll: true });
    };
    if (document.readyState === "complete") setTimeout(give, 0);
    else window.addEventListener("load", function () { setTimeout(give, 0); });
  }

  // Everything above for the page, or for the parts an in-place move put in (moves.js announces them with
  // `minigames:swapped` after giving the focus back, so the board's tab stop is the cell just played).
  function setUp(root, inPlace) {
    if (root.matches && root.matches("[data-grid]")) safely(function () { setUpGrid(root); });
    list(root.querySelectorAll("[data-grid]")).forEach(function (grid) {
      safely(function () { setUpGrid(grid); });
    });
    safely(function () { announce(root); });
    safely(function () { setUpSoundToggle(root); });
    safely(function () { feel(root, inPlace); });
  }

  document.addEventListener("minigames:swapped", function (event) { setUp(event.target, true); });
  safely(restoreFocus);
  setUp(document, false);
})();
