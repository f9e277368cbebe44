// Instant feedback: a board's cell (a Minesweeper cell, a Word Search letter, a Tic-Tac-Toe square) shows
// its pressed state in the frame the finger or the button goes down, before any answer; a move whose answer takes
// longer than 150 ms gets a quiet pending mark on its cell until the answer replaces the board. A Tic-Tac-Toe square
// of one's own shows its mark at once (a refusal brings the page back as it was). Without JavaScript, CSS :active
// is the pressed state.
(function () {
  "use strict";

  var PENDING_AFTER = 150;  // ms: quicker answers need no mark
  var pressed = null;

  function cellOf(target) {
    var cell = target && target.closest ? target.closest("[data-grid] button") : null;
    return cell && !cell.disabled && !cell.closest("fieldset:disabled, .panning") ? cell : null;
  }

  function release() {
    if (pressed) pressed.classList.remove("pressed");
    pressed = null;
  }

  document.addEventListener("pointerdown", function (event) {
    if (!event.isPrimary || event.button > 0) return;
    release();
    pressed = cellOf(event.target);
    if (pressed) pressed.classList.add("pressed");
  }, true);
  document.addEventListener("pointerup", release, true);
  document.addEventListener("pointercancel", release, true);

  // The Tic-Tac-Toe side to move (the board's form names it), drawn on an empty square.
  function drawOwnMark(cell) {
    var field = cell.closest("#board") && cell.form && cell.form.querySelector("input[name=mark]");
    var mark = field && field.value, shown = cell.querySelector(".mark");
    if ((mark !== "X" && mark !== "O") || !shown || shown.textContent.trim()) return;
    shown.textContent = mark;
    cell.classList.add("mark-" + mark.toLowerCase());
  }

  // Every move a board's form sends, by fetch (moves.js) or plainly, passes here first.
  document.addEventListener("submit", function (event) {
    var cell = cellOf(event.submitter);
    if (!cell || event.defaultPrevented) return;
    cell.classList.add("sent");
    drawOwnMark(cell);
    setTimeout(function () {
      if (cell.isConnected && cell.classList.contains("sent")) cell.classList.add("pending");
    }, PENDING_AFTER);
  }, true);

  // Cells the answer kept as they were (moves.js keeps unchanged cells) lose their marks of the move.
  document.addEventListener("minigames:swapped", function (event) {
    Array.prototype.forEach.call(event.target.querySelectorAll("[data-grid] button"), function (cell) {
      cell.classList.remove("sent", "pending", "pressed");
    });
  });
})();
