"""What the layout suite reads from the server's database, as a player never could (where the mines and the
words are), and a model of Tic-Tac-Toe's Medium player to beat it."""
import json
import sqlite3

TTT_LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def session_id(driver):
    return driver.get_cookie("sid")["value"].split(".")[0]


def stored(server, driver, kind):
    with sqlite3.connect(server.database) as db:
        row = db.execute("SELECT state FROM games WHERE session_id = ? AND kind = ? ORDER BY id DESC LIMIT 1",
                         (session_id(driver), kind)).fetchone()
    assert row is not None, f"no {kind} game stored"
    return json.loads(row[0])


def mines_of(state):
    # Cell i is bit i % 4 of hex digit i / 4.
    digits = state.get("mines") or ""
    return {i for i in range(len(state["cells"])) if i // 4 < len(digits) and int(digits[i // 4], 16) >> (i % 4) & 1}


WS_STEPS = {"right": (1, 0), "left": (-1, 0), "down": (0, 1), "up": (0, -1),
            "downRight": (1, 1), "downLeft": (-1, 1), "upRight": (1, -1), "upLeft": (-1, -1)}


def word_cells(game, index):
    placed = game["placed"][index]
    dx, dy = WS_STEPS[placed["direction"]]
    step = dy * game["params"]["width"] + dx
    return [placed["start"] + i * step for i in range(len(placed["word"]))]


def ttt_winner(board):
    for a, b, c in TTT_LINES:
        if board[a] != "." and board[a] == board[b] == board[c]:
            return board[a]
    return None


def medium_replies(board):
    """Medium's answers as (square, probability): win, else block, else one time in five any free square,
    otherwise the centre, else a corner (Sources/TicTacToe/ComputerPlayer.swift)."""
    free = [i for i in range(9) if board[i] == "."]

    def completing(mark):
        return [i for i in free if ttt_winner(board[:i] + mark + board[i + 1:]) == mark]

    forced = completing("O") or completing("X")
    if forced:
        return [(i, 1 / len(forced)) for i in forced]
    usual = [4] if board[4] == "." else ([i for i in (0, 2, 6, 8) if board[i] == "."] or free)
    odds = {i: 0.2 / len(free) for i in free}
    for i in usual:
        odds[i] += 0.8 / len(usual)
    return list(odds.items())


def win_chance(board, memo={}):  # noqa: B006 (a cache on purpose)
    """X's best chance to win against Medium from `board`, X to move; with the square that gives it."""
    if board in memo:
        return memo[board]
    best = (-1.0, None)
    for i in (i for i in range(9) if board[i] == "."):
        after = board[:i] + "X" + board[i + 1:]
        if ttt_winner(after) == "X":
            chance = 1.0
        elif "." not in after:
            chance = 0.0
        else:
            chance = 0.0
            for j, p in medium_replies(after):
                answered = after[:j] + "O" + after[j + 1:]
                if ttt_winner(answered) != "O" and "." in answered:
                    chance += p * win_chance(answered)[0]
        if chance > best[0]:
            best = (chance, i)
    memo[board] = best
    return best
