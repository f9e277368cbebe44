// Optional enhancement: drag across the letters to select a word. It posts the same form as two
// taps would (the start in `from`, the end as the pressed letter); without JavaScript, two taps work.
(function () {
  "use strict";
  var grid = document.getElementById("grid");
  if (!grid || !grid.requestSubmit) return;
  var from = grid.querySelector("input[name=from]");
  var start = null;

  function letterAt(event) {
    var element = document.elementFromPoint(event.clientX, event.clientY);
    return element && element.closest ? element.closest("button.l") : null;
  }

  grid.addEventListener("pointerdown", function (event) {
    var letter = letterAt(event);
    if (!letter || letter.disabled) return;
    start = letter;
    letter.classList.add("dragging");
  });

  grid.addEventListener("pointerup", function (event) {
    if (!start) return;
    var end = letterAt(event);
    start.classList.remove("dragging");
    var first = start;
    start = null;
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
})();
