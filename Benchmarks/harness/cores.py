"""The game-core benchmarks: every `Benchmarks/*/Package.swift` is built in release and its one
executable run; each printed line with a median and a worst becomes a row."""
import glob
import os
import re
import subprocess

LINE = re.compile(r"^(?P<label>.*?)[:\s]*median (?P<median>[\d.]+) ms.*?worst (?P<worst>[\d.]+) ms")
TITLES = {"MinesweeperBench": "Minesweeper no-guess generation", "WordSearchBench": "Word Search generation",
          "TicTacToeBench": "Tic-Tac-Toe", "UltimateTicTacToeBench": "Ultimate Tic-Tac-Toe"}


def packages(root):
    return sorted(os.path.dirname(p) for p in glob.glob(os.path.join(root, "Benchmarks", "*", "Package.swift")))


def run_all(root, scratch, log):
    rows = []
    for package in packages(root):
        name = os.path.basename(package)
        build = os.path.join(scratch, "cores", name)
        subprocess.run(["swift", "build", "-c", "release", "--package-path", package, "--scratch-path", build],
                       check=True, stdout=log, stderr=subprocess.STDOUT)
        binary_dir = subprocess.run(["swift", "build", "-c", "release", "--package-path", package,
                                     "--scratch-path", build, "--show-bin-path"],
                                    check=True, capture_output=True, text=True).stdout.strip()
        executables = [f for f in sorted(os.listdir(binary_dir))
                       if f.endswith("-bench") and os.access(os.path.join(binary_dir, f), os.X_OK)]
        for executable in executables:
            result = subprocess.run([os.path.join(binary_dir, executable)], capture_output=True, text=True)
            log.write(result.stdout.encode() + result.stderr.encode())
            if result.returncode != 0:
                raise RuntimeError(f"{executable} failed ({result.returncode}):\n{result.stdout}{result.stderr}")
            for line in result.stdout.splitlines():
                found = LINE.match(line.strip())
                if found:
                    rows.append((TITLES.get(name, name), found["label"].strip(), float(found["median"]),
                                 float(found["worst"])))
    return rows
