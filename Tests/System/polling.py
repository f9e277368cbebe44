"""Waiting without blind sleeps, shared by the system tests and the reliability scripts."""
import time

# An element read while its page swaps in place or reloads is gone from the document: that is "not yet", never a
# failure. By name, so that the reliability scripts need no Selenium.
NOT_YET = {"StaleElementReferenceException"}


def wait_until(predicate, timeout=10.0, interval=0.02, what="condition"):
    """Polls instead of sleeping blindly: returns the first truthy value or fails after timeout."""
    deadline = time.monotonic() + timeout
    caught = None
    while time.monotonic() < deadline:
        try:
            value = predicate()
        except Exception as error:  # noqa: BLE001 (only the names in NOT_YET are swallowed)
            if type(error).__name__ not in NOT_YET:
                raise
            caught, value = error, None
        if value:
            return value
        time.sleep(interval)
    raise AssertionError(f"timed out waiting for {what}" + (f" (last: {type(caught).__name__})" if caught else ""))
