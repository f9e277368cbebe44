// The result card as a real modal when it is shown with JavaScript: the focus goes inside it, Tab and
// Shift+Tab cycle within it, Escape closes it as "See the board" does (the `#result` fragment hides it, in CSS), and
// the focus returns to the board: the last cell played if it can still take the focus, else the board itself.
// Without JavaScript the card stays a page section with its link to the board.
(function () {
  "use strict";

  var FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), " +
    "textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

  function card() {
    var overlay = document.querySelector(".overlay[role=dialog]");
    return overlay && overlay.getClientRects().length > 0 ? overlay : null;
  }

  function stops(overlay) {
    return Array.prototype.filter.call(overlay.querySelectorAll(FOCUSABLE), function (element) {
      return element.getClientRects().length > 0;
    });
  }

  // The last cell played (press.js marks a sent cell; moves.js keeps its place), else the board, which takes
  // the focus by script only.
  function board() {
    var grid = document.querySelector("[data-grid]");
    if (!grid) return null;
    var last = grid.querySelector("button.sent:not(:disabled), button[autofocus]:not(:disabled)");
    if (last && !last.closest("fieldset:disabled")) return last;
    if (!grid.hasAttribute("tabindex")) grid.setAttribute("tabindex", "-1");
    return grid;
  }

  function close(overlay) {
    var link = overlay.querySelector(".overlay-close");
    if (link) link.click();
    else overlay.hidden = true;
  }

  function enter() {
    var overlay = card();
    if (!overlay || overlay.contains(document.activeElement)) return;
    var first = overlay.querySelector("[autofocus]") || stops(overlay)[0];
    if (first) first.focus({ preventScroll: true });
  }

  document.addEventListener("keydown", function (event) {
    var overlay = card();
    if (!overlay) return;
    if (event.key === "Escape") {
      event.preventDefault();
      close(overlay);
      return;
    }
    if (event.key !== "Tab") return;
    var list = stops(overlay);
    if (!list.length) return;
    var at = list.indexOf(document.activeElement);
    var next = event.shiftKey ? (at <= 0 ? list.length - 1 : at - 1) : (at < 0 || at === list.length - 1 ? 0 : at + 1);
    event.preventDefault();
    list[next].focus();
  });

  // "See the board" (a click, or Escape): once the fragment has hidden the card, the board has the focus.
  document.addEventListener("click", function (event) {
    var link = event.target.closest ? event.target.closest(".overlay-close") : null;
    if (!link) return;
    setTimeout(function () {
      if (card()) return;
      var target = board();
      if (target) target.focus({ preventScroll: false });
    }, 0);
  });

  // Opened by the page or by a move played in place.
  document.addEventListener("minigames:swapped", enter);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", enter);
  else enter();
})();
