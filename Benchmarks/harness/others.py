"""Other sessions playing while a page is measured (the realistic mix): processes of their own that post, paced,
flag toggles on started Expert boards (the move pool) and whole Beginner games played to their end (a mine or a win:
finished games, scores now and then), so the server commits all the time, as on a site where people play."""
import multiprocessing
import random
import re
import time

from harness.client import CSRF, VERSION, Browser

RESULT = re.compile(rb'id="result"')
COVERED = re.compile(rb'<button name=cell value=([a-z]+[0-9]+)')


def _flagger(port, entries, rate, stop, moves):
    """Toggles each pool board's flag in turn, `rate` posts a second, tracking each board's version."""
    browsers = {sid: Browser(port, sid=sid) for sid, *_ in entries}
    versions = {sid: version for sid, _, version, _ in entries}
    interval, due = 1.0 / rate, time.monotonic()
    while not stop.is_set():
        for sid, csrf, _, cell in entries:
            if stop.is_set():
                break
            due += interval
            pause = due - time.monotonic()
            if pause > 0:
                time.sleep(pause)
            status, _, _ = browsers[sid].request("POST", "/minesweeper/move", {
                "csrf": csrf, "version": str(versions[sid]), "action": "flag", "cell": str(cell)})
            if status == 303:
                versions[sid] += 1
                with moves.get_lock():
                    moves.value += 1
            else:  # another tab's version: read it again
                page = browsers[sid].get("/minesweeper")
                versions[sid] = int(VERSION.search(page).group(1))
    for browser in browsers.values():
        browser.close()


def _finisher(port, rate, stop, moves, finished):
    """Beginner games uncovered cell by cell at random until each ends, `rate` posts a second."""
    browser, rng = Browser(port), random.Random(11)
    interval, due = 1.0 / rate, time.monotonic()
    page = browser.get("/minesweeper")
    browser.post("/minesweeper/new", {"level": "beginner"}, page)
    page = browser.get("/minesweeper")
    while not stop.is_set():
        due += interval
        pause = due - time.monotonic()
        if pause > 0:
            time.sleep(pause)
        cells = COVERED.findall(page)
        if RESULT.search(page) or not cells:
            with finished.get_lock():
                finished.value += 1
            browser.post("/minesweeper/new", {"level": "beginner"}, page)
            page = browser.get("/minesweeper")
            continue
        fields = {"csrf": CSRF.search(page).group(1).decode(), "version": VERSION.search(page).group(1).decode(),
                  "action": "reveal", "cell": rng.choice(cells).decode()}
        status, _, _ = browser.request("POST", "/minesweeper/move", fields)
        if status == 303:
            with moves.get_lock():
                moves.value += 1
        page = browser.get("/minesweeper")
    browser.close()


class OtherPlayers:
    """`flaggers` processes toggling flags at `rate` posts a second in all, and one finishing games at a tenth of it."""

    def __init__(self, port, pool, versions, rate=240, flaggers=2):
        self.stop_event = multiprocessing.Event()
        self.moves = multiprocessing.Value("l", 0)
        self.finished = multiprocessing.Value("l", 0)
        entries = [(sid, csrf, versions[sid], cell) for sid, csrf, _, cell in pool]
        share = rate * 0.9 / flaggers
        self.processes = [multiprocessing.Process(target=_flagger, args=(port, entries[i::flaggers], share,
                                                                         self.stop_event, self.moves))
                          for i in range(flaggers)]
        self.processes.append(multiprocessing.Process(target=_finisher, args=(port, rate * 0.1, self.stop_event,
                                                                              self.moves, self.finished)))
        self.started = None

    def __enter__(self):
        for process in self.processes:
            process.start()
        time.sleep(1)  # under way before anything is measured
        self.started, self.moves_at_start = time.monotonic(), self.moves.value
        return self

    def rate(self):
        """Their moves a second since they were under way."""
        return (self.moves.value - self.moves_at_start) / max(time.monotonic() - self.started, 1e-9)

    def __exit__(self, *_):
        self.stop_event.set()
        for process in self.processes:
            process.join(30)
            if process.is_alive():
                process.terminate()
