// /daily: the time left until the next boards, counted down each second (without this script the page says the
// time at which they come, 00:00 UTC, and how long it was until then when the page was made).
(function () {
  "use strict";
  var counter = document.querySelector("[data-countdown]");
  if (!counter) return;
  var next = Date.parse(counter.getAttribute("data-countdown"));
  if (isNaN(next)) return;
  function pad(n) { return (n < 10 ? "0" : "") + n; }
  var timer = null;
  function tick() {
    var left = Math.max(0, Math.floor((next - Date.now()) / 1000));
    counter.textContent = Math.floor(left / 3600) + ":" + pad(Math.floor(left / 60) % 60) + ":" + pad(left % 60);
    if (left === 0 && timer !== null) clearInterval(timer);
  }
  counter.setAttribute("role", "timer");
  tick();
  timer = setInterval(tick, 250);
})();
