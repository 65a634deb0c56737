"""Format variables of ODS properties that are no attributes (runtime/asm/format/
property_syntax.py): `UnitProp` anchors (`volatile`), `OptionalProp<I64Prop>`
(`alignment = 8`), `EnumProp` (`atomic monotonic`) and the named enum form
(`overflow<nsw, nuw>`), on llvm and ptr ops; against mlir-opt 22 on
tests/data/property_syntax/ (written for these tests)."""

from __future__ import annotations

from pathlib import Path

import pytest
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt

from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.asm.form_lookup import custom_form
from passgen.runtime.ir import Context, IntegerAttr

DATA = Path(__file__).parent.parent / "data" / "property_syntax"
CASES = sorted(DATA.glob("*.mlir"))


@pytest.mark.parametrize("op", ["llvm.add", "llvm.trunc", "ptr.load", "ptr.store"])
def test_ops_with_properties_have_their_declarative_forms(op: str) -> None:
    assert custom_form(Context().get_op_name(op)) is not None


def test_a_read_property_is_a_property() -> None:
    text = "func.func @f(%a: i32) {\n  %0 = llvm.mul %a, %a overflow<nsw, nuw> : i32\n  return\n}\n"
    module = parse_source(text, Context())
    mul = next(op for op in module.walk() if op.name.name == "llvm.mul")
    assert mul.properties["overflowFlags"] == IntegerAttr(3, mul.operands[0].type)
    assert not mul.attributes
    assert "overflow<nsw, nuw>" in print_op(module)


@requires_mlir_opt
@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
@pytest.mark.parametrize("flags", [[], ["--mlir-print-op-generic"]], ids=["custom", "generic"])
def test_we_print_what_mlir_opt_prints(path: Path, flags: list[str]) -> None:
    text = path.read_text()
    theirs = mlir_opt(text, *flags)
    assert theirs.returncode == 0, theirs.stderr
    assert passgen_opt(text, *flags) == (0, theirs.stdout, "")


@requires_mlir_opt
@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_the_generic_form_prints_in_the_custom_form_as_mlir_opt(path: Path) -> None:
    generic = mlir_opt(path.read_text(), "--mlir-print-op-generic").stdout
    assert passgen_opt(generic) == (0, mlir_opt(generic).stdout, "")


MALFORMED = [
    "%0 = llvm.add %a, %a overflow nsw : i32",
    "%0 = ptr.load %p alignment = x : !ptr.ptr<#ptr.generic_space> -> f32",
]


@requires_mlir_opt
@pytest.mark.parametrize("line", MALFORMED)
def test_malformed_properties_get_mlir_opts_diagnostics(line: str) -> None:
    text = f"func.func @f(%a: i32, %p: !ptr.ptr<#ptr.generic_space>) {{\n  {line}\n  return\n}}\n"
    theirs = mlir_opt(text)
    code, _, ours = passgen_opt(text)
    assert (code, ours.split("\n")[0]) == (1, theirs.stderr.split("\n")[0])
