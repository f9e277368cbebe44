// Optional enhancement: drag across the letters to select a word. It posts the same form as two
// taps would (the start in `from`, the end as the pressed letter); without JavaScript, two taps work.
// Set up on the grid of the page, and again on the grid an in-place move (moves.js) puts in.
(function () {
  "use strict";

  function setUp(grid) {
    if (!grid || !grid.requestSubmit) return;
    var from = grid.querySelector("input[name=from]");
    var firstRow = grid.querySelector(".row");
    var width = firstRow ? firstRow.children.length : 0;
    var letters = grid.querySelectorAll("button.l");
    var start = null;
    var lit = [];
    grid.classList.add("drag-ready");

    function letterAt(event) {
      var element = document.elementFromPoint(event.clientX, event.clientY);
      return element && element.closest ? element.closest("button.l") : null;
    }

    // The letters from the start to `end` when they lie on a row, a column or a diagonal.
    function line(end) {
      var a = Number(start.value), b = Number(end.value);
      var dx = b % width - a % width, dy = Math.floor(b / width) - Math.floor(a / width);
      if (dx !== 0 && dy !== 0 && Math.abs(dx) !== Math.abs(dy)) return [start];
      var steps = Math.max(Math.abs(dx), Math.abs(dy)), step = Math.sign(dy) * width + Math.sign(dx);
      var cells = [];
      for (var i = 0; i <= steps; i++) cells.push(letters[a + i * step]);
      return cells;
    }

    function light(cells) {
      lit.forEach(function (cell) { cell.classList.remove("dragging"); });
      lit = cells;
      lit.forEach(function (cell) { cell.classList.add("dragging"); });
    }

    grid.addEventListener("pointerdown", function (event) {
      var letter = letterAt(event);
      if (!letter || letter.disabled || !event.isPrimary) return;
      start = letter;
      light([letter]);
    });

    grid.addEventListener("pointermove", function (event) {
      if (!start) return;
      var over = letterAt(event);
      if (over) light(line(over));
    });

    grid.addEventListener("pointercancel", function () {
      start = null;
      light([]);
    });

    grid.addEventListener("pointerup", function (event) {
      if (!start) return;
      var end = letterAt(event);
      var first = start;
      start = null;
      light([]);
      if (!end || end === first || end.disabled) return;  // a plain tap: the button's own submit does it
      event.preventDefault();
      from.disabled = false;
      from.value = first.value;
      grid.requestSubmit(end);
    });

    grid.addEventListener("click", function (event) {
      // The pointerup above already submitted a drag; a click that follows it must not tap again.
      if (!from.disabled) event.preventDefault();
    });
  }

  setUp(document.getElementById("grid"));
  document.addEventListener("minigames:swapped", function (event) {
    setUp(event.target.querySelector("#grid"));
  });

  // A page restored from the back-forward cache must not send an old drag's start with the next tap.
  window.addEventListener("pageshow", function () {
    var from = document.querySelector("#grid input[name=from]");
    if (!from) return;
    from.disabled = true;
    from.value = "";
  });
})();
