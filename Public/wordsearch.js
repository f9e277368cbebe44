// Optional enhancement: drag across the letters to select a word. It posts the same form as two
// taps would (the start in `from`, the end as the pressed letter); without JavaScript, two taps work.
// Set up on the grid of the page, and again on the grid an in-place move (moves.js) puts in.
(function () {
  "use strict";

  // A grid an in-place move kept (moves.js) keeps its listeners and takes its new letters.
  var grids = typeof WeakMap === "function" ? new WeakMap() : null;

  function setUp(grid) {
    if (!grid || !grid.requestSubmit) return;
    var again = grids && grids.get(grid);
    if (again) return again();
    var from, width, letters;
    var start = null;
    var twoFingers = false;  // the touch became a pan or a pinch: its tap's click is no tap either
    var lit = [];
    function read() {
      from = grid.querySelector("input[name=from]");
      var firstRow = grid.querySelector(".row");
      width = firstRow ? firstRow.children.length : 0;
      letters = grid.querySelectorAll("button.l");
      start = null;
      lit = [];
      grid.classList.add("drag-ready");
    }
    read();
    if (grids) grids.set(grid, read);

    function letterAt(event) {
      var element = document.elementFromPoint(event.clientX, event.clientY);
      return element && element.closest ? element.closest("button.l") : null;
    }

    function centre(cell) {
      var r = cell.getBoundingClientRect();
      return { x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2 };
    }

    // The letters from the start along (sx, sy) for n steps, stopped at the grid's edge.
    function along(sx, sy, n) {
      var a = Number(start.value), x = a % width, y = Math.floor(a / width), height = letters.length / width;
      var cells = [start];
      for (var i = 1; i <= n; i++) {
        if (x + i * sx < 0 || x + i * sx >= width || y + i * sy < 0 || y + i * sy >= height) break;
        cells.push(letters[a + i * (sy * width + sx)]);
      }
      return cells;
    }

    // The words still to find, as the list shows them.
    function wordsLeft() {
      return Array.prototype.map.call(document.querySelectorAll(".word-list .word:not(.found):not(.revealed)"),
        function (word) { return word.textContent.replace(/\s+/g, "").toUpperCase(); });
    }

    function reads(cells, words) {
      var text = cells.map(function (cell) { return cell.textContent.trim().toUpperCase(); }).join("");
      var back = text.split("").reverse().join("");
      return words.filter(function (word) { return word === text || word === back; })[0] || null;
    }

    // The line a drag means, as the apps snap it: the nearest of the 8 directions from the first letter
    // to the finger, and the nearest length along it. Where the finger is about as near to two lines (a diagonal
    // ending a cell off), the one that reads a word still to find wins, if only one does.
    function line(event) {
      var s = centre(start), pitchX = width > 1 ? centre(letters[1]).x - centre(letters[0]).x : 1;
      var pitchY = letters.length > width ? centre(letters[width]).y - centre(letters[0]).y : pitchX;
      var fx = (event.clientX - s.x) / pitchX, fy = (event.clientY - s.y) / pitchY;
      if (Math.hypot(fx, fy) < 0.5) return [start];
      var octant = Math.atan2(fy, fx) / (Math.PI / 4), nearest = Math.round(octant);
      var candidates = [];
      [nearest, octant > nearest ? nearest + 1 : nearest - 1].forEach(function (k) {
        var sx = Math.round(Math.cos(k * Math.PI / 4)), sy = Math.round(Math.sin(k * Math.PI / 4));
        var steps = (fx * sx + fy * sy) / (sx * sx + sy * sy);
        [Math.floor(steps), Math.ceil(steps)].forEach(function (n) {
          if (n < 1) return;
          var cells = along(sx, sy, n), ex = sx * (cells.length - 1), ey = sy * (cells.length - 1);
          candidates.push({ cells: cells, off: Math.hypot(fx - ex, fy - ey) });
        });
      });
      if (!candidates.length) return [start];
      candidates.sort(function (a, b) { return a.off - b.off; });
      var words = wordsLeft(), near = candidates.filter(function (c) { return c.off <= candidates[0].off + 0.75; });
      var meant = near.filter(function (c) { return reads(c.cells, words); });
      var distinct = meant.map(function (c) { return reads(c.cells, words); })
        .filter(function (word, i, all) { return all.indexOf(word) === i; });
      return (distinct.length === 1 ? meant[0] : candidates[0]).cells;
    }

    function light(cells) {
      lit.forEach(function (cell) { cell.classList.remove("dragging"); });
      lit = cells;
      lit.forEach(function (cell) { cell.classList.add("dragging"); });
    }

    grid.addEventListener("pointerdown", function (event) {
      // A second finger makes the touch a pan or a pinch (zoom.js): the selection is dropped, nothing is sent.
      if (!event.isPrimary) {
        start = null;
        twoFingers = true;
        light([]);
        return;
      }
      twoFingers = false;
      var letter = letterAt(event);
      if (!letter || letter.disabled || grid.classList.contains("panning")) return;
      start = letter;
      light([letter]);
    });

    grid.addEventListener("pointermove", function (event) {
      if (!start) return;
      light(line(event));
    });

    grid.addEventListener("pointercancel", function () {
      start = null;
      light([]);
    });

    grid.addEventListener("pointerup", function (event) {
      if (!start) return;
      var chosen = line(event), end = chosen[chosen.length - 1];
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
      if (!from.disabled || twoFingers) event.preventDefault();
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
