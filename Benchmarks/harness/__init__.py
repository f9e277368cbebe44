"""The `make bench` harness: our server against nginx serving the same bytes, on loopback."""
