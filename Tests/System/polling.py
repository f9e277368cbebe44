"""Waiting without blind sleeps, shared by the system tests and the reliability scripts."""
import time


def wait_until(predicate, timeout=10.0, interval=0.02, what="condition"):
    """Polls instead of sleeping blindly: returns the first truthy value or fails after timeout."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(interval)
    raise AssertionError(f"timed out waiting for {what}")
