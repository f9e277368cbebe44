"""Every text a player reads or hears goes through the catalogs: the server runs with pseudo-translations of every
catalog (each text ⟦Åççéñtéð⟧, `Tests/i18n/catalog.py pseudo`), a player walks through the pages of every game in
German (new, after moves, bad input, the leaderboard, the daily boards, a 404), and every text node and every
attribute people read (aria-label, title, alt, placeholder, <title>, description) must be pseudo-translated, or be
no words at all (numbers, symbols, a board's letters, X and O, the site's name). No `{{…}}` or `{…}` may show."""
import html.parser
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.parse
from pathlib import Path

import pytest

from conftest import ROOT, ServerProcess, fetch

READ_ATTRIBUTES = {"aria-label", "title", "alt", "placeholder", "aria-description", "aria-roledescription"}
# Words that are the same in every language: the site's and the games' marks, a unit.
NO_WORDS = re.compile(r"^[\W\d_]*$|^(Minigames|3BV/s|3BV|X|O|s|UTC|JSON|i)$")
# A date as the language's formatter writes it ("3. Dez. 2026", "3 déc. 2026"): the locale's words, not the catalog's.
LOCALE_DATE = re.compile(r"^\d{1,2}\.? \w{2,5}\.? \d{4}$")


VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class Texts(html.parser.HTMLParser):
    """The texts and read attributes of a page; the text of a board (`data-grid`: a Word Search grid's letters) and of
    a word list (`.word-list`: the words to find) is the game's, not words to translate."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.texts = []
        self.skip = 0
        # One flag an open element: whether its text is the game's (or in another language: the picker's options).
        self.open = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag in ("script", "style"):
            self.skip += 1
        for name, value in attrs.items():
            if name in READ_ATTRIBUTES and value and not (name == "placeholder" and value.lstrip()[:1] in "{["):
                self.texts.append((f"{tag}[{name}]", value))
        if tag == "meta" and attrs.get("name") == "description":
            self.texts.append(("meta description", attrs.get("content", "")))
        if tag not in VOID:
            classes = (attrs.get("class") or "").split()
            self.open.append("data-grid" in attrs or "word-list" in classes or (tag == "option" and "lang" in attrs))

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self.skip -= 1
        if tag not in VOID and self.open:
            self.open.pop()

    def handle_data(self, data):
        if not self.skip and data.strip() and not any(self.open):
            self.texts.append(("text", data.strip()))


def untranslated(body):
    parser = Texts()
    parser.feed(body)
    found = []
    for where, text in parser.texts:
        if "⟦" in text or NO_WORDS.match(text) or LOCALE_DATE.match(text):
            continue
        # A text joined from translated parts: each word-bearing part outside the brackets must be no words.
        outside = re.sub(r"⟦[^⟧]*⟧", " ", text)
        if all(NO_WORDS.match(part) for part in outside.split()):
            continue
        found.append(f"{where}: {text!r}")
    return found


@pytest.fixture(scope="module")
def pseudo_server():
    folder = Path(tempfile.mkdtemp(prefix="minigames-pseudo-"))
    templates = folder / "Templates"
    shutil.copytree(ROOT / "Templates", templates, ignore=shutil.ignore_patterns("locales"))
    subprocess.run([sys.executable, str(ROOT / "Tests/i18n/catalog.py"), "pseudo", str(templates / "locales")], check=True)
    server = ServerProcess(extra_args=["--templates", str(templates)]).start()
    try:
        yield server
    finally:
        server.cleanup()
        shutil.rmtree(folder, ignore_errors=True)


class Player:
    def __init__(self, server):
        self.server = server
        self.cookie = None
        self.pages = []

    def get(self, path, status=200):
        return self.send(path, None, status)

    def send(self, path, fields, status):
        headers = {"Accept-Language": "de"}
        if self.cookie:
            headers["Cookie"] = self.cookie
        data = urllib.parse.urlencode(fields).encode() if fields is not None else None
        code, answer, body = fetch(self.server.url + path, data=data, headers=headers)
        if answer.get("Set-Cookie"):
            self.cookie = answer["Set-Cookie"].split(";")[0]
        if code == 303:
            return self.get(answer["Location"])
        text = body.decode()
        assert code in (status if isinstance(status, tuple) else (status,)), f"{path}: {code} {text[:300]}"
        self.pages.append((path if fields is None else f"POST {path}", text))
        return text

    def moves(self, path, count):
        """Posts the page's first few move buttons one after another (whatever a move form offers)."""
        page = self.get(path)
        for _ in range(count):
            form = re.search(r'<form[^>]*method="post"[^>]*action="(/[a-z]+/move)"[^>]*>(.*?)</form>', page, re.S)
            if not form:
                return page
            fields = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', form.group(2)))
            button = re.search(r'<button[^>]*name="([^"]+)"[^>]*value="([^"]+)"(?![^>]*disabled)', form.group(2))
            if not button:
                return page
            fields[button.group(1)] = button.group(2)
            # A move the game refuses (a Word Search cell alone) answers with a page of its own: checked too.
            page = self.send(form.group(1), list(fields.items()), (200, 400, 422))
        return page


def test_every_page_is_translated(pseudo_server):
    player = Player(pseudo_server)
    player.get("/")
    for game in ("tictactoe", "minesweeper", "wordsearch", "ultimatetictactoe"):
        player.moves(f"/{game}", 3)
    player.get("/leaderboard")
    for game in ("tictactoe", "minesweeper", "wordsearch", "ultimatetictactoe"):
        player.get(f"/leaderboard?game={game}")
    player.get("/daily")
    player.get("/nope", status=404)
    page = player.get("/minesweeper")
    csrf = re.search(r'name="csrf" value="([^"]+)"', page).group(1)
    player.send("/minesweeper/new", [("csrf", csrf), ("level", "custom"), ("width", "abc"), ("height", "8"),
                                     ("mines", "10")], 400)
    player.send("/settings/language", [("language", "xx")], 400)
    problems = []
    for path, body in player.pages:
        assert 'lang="de"' in body, path
        for shown in re.findall(r"\{\{[^}]*\}\}|\{[a-zA-Z]+\}", re.sub(r"<script.*?</script>", "", body, flags=re.S)):
            problems.append(f"{path}: placeholder {shown}")
        problems += [f"{path}: {text}" for text in untranslated(body)]
    # Each text once, with the first page it was seen on.
    seen = {}
    for problem in problems:
        page, _, text = problem.partition(": ")
        seen.setdefault(text, page)
    assert not seen, f"{len(seen)} texts not translated:\n" + "\n".join(f"{t}  ({p})" for t, p in sorted(seen.items())[:120])
