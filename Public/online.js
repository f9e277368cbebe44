// A game with a friend online: keeps the page current without reloading it. One's own moves
// are answered in place by moves.js, as on the other game pages; the other side's come by the server's event
// stream, which says when the match changed (a move, a join, a rematch), and this fetches the page and swaps the game
// in. Whenever the stream is not open (the server refused it for having too many, or it is reconnecting), it asks
// for the page every second while waiting instead. With JavaScript off the page reloads itself while the visitor
// waits. It also adds Copy and, where the browser has a share sheet, Share beside the invitation link; keeps the
// line that says whether the friend is here current (the stream's presence event, and a look every 30 s, since a
// friend without JavaScript has no stream to close); says when this page goes away (a beacon), and answers
// "Resign…" with its confirm step in place.
(function () {
  "use strict";

  if (!document.getElementById("online") || !window.fetch || !window.DOMParser) return;

  // The words this script shows or says, in the page's language: the layout's #phrases (data-<name>), else English.
  function phrase(name, english) {
    var phrases = document.getElementById("phrases");
    return (phrases && phrases.getAttribute("data-" + name)) || english;
  }

  var POLL_MS = 1000;
  var PRESENCE_MS = 30000;
  var polling = null;
  var fetching = false;
  // A change heard while the page was being fetched: that page may be older than it, so fetch again after.
  var again = false;
  // The newest version the stream announced.
  var heard = 0;
  // A presence change not yet shown (heard while the page was being fetched, or before it had the line).
  var presenceAgain = false;
  // This page's id on its stream, so its beacon on leaving ends that stream and no other page's of this player.
  var pageId = Math.random().toString(36).slice(2);

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
    // A path alone (the server had no address it could vouch for): this page's own address, to send as it is.
    if (input.value.charAt(0) === "/") input.value = location.origin + input.value;
    if (navigator.clipboard) {
      var copy = button(phrase("copy", "Copy"), function () {
        navigator.clipboard.writeText(input.value).then(function () {
          copy.textContent = phrase("copied", "Copied");
          announce(phrase("link-copied", "Link copied."));
        }, function () { input.select(); });
      });
      input.parentNode.appendChild(copy);
    }
    // The phone's own share sheet (a chat app, a message), where the browser has one.
    if (navigator.share) {
      input.parentNode.appendChild(button(phrase("share-label", "Share"), function () {
        var shared = navigator.share({
          title: phrase("invite-title", "Tic-Tac-Toe with a friend"),
          text: phrase("invite-text", "Play Tic-Tac-Toe with me:"),
          url: input.value
        });
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
      swapIn(html);
      // A presence change heard while this page was on its way: the page may have been rendered before it.
      if (presenceAgain && !fetching && document.getElementById("presence")) refreshPresence();
    }, function () { fetching = false; if (again) refresh(); });
  }

  // The fetched page swapped in for the match, when its version moved on.
  function swapIn(html) {
    var current = root();
    if (!html || !current) return;
    var next = new DOMParser().parseFromString(html, "text/html").getElementById("online");
    if (!next || versionOf(next) <= versionOf(current)) return;
    var hadFocus = current.contains(document.activeElement);
    // Someone typing moves keeps the box: the friend's move is said, and the next is typed where the last was.
    var inBox = hadFocus && document.activeElement.id === "box";
    current.replaceWith(next);
    addInviteButtons(next);
    // play.js sets up the board's arrow keys, the sound toggle, says the status and sounds the friend's move.
    next.dispatchEvent(new CustomEvent("minigames:swapped", { bubbles: true, detail: { online: true } }));
    if (hadFocus) {
      var open = (inBox && next.querySelector("#box")) || next.querySelector("#board button:not([disabled])") || next.querySelector("#result button, .board-actions button");
      if (open) open.focus();
    }
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
    var source = new EventSource(root().getAttribute("data-events") + "&page=" + pageId);
    source.addEventListener("match", changed);
    source.addEventListener("presence", refreshPresence);
    // (Re)connected: whatever was missed comes as one event at once (Last-Event-ID), so polling can stop.
    source.addEventListener("open", stopPolling);
    // A refused stream (503) closes for good; a dropped one reconnects by itself: poll meanwhile either way.
    source.addEventListener("error", poll);
  }

  // The page as the server renders it at `url`, parsed; null when it cannot be had.
  function fetchPage(url) {
    return fetch(url, { cache: "no-store", credentials: "same-origin" }).then(function (response) {
      return response.ok ? response.text() : null;
    }).then(function (html) {
      return html ? new DOMParser().parseFromString(html, "text/html") : null;
    }, function () { return null; });
  }

  // Swaps the element `selector` picks for the same one of `page` (either may be missing: a round over).
  function swapPart(page, selector) {
    var current = document.querySelector(selector), next = page && page.querySelector(selector);
    if (!page || versionOf(page) !== versionOf(document)) return null;
    if (current && next) current.replaceWith(next);
    else if (current) current.remove();
    return next;
  }

  // Whether the friend is here: only that line, so nothing the player is doing on the page moves.
  function refreshPresence() {
    // Heard while the page is being fetched, or before the page shows the line (it is still waiting for the
    // friend): look again once the page is current.
    if (fetching || !document.getElementById("presence")) {
      presenceAgain = true;
      if (!fetching) refresh();
      return;
    }
    presenceAgain = false;
    fetchPage(location.pathname).then(function (page) {
      // A page of a newer version brings the line with it.
      if (page && versionOf(page) > versionOf(document)) refresh();
      else swapPart(page, "#presence");
    });
  }

  // "Resign…" and "Keep playing" are GET forms to the page's confirm step and back: fetched and swapped in place,
  // the focus on the step's first answer, so the board stays where it is. A page that moved on meanwhile is
  // swapped whole.
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!form.hasAttribute || !form.hasAttribute("data-actions") || !form.closest("#online")) return;
    event.preventDefault();
    var query = new URLSearchParams(new FormData(form)).toString();
    fetchPage(form.getAttribute("action") + (query ? "?" + query : "")).then(function (page) {
      if (!page) { form.submit(); return; }
      if (versionOf(page) > versionOf(document)) { refresh(); return; }
      var actions = swapPart(page, ".board-actions");
      var first = actions && (actions.querySelector("[autofocus]") || actions.querySelector("button"));
      if (first) first.focus();
    });
  });

  // This page going away (closed, or another page opened): the friend's page need not wait for the stream's end.
  window.addEventListener("pagehide", function () {
    var csrf = document.querySelector("#online input[name=csrf]");
    if (!navigator.sendBeacon || !csrf || !document.getElementById("presence")) return;
    var body = new FormData();
    body.append("csrf", csrf.value);
    body.append("page", pageId);
    navigator.sendBeacon(root().getAttribute("data-events").replace(/\/events.*$/, "/leave"), body);
  });

  addInviteButtons(root());
  listen();
  setInterval(refreshPresence, PRESENCE_MS);
})();
