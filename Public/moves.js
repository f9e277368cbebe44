// In-place moves: with JavaScript on, a move's form (a cell, a toggle, a confirm step's button) is sent
// with fetch and the header X-Minigames-Fragment: 1; the server answers 200 with only the parts of the next page a
// move changes (the play area, or all of <main> once the game is over; cells that did not change are left out, as
// <i data-keep>, and kept here) and that page's address in X-Minigames-Location. The parts are swapped in place,
// the tapped cell stays where it was on the screen and keeps the focus, and the address becomes the page's.
// Anything else (no answer, a refusal, a stale view, a full page) sends the form the plain way, so nothing is lost
// and the form's version field makes sure a move is never applied twice. Without JavaScript nothing changes.
// The move box (data-plain) always posts the plain way: its answer is a page that focuses the box again.
(function () {
  "use strict";

  if (!window.fetch || !window.URLSearchParams || !window.FormData || !document.getElementById("play")) return;

  // A game's moves (its slug: lowercase letters, digits and hyphens), and a match's with a friend online.
  var MOVE = /^\/[a-z0-9-]+(\/online\/[0-9a-f]{32})?\/move$/;
  var WAIT = 15000;  // then the plain post, which the version field makes safe even if this one got through
  var busy = false;  // one move at a time, never a form posted twice
  // Taps made meanwhile, in order (where each was, and the fields a gesture changed, like flag.js's action), played
  // one by one on the boards the answers bring; never more than a few, so a frantic finger does not pile up moves.
  var queued = [];
  var QUEUE = 4;
  var plain = false;

  function list(nodes) { return Array.prototype.slice.call(nodes); }

  function isMoveForm(form) {
    return form instanceof HTMLFormElement && (form.getAttribute("method") || "").toLowerCase() === "post"
      && MOVE.test(form.getAttribute("action") || "") && !!form.closest("#play")
      && !form.hasAttribute("data-plain");
  }

  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (plain || event.defaultPrevented || !isMoveForm(form)) return;
    event.preventDefault();
    if (busy) {
      var tap = where(event.submitter || null);
      tap.changed = changedFields(form);
      if (queued.length < QUEUE) queued.push(tap);
      else refuse(event.submitter);
      return;
    }
    send(form, event.submitter || null, changedFields(form));
  });

  // The next tap made while a move was on its way, on the same cell (or button) of the new board; one that no
  // longer does anything there (a cell the answer uncovered) is refused visibly and the next one is tried.
  function playQueued() {
    var play = document.getElementById("play");
    while (queued.length) {
      var tap = queued.shift(), element = play && found(play, tap);
      if (element && element.form && isMoveForm(element.form) && element.type === "submit" && !element.matches(":disabled")) {
        return send(element.form, element, tap.changed);
      }
      refuse(element);
    }
  }

  // A tap that will not be played: its cell shakes once (press.js draws it), so no tap vanishes unseen.
  function refuse(element) {
    if (!element || !element.classList) return;
    element.classList.remove("refused");
    void element.offsetWidth;  // restarts the animation
    element.classList.add("refused");
  }

  // Fields a gesture set for this one tap (flag.js's `action=flag`), marked `data-changed` while it submits.
  function changedFields(form) {
    return list(form.querySelectorAll("input[data-changed]")).map(function (input) { return [input.name, input.value]; });
  }

  function send(form, submitter, changed) {
    busy = true;
    var body = new URLSearchParams();
    new FormData(form).forEach(function (value, name) { body.append(name, value); });
    (changed || []).forEach(function (field) { body.set(field[0], field[1]); });
    if (submitter && submitter.name) body.append(submitter.name, submitter.value);
    var before = where(submitter);
    var abort = window.AbortController ? new AbortController() : null;
    var timer = abort && setTimeout(function () { abort.abort(); }, WAIT);
    // The attribute: the board form has a field named "action", which `form.action` would give instead.
    fetch(form.getAttribute("action"), {
      method: "POST", body: body, credentials: "same-origin", signal: abort ? abort.signal : undefined,
      headers: { "X-Minigames-Fragment": "1", "X-Minigames-View": location.pathname + location.search }
    }).then(function (response) {
      // Followed a 303: a server that answers moves the plain way took this one. Show its page.
      if (response.redirected && response.ok) return { page: response.url };
      var address = response.headers.get("X-Minigames-Location");
      if (response.status !== 200 || response.headers.get("X-Minigames-Fragment") !== "1" || !address) {
        throw new Error("not a fragment");
      }
      return response.text().then(function (text) { return { text: text, address: address }; });
    }).then(function (answer) {
      if (timer) clearTimeout(timer);
      if (answer.page) return location.assign(answer.page);
      var parts = parse(answer.text);
      if (!parts) throw new Error("not a fragment");
      // The move is taken from here on: if the parts cannot be shown, its page is loaded instead of a post.
      try {
        swap(parts, before);
        history.replaceState(history.state, "", answer.address);
        busy = false;
        playQueued();
      } catch (error) {
        location.assign(answer.address);
      }
    }).catch(function () {
      if (timer) clearTimeout(timer);
      sendPlainly(form, submitter, changed);
    });
  }

  // With the fields as they were when the tap was made: a flag gesture's plain post must not become an uncover.
  function sendPlainly(form, submitter, changed) {
    plain = true;
    (changed || []).forEach(function (field) {
      var input = form.querySelector("input[name='" + field[0] + "']");
      if (input) input.value = field[1];
    });
    if (form.requestSubmit && (!submitter || submitter.form === form)) return form.requestSubmit(submitter || undefined);
    if (submitter && submitter.name) {
      var field = document.createElement("input");
      field.type = "hidden";
      field.name = submitter.name;
      field.value = submitter.value;
      form.appendChild(field);
    }
    form.submit();
  }

  function parse(text) {
    var template = document.createElement("template");
    template.innerHTML = text;
    var root = template.content.firstElementChild;
    var kind = root && root.getAttribute("data-fragment");
    return kind === "play" || kind === "main" ? { kind: kind, root: root } : null;
  }

  // ---- Where the player is: the element tapped (a cell by its index on the board, else a button of the play
  // area by its index), where it is on the screen, and how far the page and the board's own box are scrolled ----

  function cellsOf(play) {
    var grid = play && play.querySelector("[data-grid]");
    return grid ? list(grid.querySelectorAll("button")) : [];
  }

  function where(submitter) {
    var play = document.getElementById("play"), box = play.querySelector(".board-box");
    var element = submitter && play.contains(submitter) ? submitter
      : play.contains(document.activeElement) ? document.activeElement : null;
    var cellIndex = element ? cellsOf(play).indexOf(element) : -1;
    return {
      cell: cellIndex,
      button: element && cellIndex < 0 ? list(play.querySelectorAll("button")).indexOf(element) : -1,
      name: element ? element.getAttribute("name") : null,
      rect: element ? element.getBoundingClientRect() : null,
      x: window.scrollX, y: window.scrollY,
      boxLeft: box ? box.scrollLeft : 0, boxTop: box ? box.scrollTop : 0
    };
  }

  // A button other than a cell only if the one at its place is the same control (a toggle, not what a confirm
  // step left behind there).
  function found(play, place) {
    if (place.cell >= 0) return cellsOf(play)[place.cell];
    var button = place.button >= 0 ? list(play.querySelectorAll("button"))[place.button] : null;
    return button && button.getAttribute("name") === place.name ? button : null;
  }

  function swap(parts, before) {
    var changed;
    if (parts.kind === "play") {
      var fresh = parts.root.querySelector("#play"), old = document.getElementById("play");
      // The move's sentence (#said) comes and goes from move to move: the rest is patched without it, then it is put
      // in first, where the server's page has it.
      var said = fresh.querySelector("#said"), oldSaid = old.querySelector("#said");
      if (said) said.remove();
      if (oldSaid) oldSaid.remove();
      var steps = fresh.querySelector("[data-keep]") ? patchSteps(old, fresh) : null;
      if (steps) {
        steps.forEach(function (step) { step(); });
      } else {
        keepCells(fresh, old);
        old.replaceWith(fresh);
      }
      var now = document.getElementById("play");
      if (said) now.insertBefore(said, now.firstChild);
      // The page after a move has no message above the board (a refusal's, from an earlier page).
      var message = document.querySelector(".message-area");
      if (message) message.textContent = "";
      changed = [document.getElementById("play")];
    } else {
      var main = document.getElementById("main");
      main.replaceChildren.apply(main, list(parts.root.childNodes));
      changed = [main];
    }
    var play = document.getElementById("play");
    var target = play ? found(play, before) : null;
    // The game over: the page's own choice (Play again); otherwise what was tapped, or what the page focuses.
    // A tapped cell the move took (disabled now) gives way to what the page focuses.
    var open = target && !target.disabled ? target : null;
    var wanted = parts.kind === "main" ? document.querySelector("#main [autofocus]") || open
      : open || (play && play.querySelector("[autofocus]"));
    if (wanted && wanted.disabled) wanted = null;
    if (wanted) wanted.focus({ preventScroll: true });
    // The page's other scripts (play.js, a game's own) set themselves up again on what is new, before the board is
    // put back in place: what they show (the sound toggle) moves it.
    changed.forEach(function (root) {
      root.dispatchEvent(new CustomEvent("minigames:swapped", { bubbles: true }));
    });
    window.scrollTo({ left: before.x, top: before.y, behavior: "instant" });
    var box = play && play.querySelector(".board-box");
    if (box) { box.scrollLeft = before.boxLeft; box.scrollTop = before.boxTop; }
    // What the tapped cell covered stays under the finger: a note that appeared above the board moves the page.
    if (target && before.rect) {
      var now = target.getBoundingClientRect();
      var dx = now.left - before.rect.left, dy = now.top - before.rect.top;
      if (dx || dy) window.scrollBy({ left: dx, top: dy, behavior: "instant" });
    }
    // What the page focuses instead of the tapped button (gone, like a confirm step's) is brought into view, as the
    // plain post's page, scrolled to it, would show it.
    if (wanted && wanted !== target && parts.kind === "play") {
      wanted.scrollIntoView({ block: "nearest", inline: "nearest" });
    }
  }

  // In place: the play area stays, and so does each part of it that holds a kept cell (the board's box,
  // the board, a row); every other part the move changed is replaced. Only what changed is laid out again:
  // replacing the play area made the browser lay out every cell anew, 30–40 ms for an Expert board's 480. The
  // steps are worked out before anything changes: a play area of another shape (null) is replaced whole.
  function patchSteps(old, fresh) {
    var steps = [];
    return follow(old, fresh, steps) ? steps : null;
  }

  function follow(old, fresh, steps) {
    var olds = old.childNodes, freshes = fresh.childNodes;
    if (olds.length !== freshes.length) return false;
    steps.push(function () { sameAttributes(old, fresh); });
    for (var index = 0; index < freshes.length; index++) {
      var was = olds[index], now = freshes[index], element = now.nodeType === 1;
      if (element && now.hasAttribute("data-keep")) {
        if (was.nodeName !== "BUTTON") return false;
      } else if (element && now.querySelector("[data-keep]")) {
        if (was.nodeName !== now.nodeName || !follow(was, now, steps)) return false;
      } else if (was.isEqualNode(now)) {
        continue;
      } else if (now.nodeName === "BUTTON" && was.nodeName === "BUTTON" && was.closest("[data-grid]")) {
        steps.push(patching(was, now));
      } else {
        steps.push(replacing(was, now));
      }
    }
    return true;
  }

  function replacing(was, now) { return function () { was.replaceWith(now); }; }

  // A cell changes in place: replacing the focused one (the cell just tapped) costs the browser 5–9 ms. Its tab
  // stop is play.js's (set again on minigames:swapped): taking it off the focused cell costs 2–3 ms more.
  function patching(was, now) {
    return function () {
      sameAttributes(was, now, "tabindex");
      if (was.innerHTML !== now.innerHTML) was.replaceChildren.apply(was, list(now.childNodes));
    };
  }

  // The attributes of a part that stays become the answer's (the scripts put theirs back on minigames:swapped).
  function sameAttributes(old, fresh, except) {
    list(old.attributes).forEach(function (attribute) {
      if (attribute.name !== except && !fresh.hasAttribute(attribute.name)) old.removeAttribute(attribute.name);
    });
    list(fresh.attributes).forEach(function (attribute) {
      if (attribute.name !== except && old.getAttribute(attribute.name) !== attribute.value) {
        old.setAttribute(attribute.name, attribute.value);
      }
    });
  }

  // Cells the answer left out (<i data-keep>) are the buttons already on the page, in the same order.
  function keepCells(fresh, old) {
    var grid = fresh.querySelector("[data-grid]");
    var slots = grid ? list(grid.querySelectorAll("button, i[data-keep]")) : [];
    if (!slots.some(function (slot) { return slot.hasAttribute("data-keep"); })) return;
    var cells = cellsOf(old);
    if (slots.length !== cells.length) throw new Error("the board has changed shape");
    slots.forEach(function (slot, index) {
      if (slot.hasAttribute("data-keep")) slot.replaceWith(cells[index]);
    });
  }
})();
