"""docs/writing-passes.md runs: its Python blocks, in order, in one namespace; the lit test it
shows is the example project's (which tests/packaging/test_example_project.py runs)."""

from __future__ import annotations

import re

from paths import ROOT

DOC = ROOT / "docs" / "writing-passes.md"


def test_every_python_block_of_the_tutorial_runs() -> None:
    blocks = re.findall(r"^```python\n(.*?)^```$", DOC.read_text(encoding="utf-8"), re.M | re.S)
    assert len(blocks) >= 8
    namespace: dict[str, object] = {"__name__": "writing_passes"}
    for index, block in enumerate(blocks):
        exec(compile(block, f"{DOC.name}[block {index}]", "exec"), namespace)  # noqa: S102


def test_the_lit_test_shown_is_the_example_project_s() -> None:
    (block,) = re.findall(
        r"^```mlir\n(// RUN:.*?)^```$", DOC.read_text(encoding="utf-8"), re.M | re.S
    )
    example = ROOT / "examples" / "my-passes" / "tests" / "filecheck" / "fold-add-zero.mlir"
    assert block == example.read_text(encoding="utf-8")
