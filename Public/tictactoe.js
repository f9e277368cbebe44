// Drag the piece onto the board (the gesture of the two-player app this game comes from). With JavaScript
// on, the side to move in the game bar ([data-piece]: never the computer's, never on a finished board) can be held
// and dragged with a mouse, a pen or a finger: its piece follows the pointer and the empty square under it lights
// up. Dropped there, the piece snaps into the square and the square's button is submitted exactly as a tap submits
// it (so moves.js, when the page has it, plays it in place); dropped anywhere else it goes back and nothing is sent.
// Taps and the keyboard are untouched. The handlers sit on the document, so a play area swapped in place needs
// nothing set up again; the animations live in tictactoe.css, which drops them for reduced motion.
(function () {
  "use strict";

  if (!window.PointerEvent || !window.HTMLFormElement || !HTMLFormElement.prototype.requestSubmit) return;

  var LIFT = 1.6;  // how much the held piece grows, so that a finger does not hide all of it
  var drag = null;  // the piece being held: its side, the piece, the board, the pointer, where the piece sits
  var lit = null;  // the square lit under the held piece

  document.documentElement.classList.add("can-drag-pieces");

  function center(rect) { return { x: (rect.left + rect.right) / 2, y: (rect.top + rect.bottom) / 2 }; }

  // The piece's own place, from its side (which does not move), so that a page scrolled meanwhile is no matter.
  function home(held) {
    var side = held.side.getBoundingClientRect();
    return { x: side.left + held.offset.x, y: side.top + held.offset.y };
  }

  function move(held, x, y, scale) {
    var from = home(held);
    held.piece.style.transform = "translate(" + (x - from.x) + "px, " + (y - from.y) + "px) scale(" + scale + ")";
  }

  // The square at a point of the board: the one under it, or in the board's gaps and edge, the nearest.
  function squareAt(board, x, y) {
    var edge = board.getBoundingClientRect();
    if (x < edge.left || x > edge.right || y < edge.top || y > edge.bottom) return null;
    var best = null, distance = Infinity;
    Array.prototype.forEach.call(board.querySelectorAll("button[name=cell]"), function (square) {
      var c = center(square.getBoundingClientRect()), d = Math.hypot(x - c.x, y - c.y);
      if (d < distance) { best = square; distance = d; }
    });
    return best;
  }

  function isEmpty(square) {
    return !!square && !square.disabled && !square.classList.contains("mark-x") && !square.classList.contains("mark-o");
  }

  function light(square) {
    if (lit === square) return;
    if (lit) lit.classList.remove("drop-target");
    lit = square;
    if (lit) lit.classList.add("drop-target");
  }

  function ours(event) { return drag && event.pointerId === drag.pointer; }

  document.addEventListener("pointerdown", function (event) {
    var side = event.target.closest ? event.target.closest("[data-piece]") : null;
    var board = document.getElementById("board");
    if (drag || !side || !board || !event.isPrimary || event.button !== 0 || side.classList.contains("placed")) return;
    var piece = side.querySelector(".piece");
    if (!piece) return;
    event.preventDefault();  // no text selection, no focus change
    side.classList.remove("settling");
    var at = center(piece.getBoundingClientRect()), box = side.getBoundingClientRect();
    drag = { side: side, piece: piece, board: board, pointer: event.pointerId, offset: { x: at.x - box.left, y: at.y - box.top } };
    side.setPointerCapture(event.pointerId);
    side.classList.add("dragging");
    move(drag, event.clientX, event.clientY, LIFT);
  });

  document.addEventListener("pointermove", function (event) {
    if (!ours(event)) return;
    move(drag, event.clientX, event.clientY, LIFT);
    var square = squareAt(drag.board, event.clientX, event.clientY);
    light(isEmpty(square) ? square : null);
  });

  document.addEventListener("pointerup", function (event) {
    if (!ours(event)) return;
    var held = drag;
    drag = null;
    light(null);
    // A board swapped in place meanwhile (moves.js) is not the one the piece was dropped on.
    var square = held.board.isConnected ? squareAt(held.board, event.clientX, event.clientY) : null;
    if (!isEmpty(square) || !square.form) return putBack(held);
    // Into the square at the size of its own pieces; the page after the move brings the next piece to drag.
    var to = center(square.getBoundingClientRect());
    var size = parseFloat(getComputedStyle(square).fontSize) / parseFloat(getComputedStyle(held.piece).fontSize);
    held.side.classList.remove("dragging");
    held.side.classList.add("settling", "placed");
    move(held, to.x, to.y, size || 1);
    square.form.requestSubmit(square);
  });

  function cancel(event) { if (ours(event)) { var held = drag; drag = null; light(null); putBack(held); } }
  document.addEventListener("pointercancel", cancel);
  document.addEventListener("lostpointercapture", cancel);

  // Back to its place (gliding there unless reduced motion is asked for; see tictactoe.css).
  function putBack(held) {
    held.side.classList.remove("dragging");
    held.side.classList.add("settling");
    held.piece.style.transform = "";
  }

  // A long press on a phone must not open a menu over the piece being held.
  document.addEventListener("contextmenu", function (event) { if (drag) event.preventDefault(); });

  // A page restored from the back-forward cache shows its piece at home again, ready to be dragged.
  window.addEventListener("pageshow", function () {
    Array.prototype.forEach.call(document.querySelectorAll("[data-piece]"), function (side) {
      side.classList.remove("dragging", "settling", "placed");
      var piece = side.querySelector(".piece");
      if (piece) piece.style.transform = "";
    });
  });
})();
