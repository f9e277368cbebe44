"""wrk runs: a short warm-up, then the measured run, whose figures come back as one JSON line."""
import json
import os
import subprocess

from . import processes

LUA = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lua")


class WrkError(RuntimeError):
    pass


def run(url, script, script_args=(), threads=2, connections=32, duration=10, timeout="2s"):
    """One wrk run; returns its figures (requests/s, latency percentiles in µs, errors)."""
    command = ["wrk", f"-t{threads}", f"-c{connections}", f"-d{duration}s", f"--timeout={timeout}",
               "-s", os.path.join(LUA, script), url]
    if script_args:
        command += ["--", *script_args]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    processes._started.append(process)
    try:
        output, _ = process.communicate(timeout=duration + 60)
    finally:
        processes._started.remove(process)
    lines = [line for line in output.splitlines() if line.startswith("BENCH ")]
    if process.returncode != 0 or not lines:
        raise WrkError(f"wrk failed ({process.returncode}): {' '.join(command)}\n{output}")
    figures = json.loads(lines[-1][len("BENCH "):])
    figures["rps"] = figures["requests"] / (figures["duration_us"] / 1e6)
    figures["errors"] = sum(figures[k] for k in
                            ("connect_errors", "read_errors", "write_errors", "status_errors", "timeouts"))
    return figures


def measure(url, script, script_args=(), warmup=2, duration=10, connections=32, threads=2, before_each=None,
            cpu_of=None, more_cpu=None):
    """Warm-up (figures dropped), then the measured run; `before_each` runs before both (the move
    script needs its sessions' versions read afresh). With `cpu_of` (a function giving the server's
    PIDs), also the server's CPU time per request: unlike req/s, it hardly moves when other work
    shares the machine, so it is the figure to compare before and after a change. `more_cpu` names other
    processes the same way (name → function giving PIDs): their CPU per request comes back as `NAME_cpu_us`."""
    if warmup > 0:
        if before_each:
            before_each()
        run(url, script, script_args, threads=threads, connections=connections, duration=warmup)
    if before_each:
        before_each()
    others = more_cpu or {}
    used = processes.cpu_seconds(cpu_of()) if cpu_of else 0
    used_by = {name: processes.cpu_seconds(pids()) for name, pids in others.items()}
    figures = run(url, script, script_args, threads=threads, connections=connections, duration=duration)
    if cpu_of:
        used = processes.cpu_seconds(cpu_of()) - used
        figures["cpu_us"] = used * 1e6 / max(1, figures["requests"])
    for name, pids in others.items():
        figures[f"{name}_cpu_us"] = (processes.cpu_seconds(pids()) - used_by[name]) * 1e6 / max(1, figures["requests"])
    return figures
