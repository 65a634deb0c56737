"""The names upstream ops give their results in the custom form (MLIR's
`getAsmResultNames`): their own (dialects/result_names, arith's forms) and those mlir-tblgen
generates for ops naming several ODS results (asm/ods_result_names), uniqued as mlir-opt
does. Inputs: tests/data/result_names/ (written for these tests; every op with a name)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from mlir_tools import generic, mlir_opt, passgen_opt, requires_mlir_opt

DATA = Path(__file__).parent.parent / "data" / "result_names"
_DEFINED = re.compile(r"^ *(%[^=]*) = ", re.MULTILINE)

EXTENDED = """\
%a, %b = "test.pair"() : () -> (index, index)
%0:2 = "arith.addui_extended"(%a, %b) : (index, index) -> (index, i1)
%1:2 = "arith.mului_extended"(%a, %b) : (index, index) -> (index, index)
%2 = "index.constant"() <{value = -3 : index}> : () -> index
%3 = "index.constant"() <{value = -3 : index}> : () -> index
"""


def defined_names(printed: str) -> list[str]:
    """What each op of a print defines (`%sum, %overflow`), in order."""
    return _DEFINED.findall(printed)


def test_ops_name_their_results_as_mlir_does() -> None:
    code, out, err = passgen_opt(EXTENDED, "--allow-unregistered-dialect")
    assert code == 0, err
    assert defined_names(out) == ["%0:2", "%sum, %overflow", "%low, %high", "%idx-3", "%idx-3_0"]


@requires_mlir_opt
@pytest.mark.parametrize("path", sorted(DATA.glob("*.mlir")), ids=lambda p: p.stem)
def test_result_names_are_mlir_opts(path: Path) -> None:
    text = generic(path.read_text())
    theirs = mlir_opt(text)
    assert theirs.returncode == 0, theirs.stderr
    code, out, err = passgen_opt(text)
    assert code == 0, err
    assert defined_names(out) == defined_names(theirs.stdout)
