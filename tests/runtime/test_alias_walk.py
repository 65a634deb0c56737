"""Aliases are made for what the print prints (runtime/asm/alias_walk.py, MLIR's
DummyAliasOperationPrinter): the locations of the terminators custom forms leave out, and
the maps they print as expressions or constant bounds, get none; the others are numbered
in print order. Against mlir-opt: test_asm_corpus.py, test_affine_forms.py."""

from __future__ import annotations

from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt
from paths import DATA

from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.ir import Context

SOURCE = """\
func.func @f(%c: i1, %n: index) {
  scf.if %c {
    "t.a"() : () -> () loc("a.py":1:1)
    "scf.yield"() : () -> () loc("elided.py":2:2)
  } loc("if.py":3:3)
  affine.for %i = 0 to %n {
    "affine.yield"() : () -> () loc("elided.py":4:4)
  } loc("for.py":5:5)
  "func.return"() : () -> () loc("ret.py":6:6)
} loc("f.py":7:7)
"""
# What mlir-opt 22 prints for it (--allow-unregistered-dialect --mlir-print-debuginfo).
PRINTED = """\
#loc2 = loc("t.mlir":1:14)
#loc3 = loc("t.mlir":1:22)
#loc7 = loc("t.mlir":6:14)
module {
  func.func @f(%arg0: i1 loc("t.mlir":1:14), %arg1: index loc("t.mlir":1:22)) {
    scf.if %arg0 {
      "t.a"() : () -> () loc(#loc5)
    } loc(#loc4)
    affine.for %arg2 loc("t.mlir":6:14) = 0 to %arg1 {
    } loc(#loc6)
    return loc(#loc8)
  } loc(#loc1)
} loc(#loc)
#loc = loc("t.mlir":0:0)
#loc1 = loc("f.py":7:7)
#loc4 = loc("if.py":3:3)
#loc5 = loc("a.py":1:1)
#loc6 = loc("for.py":5:5)
#loc8 = loc("ret.py":6:6)
"""


def _print(text: str, debuginfo: bool = False, generic: bool = False) -> str:
    module = parse_source(text, Context(allow_unregistered_dialects=True), "t.mlir")
    return print_op(module, debuginfo=debuginfo, generic=generic)


def test_elided_terminators_locations_get_no_alias() -> None:
    assert _print(SOURCE, debuginfo=True) == PRINTED
    assert _print(PRINTED, debuginfo=True) == PRINTED  # stable: nothing elided is named


def test_the_generic_form_aliases_every_location() -> None:
    printed = _print(SOURCE, debuginfo=True, generic=True)
    assert '= loc("elided.py":2:2)' in printed and '= loc("elided.py":4:4)' in printed


def test_maps_printed_as_expressions_or_bounds_get_no_alias() -> None:
    text = (
        "func.func @g(%m: memref<4xf32>, %i: index) {\n"
        "  affine.for %j = 0 to 4 {\n"
        "    %v = affine.load %m[%j + 1] : memref<4xf32>\n"
        "    %w = affine.apply affine_map<(d0) -> (d0 * 2)>(%j)\n"
        "  }\n"
        '  "func.return"() : () -> ()\n'
        "}\n"
    )
    printed = _print(text)
    aliases = [line for line in printed.splitlines() if line.startswith("#")]
    assert aliases == ["#map = affine_map<(d0) -> (d0 * 2)>"]
    assert "#map1" not in printed and "affine.apply #map(%arg2)" in printed
    generic = _print(text, generic=True)  # every map an attribute: mlir-opt 22's aliases
    assert generic.startswith(
        "#map = affine_map<(d0) -> (d0 + 1)>\n#map1 = affine_map<(d0) -> (d0 * 2)>\n"
        "#map2 = affine_map<() -> (0)>\n#map3 = affine_map<() -> (4)>\n"
    )


@requires_mlir_opt
def test_aliases_of_a_custom_forms_attribute_dictionary_follow_its_names() -> None:
    """func.func's `attributes {test.map = #m1, test.dict = #d}` is visited by name, as a
    dictionary holds it: the identity map inside `test.dict` is `#map` (found by the
    custom-form fuzz campaign: the print was no fixed point)."""
    text = (DATA / "ir" / "custom" / "attribute_aliases.mlir").read_text()
    expected = mlir_opt(text, "--allow-unregistered-dialect")
    assert passgen_opt(text, "--allow-unregistered-dialect") == (0, expected.stdout, "")
