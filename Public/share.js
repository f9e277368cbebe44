// A finished game's share text (#share-text): shows Copy, and Share where the browser can share, then copies the
// box's exact text or hands it to navigator.share. Without this script the text stays in its readonly box.
(function () {
  "use strict";

  // The words this script shows or says, in the page's language: the layout's #phrases (data-<name>), else English.
  function phrase(name, english) {
    var phrases = document.getElementById("phrases");
    return (phrases && phrases.getAttribute("data-" + name)) || english;
  }

  function show(root) {
    root.querySelectorAll(".share-result .share-actions").forEach(function (actions) {
      actions.hidden = false;
      var send = actions.querySelector("[data-share-send]");
      if (send) send.hidden = typeof navigator.share !== "function";
    });
  }

  function say(button, text) {
    var status = button.closest(".share-actions").querySelector(".share-status");
    if (status) status.textContent = text;
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest("[data-share-copy], [data-share-send]");
    if (!button) return;
    var box = button.closest(".share-result").querySelector(".share-text");
    var text = box.value;
    if (button.hasAttribute("data-share-copy")) {
      say(button, "");
      if (!navigator.clipboard) {
        box.select();
        say(button, phrase("copy-by-hand", "Select the text and copy it."));
        return;
      }
      navigator.clipboard.writeText(text).then(function () { say(button, phrase("copied", "Copied")); }, function () {
        box.select();
        say(button, phrase("copy-failed", "Could not copy: the text is selected, copy it with your keys."));
      });
    } else {
      navigator.share({ text: text }).catch(function () {});
    }
  });

  document.addEventListener("minigames:swapped", function (event) { show(event.target); });
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", function () { show(document); });
  } else {
    show(document);
  }
})();
