"""Any browser can play: lynx and w3m, the text browsers Debian ships, read the boards with `-dump`, and
lynx plays through the forms it renders itself (`-cmd_script`: it finds a square by its name, "(b2)", and presses
it), a Tic-Tac-Toe game against Easy to its end, a first Minesweeper move and an Ultimate Tic-Tac-Toe game for two
players on one device to its win, against the real binary; and through the move box, a typed Minesweeper move and
reading and a Tic-Tac-Toe game typed to its end. Each lynx keeps its session in a cookie file of its own;
w3m reads the same session (its `-header` sends lynx's cookie)."""
import re
import sqlite3
import urllib.parse
import subprocess
from pathlib import Path

import pytest

from ultimate_game import GAME, PLACES, X_WINS, marks_after, name

CELL = re.compile(r"\(([a-z]+\d+|BUTTON)\) (\S)")


class Lynx:
    """lynx with its own configuration: cookies kept in a file of the test's, UTF-8 output, and no pause on its
    status messages (by default each one holds a scripted lynx 1–3 s: a move took 4.4 s, now 0.13 s)."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.cookies = folder / "cookies"
        self.config = folder / "lynx.cfg"
        self.config.write_text(
            "INCLUDE:/etc/lynx/lynx.cfg\nPERSISTENT_COOKIES:TRUE\nACCEPT_ALL_COOKIES:TRUE\nSET_COOKIES:TRUE\n"
            f"COOKIE_FILE:{self.cookies}\nCOOKIE_SAVE_FILE:{self.cookies}\nCHARACTER_SET:utf-8\n"
            "INFOSECS:0\nMESSAGESECS:0\nALERTSECS:0\n")
        self.scripts = 0

    def dump(self, url):
        return subprocess.run(["lynx", f"-cfg={self.config}", "-dump", "-width=120", url],
                              capture_output=True, text=True, timeout=30, check=True).stdout

    def keys(self, url, keys):
        """Runs lynx on `url` with these keystrokes, then quits; it exits once the script is played."""
        self.scripts += 1
        script = self.folder / f"keys-{self.scripts}.txt"
        names = {" ": "<space>"}
        script.write_text("".join(f"key {names.get(key, key)}\n" for key in [*keys, "q", "y"]))
        subprocess.run(["lynx", f"-cfg={self.config}", f"-cmd_script={script}", "-width=120", url],
                       capture_output=True, timeout=60, check=True)

    def press(self, url, cell, per_line=None):
        """Presses the cell button named `cell` ("b2"): lynx's search ("/") finds its line by the line's first cell
        and selects that line's first button; Down Arrow steps to the next button (a disabled one counts), one per
        column. A board row is one line, or `per_line` cells a line (Ultimate's small boards: "(d5) · (e5) · (f5) ·")."""
        column = ord(cell[0]) - ord("a")
        start = column - column % per_line if per_line else 0
        self.keys(url, ["/", *f"({chr(ord('a') + start)}{cell[1:]})", "^J"] + ["Down Arrow"] * (column - start) + ["^J"])

    def type(self, url, text):
        """Types `text` into the move box: "/" finds its label's line and selects its first field, the box; the
        letters go into it, then Down Arrow steps to its Go button and Enter presses it."""
        self.keys(url, ["/", *"Type a move", "^J", *text, "Down Arrow", "^J"])

    def sid(self):
        for line in self.cookies.read_text().splitlines():
            fields = line.split("\t")
            if len(fields) == 7 and fields[5] == "sid":
                return fields[6]
        raise AssertionError("lynx kept no session cookie")


def w3m_dump(url, sid):
    # w3m's own cookie handling would drop the header; lynx's session is the one to read.
    return subprocess.run(["w3m", "-dump", "-cols", "120", "-o", "display_charset=UTF-8", "-o", "use_cookie=0",
                           "-header", f"Cookie: sid={sid}", url],
                          capture_output=True, text=True, timeout=30, check=True).stdout


def board(dump, width):
    """The board's rows as lynx shows them: one line per row, each cell `(name) state`."""
    rows = [CELL.findall(line) for line in dump.splitlines()]
    return [row for row in rows if len(row) == width]


def newest_game(server, kind):
    with sqlite3.connect(server.database) as db:
        return db.execute("SELECT level, outcome, moves FROM games WHERE kind = ? ORDER BY id DESC LIMIT 1",
                          (kind,)).fetchone()


@pytest.fixture
def lynx(tmp_path):
    return Lynx(tmp_path)


def test_lynx_plays_tic_tac_toe_against_easy_to_its_end_and_w3m_reads_it(server, lynx):
    url = server.url + "/tictactoe"
    # The level chosen in the setup form lynx shows: from "Start a new game", five links up is Easy.
    lynx.keys(url, ["/", *"Start a new game", "^J"] + ["Up Arrow"] * 5 + ["^J"] + ["Down Arrow"] * 5 + ["^J"])
    assert newest_game(server, "tictactoe")[:2] == ("easy", "playing")
    fresh = board(lynx.dump(url), 3)
    assert fresh == [[(f"{c}{r}", "·") for c in "abc"] for r in "123"], "three rows of free squares, named a1 … c3"
    for _ in range(5):
        rows = board(lynx.dump(url), 3)
        assert len(rows) == 3
        free = [name for row in rows for name, state in row if state == "·"]
        if newest_game(server, "tictactoe")[1] != "playing":
            break
        lynx.press(url, free[0])
        mine = dict(cell for row in board(lynx.dump(url), 3) for cell in row)
        assert mine.get(free[0]) == "X", f"{free[0]} holds the X lynx placed"
    level, outcome, moves = newest_game(server, "tictactoe")
    assert outcome in ("won", "lost", "draw") and moves >= 5
    end = lynx.dump(url)
    assert re.search(r"win|tie", end, re.I)
    pieces = "".join(state for row in board(end, 3) for _, state in row)
    assert len(pieces) == 9 and pieces.count("X") >= 3 and pieces.count("X") - pieces.count("O") in (0, 1)
    # w3m: the same board, one row a line, X, O and a dot for a free square, no index in sight.
    seen = w3m_dump(url, lynx.sid())
    lines = [line.replace(" ", "") for line in seen.splitlines() if re.fullmatch(r"[XO·]( [XO·]){2}", line.strip())]
    assert "".join(lines) == pieces, seen
    assert not re.search(r"\(\d\)", end), "no button shows an index"


def test_lynx_makes_a_first_minesweeper_move_and_w3m_reads_the_board(server, lynx):
    url = server.url + "/minesweeper"
    fresh = board(lynx.dump(url), 9)
    assert len(fresh) == 9 and all(state == "#" for row in fresh for _, state in row), "nine rows of covered cells"
    assert fresh[4][4][0] == "e5"
    assert not re.search(r"\(\d+\) #", lynx.dump(url)), "no cell index that reads like a mine count"
    lynx.press(url, "e5")
    assert newest_game(server, "minesweeper")[2] == 1
    after = board(lynx.dump(url), 9)
    assert len(after) == 9
    assert after[4][4][1] != "#", "the middle cell is uncovered"
    states = [state for row in after for _, state in row]
    assert all(re.fullmatch(r"[#·1-8]", state) for state in states)
    assert 0 < states.count("#") < 81
    # w3m: one row a line, the cells' marks a space apart, as Tic-Tac-Toe's squares read.
    seen = w3m_dump(url, lynx.sid())
    rows = [line.replace(" ", "") for line in seen.splitlines() if re.fullmatch(r"[#·1-8⚑]( [#·1-8⚑]){8}", line.strip())]
    assert "".join(rows) == "".join(states), seen


def test_lynx_plays_ultimate_two_players_to_a_win_and_w3m_reads_it(server, lynx):
    """Two players on one device, a known game (ultimate_game.GAME) to X's win, every move a form lynx posts; after
    each the page reads as text: the small boards by name, the one to play in said ("play here") and named in the
    status line with whose turn it is, each small board three lines of three squares."""
    url = server.url + "/ultimatetictactoe"
    # The setup form as lynx shows it: from "Start a new game", six links up is "Two players".
    lynx.keys(url, ["/", *"Start a new game", "^J"] + ["Up Arrow"] * 6 + ["^J"] + ["Down Arrow"] * 6 + ["^J"])
    page = lynx.dump(url)
    assert "X to move: play in any open board." in page
    assert re.findall(r"Board ([a-z-]+), play here", page) == PLACES, "the first move may go to any small board"
    for number, (small_board, square) in enumerate(GAME):
        if number:
            sent_to = PLACES[GAME[number - 1][1]]
            assert f"{'XO'[number % 2]} to move: play in the {sent_to} board." in page, page
            assert re.findall(r"Board ([a-z-]+), play here", page) == [sent_to], "only the board sent to is open"
        lynx.press(url, name(small_board, square), per_line=3)
        page = lynx.dump(url)
        rows = board(page, 3)
        assert len(rows) == 27, "nine small boards, three lines of three squares each"
        shown = {cell: state for row in rows for cell, state in row if state != "·"}
        assert shown == marks_after(number + 1), f"move {number}: lynx placed {name(small_board, square)}"
    assert "X wins!" in page
    won = re.findall(r"Board ([a-z-]+), won by X", page)
    assert sorted(won) == sorted(PLACES[b] for b in X_WINS), won
    assert "play here" not in page, "a finished game offers no board"
    assert newest_game(server, "ultimatetictactoe")[2] == len(GAME)
    # w3m: the same squares, three a line under each small board's name (each row a grid row of its own); a won
    # board's mark (drawn large on screen) is a line after its rows.
    seen = w3m_dump(url, lynx.sid())
    lines = [re.fullmatch(r"[XO·](?: [XO·]){2}", line.strip()) for line in seen.splitlines()]
    lines = [line for line in lines if line]
    assert "".join(line[0].replace(" ", "") for line in lines) == "".join(s for row in rows for _, s in row), seen
    assert [line.strip() for line in seen.splitlines() if line.strip() in ("X", "O")] == ["X"] * 3, \
        "the three won boards' large X"
    assert "X wins!" in seen and len(re.findall(r"Board [a-z-]+, won by X", seen)) == 3


def lynx_dump(lynx, url, width):
    return subprocess.run(["lynx", f"-cfg={lynx.config}", "-dump", f"-width={width}", url],
                          capture_output=True, text=True, timeout=30, check=True).stdout


def post_as(server, sid, path, page_path, fields):
    """A form posted with lynx's session (its token read from the page, as the form carries it)."""
    from conftest import fetch

    cookie = {"Cookie": f"sid={sid}"}
    page = fetch(server.url + page_path, headers=cookie)[2].decode()
    token = re.search(r'name="csrf" value="([^"]+)"', page)[1]
    version = re.search(r'name="version" value="(\d+)"', page)
    body = [("csrf", token)] + ([("version", version[1])] if version else []) + fields
    status = fetch(server.url + path, data=urllib.parse.urlencode(body).encode(), headers=cookie)[0]
    assert status == 303, status


# The cells are in a <pre>, where lynx keeps one column of margin and adds no space around a button: an Intermediate
# row 10 to 16 takes 113 columns (16 cells of "(a10) #"), where lynx's own layout took 130 and wrapped under 136.
@pytest.mark.parametrize("level,width,columns", [("beginner", 9, 80), ("intermediate", 16, 132)])
def test_lynx_reads_a_minesweeper_board_part_way_one_row_a_line(server, lynx, level, width, columns):
    """Part-way, every cell reads with its name, the uncovered ones too ("(e5) 1", not "(BUTTON) 1"), and each board
    row is one line: a Beginner row at lynx's default 80 columns. The menu reads each game's title once, and the
    toggles say the setting as it is ("(off) ♪ Sound")."""
    url = server.url + "/minesweeper"
    lynx.dump(url)  # the session's cookie
    post_as(server, lynx.sid(), "/minesweeper/new", "/minesweeper", [("level", level)])
    post_as(server, lynx.sid(), "/minesweeper/move", "/minesweeper", [("cell", "e5")])
    page = lynx_dump(lynx, url, columns)
    rows = board(page, width)
    assert len(rows) == width, page
    assert [name for name, _ in rows[4]][:5] == ["a5", "b5", "c5", "d5", "e5"]
    states = [state for row in rows for _, state in row]
    assert 0 < states.count("#") < width * width and rows[4][4][1] != "#", "part-way: uncovered and covered cells"
    names = [name for row in rows for name, _ in row]
    assert names == [f"{chr(ord('a') + c)}{r + 1}" for r in range(width) for c in range(width)], "each cell's name"
    assert all(len(line) <= columns for line in page.splitlines())
    for title, short in (("Tic-Tac-Toe", "Tic-Tac-Toe"), ("Minesweeper", "Mines"), ("Word Search", "Words"),
                         ("Leaderboard", "Scores")):
        assert title in page and title + short not in page, f"the menu reads {title} once"
    assert "(off) ♪ Sound" in page and "(off) ≈ Vibration" in page and "(on)" not in page


def test_lynx_types_a_minesweeper_move_and_reads_a_row(server, lynx):
    url = server.url + "/minesweeper"
    lynx.type(url, "E5")
    assert newest_game(server, "minesweeper")[2] == 1, "the typed move is played"
    after = board(lynx.dump(url), 9)
    assert after[4][4][1] != "#", "e5 is uncovered"
    lynx.type(url, "row 5")
    assert newest_game(server, "minesweeper")[2] == 1, "a reading changes nothing"
    read = lynx.dump(url + "?read=row+5")
    said = re.search(r"Row 5: (.*?)\n\n", read, re.S)[1].replace("\n", " ")
    assert re.sub(r"\s+", " ", said).startswith("a5 "), read
    shown = {name: state for name, state in after[4]}
    assert ("e5 empty" if shown["e5"] == "·" else f"e5 {shown['e5']}") in re.sub(r"\s+", " ", said)


def test_lynx_types_a_tic_tac_toe_game_to_its_end(server, lynx):
    url = server.url + "/tictactoe"
    for _ in range(5):
        if newest_game(server, "tictactoe") and newest_game(server, "tictactoe")[1] != "playing":
            break
        free = [name for row in board(lynx.dump(url), 3) for name, state in row if state == "·"]
        lynx.type(url, free[0].upper())
        mine = dict(cell for row in board(lynx.dump(url), 3) for cell in row)
        assert mine.get(free[0]) == "X", f"{free[0]} holds the X lynx typed"
    level, outcome, moves = newest_game(server, "tictactoe")
    assert outcome in ("won", "lost", "draw") and moves >= 3
