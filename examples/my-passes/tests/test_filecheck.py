"""The FileCheck tests in tests/filecheck/, run by lit: `pytest` runs every test."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SUITE = Path(__file__).resolve().parent / "filecheck"


def test_filecheck_suite_passes() -> None:
    result = subprocess.run(
        [sys.executable, "-c", "from lit.main import main; main()", "--verbose", str(SUITE)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
