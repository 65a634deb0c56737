"""Instructions executed, counted by valgrind's callgrind: a figure that does not drift with
the machine's load, for comparing two pieces of Python code run in the same interpreter.

`count(script, args)` runs `python script *args` under callgrind (hash seed fixed) and
returns how many instructions it executed; the caller subtracts a run that does only the
set-up. None when valgrind is not installed.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from measure import ENV

_COLLECTED = re.compile(r"Collected : (\d+)")


def available() -> bool:
    return shutil.which("valgrind") is not None


def count(script: Path, args: Sequence[str]) -> int:
    """Instructions executed by `python script *args` (set-up included)."""
    with tempfile.TemporaryDirectory() as scratch:
        done = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                f"--callgrind-out-file={scratch}/out",
                sys.executable,
                str(script),
                *args,
            ],
            env={**ENV, "PYTHONHASHSEED": "0"},
            capture_output=True,
            text=True,
            check=True,
        )
    found = _COLLECTED.search(done.stderr)
    if found is None:
        raise RuntimeError(f"callgrind printed no count:\n{done.stderr[-2000:]}")
    return int(found.group(1))
