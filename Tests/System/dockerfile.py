"""Reading what the container tests check: the Dockerfile's stages, .dockerignore, and the variables and flags
the binary's --help says it reads. Only the syntax this project uses is understood; the forms it would misread
(ENV without =, FROM with options, .dockerignore exceptions) fail loudly instead."""
import json
import posixpath
import re
import shlex
import shutil
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class Instruction:
    keyword: str        # upper case: FROM, RUN, COPY, ...
    arguments: str      # the rest of the instruction, continuation lines joined
    flags: dict = field(default_factory=dict)   # --from=build and the like, for COPY and HEALTHCHECK


@dataclass
class Stage:
    image: str
    name: str | None
    instructions: list

    def all(self, keyword):
        return [i for i in self.instructions if i.keyword == keyword]

    def one(self, keyword):
        found = self.all(keyword)
        assert len(found) == 1, f"expected one {keyword} in stage {self.name or self.image}, found {len(found)}"
        return found[0]

    def copies(self):
        """(sources, destination, --from or None) of each COPY, in order."""
        result = []
        for copy in self.all("COPY"):
            *sources, destination = shlex.split(copy.arguments)
            assert sources, f"COPY without a source: {copy.arguments}"
            result.append((sources, destination, copy.flags.get("from")))
        return result

    def env(self):
        values = {}
        for env in self.all("ENV"):
            for pair in shlex.split(env.arguments):
                name, equals, value = pair.partition("=")
                assert equals, f"ENV in the legacy `ENV name value` form: {env.arguments}"
                values[name] = value
        return values

    def workdir(self):
        return self.one("WORKDIR").arguments

    def apt_packages(self):
        """The packages of the stage's `apt-get install` (its options left out)."""
        for run in self.all("RUN"):
            match = re.search(r"apt-get install ([^&;|]*)", run.arguments)
            if match:
                return {word for word in match.group(1).split() if not word.startswith("-")}
        raise AssertionError(f"no apt-get install in stage {self.name or self.image}")


def parse_dockerfile(path):
    """The stages of a Dockerfile, in order."""
    lines, pending = [], ""
    for raw in Path(path).read_text().splitlines():
        if not pending and (not raw.strip() or raw.lstrip().startswith("#")):
            continue
        if raw.rstrip().endswith("\\"):
            pending += raw.rstrip()[:-1] + " "
            continue
        lines.append(pending + raw)
        pending = ""
    assert not pending, "the Dockerfile ends inside a continued line"

    stages = []
    for line in lines:
        keyword, _, rest = line.strip().partition(" ")
        keyword, rest = keyword.upper(), " ".join(rest.split())
        flags = {}
        while keyword in ("COPY", "HEALTHCHECK") and rest.startswith("--"):
            flag, _, rest = rest.partition(" ")
            name, _, value = flag[2:].partition("=")
            flags[name] = value
        if keyword == "FROM":
            words = rest.split()
            assert len(words) in (1, 3) and (len(words) == 1 or words[1].upper() == "AS"), f"FROM {rest}"
            stages.append(Stage(image=words[0], name=words[2] if len(words) == 3 else None, instructions=[]))
            continue
        assert stages, f"{keyword} before any FROM"
        stages[-1].instructions.append(Instruction(keyword, rest, flags))
    return stages


def exec_form(instruction):
    """The JSON (exec) form of CMD and the like, as a list."""
    value = json.loads(instruction.arguments)
    assert isinstance(value, list) and all(isinstance(word, str) for word in value), instruction.arguments
    return value


class DockerIgnore:
    """The patterns of .dockerignore, matched as Docker does for plain patterns: from the context's root, `*`
    within one path segment, `**` across any number, and a matching folder takes everything under it along."""

    def __init__(self, path):
        self.patterns = []
        if Path(path).exists():
            for line in Path(path).read_text().splitlines():
                line = line.strip()
                if not line or line.startswith("#"):
                    continue
                assert not line.startswith("!"), f".dockerignore exception patterns are not understood here: {line}"
                self.patterns.append(self._regex(line.strip("/")))

    @staticmethod
    def _regex(pattern):
        wildcards = {"*": "[^/]*", "?": "[^/]"}
        parts = []
        for segment in pattern.split("/"):
            if segment == "**":
                parts.append("(?:[^/]+/)*")
            else:
                parts.append("".join(wildcards.get(c, re.escape(c)) for c in segment) + "/")
        return re.compile("".join(parts).removesuffix("/"))

    def ignores(self, relative):
        """Whether a path relative to the context (with / separators) stays out of the build."""
        segments = relative.split("/")
        prefixes = ["/".join(segments[:n]) for n in range(1, len(segments) + 1)]
        return any(pattern.fullmatch(prefix) for pattern in self.patterns for prefix in prefixes)


def stage_path(root, workdir, path):
    """Where a path of a stage's file system lies when that file system is the folder `root`."""
    return root / posixpath.join(workdir, path).lstrip("/")


def copy_from_context(context, ignore, source, destination, root, workdir):
    """Does what `COPY source destination` does in a stage whose file system is the folder `root`: a folder's
    contents land in the destination, a file lands in it when it ends with / (or is a folder); what .dockerignore
    names stays out."""
    origin = context / source
    assert origin.exists(), f"COPY {source}: not in the build context"
    assert not ignore.ignores(source), f"COPY {source}: .dockerignore leaves it out of the context"
    target = stage_path(root, workdir, destination)
    if origin.is_file():
        if destination.endswith("/") or target.is_dir():
            target = target / origin.name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(origin, target)
        return
    for path in sorted(origin.rglob("*")):
        if path.is_dir() or ignore.ignores(path.relative_to(context).as_posix()):
            continue
        (target / path.relative_to(origin)).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, target / path.relative_to(origin))


def help_variables(help_text):
    """The environment variables --help names: its "Environment variables:" paragraph and each option's
    parenthesised note, as in "(PORT)" or "(THREADS; default: …)"."""
    name = r"\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*\b"
    found = set()
    paragraph = re.search(r"Environment variables:(.*?)(?:\n\s*\n|$)", help_text, re.S)
    if paragraph:
        found |= set(re.findall(name, paragraph.group(1)))
    for note in re.findall(r"\(([^()]*)\)", help_text):
        found |= set(re.findall(name, note))
    return {word for word in found if len(word) > 1}


def help_flags(help_text):
    return set(re.findall(r"--[a-z][a-z0-9-]*", help_text))
