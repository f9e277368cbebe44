"""A known game of Ultimate Tic-Tac-Toe the system tests play in any browser (Chromium online, lynx on one device):
17 moves to X's win, each in the small board the one before sent it to, O completing no small board."""

# (small board, square), both counted 0–8 in reading order. X takes the centre, bottom-right and top-left small
# boards, a diagonal.
GAME = [(4, 4), (4, 8), (8, 4), (4, 0), (0, 3), (3, 8), (8, 2), (2, 4), (4, 1), (1, 8), (8, 6), (6, 4), (4, 7),
        (7, 0), (0, 5), (5, 0), (0, 4)]
X_WINS = (4, 8, 0)

# The small boards by place, as the page names them ("Board centre", "play in the middle-left board").
PLACES = ["top-left", "top-middle", "top-right", "middle-left", "centre", "middle-right", "bottom-left",
          "bottom-middle", "bottom-right"]


def name(small_board, square):
    """The square's name on the 9 × 9 grid as its button posts it: column letter a–i and row 1–9."""
    row, column = small_board // 3 * 3 + square // 3, small_board % 3 * 3 + square % 3
    return "abcdefghi"[column] + str(row + 1)


def marks_after(count):
    """{square name: "X" or "O"} once the first `count` moves of GAME are played."""
    return {name(*move): "XO"[number % 2] for number, move in enumerate(GAME[:count])}
