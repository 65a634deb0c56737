"""Where passgen stages an output's new contents: `.passgen-<name>.tmp` beside it. The
build's journal writes and verifies them; spec and package names are kept short enough
for their staged files' names."""

from __future__ import annotations

from pathlib import Path


def temp_for(target: Path) -> Path:
    """Where `target`'s new contents are staged before the journal renames them in."""
    return target.with_name(f".passgen-{target.name}.tmp")
