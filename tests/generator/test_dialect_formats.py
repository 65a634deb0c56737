"""A project dialect's assembly formats (`format:` per op in its YAML, ODS's `assemblyFormat`
language): checked at build time with mlir-tblgen's messages at the offending character of
the YAML string, carried by the generated dialect module, and read and printed by passgen-opt
through the runtime's format interpreter, custom and generic forms alike."""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from pathlib import Path

import pytest
from projects import project_at

from passgen.cli import main
from passgen.runtime.ir.dialects import DEFAULT_REGISTRY
from passgen.runtime.tools.opt import main as passgen_opt

DIALECT = """\
dialect: toy
ops:
  - name: add
    traits: [Pure, SameOperandsAndResultType]
    operands: [lhs, rhs]
    results: [result]
    format: $lhs `,` $rhs attr-dict `:` type($result)
  - name: scope
    traits: [SingleBlock]
    operands: [{name: init, kind: optional}]
    results: []
    regions: [body]
    format: (`init` $init^ `:` type($init))? $body attr-dict
  - name: flag
    attributes: [{name: fast, kind: unit}, {name: note, kind: any, optional: true}]
    operands: []
    results: []
    format: "(`fast` $fast^)? attr-dict"
  - name: yield
    traits: [Terminator, Pure]
    operands: [{name: values, kind: variadic}]
    results: []
    parents: [toy.scope]
    format: |
      attr-dict ($values^ `:` type($values))?
  - name: plain
    results: [result]
  - name: print
    operands: [value]
    results: []
    attributes: [label]
    format: $label $value attr-dict `:` type($value)
  - name: swap
    operands: [lhs, rhs]
    results: []
    format: $rhs `,` $lhs attr-dict `:` type($lhs) `,` type($rhs)
"""

CUSTOM = """\
module {
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    %0 = toy.add %arg0, %arg1 : i32
    toy.scope {
      toy.flag
      toy.flag fast {note = "x"}
      toy.yield
    }
    toy.scope init %0 : i32 {
      toy.yield %0, %arg0 : i32, i32
    }
    %1 = "toy.plain"() : () -> i32
    toy.print "sum" %0 : i32
    toy.swap %arg1, %0 : i32, i32
    toy.swap %0, %arg0 : i32, i32
    return %0 : i32
  }
}

"""

GENERIC = """\
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "toy.add"(%arg0, %arg1) : (i32, i32) -> i32
    "toy.scope"() ({
      "toy.flag"() : () -> ()
      "toy.flag"() {fast, note = "x"} : () -> ()
      "toy.yield"() : () -> ()
    }) : () -> ()
    "toy.scope"(%0) ({
      "toy.yield"(%0, %arg0) : (i32, i32) -> ()
    }) : (i32) -> ()
    %1 = "toy.plain"() : () -> i32
    "toy.print"(%0) {label = "sum"} : (i32) -> ()
    "toy.swap"(%0, %arg1) : (i32, i32) -> ()
    "toy.swap"(%arg0, %0) : (i32, i32) -> ()
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

"""


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    files = {
        "dialects/toy.yaml": DIALECT,
        "pyproject.toml": '[tool.passgen]\nspecs = []\noutput = "toy_gen"\npackage = "toy_gen"\n'
        'dialects = ["dialects/*.yaml"]\n',
    }
    with project_at(tmp_path, monkeypatch, files, ("toy_gen",)):
        yield tmp_path
    DEFAULT_REGISTRY.pop("toy", None)


def _opt(capsys: pytest.CaptureFixture[str], text: str, *flags: str) -> tuple[int, str, str]:
    Path("in.mlir").write_text(text)
    code = passgen_opt(["in.mlir", "--load-pass-plugin", "toy_gen", *flags])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_custom_forms_read_and_print_as_declared(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["build"]) == 0
    capsys.readouterr()
    assert _opt(capsys, CUSTOM) == (0, CUSTOM, "")
    assert _opt(capsys, CUSTOM, "--mlir-print-op-generic") == (0, GENERIC, "")
    assert _opt(capsys, GENERIC) == (0, CUSTOM, "")


def test_malformed_custom_ops_are_located(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["build"]) == 0
    code, _, error = _opt(capsys, CUSTOM.replace("toy.add %arg0, %arg1", "toy.add %arg0 %arg1"))
    assert code == 1
    assert error.splitlines()[:3] == [
        "in.mlir:3:23: error: expected ','",
        "    %0 = toy.add %arg0 %arg1 : i32",
        "                      ^",
    ]
    code, _, error = _opt(capsys, GENERIC.replace(' {label = "sum"}', ""))
    assert code == 1
    assert error.splitlines()[0] == "in.mlir:14:5: error: 'toy.print' op requires attribute 'label'"


def test_the_generated_module_carries_the_formats(project: Path) -> None:
    assert main(["build"]) == 0
    module = importlib.import_module("toy_gen.toy_dialect")
    assert module.FORMATS["!dialect"] == {"use_properties": False}
    assert module.FORMATS["yield"] == {
        "format": "attr-dict ($values^ `:` type($values))?\n",
        "operands": [{"name": "values", "kind": "variadic"}],
    }
    assert module.FORMATS["flag"]["attributes"] == [
        {"name": "fast", "syntax": "typed", "type": "none", "unit": True, "optional": True},
        {"name": "note", "optional": True, "syntax": "attribute"},
    ]
    assert "plain" not in module.FORMATS
    assert module.OPS["print"]["attributes"] == ["label"]  # required: verified
    assert main(["build", "--check"]) == 0


@pytest.mark.parametrize(
    ("change", "message", "line"),
    [
        (
            ("$lhs `,` $rhs attr-dict", "$lhs `,` $rsh attr-dict"),
            "dialects/toy.yaml:7:22: error: 'format': expected variable to refer to an argument, "
            "region, result, or successor",
            "    format: $lhs `,` $rsh attr-dict `:` type($result)",
        ),
        (
            ("$rhs attr-dict `:`", "$rhs `:`"),
            "dialects/toy.yaml:7:13: error: 'format': 'attr-dict' directive not found in custom "
            "assembly format",
            "    format: $lhs `,` $rhs `:` type($result)",
        ),
        (
            ("[Pure, SameOperandsAndResultType]", "[Pure]"),
            "dialects/toy.yaml:7:13: error: 'format': type of operand #0, named 'lhs', is not "
            "buildable and a buildable type cannot be inferred; note: suggest adding a type "
            "constraint to the operation or adding a 'type($lhs)' directive to the custom "
            "assembly format",
            "    format: $lhs `,` $rhs attr-dict `:` type($result)",
        ),
        (
            ("($values^ `:` type($values))?", "($values^ `:` type($value))?"),
            "dialects/toy.yaml:25:36: error: 'format': expected variable to refer to an argument, "
            "region, result, or successor",
            "      attr-dict ($values^ `:` type($value))?",
        ),
        (
            ('"(`fast` $fast^)? attr-dict"', '"(`fast`\\t$fast^)? \\"x\\" attr-dict"'),
            "dialects/toy.yaml:18:32: error: 'format': strings may only be used as 'custom' "
            "directive arguments",
            '    format: "(`fast`\\t$fast^)? \\"x\\" attr-dict"',
        ),
        (
            ("kind: any,", "kind: anyy,"),
            "dialects/toy.yaml:15:63: error: 'kind': unknown attribute kind 'anyy'; did you mean "
            "'any'?",
            "    attributes: [{name: fast, kind: unit}, {name: note, kind: anyy, optional: true}]",
        ),
    ],
)
def test_invalid_formats_and_attributes_are_located_in_the_yaml(
    project: Path,
    capsys: pytest.CaptureFixture[str],
    change: tuple[str, str],
    message: str,
    line: str,
) -> None:
    (project / "dialects" / "toy.yaml").write_text(DIALECT.replace(*change))
    assert main(["build"]) == 2
    error = capsys.readouterr().err.splitlines()
    column = int(message.split(":")[2])
    assert error[:3] == [message, line, " " * (column - 1) + "^"]
