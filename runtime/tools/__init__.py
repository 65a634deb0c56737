"""Command-line tools built on the runtime (stdlib only)."""
