"""docs/pipeline-builder.md works: its Python blocks run in order, each printing exactly
the `text` block that follows it, and its YAML spec passes `passgen validate`."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest
from paths import ROOT
from projects import pyproject, write_project

from passgen.cli import main

DOC = ROOT / "docs" / "pipeline-builder.md"
FENCE = re.compile(r"^```(\w+)\n(.*?)^```\n", re.MULTILINE | re.DOTALL)


def blocks(language: str) -> list[str]:
    return [body for lang, body in FENCE.findall(DOC.read_text()) if lang == language]


def test_python_blocks_print_the_text_blocks_that_follow_them() -> None:
    fences = FENCE.findall(DOC.read_text())
    namespace: dict[str, object] = {"__name__": "pipeline_builder_doc"}
    checked = 0
    for index, (language, body) in enumerate(fences):
        if language != "python":
            continue
        output = io.StringIO()
        with contextlib.redirect_stdout(output):
            exec(compile(body, f"{DOC.name}:block{index}", "exec"), namespace)
        following = fences[index + 1] if index + 1 < len(fences) else ("", "")
        expected = following[1] if following[0] == "text" else ""
        assert output.getvalue() == expected
        checked += bool(expected)
    assert checked == 5


def test_the_yaml_spec_is_valid(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (spec,) = blocks("yaml")
    config = write_project(tmp_path, {"framework.yaml": spec}, pyproject(docs=None))
    assert main(["validate", "--config", str(config)]) == 0
    assert capsys.readouterr().out == "passgen: 1 spec file(s), 3 pass(es): no problems\n"
