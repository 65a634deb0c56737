"""A project's templates run within limits: CPU time and memory of each render
(`project_templates.bounded`), so no repository's template can exhaust the machine. Each
bomb runs in a child process that the test itself bounds (CPU, address space, wall time),
with the render limits made small (1 s, 256 MiB), and must end in an error at the
template's line, exit 2, nothing written, well within the child's bounds."""

from __future__ import annotations

import resource
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from fuzz.builds import base_specs, new_project

from passgen.build.project_templates import bounded

# (template, the limit it is meant to cross)
TIME = "the template ran for more than 1 s of CPU"
MEMORY = "the template needed more than 256 MiB of memory"
OUTPUT = "the template wrote more than 64 MiB"
INTEGER = "the template computes an integer of more than 1,048,576 bits"
BOMBS = {
    "nested ranges": (
        "{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}",
        TIME,
    ),
    "nested loops over view data": (
        "{% for a in groups %}{% for i in range(99999) %}{% for j in range(99999) %}"
        "{% endfor %}{% endfor %}{% endfor %}",
        TIME,
    ),
    "recursive macro": (
        "{% macro f(n) %}{% for i in range(10) %}{{ f(n + 1) if n < 30 else '' }}{% endfor %}"
        "{% endmacro %}{{ f(0) }}",
        TIME,
    ),
    "string doubling": (
        "{% set ns = namespace(s='x') %}{% for i in range(64) %}{% set ns.s = ns.s ~ ns.s %}"
        "{% endfor %}{{ ns.s | length }}",
        MEMORY,
    ),
    "string multiplication": ("{{ ('x' * 4000000000) | length }}", MEMORY),
    "list multiplication": ("{{ ([0] * 2000000000) | length }}", MEMORY),
    "power": ("{{ (7 ** 999999999) % 10 }}", INTEGER),
    "squaring": (
        "{% set ns = namespace(n=3) %}{% for i in range(40) %}{% set ns.n = ns.n * ns.n %}"
        "{% endfor %}{{ ns.n % 10 }}",
        INTEGER,
    ),
    "format width": ("{{ ('{:>4000000000}'.format(1)) | length }}", MEMORY),
    "center width": ("{{ ('x' | center(4000000000)) | length }}", MEMORY),
    "replace blow-up": (
        "{% set ns = namespace(s='xxxxxxxxxx') %}{% for i in range(12) %}"
        "{% set ns.s = ns.s | replace('x', 'xxxxxxxxxx') %}{% endfor %}{{ ns.s | length }}",
        MEMORY,
    ),
    "join of ranges": (
        "{% set ns = namespace(s='') %}{% for i in range(100000) %}"
        "{% set ns.s = ns.s ~ range(100000) | join(',') %}{% endfor %}",
        MEMORY,
    ),
    "output size": (
        "{% for i in range(100000) %}{% for j in range(100000) %}xxxxxxxxxxxxxxxxxxxxxxxx"
        "{% endfor %}{% endfor %}",
        OUTPUT,
    ),
    "output of numbers": (
        "{% for i in range(100000) %}{% for j in range(100000) %}{{ i }}{% endfor %}{% endfor %}",
        OUTPUT,
    ),
}

CHILD = """
import sys
import passgen.build.project_templates as templates
templates.RENDER_SECONDS = 1.0
templates.RENDER_MEMORY = 256 << 20
from passgen.cli import main
sys.exit(main(["build", "--config", sys.argv[1]]))
"""


def _bound_child() -> None:
    resource.setrlimit(resource.RLIMIT_CPU, (60, 60))
    resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))


def _project(tmp_path: Path, template: str) -> Path:
    root = new_project(tmp_path / "project", base_specs("v", 1))
    with (root / "pyproject.toml").open("a") as handle:
        handle.write('templates = "tpl"\n')
    (root / "tpl").mkdir()
    (root / "tpl" / "Passes.md.j2").write_text(f"first line\n{template}\n", encoding="utf-8")
    return root


@pytest.mark.slow
@pytest.mark.parametrize("bomb", sorted(BOMBS))
def test_a_template_that_would_exhaust_the_machine_is_stopped(tmp_path: Path, bomb: str) -> None:
    template, message = BOMBS[bomb]
    root = _project(tmp_path, template)
    start = time.monotonic()
    result = subprocess.run(
        [sys.executable, "-c", CHILD, str(root / "pyproject.toml")],
        capture_output=True,
        text=True,
        timeout=120,
        preexec_fn=_bound_child,
    )
    assert time.monotonic() - start < 30
    place = f"{root}/tpl/Passes.md.j2:2: error: template: "
    # The limit it names is the one it crossed first (a bomb may cross either).
    crossed = {f"{place}{m}\n" for m in (TIME, MEMORY, OUTPUT)} if message != INTEGER else set()
    assert result.returncode == 2 and result.stderr in crossed | {f"{place}{message}\n"}
    assert not (root / "docs").exists()


def test_bounds_are_lifted_after_the_render() -> None:
    before = resource.getrlimit(resource.RLIMIT_AS)
    with bounded(5, 1 << 30):
        assert resource.getrlimit(resource.RLIMIT_AS)[0] != before[0]
    assert resource.getrlimit(resource.RLIMIT_AS) == before
    assert signal.getitimer(signal.ITIMER_PROF) == (0.0, 0.0)  # the CPU timer is off
