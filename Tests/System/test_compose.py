"""compose.yaml (PostgreSQL, two instances from the Dockerfile, nginx in front) is not run by any test: no Docker
engine runs here. These checks keep it honest: it parses, it sets the instances with options and variables the
binary reads, it points them at its own PostgreSQL and believes only nginx's X-Forwarded-For, and nginx gets
deploy/nginx.conf.template with every variable that template names."""
import ipaddress
import re
import subprocess
import urllib.parse
from pathlib import Path

import pytest
import yaml

from conftest import BIN, ROOT
from dockerfile import exec_form, help_flags, help_variables, parse_dockerfile

COMPOSE = yaml.safe_load((ROOT / "compose.yaml").read_text())
SERVICES = COMPOSE["services"]
_, RUNTIME = parse_dockerfile(ROOT / "Dockerfile")
PORT = RUNTIME.env()["PORT"]
TEMPLATE = ROOT / "deploy/nginx.conf.template"


@pytest.fixture(scope="module")
def help_text():
    return subprocess.run([str(BIN), "--help"], capture_output=True, text=True, timeout=30, check=True).stdout


def instances():
    """The services built from this repository's Dockerfile."""
    found = {name: service for name, service in SERVICES.items()
             if service.get("build") in (".", {"context": "."})}
    assert len(found) == 2, f"two instances expected, found {sorted(found)}"
    return found


def service_with_image(prefix):
    [name] = [name for name, service in SERVICES.items() if str(service.get("image", "")).startswith(prefix)]
    return name, SERVICES[name]


def option(command, flag):
    assert command.count(flag) == 1, f"{flag} once in {command}"
    return command[command.index(flag) + 1]


def test_instances_use_only_options_and_variables_the_binary_reads(help_text):
    for name, service in instances().items():
        command = service["command"]
        assert command[0] == exec_form(RUNTIME.one("CMD"))[0], name
        flags = {word.partition("=")[0] for word in command if word.startswith("--")}
        assert flags <= help_flags(help_text), f"{name}: not options of minigames: {flags - help_flags(help_text)}"
        variables = set(service.get("environment", {}))
        assert variables <= help_variables(help_text), f"{name}: not read by minigames: {variables - help_variables(help_text)}"


def test_instances_share_the_compose_postgresql():
    postgres_name, postgres = service_with_image("postgres:15")
    settings = postgres["environment"]
    for name, service in instances().items():
        url = urllib.parse.urlsplit(option(service["command"], "--database"))
        assert url.scheme == "postgres" and url.hostname == postgres_name and url.port == 5432, name
        assert (url.username, url.password, url.path) == (
            settings["POSTGRES_USER"], settings["POSTGRES_PASSWORD"], "/" + settings["POSTGRES_DB"]), name
        assert service["depends_on"][postgres_name] == {"condition": "service_healthy"}, name


def test_instances_believe_only_nginx_and_report_health_on_healthz():
    _, nginx = service_with_image("nginx:")
    [(network, settings)] = nginx["networks"].items()
    address = ipaddress.ip_address(settings["ipv4_address"])
    subnets = [ipaddress.ip_network(pool["subnet"]) for pool in COMPOSE["networks"][network]["ipam"]["config"]]
    assert any(address in subnet for subnet in subnets)
    for name, service in instances().items():
        assert service["networks"] == [network], name
        assert service["environment"]["TRUSTED_PROXIES"] == str(address), name
        # The port the instance listens on (PORT, the image's default when unset), not a fixed number.
        assert f"http://127.0.0.1:$${{PORT:-{PORT}}}/healthz" in " ".join(service["healthcheck"]["test"]), name
        assert "ports" not in service, f"{name} should be reached through nginx only"


def test_instances_fit_postgresqls_connections():
    """Each instance holds at most DB_POOL connections plus its listener (docs/operations.md "Running several instances");
    together within PostgreSQL's default max_connections (100) less its 3 reserved ones, with threads to use them."""
    budget = 0
    for name, service in instances().items():
        environment = service["environment"]
        pool, threads = int(environment["DB_POOL"]), int(environment["THREADS"])
        assert 1 <= pool <= threads, name
        budget += pool + 1
    assert budget <= 100 - 3


def test_nginx_renders_the_shared_template_with_every_variable_it_names():
    nginx_name, nginx = service_with_image("nginx:")
    [mount] = nginx["volumes"]
    source, target, *_ = mount.split(":")
    assert (ROOT / source).resolve() == TEMPLATE.resolve()
    assert Path(target).parent == Path("/etc/nginx/templates") and target.endswith(".template")
    environment = dict(nginx["environment"])
    rendered = Path(environment.pop("NGINX_ENVSUBST_OUTPUT_DIR")) / Path(target).name.removesuffix(".template")
    assert rendered == Path("/etc/nginx/nginx.conf"), "the template should become nginx's whole configuration"
    # The image's own command adds `-g "daemon off;"`, which the template already says (twice is an error).
    assert nginx["command"] == ["nginx"] and "daemon off;" in TEMPLATE.read_text()

    assert set(re.findall(r"\$\{(\w+)\}", TEMPLATE.read_text())) == set(environment)
    upstreams = set(re.findall(r"^\s*server \$\{(\w+)\}", TEMPLATE.read_text(), re.M))
    assert {environment[name] for name in upstreams} == {f"{name}:{PORT}" for name in instances()}
    assert f"{environment['LISTEN']}:{environment['LISTEN']}" in nginx["ports"][0]
    assert f"http://127.0.0.1:{environment['LISTEN']}/healthz" in nginx["healthcheck"]["test"]
    for name in instances():
        assert nginx["depends_on"][name] == {"condition": "service_healthy"}, nginx_name
