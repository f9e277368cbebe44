// A game with a friend online: keeps the page current without reloading it. One's own moves
// are answered in place by moves.js, as on the other game pages; the other side's come by the server's event
// stream, which says when the match changed (a move, a join, a rematch), and this fetches the page and swaps the game
// in. Whenever the stream is not open (the server refused it for having too many, or it is reconnecting), it asks
// for the page every second while waiting instead. With JavaScript off the page reloads itself while the visitor
// waits. It also adds Copy and, where the browser has a share sheet, Share beside the invitation link.
(function () {
  "use strict";

  if (!document.getElementById("online") || !window.fetch || !window.DOMParser) return;

  var POLL_MS = 1000;
  var polling = null;
  var fetching = false;
  // A change heard while the page was being fetched: that page may be older than it, so fetch again after.
  var again = false;
  // The newest version the stream announced.
  var heard = 0;

  // The page's parts are swapped (here, and by moves.js after one's own move), so they are looked up each time.
  function root() { return document.getElementById("online"); }

  function versionOf(scope) {
    var play = scope && scope.querySelector("#play");
    return play ? Number(play.getAttribute("data-version")) : 0;
  }

  function waiting() {
    var play = document.getElementById("play");
    return !!play && play.hasAttribute("data-waiting");
  }

  function button(text, action) {
    var element = document.createElement("button");
    element.type = "button";
    element.className = "button secondary";
    element.textContent = text;
    element.addEventListener("click", action);
    return element;
  }

  function addInviteButtons(scope) {
    var input = scope.querySelector("#invite-link");
    if (!input || input.parentNode.querySelector("button")) return;
    if (navigator.clipboard) {
      var copy = button("Copy", function () {
        navigator.clipboard.writeText(input.value).then(function () {
          copy.textContent = "Copied";
          announce("Link copied.");
        }, function () { input.select(); });
      });
      input.parentNode.appendChild(copy);
    }
    // The phone's own share sheet (a chat app, a message), where the browser has one.
    if (navigator.share) {
      input.parentNode.appendChild(button("Share", function () {
        var shared = navigator.share({ title: "Tic-Tac-Toe with a friend", text: "Play Tic-Tac-Toe with me:", url: input.value });
        if (shared && shared.catch) shared.catch(function () {});  // dismissed: nothing to say
      }));
    }
  }

  function announce(text) {
    var region = document.getElementById("announce");
    if (region) region.textContent = text;
  }

  // The page as it stands now; swapped in when its version moved on, keeping the focus on the board or the actions.
  function refresh() {
    if (fetching) { again = true; return; }
    fetching = true;
    again = false;
    fetch(location.pathname, { cache: "no-store", credentials: "same-origin" }).then(function (response) {
      return response.ok ? response.text() : null;
    }).then(function (html) {
      fetching = false;
      if (again) refresh();
      var current = root();
      if (!html || !current) return;
      var next = new DOMParser().parseFromString(html, "text/html").getElementById("online");
      if (!next || versionOf(next) <= versionOf(current)) return;
      var hadFocus = current.contains(document.activeElement);
      current.replaceWith(next);
      addInviteButtons(next);
      // play.js sets up the board's arrow keys, the sound toggle, says the status and sounds the friend's move.
      next.dispatchEvent(new CustomEvent("minigames:swapped", { bubbles: true, detail: { online: true } }));
      if (hadFocus) {
        var open = next.querySelector("#board button:not([disabled])") || next.querySelector("#result button, .board-actions button");
        if (open) open.focus();
      }
    }, function () { fetching = false; if (again) refresh(); });
  }

  // A change the page does not show yet; not while one's own move is on its way (moves.js brings that page, and
  // the stream's event for it), which would only fetch the same page twice.
  function changed(event) {
    heard = Math.max(heard, Number(event && event.lastEventId) || 0);
    if (heard && heard <= versionOf(document)) return;
    if (document.querySelector("#board button.sent")) return;
    refresh();
  }

  // After moves.js swapped in one's own move: anything the stream announced meanwhile that it did not bring.
  document.addEventListener("minigames:swapped", function (event) {
    if (event.detail && event.detail.online) return;
    var current = root();
    if (current) addInviteButtons(current);
    if (heard > versionOf(document)) refresh();
  });

  // Only while waiting, as the page without JavaScript does.
  function poll() {
    if (polling) return;
    polling = setInterval(function () {
      if (waiting()) refresh();
    }, POLL_MS);
  }

  function stopPolling() {
    clearInterval(polling);
    polling = null;
  }

  function listen() {
    if (!window.EventSource) return poll();
    var source = new EventSource(root().getAttribute("data-events"));
    source.addEventListener("match", changed);
    // (Re)connected: whatever was missed comes as one event at once (Last-Event-ID), so polling can stop.
    source.addEventListener("open", stopPolling);
    // A refused stream (503) closes for good; a dropped one reconnects by itself: poll meanwhile either way.
    source.addEventListener("error", poll);
  }

  addInviteButtons(root());
  listen();
})();
