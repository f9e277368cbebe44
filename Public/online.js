// Tic-Tac-Toe with a friend online (issue 19): keeps the page current without reloading it. With JavaScript off the
// page reloads itself every 2 s while the visitor waits; with it on, the server's event stream says when the match
// changed (a move, a join, a rematch) and this fetches the page and swaps the game in, within a second. Whenever the
// stream is not open (the server refused it for having too many, or it is reconnecting), it asks for the page every
// second while waiting instead.
// It also adds a Copy button beside the invitation link.
(function () {
  "use strict";

  var root = document.getElementById("online");
  if (!root || !window.fetch || !window.DOMParser) return;

  var POLL_MS = 1000;
  var version = Number(root.getAttribute("data-version"));
  var polling = null;
  var fetching = false;
  // A change heard while the page was being fetched: that page may be older than it, so fetch again after.
  var again = false;

  function addCopyButton(scope) {
    var input = scope.querySelector("#invite-link");
    if (!input || !navigator.clipboard) return;
    var button = document.createElement("button");
    button.type = "button";
    button.className = "button secondary";
    button.textContent = "Copy";
    button.addEventListener("click", function () {
      navigator.clipboard.writeText(input.value).then(function () {
        button.textContent = "Copied";
        announce("Link copied.");
      }, function () { input.select(); });
    });
    input.parentNode.appendChild(button);
  }

  function announce(text) {
    var region = document.getElementById("announce");
    if (region) region.textContent = text;
  }

  // The page as it stands now; swapped in when its version moved on, keeping the focus on the board or the status.
  function refresh() {
    if (fetching) { again = true; return; }
    fetching = true;
    again = false;
    fetch(location.pathname, { cache: "no-store", credentials: "same-origin" }).then(function (response) {
      return response.ok ? response.text() : null;
    }).then(function (html) {
      fetching = false;
      if (again) refresh();
      if (!html) return;
      var next = new DOMParser().parseFromString(html, "text/html").getElementById("online");
      if (!next || Number(next.getAttribute("data-version")) <= version) return;
      var hadFocus = root.contains(document.activeElement);
      version = Number(next.getAttribute("data-version"));
      root.replaceWith(next);
      root = next;
      addCopyButton(root);
      var status = root.querySelector("#status");
      if (status) announce(status.textContent);
      if (hadFocus) {
        var open = root.querySelector("#board button:not([disabled])") || root.querySelector(".board-actions button");
        if (open) open.focus();
      }
    }, function () { fetching = false; if (again) refresh(); });
  }

  // Only while waiting, as the page without JavaScript does.
  function poll() {
    if (polling) return;
    polling = setInterval(function () {
      if (root.hasAttribute("data-waiting")) refresh();
    }, POLL_MS);
  }

  function stopPolling() {
    clearInterval(polling);
    polling = null;
  }

  function listen() {
    if (!window.EventSource) return poll();
    var source = new EventSource(root.getAttribute("data-events"));
    source.addEventListener("match", refresh);
    // (Re)connected: whatever was missed comes as one event at once (Last-Event-ID), so polling can stop.
    source.addEventListener("open", stopPolling);
    // A refused stream (503) closes for good; a dropped one reconnects by itself: poll meanwhile either way.
    source.addEventListener("error", poll);
  }

  addCopyButton(root);
  listen();
})();
