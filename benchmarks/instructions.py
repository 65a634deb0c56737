"""Instructions executed, counted by valgrind's callgrind: a figure that does not drift with
the machine's load, for comparing two pieces of Python code run in the same interpreter.

`count(script, args)` runs `python script *args` under callgrind (hash seed fixed) and
returns how many instructions it executed inside `measured` calls: the script runs what it
measures as `measured(work)`, so its set-up (imports, inputs, first-use caches) is not
counted. Subtracting a run of the set-up alone instead leaves the figure to the noise of the
whole run (a tenth of it from run to run, as objects' addresses change).
"""

from __future__ import annotations

import gc
import operator
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

from measure import ENV

_COLLECTED = re.compile(r"Collected : (\d+)")


def available() -> bool:
    return shutil.which("valgrind") is not None


def measured(work: Callable[[], object]) -> None:
    """Run `work` where `count` counts (callgrind collects inside `methodcaller` calls),
    the set-up's garbage collected first: otherwise when a collection of it falls in `work`
    depends on everything allocated before."""
    gc.collect()
    operator.methodcaller("__call__")(work)


def count(script: Path, args: Sequence[str]) -> int:
    """Instructions executed by `python script *args` inside its `measured` calls."""
    with tempfile.TemporaryDirectory() as scratch:
        done = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                "--collect-atstart=no",
                "--toggle-collect=methodcaller_call",
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
