"""No function of the generator or the runtime is longer than 100 lines: a longer one is
a table that wants to be data, or several steps that want names (issue 27)."""

from __future__ import annotations

import ast

from paths import ROOT

LIMIT = 100


def test_no_function_is_over_100_lines() -> None:
    long = []
    for folder in ("passgen", "runtime"):
        for path in sorted((ROOT / folder).rglob("*.py")):  # rglob does not follow passgen/'s links
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                    lines = (node.end_lineno or node.lineno) - node.lineno + 1
                    if lines > LIMIT:
                        long.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.name}: {lines}")
    assert long == []
