// Flag by gesture, as the native Minesweeper apps do: a long press (a ring fills for 400 ms), a right
// click, or F / Space on a focused cell flags or unflags a covered cell and never uncovers; a middle click, or left
// and right together, on a number chords. Each one posts the board's own form with `action=flag` (or the number's
// `chord` button), so moves.js plays it in place and the server checks it as any tap. The flag is drawn at once
// and the answer (or, if the move is refused, the page it falls back to) replaces the drawing. The Flag toggle
// stays for everyone and is the only way without JavaScript.
(function () {
  "use strict";

  if (!window.PointerEvent || !window.HTMLFormElement || !HTMLFormElement.prototype.requestSubmit) return;

  var HOLD = 400;  // ms: a press this long is a flag
  var SLOP = 10;  // px: a press that moves farther is a pan or a scroll, and does nothing
  var press = null;  // the touch being held: its cell, pointer, start point and timer
  // A gesture that already did its move (a long press, a slide, a chord): its click must not play again. The
  // answer may have replaced the play area (or moved the board) before that click comes, so it is known by coming
  // from a pointer before the next press, not by landing on the same element.
  var swallowClick = false;

  function field() { return document.getElementById("field"); }

  function cellOf(target) {
    var board = field(), cell = target && target.closest ? target.closest("button") : null;
    return board && cell && board.contains(cell) && !cell.disabled && !cell.closest("fieldset:disabled") ? cell : null;
  }

  function flaggable(cell) { return !!cell && cell.name === "cell"; }
  function chordable(cell) { return !!cell && cell.name === "chord"; }

  // What the flag cycle shows next, drawn before the answer: covered → flag → (question mark) → covered.
  function drawFlag(cell) {
    var marks = document.getElementById("marks");
    var questions = marks && marks.getAttribute("aria-pressed") === "true";
    if (cell.classList.contains("f")) {
      cell.classList.remove("f");
      if (questions) { cell.classList.add("q"); cell.textContent = "?"; } else cell.textContent = "";
    } else if (cell.classList.contains("q")) {
      cell.classList.remove("q");
      cell.textContent = "";
    } else {
      cell.classList.add("f");
      cell.textContent = "⚑";
    }
  }

  function flag(cell) {
    if (!flaggable(cell)) return;
    var form = cell.form, action = form && form.querySelector("input[name=action]");
    if (!action) return;
    drawFlag(cell);
    var was = action.value;
    action.value = "flag";
    // moves.js reads the form in this call, or queues the tap with the fields marked as the gesture's own.
    action.setAttribute("data-changed", "");
    form.requestSubmit(cell);
    action.removeAttribute("data-changed");
    action.value = was;
    document.dispatchEvent(new CustomEvent("minigames:flagged"));
  }

  function chord(cell) {
    if (chordable(cell)) cell.form.requestSubmit(cell);
  }

  function ring(cell, on) {
    if (cell) cell.classList.toggle("holding", on);
  }

  function cancel() {
    if (!press) return;
    clearTimeout(press.timer);
    ring(press.cell, false);
    press = null;
  }

  // ---- Touch and pen: the long press ----

  document.addEventListener("pointerdown", function (event) {
    swallowClick = false;  // a gesture's click that never came (a phone sends none after a long press) is forgotten
    if (event.pointerType === "mouse" || !event.isPrimary) return;
    cancel();
    var cell = cellOf(event.target);
    if (!cell) return;
    press = { cell: cell, pointer: event.pointerId, x: event.clientX, y: event.clientY };
    if (!flaggable(cell)) return;
    ring(cell, true);
    press.timer = setTimeout(function () {
      var held = press;
      press = null;
      ring(held.cell, false);
      swallowClick = true;
      flag(held.cell);
    }, HOLD);
  });

  // A press that slid is a pan or a scroll: no flag, and not the tap its click would be either.
  document.addEventListener("pointermove", function (event) {
    if (press && event.pointerId === press.pointer
        && Math.hypot(event.clientX - press.x, event.clientY - press.y) > SLOP) {
      swallowClick = true;
      cancel();
    }
  });
  // A second finger (a pinch), the browser taking the touch for a pan, or the finger lifted: no flag.
  document.addEventListener("pointerdown", function (event) { if (!event.isPrimary) cancel(); });
  document.addEventListener("pointercancel", cancel);
  document.addEventListener("pointerup", function (event) {
    if (press && event.pointerId === press.pointer) cancel();
  });

  // The finger lifted after a long press: no click is made of it, where the browser lets the touch say so.
  document.addEventListener("touchend", function (event) {
    if (swallowClick && event.cancelable) event.preventDefault();
  }, { passive: false });

  // The click after a long press, a slide or a two-button chord would uncover: the gesture already played. Any
  // pointer's click before the next press is that one, wherever it lands; Enter's (detail 0) is a move of its own.
  document.addEventListener("click", function (event) {
    if (!swallowClick || (event.detail === 0 && !event.pointerType)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    swallowClick = false;
  }, true);

  // ---- Mouse: right click flags, middle click or left + right chords ----

  document.addEventListener("mousedown", function (event) {
    var cell = cellOf(event.target);
    if (!cell) return;
    var both = (event.buttons & 3) === 3;
    if (event.button === 1 || both) {
      event.preventDefault();  // no autoscroll
      if (chordable(cell)) { swallowClick = true; chord(cell); }
    } else if (event.button === 2) {
      flag(cell);
    }
  });

  // The board's own menu is the flag: the browser's menu (and a touch's long-press menu) stays off it only.
  document.addEventListener("contextmenu", function (event) {
    var board = field();
    if (board && board.contains(event.target)) event.preventDefault();
  });

  // ---- Keyboard: F or Space flags the focused cell; Enter taps it as a click would ----

  function isFlagKey(event) {
    return !event.altKey && !event.ctrlKey && !event.metaKey && (event.key === "f" || event.key === "F" || event.key === " ");
  }

  document.addEventListener("keydown", function (event) {
    var cell = isFlagKey(event) ? cellOf(event.target) : null;
    if (!cell) return;
    event.preventDefault();  // Space would press the button (a tap) on its keyup
    if (!event.repeat) flag(cell);
  });
  document.addEventListener("keyup", function (event) {
    if (event.key === " " && cellOf(event.target)) event.preventDefault();
  });
})();
