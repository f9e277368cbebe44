"""The container path. No Docker engine runs where the tests run, so this does by hand what
`docker build` would: it copies exactly what the build stage's COPY lines name (less .dockerignore) into an
empty folder, checks that the copy holds every file the manifest's targets need, and checks the runtime stage
against the binary: the libraries it links and the settings it reads.

The stage's own build (a release build from scratch: 4 to 7 minutes on 2 busy cores) runs with
`make test-docker` (MINIGAMES_DOCKER_BUILD=1); `make test` checks the same things against the binary it built."""
import json
import os
import re
import shutil
import subprocess
import urllib.parse
from pathlib import Path

import pytest

from conftest import BIN, ROOT, fetch, wait_until
from dockerfile import (DockerIgnore, copy_from_context, exec_form, help_variables, parse_dockerfile,
                        stage_path)

BUILD, RUNTIME = parse_dockerfile(ROOT / "Dockerfile")
IGNORE = DockerIgnore(ROOT / ".dockerignore")
# What debian:bookworm-slim already holds: apt itself needs the C and C++ runtimes.
BASE_IMAGE_PACKAGES = {"libc6", "libgcc-s1", "libstdc++6"}


@pytest.fixture(scope="module")
def help_text():
    result = subprocess.run([str(BIN), "--help"], capture_output=True, text=True, timeout=30, check=True)
    return result.stdout


FULL_BUILD = os.environ.get("MINIGAMES_DOCKER_BUILD") == "1"


def copy_build_context(root):
    """The build stage's file system after its COPY lines, in the folder `root`."""
    workdir = BUILD.workdir()
    for sources, destination, origin in BUILD.copies():
        assert origin is None, "the build stage copies only from the build context"
        for source in sources:
            copy_from_context(ROOT, IGNORE, source, destination, root, workdir)
    return stage_path(root, workdir, ".")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """(the build stage's folder, the binary to check). With MINIGAMES_DOCKER_BUILD=1 the stage's command runs
    there and builds it; otherwise the binary is the one these tests run (the same sources and C libraries; its
    Swift runtime is linked dynamically, which the library check allows for)."""
    root = tmp_path_factory.mktemp("build-stage")
    workdir = copy_build_context(root)
    if not FULL_BUILD:
        yield root, BIN
        shutil.rmtree(root)
        return
    command = build_command()
    # Absolute paths the command writes to are the stage's: they land under the folder too.
    for produced in produced_paths():
        command = re.sub(rf"(?<=\s){re.escape(produced)}(?=\s|$)", str(stage_path(root, "/", produced)), command)
    result = subprocess.run(["sh", "-c", command], cwd=workdir, capture_output=True, text=True, timeout=3600)
    assert result.returncode == 0, f"the build stage's command failed:\n{result.stdout[-4000:]}\n{result.stderr[-4000:]}"
    yield root, stage_path(root, "/", produced_paths()[0])
    shutil.rmtree(root)  # a release build's 200 MB, which pytest would otherwise keep for three runs


def test_the_build_context_holds_every_file_the_manifest_needs(built):
    """What a build from the copy would miss: a target folder the COPY lines leave out, or a tracked source file
    that .dockerignore drops (only the saved screenshots may stay out)."""
    root, _ = built
    workdir = stage_path(root, BUILD.workdir(), ".")
    manifest = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, capture_output=True,
                                         text=True, timeout=300, check=True).stdout)
    for target in manifest["targets"]:
        folder = target.get("path") or ("Tests" if target["type"] == "test" else "Sources") + "/" + target["name"]
        assert (workdir / folder).is_dir(), f"target {target['name']}: {folder} is not in the build stage"
    tracked = subprocess.run(["git", "ls-files", "Package.swift", "Sources", "Tests"], cwd=ROOT, capture_output=True,
                             text=True, check=True).stdout.split()
    # Symbolic links (the fuzz package's view of Sources/) are copied as links; the copy here skips them.
    missing = [path for path in tracked if not (workdir / path).is_file() and not (ROOT / path).is_symlink()
               and not path.startswith("Tests/System/screenshots/")]
    assert tracked and not missing, f"left out of the build stage: {missing[:20]}"


def build_command():
    runs = [run.arguments for run in BUILD.all("RUN") if "swift build" in run.arguments]
    assert len(runs) == 1, "the build stage should have one RUN that builds"
    return runs[0]


def produced_paths():
    """The build stage's paths the runtime stage copies."""
    paths = [source for sources, _, origin in RUNTIME.copies() if origin == BUILD.name for source in sources]
    assert paths, "the runtime stage copies nothing from the build stage"
    return paths


def test_the_build_stage_builds_from_exactly_what_it_copies(built):
    _, binary = built
    if not FULL_BUILD:
        pytest.skip("the stage's build runs with make test-docker")
    assert binary.is_file() and os.access(binary, os.X_OK)
    assert "--static-swift-stdlib" in build_command().split() and "-c release" in build_command()
    for produced in produced_paths():
        assert re.search(rf"\s{re.escape(produced)}(\s|$)", build_command()), f"the build does not make {produced}"


def test_the_runtime_stage_has_every_library_the_binary_links(built):
    """Each library the built binary names is in a package the runtime stage installs, or in the base image."""
    _, binary = built
    needed = re.findall(r"\(NEEDED\).*\[(.+)\]", subprocess.run(
        ["readelf", "-d", str(binary)], capture_output=True, text=True, check=True).stdout)
    assert needed, "readelf found no libraries: not a dynamic executable?"
    if FULL_BUILD:
        assert not [name for name in needed if "swift" in name.lower()], "the Swift runtime should be linked in"
    else:
        # The test binary takes the Swift runtime from the toolchain, which --static-swift-stdlib links in.
        needed = [name for name in needed if name not in swift_runtime_libraries(binary)]
    cache = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, check=True).stdout
    paths = {}
    for name in needed:
        match = re.search(rf"^\s*{re.escape(name)} \(.*\) => (\S+)$", cache, re.M)
        assert match, f"{name} is not installed here"
        paths[name] = match.group(1)
    packages = debian_packages(paths.values())
    provided = RUNTIME.apt_packages() | BASE_IMAGE_PACKAGES
    for name, path in paths.items():
        assert path in packages, f"no Debian package holds {path}"
        assert packages[path] in provided, f"{name} ({packages[path]}) is not installed by the runtime stage"


def swift_runtime_libraries(binary):
    """Libraries the dynamic loader finds in the Swift toolchain for this binary (as ldd resolves them)."""
    toolchain = Path(shutil.which("swift")).resolve().parent.parent
    listed = subprocess.run(["ldd", str(binary)], capture_output=True, text=True, check=True).stdout
    return {name for name, path in re.findall(r"^\s*(\S+) => (\S+)", listed, re.M)
            if Path(path).resolve().is_relative_to(toolchain)}


def debian_packages(libraries):
    """The package holding each library. Debian records /usr/lib paths; ldconfig may report the /lib they are
    merged with, so both are asked (dpkg fails for the ones it does not know, and answers for the rest)."""
    asked = {variant: library for library in libraries for variant in (library, "/usr" + library)}
    result = subprocess.run(["dpkg", "-S", *asked], capture_output=True, text=True)
    found = {}
    for line in result.stdout.splitlines():
        package, _, path = line.partition(": ")
        if path in asked:
            found[asked[path]] = package.split(":")[0]
    return found


def test_the_built_binary_serves_with_the_image_settings(built, tmp_path):
    """The release binary, configured only by the runtime stage's ENV and CMD, answers the HEALTHCHECK's URL.
    Paths move under a temp folder and the host to loopback (tests use loopback only), the port to a free one."""
    _, binary = built
    env = RUNTIME.env()
    app = stage_path(tmp_path, "/", RUNTIME.workdir())
    app.mkdir(parents=True)
    for sources, destination, origin in RUNTIME.copies():
        if origin is None:
            for source in sources:
                copy_from_context(ROOT, IGNORE, source, destination, tmp_path, RUNTIME.workdir())
    for name, value in env.items():
        if value.startswith("/"):
            env[name] = str(stage_path(tmp_path, "/", value))
    env.update(HOST="127.0.0.1", PORT="0", PATH=f"{binary.parent}:{os.environ['PATH']}")
    command = exec_form(RUNTIME.one("CMD"))
    assert command[0] == binary.name
    log_path = tmp_path / "server.log"
    with open(log_path, "wb") as log:
        process = subprocess.Popen(command, cwd=app, env=env, stdout=log, stderr=log)
    try:
        def bound_port():
            assert process.poll() is None, f"the server stopped: {log_path.read_text()}"
            match = re.search(r"serving http://[^:]+:(\d+)/", log_path.read_text())
            return int(match.group(1)) if match else None

        port = wait_until(bound_port, timeout=30, what="the release binary to start")
        status, _, _ = fetch(f"http://127.0.0.1:{port}{healthcheck_url().path}")
        assert status == 200
        assert (stage_path(tmp_path, "/", RUNTIME.env()["DATABASE_PATH"])).is_file()
    finally:
        process.terminate()
        process.wait(timeout=30)


def test_the_build_image_is_the_swift_these_tests_build_with():
    """The tag names the Swift of this machine (X.Y), and the same Debian release as the runtime stage, whose
    libraries the binary is linked against."""
    match = re.fullmatch(r"swift:(\d+\.\d+)-(\w+)", BUILD.image)
    assert match, f"the build stage should use swift:X.Y-<debian>, not {BUILD.image}"
    version = subprocess.run(["swift", "--version"], capture_output=True, text=True, check=True).stdout
    assert re.search(rf"Swift version {re.escape(match.group(1))}\b", version), version
    assert RUNTIME.image == f"debian:{match.group(2)}-slim"


def test_the_build_stage_installs_every_system_library_of_the_manifest():
    manifest = (ROOT / "Package.swift").read_text()
    wanted = {name for group in re.findall(r"\.apt\(\[([^\]]*)\]\)", manifest) for name in re.findall(r'"([^"]+)"', group)}
    assert wanted, "the manifest names no Debian packages"
    assert wanted <= BUILD.apt_packages(), f"missing from the build stage: {wanted - BUILD.apt_packages()}"


def test_the_runtime_stage_copies_only_the_binary_and_the_served_folders():
    workdir = RUNTIME.workdir()
    env = RUNTIME.env()
    folders = {}
    for sources, destination, origin in RUNTIME.copies():
        if origin is None:
            for source in sources:
                assert (ROOT / source).is_dir(), f"COPY {source}: no such folder in the repository"
                folders[source] = os.path.normpath(os.path.join(workdir, destination))
    assert folders == {"Public": env["PUBLIC_DIR"], "Templates": env["TEMPLATES_DIR"]}
    [(_, destination, _)] = [copy for copy in RUNTIME.copies() if copy[2] == BUILD.name]
    assert os.path.dirname(destination) == "/usr/local/bin"
    assert exec_form(RUNTIME.one("CMD"))[0] == os.path.basename(destination)


def test_every_image_variable_is_one_the_binary_reads(help_text):
    env = RUNTIME.env()
    assert set(env) <= help_variables(help_text), f"not read by minigames: {set(env) - help_variables(help_text)}"
    assert env["HOST"] == "0.0.0.0", "in a container the server must listen beyond loopback"
    volume = exec_form(RUNTIME.one("VOLUME"))
    assert os.path.dirname(env["DATABASE_PATH"]) in volume, "the database should live on the volume"


def test_the_healthcheck_asks_healthz_on_the_served_port():
    port = RUNTIME.env()["PORT"]
    assert RUNTIME.one("EXPOSE").arguments == port
    url = healthcheck_url()
    assert (url.hostname, url.port, url.path) == ("127.0.0.1", int(port), "/healthz")


def healthcheck_url():
    check = RUNTIME.one("HEALTHCHECK").arguments
    assert check.startswith("CMD "), check
    match = re.search(r"curl -fsS (\S+)", check)
    assert match, f"the health check should fail on an error status (curl -f): {check}"
    return urllib.parse.urlsplit(match.group(1))
