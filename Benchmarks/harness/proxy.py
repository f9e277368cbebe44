"""nginx round-robin in front of two instances, from deploy/nginx.conf.template: the configuration operators get
(compose.yaml, `make cluster-demo`), filled in as its `envsubst '${LISTEN} ${MINIGAMES_A} ${MINIGAMES_B}'` would."""
import os
import signal

from . import processes

TEMPLATE = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                        "deploy", "nginx.conf.template")


def render(listen, instance_a, instance_b):
    """Only the three names are replaced: nginx's own variables ($host, $remote_addr) stay."""
    with open(TEMPLATE) as template:
        text = template.read()
    for name, value in (("LISTEN", listen), ("MINIGAMES_A", instance_a), ("MINIGAMES_B", instance_b)):
        text = text.replace("${" + name + "}", value)
    # wrk posts thousands of moves a second from one address: the per-client limits (limit_req, limit_conn) would
    # answer most of them 429, so they are left out here, as the instances' own are (processes.py).
    return "".join(line for line in text.splitlines(keepends=True)
                   if not line.strip().startswith(("limit_req zone=", "limit_conn per_client")))


class RoundRobin:
    """nginx in the foreground (the template says `daemon off;`), its master's PID ours to stop."""

    def __init__(self, prefix, port_a, port_b):
        self.port = processes.free_port()
        os.makedirs(prefix, exist_ok=True)
        config = os.path.join(prefix, "nginx.conf")
        with open(config, "w") as out:
            out.write(render(f"127.0.0.1:{self.port}", f"127.0.0.1:{port_a}", f"127.0.0.1:{port_b}"))
        self.process = processes.start(["nginx", "-p", prefix + "/", "-e", "stderr", "-c", config],
                                       os.path.join(prefix, "nginx-output.log"))
        processes.wait_for_port(self.port, self.process)

    @property
    def pids(self):
        """The master and its workers."""
        with open(f"/proc/{self.process.pid}/task/{self.process.pid}/children") as children:
            return [self.process.pid] + [int(pid) for pid in children.read().split()]

    def stop(self):
        processes.stop(self.process, stop_signal=signal.SIGQUIT)
